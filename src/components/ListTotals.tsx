import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { InlineErrorState } from './PageStates';

/**
 * Figures over every page of what the list's current filters hold (the server's exact sums), asked
 * again whenever the list shows; `children` draws them, `undefined` while they load.
 */
export function ListTotals<Totals>({
  fetch,
  failure,
  children,
}: {
  fetch: (filter: object) => Promise<Totals>;
  /** What a failure to load them says, above its retry. */
  failure: string;
  children: (totals: Totals | undefined) => ReactNode;
}) {
  const { resource, filterValues } = useListContext();
  const { data, error, refetch, isRefetching } = useQuery({
    queryKey: [resource, 'totals', filterValues],
    queryFn: () => fetch(filterValues),
    refetchOnMount: 'always',
    // Like the list beside them: a failure is said at once, with its retry.
    retry: false,
  });
  if (error) {
    return (
      <Box sx={{ px: 2 }}>
        <InlineErrorState message={failure} cause={error} onRetry={() => void refetch()} retrying={isRefetching} />
      </Box>
    );
  }
  return <>{children(data)}</>;
}
