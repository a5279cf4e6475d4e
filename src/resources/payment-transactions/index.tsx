import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { guarded } from '../guarded';

/** Read-only: a payment is written by the stay or subscription it pays, never here. */
export default {
  list: guarded('payment-transactions', lazy(() => import('./PaymentTransactionList'))),
  show: guarded('payment-transactions', lazy(() => import('./PaymentTransactionShow'))),
  icon: ReceiptLongIcon,
};
