import VisibilityIcon from '@mui/icons-material/Visibility';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

/** Read-only: opening a person's data writes it. */
export default {
  name: 'access-log',
  list: guarded(
    'list',
    lazy(() => import('./AccessLogList')),
  ),
  icon: VisibilityIcon,
  menu: 'ps.menu.access_log',
} satisfies ResourceEntry;
