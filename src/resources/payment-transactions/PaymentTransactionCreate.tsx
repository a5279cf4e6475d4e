import { Create, NumberInput } from 'react-admin';
import { paymentTransactionCreateSchema } from '../../../domain/schemas/payment-transaction';
import { FormSection } from '../../components/FormSection';
import { SchemaForm } from '../../components/SchemaForm';
import { PaidForInputs } from './PaidForInputs';
import { PaymentMethodInput, PaymentStatusInput, PaymentTextInputs } from './PaymentInputs';

const MONEY_STEP = 0.01;

/** A payment taken by hand (a subscription paid at the office): for which subscription, how much and how. */
export default function PaymentTransactionCreate() {
  return (
    <Create redirect="show">
      <SchemaForm schema={paymentTransactionCreateSchema} defaultValues={{ paid_for: 'subscription', status: 'paid' }}>
        <FormSection>
          <PaidForInputs />
          <NumberInput source="amount" min={MONEY_STEP} step={MONEY_STEP} isRequired />
          <PaymentMethodInput />
          <PaymentStatusInput />
          <PaymentTextInputs />
        </FormSection>
      </SchemaForm>
    </Create>
  );
}
