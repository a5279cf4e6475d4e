import ReceiptIcon from '@mui/icons-material/Receipt';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { sarToHalalas } from '../../../../domain/money';
import { hasReceipt } from '../../../../domain/receipt';
import type { PaymentTransaction } from '../../../providers/dataProvider';

/** Opens the payment's receipt; only a payment that has one (domain/receipt.ts) shows it. */
export function ReceiptButton() {
  const payment = useRecordContext<PaymentTransaction>();
  const resource = useResourceContext() ?? 'parking-transactions';
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!payment || !hasReceipt({ status: payment.status, amountHalalas: sarToHalalas(payment.amount) })) return null;
  return (
    // Under the record's own path (its edit path): /parking-transactions/:id/receipt.
    <Button
      component={Link}
      to={`${createPath({ resource, type: 'edit', id: payment.id })}/receipt`}
      size="small"
      startIcon={<ReceiptIcon />}
    >
      {translate('ps.receipt.open')}
    </Button>
  );
}
