import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('list', lazy(() => import('./CompanySubscriptionList'))),
  create: guarded('create', lazy(() => import('./CompanySubscriptionCreate'))),
  edit: guarded('edit', lazy(() => import('./CompanySubscriptionEdit'))),
  icon: AssignmentIndIcon,
  recordRepresentation: 'subscriber_name',
};
