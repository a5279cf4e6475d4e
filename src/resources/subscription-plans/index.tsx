import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

export default {
  name: 'subscription-plans',
  list: guarded(
    'list',
    lazy(() => import('./PlanList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./PlanCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./PlanEdit')),
  ),
  icon: CardMembershipIcon,
  recordRepresentation: ({ localizedName }) => localizedName,
  menu: 'ps.menu.subscription_plans',
} satisfies ResourceEntry;
