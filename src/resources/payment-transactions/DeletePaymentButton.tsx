import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { paymentDeletionSchema } from '../../../domain/schemas/payment-transaction';
import { DecisionButton } from '../../components/DecisionButton';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider, PaymentTransaction } from '../../providers/dataProvider';
import { ReasonInput } from '../../components/ReasonInput';

/**
 * Deletes the payment in context, saying why: shown to whom the API lets delete a payment (the
 * super admin). A payment with refunds is refused by the server, and the dialog says so.
 */
export function DeletePaymentButton() {
  const payment = useRecordContext<PaymentTransaction>();
  const { canAccess } = useCanAccess({ resource: 'parking-transactions', action: 'delete' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { plain } = useFormatters();
  const remove = useMutation({
    mutationFn: (body: { reason: string }) => dataProvider.deletePayment(payment!.id, body),
    onSuccess: () => {
      notify('ps.payment_transactions.delete_action.done', { type: 'info' });
      redirect('list', 'parking-transactions');
    },
  });
  if (!payment || !canAccess) return null;
  return (
    <DecisionButton
      label="ps.payment_transactions.delete_action.action"
      icon={<DeleteIcon />}
      color="error"
      title="ps.payment_transactions.delete_action.title"
      titleArgs={{ id: plain(payment.id) }}
      description={translate('ps.payment_transactions.delete_action.body')}
      schema={paymentDeletionSchema}
      onSubmit={remove.mutateAsync}
    >
      <ReasonInput label="ps.payment_transactions.delete_action.reason" />
    </DecisionButton>
  );
}
