import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * How many subscriptions each status tab holds under the list's other filters: the status
 * filter itself is left out, so that every tab counts what it would show.
 */
export function useSubscriptionCounts(filterValues: Record<string, unknown>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { status: _status, ...filter } = filterValues;
  return useQuery({
    queryKey: ['subscriptions', 'counts', filter],
    queryFn: () => dataProvider.getSubscriptionCounts(filter),
  });
}
