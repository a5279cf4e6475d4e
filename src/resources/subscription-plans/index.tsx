import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('subscription-plans', lazy(() => import('./PlanList'))),
  create: guarded('subscription-plans', lazy(() => import('./PlanCreate'))),
  edit: guarded('subscription-plans', lazy(() => import('./PlanEdit'))),
  icon: CardMembershipIcon,
};
