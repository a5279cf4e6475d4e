import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

/** Read-only: the exits write them. */
export default {
  name: 'fee-adjustments',
  list: guarded(
    'list',
    lazy(() => import('./FeeAdjustmentList')),
  ),
  icon: MoneyOffIcon,
} satisfies ResourceEntry;
