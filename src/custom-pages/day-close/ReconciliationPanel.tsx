import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Reconciliation } from '../../../domain/schemas/reconciliation';
import type { Json } from '../../../domain/endpoints/endpoint';
import { LoadingState } from '../../components/PageStates';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

type Exception = { gateway_payment_id: string; kind: 'payment' | 'refund'; text: string };

function ExceptionList({ title, entries }: { title: string; entries: Exception[] }) {
  const translate = useTranslate();
  if (entries.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate(title, { smart_count: entries.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 3 }}>
        {entries.map((entry) => (
          <Typography component="li" variant="body2" key={`${entry.kind}:${entry.gateway_payment_id}`}>
            {translate(`ps.reconciliation.kinds.${entry.kind}`)} <bdi dir="ltr">{entry.gateway_payment_id}</bdi> ·{' '}
            <bdi>{entry.text}</bdi>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The day's online payments and refunds against the gateway's settlements: what matched, with the
 * gateway's fees and what it paid out, and each exception for an administrator to look into.
 */
export function ReconciliationPanel({ day }: { day: string }) {
  const translate = useTranslate();
  const { money, dateTime } = useFormatters();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['payments', 'reconciliation', day],
    queryFn: () => dataProvider.getReconciliation(day),
  });
  if (isPending) return <LoadingState rows={2} />;
  if (error || !data) return <Alert severity="error">{translate('ps.reconciliation.failed')}</Alert>;
  const read: Json<Reconciliation> = data;
  const exceptions = read.not_settled.length + read.not_recorded.length + read.amounts_differ.length;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {read.settled_through
          ? translate('ps.reconciliation.settled_through', { at: dateTime(read.settled_through) })
          : translate('ps.reconciliation.nothing_settled')}
      </Typography>
      <Typography variant="body1">
        {translate('ps.reconciliation.matched', {
          smart_count: read.matched.count,
          gross: money(read.matched.gross),
          fee: money(read.matched.fee),
          net: money(read.matched.net),
        })}
      </Typography>
      {exceptions === 0 ? <Alert severity="success">{translate('ps.reconciliation.all_matched')}</Alert> : null}
      <ExceptionList
        title="ps.reconciliation.not_recorded"
        entries={read.not_recorded.map((entry) => ({ ...entry, text: money(entry.amount) }))}
      />
      <ExceptionList
        title="ps.reconciliation.amounts_differ"
        entries={read.amounts_differ.map((entry) => ({
          ...entry,
          text: translate('ps.reconciliation.recorded_settled', {
            recorded: money(entry.recorded),
            settled: money(entry.settled),
          }),
        }))}
      />
      <ExceptionList
        title="ps.reconciliation.not_settled"
        entries={read.not_settled.map((entry) => ({ ...entry, text: money(entry.amount) }))}
      />
      <ExceptionList
        title="ps.reconciliation.paid_back"
        entries={read.paid_back.map((entry) => ({ ...entry, text: money(entry.amount) }))}
      />
    </Stack>
  );
}
