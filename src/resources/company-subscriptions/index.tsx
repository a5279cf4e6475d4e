import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('company-subscriptions', lazy(() => import('./CompanySubscriptionList'))),
  create: guarded('company-subscriptions', lazy(() => import('./CompanySubscriptionCreate'))),
  edit: guarded('company-subscriptions', lazy(() => import('./CompanySubscriptionEdit'))),
  icon: AssignmentIndIcon,
  recordRepresentation: 'subscriber_name',
};
