import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The actors and record types the log names: the choices of its filters. */
export function useAuditLogChoices() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['audit-log', 'choices'],
    queryFn: () => dataProvider.getAuditLogChoices(),
    staleTime: 60_000,
  });
}
