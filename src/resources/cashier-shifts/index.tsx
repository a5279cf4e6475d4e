import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';
import { shiftReportRoute } from './report';

/** Read-only: a gate employee opens and closes their shift at the console, and a closed shift never changes. */
export default {
  name: 'cashier-shifts',
  list: guarded(
    'list',
    lazy(() => import('./CashierShiftList')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./CashierShiftShow')),
  ),
  icon: PointOfSaleIcon,
  routes: shiftReportRoute,
  recordRepresentation: ({ shiftName }) => shiftName,
  menu: 'ps.menu.cashier_shifts',
} satisfies ResourceEntry;
