import BusinessIcon from '@mui/icons-material/Business';
import { Alert, AlertTitle, Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import type { QuotaStatus } from '../../../domain/quota';
import { LocalizedName } from '../../components/LocalizedName';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { PageHeader } from '../../components/PageHeader';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';
import { readSession } from '../../providers/storage';

const STATUS_COLOR: Record<QuotaStatus, 'success' | 'error' | 'default'> = {
  active: 'success',
  expired: 'error',
  no_active_quota: 'default',
};

function NoCompanyAccess() {
  const translate = useTranslate();
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{translate('ps.company_dashboard.no_company_title')}</AlertTitle>
      {translate('ps.company_dashboard.no_company_body')}
      <Typography variant="caption" component="p" sx={{ mt: 1, opacity: 0.7 }}>
        {translate('ps.company_dashboard.no_company_id')}
      </Typography>
    </Alert>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
    </Box>
  );
}

function CompanyQuota() {
  const translate = useTranslate();
  const { number, calendarDate } = useFormatters();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error, refetch } = useQuery({ queryKey: ['company-dashboard'], queryFn: () => dataProvider.getCompanyDashboard() });

  if (isPending) return <LoadingState rows={2} />;
  if (error) return <ErrorState message="ps.errors.failed_to_load_quota" onRetry={() => refetch()} />;
  const { company, quota } = data;
  const usedPercent = quota.initial > 0 ? Math.min(100, (quota.used / quota.initial) * 100) : 0;

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <BusinessIcon color="primary" fontSize="large" />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              <RecordContextProvider value={company}>
                <LocalizedName />
              </RecordContextProvider>
            </Typography>
            {company.area ? (
              <Typography variant="body2" color="text.secondary">
                <RecordContextProvider value={company.area}>
                  <LocalizedName />
                </RecordContextProvider>
              </Typography>
            ) : null}
          </Box>
          <Chip color={STATUS_COLOR[quota.status]} label={translate(`ps.quota.status.${quota.status}`)} />
        </CardContent>
      </Card>
      {quota.is_exhausted ? (
        <Alert severity="error">{translate('ps.quota.exhausted')}</Alert>
      ) : quota.is_low ? (
        <Alert severity="warning">{translate('ps.quota.low', { smart_count: quota.remaining, count: number(quota.remaining) })}</Alert>
      ) : null}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
            {translate('ps.quota.title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 2 }}>
            <Figure label="ps.quota.initial" value={number(quota.initial)} />
            <Figure label="ps.quota.used" value={number(quota.used)} />
            <Figure label="ps.quota.remaining" value={number(quota.remaining)} />
          </Box>
          <LinearProgress
            variant="determinate"
            value={usedPercent}
            aria-label={translate('ps.quota.used')}
            color={quota.is_exhausted ? 'error' : quota.is_low ? 'warning' : 'primary'}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('ps.quota.validity', { from: calendarDate(quota.valid_from), to: calendarDate(quota.valid_to) })}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The company manager's landing page: their company and how much of its quota is left. */
export function CompanyDashboardPage() {
  const hasCompany = Boolean(readSession().user?.company_id);
  return (
    <Box>
      <PageHeader title="ps.company_dashboard.title" />
      {hasCompany ? <CompanyQuota /> : <NoCompanyAccess />}
    </Box>
  );
}
