import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import { guarded } from '../guarded';

/** Read-only: no create, no edit. */
export default {
  list: guarded('list', lazy(() => import('./AuditLogList'))),
  show: guarded('show', lazy(() => import('./AuditLogShow'))),
  icon: HistoryIcon,
};
