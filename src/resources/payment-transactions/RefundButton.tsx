import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { useMutation } from '@tanstack/react-query';
import { NumberInput, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { type PaymentRefund, paymentRefundSchema } from '../../../domain/schemas/payment-transaction';
import { DecisionButton } from '../../components/DecisionButton';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider, PaymentTransaction } from '../../providers/dataProvider';
import { PaymentMethodInput } from './PaymentInputs';
import { ReasonInput } from '../../components/ReasonInput';

const MONEY_STEP = 0.01;

/**
 * Pays back part or all of the payment in context, as a new negative payment: offered while some of
 * it is left to refund, that rest proposed, paid back the way it was paid unless staff choose
 * another way, with the reason.
 */
export function RefundButton() {
  const payment = useRecordContext<PaymentTransaction>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { money, plain } = useFormatters();
  const refund = useMutation({
    mutationFn: (body: PaymentRefund) => dataProvider.refundPayment(payment!, body),
    onSuccess: () => {
      notify('ps.payment_transactions.refund_action.done', { type: 'success' });
      refresh();
    },
  });
  if (!payment || !(payment.refundable > 0)) return null;
  return (
    <DecisionButton
      label="ps.payment_transactions.refund_action.action"
      icon={<CurrencyExchangeIcon />}
      color="warning"
      title="ps.payment_transactions.refund_action.title"
      titleArgs={{ id: plain(payment.id) }}
      description={translate('ps.payment_transactions.refund_action.body', { amount: money(payment.refundable) })}
      schema={paymentRefundSchema}
      defaultValues={{ amount: payment.refundable, payment_method: payment.payment_method }}
      onSubmit={refund.mutateAsync}
    >
      <NumberInput
        source="amount"
        label="ps.payment_transactions.refund_action.amount"
        min={MONEY_STEP}
        max={payment.refundable}
        step={MONEY_STEP}
        isRequired
        fullWidth
      />
      <PaymentMethodInput label="ps.payment_transactions.refund_action.payment_method" />
      <ReasonInput label="ps.payment_transactions.refund_action.reason" />
    </DecisionButton>
  );
}
