import BusinessIcon from '@mui/icons-material/Business';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { CompanyPoolUseList } from '../../components/CompanyPoolUse';
import { Figure } from '../../components/Figure';
import { useFormatters } from '../../i18n/useFormatters';
import { StatusChip, StatusCounts } from '../../resources/company-subscriptions/StatusChip';
import { LocalizedName } from '../../components/LocalizedName';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { PageHeader } from '../../components/PageHeader';
import { QuotaFiguresPanel, QuotaLapsedNotice, QuotaStatusChip, QuotaWarning } from '../../components/QuotaSummary';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIdentity } from '../../providers/useIdentity';
import { QuotaOrdersPanel } from '../../resources/companies/QuotaOrdersPanel';

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

function CompanyQuota() {
  const translate = useTranslate();
  const { number, dateTime } = useFormatters();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['company-dashboard'],
    queryFn: () => dataProvider.getCompanyDashboard(),
    refetchOnMount: 'always',
  });

  if (isPending) return <LoadingState rows={2} />;
  if (error) return <ErrorState message="ps.errors.failed_to_load_quota" onRetry={() => refetch()} />;
  const { company, quota } = data;
  const level = quota.level;

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
          <QuotaStatusChip status={quota.status} />
        </CardContent>
      </Card>
      <QuotaLapsedNotice status={quota.status} />
      <QuotaWarning level={level} remaining={quota.remaining} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
            {translate('ps.quota.title')}
          </Typography>
          <QuotaFiguresPanel quota={quota} level={level} />
        </CardContent>
      </Card>
      <QuotaOrdersPanel companyId={company.id} manages={false} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
            {translate('ps.company_dashboard.subscriptions_by_status')}
          </Typography>
          <StatusCounts counts={data.subscriptions_by_status} sx={{ mb: 2 }} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <Figure size="medium" label="ps.company_dashboard.vehicles_inside" value={number(data.vehicles_inside)} />
            <Figure
              size="medium"
              label="ps.company_dashboard.vehicles_registered"
              value={number(data.vehicles_registered)}
            />
          </Box>
        </CardContent>
      </Card>
      {data.pools.length > 0 ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
              {translate('ps.pools.title')}
            </Typography>
            <CompanyPoolUseList pools={data.pools} />
          </CardContent>
        </Card>
      ) : null}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate('ps.company_dashboard.latest')}
            </Typography>
            <Button component={Link} to="/company-subscriptions" size="small">
              {translate('ps.company_dashboard.view_all')}
            </Button>
          </Stack>
          {data.latest_subscriptions.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('ps.company_dashboard.no_subscriptions')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {data.latest_subscriptions.map((subscription) => (
                <ListItem
                  key={subscription.id}
                  disableGutters
                  secondaryAction={<StatusChip status={subscription.status} />}
                >
                  <ListItemText
                    primary={<span dir="auto">{subscription.subscriber_name}</span>}
                    secondary={`${dateTime(subscription.created_at)} · ${translate('ps.company_subscriptions.vehicle_count', { smart_count: subscription.vehicles, count: number(subscription.vehicles) })}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The company manager's landing page: their company and how much of its quota is left. */
export function CompanyDashboardPage() {
  const identity = useIdentity();
  return (
    <Box>
      <PageHeader title="ps.company_dashboard.title" />
      {!identity ? null : identity.company_id ? <CompanyQuota /> : <NoCompanyAccess />}
    </Box>
  );
}
