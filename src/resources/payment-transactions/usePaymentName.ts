import { useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';

/** A payment by its number, a refund as one ("Payment #123", "Refund #124"), in the screen's language and digits: its page's title. */
export function usePaymentName() {
  const translate = useTranslate();
  const { plain } = useFormatters();
  return (payment: { id: number | string; refund_of_id?: number | null } | undefined) =>
    payment
      ? translate(payment.refund_of_id ? 'ps.payment_transactions.refund_title' : 'ps.payment_transactions.title', {
          id: plain(Number(payment.id)),
        })
      : '';
}
