import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { PAYMENT_STATUSES } from '../../../domain/payment-transaction';
import { FULL_ROW } from '../../components/FormSection';
import { loadFailureOf } from '../../components/ListLoadError';
import { InlineErrorState } from '../../components/PageStates';
import { usePaymentMethods } from '../vehicles/usePaymentMethods';

/**
 * How money changed hands, by code. `free` is the method of a payment of nothing alone: offered
 * only there, where it is the one choice (the server's rule too).
 */
export function PaymentMethodInput({
  source = 'payment_method',
  label,
  nothingPaid = false,
}: {
  source?: string;
  label?: string;
  nothingPaid?: boolean;
}) {
  const { methods, isPending, error, refetch, isFetching, nameOf } = usePaymentMethods();
  if (error)
    return (
      <InlineErrorState
        message={loadFailureOf('payment-methods')}
        cause={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  const choices = methods
    .filter((method) => (method.code === 'free') === nothingPaid)
    .map((method) => ({ id: method.code, name: nameOf(method.code) }));
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      translateChoice={false}
      isPending={isPending}
      isRequired
      readOnly={nothingPaid}
      helperText={nothingPaid ? 'ps.payment_transactions.free_fixed' : false}
      fullWidth
    />
  );
}

/** Paid, pending or failed; read-only, and why, where a refund depends on it. */
export function PaymentStatusInput({ readOnly = false, helperText }: { readOnly?: boolean; helperText?: string }) {
  const translate = useTranslate();
  const choices = PAYMENT_STATUSES.map((status) => ({
    id: status,
    name: translate(`ps.payment_transactions.statuses.${status}`),
  }));
  return (
    <SelectInput
      source="status"
      choices={choices}
      translateChoice={false}
      isRequired
      readOnly={readOnly}
      helperText={helperText ?? false}
    />
  );
}

/** The payer's reference and staff's notes, as both forms take them. */
export function PaymentTextInputs() {
  return (
    <>
      <TextInput
        source="reference"
        helperText="ps.payment_transactions.help.reference"
        slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false } }}
      />
      <TextInput source="notes" multiline minRows={2} sx={FULL_ROW} slotProps={{ htmlInput: { dir: 'auto' } }} />
    </>
  );
}
