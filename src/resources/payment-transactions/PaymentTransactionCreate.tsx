import { useState } from 'react';
import { Confirm, Create, HttpError, NumberInput, useNotify, useSaveContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { paymentTransactionCreateSchema } from '../../../domain/schemas/payment-transaction';
import { FormSection } from '../../components/FormSection';
import { SchemaForm } from '../../components/SchemaForm';
import { useFormatters } from '../../i18n/useFormatters';
import { PaidForInputs } from './PaidForInputs';
import { PaymentMethodInput, PaymentStatusInput, PaymentTextInputs } from './PaymentInputs';

const MONEY_STEP = 0.01;
const ALREADY_PAID = 'ps.errors.subscription_already_paid';

/**
 * The form, saved as react-admin saves it, except that a subscription already paid is asked
 * about first: the server refuses a second paid payment until the request says it is one.
 */
function PaymentForm() {
  const { save } = useSaveContext();
  const notify = useNotify();
  const translate = useTranslate();
  const { money } = useFormatters();
  const [asking, setAsking] = useState<{ values: FieldValues; paid: number }>();
  const submit = (values: FieldValues) =>
    save!(values, {
      onError: (error: unknown) => {
        if (error instanceof HttpError && error.message === ALREADY_PAID)
          setAsking({ values, paid: (error.body as { paid: number }).paid });
        else if (!(error instanceof HttpError && error.body?.errors))
          notify(error instanceof Error ? error.message : 'ps.errors.generic', { type: 'error' });
      },
    });
  return (
    <SchemaForm
      schema={paymentTransactionCreateSchema}
      defaultValues={{ paid_for: 'subscription', status: 'paid' }}
      onSubmit={submit}
    >
      <FormSection>
        <PaidForInputs />
        <NumberInput source="amount" min={MONEY_STEP} step={MONEY_STEP} isRequired />
        <PaymentMethodInput />
        <PaymentStatusInput />
        <PaymentTextInputs />
      </FormSection>
      <Confirm
        isOpen={asking !== undefined}
        title="ps.payment_transactions.second_payment.title"
        content={translate('ps.payment_transactions.second_payment.body', { paid: money(asking?.paid ?? 0) })}
        confirm="ps.payment_transactions.second_payment.confirm"
        confirmColor="warning"
        onConfirm={() => {
          const values = asking!.values;
          setAsking(undefined);
          void save!({ ...values, second_payment: true });
        }}
        onClose={() => setAsking(undefined)}
      />
    </SchemaForm>
  );
}

/** A payment taken by hand (a subscription paid at the office): for which subscription, how much and how. */
export default function PaymentTransactionCreate() {
  return (
    <Create redirect="show">
      <PaymentForm />
    </Create>
  );
}
