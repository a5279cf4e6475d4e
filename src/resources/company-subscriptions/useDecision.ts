import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider, CompanySubscription } from '../../providers/dataProvider';

/**
 * Sends a decision on the company subscription in context, as it is shown (its version goes with
 * it); once it is taken, says `done`, and has
 * the list, the company's quota figures and its charts read again.
 */
export function useDecision<Values>(
  send: (dataProvider: AppDataProvider, subscription: CompanySubscription, values: Values) => Promise<unknown>,
  done: string,
) {
  const record = useRecordContext<CompanySubscription>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Values) => send(dataProvider, record!, values),
    onSuccess: async () => {
      notify(done, { type: 'success' });
      refresh();
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  }).mutateAsync;
}
