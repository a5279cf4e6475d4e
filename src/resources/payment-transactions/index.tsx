import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';
import { receiptRoute } from './receipt';

/** Gates and approvals write most payments; staff record one taken by hand, edit, refund and (the super admin) delete one. */
export default {
  // SPEC's route for the API's payment-transactions (src/providers/apiResources.ts).
  name: 'parking-transactions',
  list: guarded(
    'list',
    lazy(() => import('./PaymentTransactionList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./PaymentTransactionCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./PaymentTransactionEdit')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./PaymentTransactionShow')),
  ),
  icon: ReceiptLongIcon,
  routes: receiptRoute,
  recordRepresentation: ({ paymentName }) => paymentName,
  menu: 'ps.menu.payment_transactions',
} satisfies ResourceEntry;
