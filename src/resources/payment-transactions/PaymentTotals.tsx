import { Box, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { Figure } from '../../components/Figure';
import { InlineErrorState } from '../../components/PageStates';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

/** How many payments the list's current filters hold and their amounts summed, over every page (the server's exact sum). */
export function PaymentTotals() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { resource, filterValues } = useListContext();
  const translate = useTranslate();
  const { number, money } = useFormatters();
  const { data, error, refetch, isRefetching } = useQuery({
    queryKey: [resource, 'totals', filterValues],
    queryFn: () => dataProvider.getPaymentTotals(filterValues),
    refetchOnMount: 'always',
    // Like the list beside them: a failure is said at once, with its retry.
    retry: false,
  });
  if (error) {
    return (
      <Box sx={{ px: 2 }}>
        <InlineErrorState
          message="ps.failures.load.payment_totals"
          cause={error}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      </Box>
    );
  }
  return (
    <Stack
      component="section"
      aria-label={translate('ps.payment_transactions.totals.label')}
      direction="row"
      spacing={4}
      sx={{ px: 2, py: 1.5 }}
    >
      <Figure size="medium" label="ps.payment_transactions.totals.count" value={data ? number(data.count) : '—'} />
      <Figure size="medium" label="ps.payment_transactions.totals.amount" value={data ? money(data.amount) : '—'} />
    </Stack>
  );
}
