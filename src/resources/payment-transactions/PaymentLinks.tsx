import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link, Labeled, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';
import type { PaymentTransaction } from '../../providers/dataProvider';
import { usePaymentName } from './usePaymentName';

function PaymentLink({ id, refund }: { id: number; refund: boolean }) {
  const createPath = useCreatePath();
  const nameOf = usePaymentName();
  return (
    <MuiLink component={Link} to={createPath({ resource: 'parking-transactions', type: 'show', id })}>
      {nameOf({ id, refund_of_id: refund ? 1 : null })}
    </MuiLink>
  );
}

/** The payment a refund pays back, as a link to it. */
export function RefundOfLink() {
  const payment = useRecordContext<PaymentTransaction>();
  if (payment?.refund_of_id === null || payment?.refund_of_id === undefined) return null;
  return (
    <Labeled label="resources.parking-transactions.fields.refund_of_id">
      <PaymentLink id={payment.refund_of_id} refund={false} />
    </Labeled>
  );
}

/**
 * The refunds taken against the payment, each a link with its amount and time (and, for one the
 * gateway is still paying back or refused, that), and what is left to refund.
 */
export function RefundLinks() {
  const payment = useRecordContext<PaymentTransaction>();
  const translate = useTranslate();
  const { money, dateTime } = useFormatters();
  if (!payment?.refunds || payment.refunds.length === 0) return null;
  return (
    <>
      <Labeled label="resources.parking-transactions.fields.refunds">
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {payment.refunds.map((refund) => (
            <Typography component="li" variant="body2" key={refund.id}>
              <PaymentLink id={refund.id} refund />
              {' · '}
              <bdi>{money(refund.amount)}</bdi>
              {' · '}
              <bdi>{dateTime(refund.created_at)}</bdi>
              {refund.status === 'paid' ? null : (
                <>
                  {' · '}
                  {translate(`ps.payment_transactions.statuses.${refund.status}`)}
                </>
              )}
            </Typography>
          ))}
        </Box>
      </Labeled>
      <Labeled label="resources.parking-transactions.fields.refundable">
        <Typography component="span" variant="body2">
          <bdi>{money(payment.refundable)}</bdi>
        </Typography>
      </Labeled>
    </>
  );
}
