import { NumberInput, SearchInput, SelectInput, useLocaleState } from 'react-admin';
import { PAYMENT_STATUSES, PAYMENT_TRANSACTION_TYPES } from '../../../domain/payment-transaction';
import { dayRangeFilters } from '../../components/dates/dayRangeFilters';
import { nameIn } from '../../components/LocalizedName';
import { usePaymentMethods } from '../vehicles/usePaymentMethods';
import { AreaInput } from '../AreaInput';

const TYPE_CHOICES = PAYMENT_TRANSACTION_TYPES.map((type) => ({
  id: type,
  name: `ps.payment_transactions.types.${type}`,
}));
const STATUS_CHOICES = PAYMENT_STATUSES.map((status) => ({
  id: status,
  name: `ps.payment_transactions.statuses.${status}`,
}));

/**
 * The filters of the payments: plate search in either script, then area, type, method, status, the
 * local days of the payment and its amount in SAR (a refund is below zero). On a phone only the
 * search stands open, so the payments come first.
 */
export function usePaymentFilters(small: boolean) {
  const [locale] = useLocaleState();
  const { methods, isPending } = usePaymentMethods();
  const open = !small;
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <AreaInput key="area_id" source="area_id" alwaysOn={open} minWidth={180} />,
    <SelectInput key="type" source="type" choices={TYPE_CHOICES} alwaysOn={open} sx={{ minWidth: 140 }} />,
    <SelectInput
      key="payment_method"
      source="payment_method"
      choices={methods.map((method) => ({ id: method.code, name: nameIn(locale, method) }))}
      translateChoice={false}
      isPending={isPending}
      sx={{ minWidth: 140 }}
    />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} sx={{ minWidth: 140 }} />,
    ...dayRangeFilters(),
    <NumberInput key="amount_min" source="amount_min" step={0.01} />,
    <NumberInput key="amount_max" source="amount_max" step={0.01} />,
  ];
}
