import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { lazy } from 'react';
import { guarded } from '../guarded';

/** Read-only: the exits write them. */
export default {
  list: guarded('list', lazy(() => import('./FeeAdjustmentList'))),
  icon: MoneyOffIcon,
};
