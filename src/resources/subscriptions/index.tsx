import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

export default {
  name: 'subscriptions',
  list: guarded(
    'list',
    lazy(() => import('./SubscriptionList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./SubscriptionCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./SubscriptionEdit')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./SubscriptionShow')),
  ),
  icon: AssignmentIndIcon,
  recordRepresentation: 'applicant_name',
  menu: 'ps.menu.subscriptions',
} satisfies ResourceEntry;
