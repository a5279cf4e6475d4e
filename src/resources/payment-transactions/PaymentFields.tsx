import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import { plateOfKey } from '../../../domain/plates';
import { PlateText, plateText } from '../../components/PlateText';
import type { PaymentTransaction } from '../../providers/dataProvider';
import { usePaymentMethods } from '../vehicles/usePaymentMethods';

type Payer = Pick<PaymentTransaction, 'plate' | 'subscription_id' | 'company_subscription_id'>;

/** The stay's plate (kept as its key, `ABJ1234`) in the fields PlateText reads, or null for a payment that is no stay. */
function plateFields({ plate }: Payer) {
  const parsed = plate ? plateOfKey(plate) : null;
  return parsed ? { plate_letters: parsed.letters, plate_number: parsed.number } : null;
}

/** Who paid, as text: the stay's plate in both scripts, or the subscription it pays. */
export function usePayerText() {
  const translate = useTranslate();
  return (payment: Payer) => {
    const plate = plateFields(payment);
    if (plate) return plateText(plate);
    if (payment.company_subscription_id !== null)
      return translate('ps.payment_transactions.company_subscription_ref', { id: payment.company_subscription_id });
    return payment.subscription_id !== null
      ? translate('ps.payment_transactions.subscription_ref', { id: payment.subscription_id })
      : '';
  };
}

/** Who paid: the stay's plate in both scripts, or the subscription the payment is for. */
export function PayerField(_props: { label?: string }) {
  const payment = useRecordContext<PaymentTransaction>();
  const payerText = usePayerText();
  if (!payment) return null;
  const plate = plateFields(payment);
  return plate ? (
    <PlateText vehicle={plate} />
  ) : (
    <Typography component="span" variant="body2">
      {payerText(payment)}
    </Typography>
  );
}

/** The payment method of the payment in context, by its name in the screen's language. */
export function PaymentMethodField(_props: { label?: string }) {
  const payment = useRecordContext<PaymentTransaction>();
  const { nameOf } = usePaymentMethods();
  if (!payment) return null;
  return (
    <Typography component="span" variant="body2">
      {nameOf(payment.payment_method as PaymentMethodCode)}
    </Typography>
  );
}
