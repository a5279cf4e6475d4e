import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { guarded } from '../guarded';

/** Gates and approvals write most payments; staff record one taken by hand, edit, refund and (the super admin) delete one. */
export default {
  list: guarded('payment-transactions', lazy(() => import('./PaymentTransactionList'))),
  create: guarded('payment-transactions', lazy(() => import('./PaymentTransactionCreate'))),
  edit: guarded('payment-transactions', lazy(() => import('./PaymentTransactionEdit'))),
  show: guarded('payment-transactions', lazy(() => import('./PaymentTransactionShow'))),
  icon: ReceiptLongIcon,
};
