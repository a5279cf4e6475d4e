import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

/** Read-only: no create, no edit. */
export default {
  name: 'audit-log',
  list: guarded(
    'list',
    lazy(() => import('./AuditLogList')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./AuditLogShow')),
  ),
  icon: HistoryIcon,
  menu: 'ps.menu.audit_log',
} satisfies ResourceEntry;
