import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('list', lazy(() => import('./PlanList'))),
  create: guarded('create', lazy(() => import('./PlanCreate'))),
  edit: guarded('edit', lazy(() => import('./PlanEdit'))),
  icon: CardMembershipIcon,
};
