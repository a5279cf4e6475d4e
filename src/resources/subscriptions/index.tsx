import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('subscriptions', lazy(() => import('./SubscriptionList'))),
  create: guarded('subscriptions', lazy(() => import('./SubscriptionCreate'))),
  edit: guarded('subscriptions', lazy(() => import('./SubscriptionEdit'))),
  show: guarded('subscriptions', lazy(() => import('./SubscriptionShow'))),
  icon: AssignmentIndIcon,
  recordRepresentation: 'applicant_name',
};
