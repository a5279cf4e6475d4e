import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

export default {
  name: 'company-subscriptions',
  list: guarded(
    'list',
    lazy(() => import('./CompanySubscriptionList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./CompanySubscriptionCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./CompanySubscriptionEdit')),
  ),
  icon: AssignmentIndIcon,
  recordRepresentation: 'subscriber_name',
  menu: 'ps.menu.company_subscriptions',
} satisfies ResourceEntry;
