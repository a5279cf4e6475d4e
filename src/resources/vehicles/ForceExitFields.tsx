import { RadioButtonGroupInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { loadFailureOf } from '../../components/ListLoadError';
import { InlineErrorState } from '../../components/PageStates';
import { useFormatters } from '../../i18n/useFormatters';
import { usePaymentMethods } from './usePaymentMethods';
import { ReasonInput } from '../../components/ReasonInput';

/** How a fee is paid, by code: a real method, never `free`. */
function PaymentMethodInput() {
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
    .filter((method) => method.code !== 'free')
    .map((method) => ({ id: method.code, name: nameOf(method.code) }));
  return (
    <SelectInput
      source="payment_method"
      label="ps.vehicles.force_exit.payment_method"
      choices={choices}
      translateChoice={false}
      isPending={isPending}
      isRequired
      fullWidth
    />
  );
}

/**
 * What a force exit asks: why, whether the stay pays its tariff (the fee it owes so far named),
 * and, charged with a fee, how it is paid.
 */
export function ForceExitFields({ fee }: { fee: number }) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const charge = useWatch({ name: 'charge' }) as boolean | undefined;
  const choices = [
    {
      id: 'true',
      name:
        fee > 0
          ? translate('ps.vehicles.force_exit.charge_fee', { amount: money(fee) })
          : translate('ps.vehicles.force_exit.charge_nothing_due'),
    },
    { id: 'false', name: translate('ps.vehicles.force_exit.waive') },
  ];
  return (
    <>
      <ReasonInput label="ps.vehicles.force_exit.reason" />
      <RadioButtonGroupInput
        source="charge"
        label="ps.vehicles.force_exit.charge"
        choices={choices}
        translateChoice={false}
        row={false}
        isRequired
        // The radios hold text; the request's `charge` is a boolean.
        format={(value: unknown) => (typeof value === 'boolean' ? String(value) : '')}
        parse={(value: string) => value === 'true'}
      />
      {charge === true && fee > 0 ? <PaymentMethodInput /> : null}
    </>
  );
}
