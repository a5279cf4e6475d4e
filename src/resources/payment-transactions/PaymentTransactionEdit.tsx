import { Edit, NumberInput, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { statusFixedBy } from '../../../domain/payment-transaction';
import { manualPaymentUpdateSchema, paymentTransactionUpdateSchema } from '../../../domain/schemas/payment-transaction';
import { FormSection } from '../../components/FormSection';
import { recordErrorProps } from '../../components/RecordNotFound';
import { SchemaForm } from '../../components/SchemaForm';
import type { PaymentTransaction } from '../../providers/dataProvider';
import { PaymentMethodInput, PaymentStatusInput, PaymentTextInputs } from './PaymentInputs';

const MONEY_STEP = 0.01;

/** A payment is deleted from its page, with a reason: the form only saves. */
function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * The edit of a payment: its method, status, reference and notes; its amount only when staff took
 * it by hand and nothing was refunded, else shown read-only with the reason. A record read from
 * the list has no detail yet (its refunds): the amount and status wait for it, read-only.
 */
function PaymentEditForm() {
  const payment = useRecordContext<PaymentTransaction>();
  const detailed = payment?.refunds !== undefined;
  const amountFixedBy = detailed ? payment.amount_fixed_by : undefined;
  const statusFixed = detailed
    ? statusFixedBy({ refund_of_id: payment.refund_of_id, refund_count: payment.refunds.length })
    : undefined;
  const amountEditable = amountFixedBy === null;
  return (
    <SchemaForm
      schema={amountEditable ? manualPaymentUpdateSchema : paymentTransactionUpdateSchema}
      toolbar={<SaveOnly />}
    >
      <FormSection>
        <NumberInput
          source="amount"
          step={MONEY_STEP}
          isRequired
          readOnly={!amountEditable}
          helperText={amountFixedBy ? `ps.payment_transactions.amount_fixed.${amountFixedBy}` : false}
        />
        <PaymentMethodInput nothingPaid={payment?.amount === 0} />
        <PaymentStatusInput
          readOnly={statusFixed !== null}
          helperText={statusFixed ? `ps.payment_transactions.status_fixed.${statusFixed}` : undefined}
        />
        <PaymentTextInputs />
      </FormSection>
    </SchemaForm>
  );
}

export default function PaymentTransactionEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic" {...recordErrorProps()}>
      <PaymentEditForm />
    </Edit>
  );
}
