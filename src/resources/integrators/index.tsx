import HubIcon from '@mui/icons-material/Hub';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

/** The open data API's integrators: made with their key and scopes, re-keyed, revoked; never deleted. */
export default {
  name: 'integrators',
  list: guarded(
    'list',
    lazy(() => import('./IntegratorList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./IntegratorCreate')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./IntegratorShow')),
  ),
  icon: HubIcon,
  recordRepresentation: 'name',
  menu: 'ps.menu.integrators',
} satisfies ResourceEntry;
