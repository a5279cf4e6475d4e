import { Alert, Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanySubscription } from '../../providers/dataProvider';
import { PaymentLinksPanel } from '../subscriptions/PaymentLinksPanel';
import { SendPaymentLinkButton } from '../subscriptions/SendPaymentLinkButton';

/**
 * A subscription approved to be paid online, on its own page: what it waits for, the button that
 * makes its payment link (for the manager to pay, or to send on), and the links made so far.
 */
export function AwaitingPayment() {
  const record = useRecordContext<CompanySubscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, mb: 2 }}>
      {record.status === 'awaiting_payment' ? (
        <Alert severity="info" action={<SendPaymentLinkButton resource="company-subscriptions" />}>
          {translate('ps.company_subscriptions.awaiting_payment')}
        </Alert>
      ) : null}
      <PaymentLinksPanel resource="company-subscriptions" />
    </Box>
  );
}
