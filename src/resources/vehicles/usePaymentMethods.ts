import { useGetList, useLocaleState } from 'react-admin';
import type { z } from 'zod';
import type { PaymentMethodCode, paymentMethodRecordSchema } from '../../../domain/schemas/reference';
import { nameIn } from '../../components/LocalizedName';

export type PaymentMethod = z.infer<typeof paymentMethodRecordSchema>;

/**
 * The payment methods, answered by the reference list; the name of one by its code, in the screen's
 * language; and the failure to read them, for an input to show in place of empty choices.
 */
export function usePaymentMethods() {
  const [locale] = useLocaleState();
  const { data, isPending, error, refetch, isFetching } = useGetList<PaymentMethod>('payment-methods', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  const methods = data ?? [];
  return {
    methods,
    isPending,
    error,
    refetch,
    isFetching,
    nameOf: (code: PaymentMethodCode) =>
      nameIn(
        locale,
        methods.find((method) => method.code === code),
      ) || code,
  };
}
