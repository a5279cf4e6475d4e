import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { COMPANY_SUBSCRIPTION_STATUSES } from '../../../domain/subscription-status';
import { CompanyPoolUseList } from '../../components/CompanyPoolUse';
import { Figure } from '../../components/Figure';
import { StatusCounts } from '../company-subscriptions/StatusChip';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { Panel } from '../../components/Panel';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

const QuotaUseChart = lazy(() => import('./QuotaUseChart'));

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
      <Panel
        title="ps.companies.statistics.subscriptions"
        extra={
          <Typography variant="body2" color="text.secondary">
            {translate('ps.companies.statistics.total', { smart_count: total, count: number(total) })}
          </Typography>
        }
      >
        <StatusCounts counts={data.subscriptions_by_status} sx={{ gridColumn: '1 / -1' }} />
        <Figure
          size="medium"
          label="ps.companies.statistics.vehicles_registered"
          value={number(data.vehicles_registered)}
        />
        <Figure size="medium" label="ps.companies.statistics.vehicles_inside" value={number(data.vehicles_inside)} />
      </Panel>
      <Panel title="ps.pools.title">
        {data.pools.length > 0 ? (
          <CompanyPoolUseList pools={data.pools} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
            {translate('ps.pools.none')}
          </Typography>
        )}
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
