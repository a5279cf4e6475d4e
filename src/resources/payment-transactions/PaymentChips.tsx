import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PaymentStatus, PaymentTransactionType } from '../../../domain/payment-transaction';
import type { PaymentTransaction } from '../../providers/dataProvider';

const TYPE_COLORS: Record<PaymentTransactionType, ChipProps['color']> = {
  subscription: 'primary',
  guest: 'info',
  merchant: 'secondary',
};
const STATUS_COLORS: Record<PaymentStatus, ChipProps['color']> = {
  paid: 'success',
  pending: 'warning',
  failed: 'error',
};

/** What the payment in context paid for, guest stay or subscription; a refund says so. */
export function PaymentTypeChip(_props: { label?: string }) {
  const payment = useRecordContext<PaymentTransaction>();
  const translate = useTranslate();
  if (!payment) return null;
  const refund = payment.refund_of_id !== null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={refund ? 'secondary' : TYPE_COLORS[payment.type]}
      label={`${translate(`ps.payment_transactions.types.${payment.type}`)}${refund ? ` · ${translate('ps.payment_transactions.refund')}` : ''}`}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

export function PaymentStatusChip(_props: { label?: string }) {
  const payment = useRecordContext<PaymentTransaction>();
  const translate = useTranslate();
  if (!payment) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[payment.status]}
      label={translate(`ps.payment_transactions.statuses.${payment.status}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** Marks a refund where only its amount shows (a phone's row): money paid back, not taken. */
export function RefundChip() {
  const payment = useRecordContext<PaymentTransaction>();
  const translate = useTranslate();
  if (payment?.refund_of_id === null || payment?.refund_of_id === undefined) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="secondary"
      label={translate('ps.payment_transactions.refund')}
      sx={{ marginInlineStart: 1 }}
    />
  );
}
