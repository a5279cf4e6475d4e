import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { guarded } from '../guarded';

/** Gates and approvals write most payments; staff record one taken by hand, edit, refund and (the super admin) delete one. */
export default {
  list: guarded('list', lazy(() => import('./PaymentTransactionList'))),
  create: guarded('create', lazy(() => import('./PaymentTransactionCreate'))),
  edit: guarded('edit', lazy(() => import('./PaymentTransactionEdit'))),
  show: guarded('show', lazy(() => import('./PaymentTransactionShow'))),
  icon: ReceiptLongIcon,
};
