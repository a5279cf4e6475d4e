import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { QuotaFiguresPanel, QuotaLapsedNotice, QuotaStatusChip, QuotaWarning } from '../../components/QuotaSummary';
import { ErrorState, LoadingState } from '../../components/PageStates';
import type { AppDataProvider } from '../../providers/dataProvider';

export const QUOTA_QUERY_KEY = ['company-subscriptions', 'quota'];

/** The manager's quota above their subscriptions: figures, validity, the low or exhausted warning. */
export function CompanyQuotaSummary() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const {
    data: quota,
    isPending,
    error,
    refetch,
  } = useQuery({ queryKey: QUOTA_QUERY_KEY, queryFn: () => dataProvider.getCompanyQuota(), refetchOnMount: 'always' });
  if (isPending) return <LoadingState rows={1} />;
  if (error) return <ErrorState message="ps.errors.failed_to_load_quota" onRetry={() => refetch()} />;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('ps.quota.title')}
          </Typography>
          <QuotaStatusChip status={quota.status} size="small" />
        </Stack>
        <Stack spacing={2}>
          <QuotaLapsedNotice status={quota.status} />
          <QuotaWarning level={quota.level} remaining={quota.remaining} />
          {quota.status !== 'active' ? (
            <Alert severity="info">{translate('ps.company_subscriptions.cannot_create')}</Alert>
          ) : null}
          <QuotaFiguresPanel quota={quota} level={quota.level} />
        </Stack>
      </CardContent>
    </Card>
  );
}
