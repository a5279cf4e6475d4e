import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import { guarded } from '../guarded';

/** Read-only: no create, no edit. */
export default {
  list: guarded('audit-log', lazy(() => import('./AuditLogList'))),
  show: guarded('audit-log', lazy(() => import('./AuditLogShow'))),
  icon: HistoryIcon,
};
