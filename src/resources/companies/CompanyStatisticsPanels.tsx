import { Box, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { COMPANY_SUBSCRIPTION_STATUSES } from '../../../domain/subscription-status';
import { Figure } from '../../components/Figure';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { Panel } from '../../components/Panel';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

const QuotaUseChart = lazy(() => import('./QuotaUseChart'));

const STATUS_COLOR = { pending: 'warning', approved: 'info', active: 'success', expired: 'default', rejected: 'error' } as const;

/** The company's subscriptions by status and its quota use over the last twelve months. */
export function CompanyStatisticsPanels() {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  const { number } = useFormatters();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['companies', 'statistics', record?.id],
    queryFn: () => dataProvider.getCompanyStatistics(record!.id),
    enabled: Boolean(record),
  });
  if (!record) return null;
  if (isPending) return <LoadingState rows={2} />;
  if (error) return <ErrorState message="ps.errors.failed_to_load_company_statistics" onRetry={() => refetch()} />;
  const total = COMPANY_SUBSCRIPTION_STATUSES.reduce((sum, status) => sum + data.subscriptions_by_status[status], 0);
  return (
    <>
      <Panel title="ps.companies.statistics.subscriptions" extra={<Typography variant="body2" color="text.secondary">{translate('ps.companies.statistics.total', { smart_count: total, count: number(total) })}</Typography>}>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {COMPANY_SUBSCRIPTION_STATUSES.map((status) => (
            <Chip
              key={status}
              variant={data.subscriptions_by_status[status] > 0 ? 'filled' : 'outlined'}
              color={STATUS_COLOR[status]}
              label={`${translate(`ps.company_subscriptions.statuses.${status}`)}: ${number(data.subscriptions_by_status[status])}`}
            />
          ))}
        </Box>
        {data.vehicles_registered !== null ? <Figure size="medium" label="ps.companies.statistics.vehicles_registered" value={number(data.vehicles_registered)} /> : null}
        {data.vehicles_inside !== null ? <Figure size="medium" label="ps.companies.statistics.vehicles_inside" value={number(data.vehicles_inside)} /> : null}
      </Panel>
      <Panel title="ps.companies.statistics.quota_use">
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <Suspense fallback={<LoadingState rows={1} />}>
            <QuotaUseChart months={data.quota_use} initialQuota={record.initial_quota} />
          </Suspense>
        </Box>
      </Panel>
    </>
  );
}
