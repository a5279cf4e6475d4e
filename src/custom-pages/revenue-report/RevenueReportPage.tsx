import { Box, GlobalStyles, LinearProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ReportGrouping, RevenueReport } from '../../../domain/schemas/revenue-report';
import { SectionCard } from '../../components/SectionCard';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { useLocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';
import { AreaRevenueTable } from './AreaRevenueTable';
import { GroupedRevenueTable } from './GroupedRevenueTable';
import { GroupingChoice } from './GroupingChoice';
import { ReportActions } from './ReportActions';
import { ReportFigures } from './ReportFigures';
import { ReportPeriodForm } from './ReportPeriodForm';
import { useReportPeriod } from './useReportPeriod';

const DailyRevenueChart = lazy(() => import('../../components/DailyRevenueChart'));

const REPORT_CLASS = 'revenue-report';

/**
 * On paper, the report alone, on as many pages as it takes: no navigation, form or buttons. A
 * landscape page holds the per-area table's nine columns and a month of bars.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4 landscape', margin: '10mm' },
        'body *': { visibility: 'hidden' },
        [`.${REPORT_CLASS}, .${REPORT_CLASS} *`]: { visibility: 'visible' },
        [`.${REPORT_CLASS}`]: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' },
        [`.${REPORT_CLASS} .no-print`]: { display: 'none' },
        [`.${REPORT_CLASS} .MuiCard-root`]: { breakInside: 'avoid' },
      },
    }}
  />
);

/** The grouping a report on the screen was asked for, read from the report itself. */
const groupingOfReport = (report: RevenueReport): ReportGrouping | undefined =>
  report.per_shift ? 'shift' : report.per_employee ? 'employee' : report.per_method ? 'method' : undefined;

function ReportBody({ report }: { report: RevenueReport }) {
  const translate = useTranslate();
  const { calendarDate } = useFormatters();
  const nameOf = useLocalizedName();
  const area = report.area_id === null ? translate('ps.revenue_report.all_areas') : nameOf(report.per_area[0]);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          <bdi>{area}</bdi> ·{' '}
          {translate('ps.revenue_report.period', { from: calendarDate(report.from), to: calendarDate(report.to) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('ps.revenue_report.compared_with', {
            from: calendarDate(report.previous.from),
            to: calendarDate(report.previous.to),
          })}
        </Typography>
      </Box>
      <ReportFigures current={report.totals} previous={report.previous.totals} />
      <SectionCard title="ps.revenue_report.per_area">
        <AreaRevenueTable areas={report.per_area} totals={report.totals} />
      </SectionCard>
      {groupingOfReport(report) ? (
        <SectionCard title={`ps.revenue_report.per_${groupingOfReport(report)}`}>
          <GroupedRevenueTable report={report} totals={report.totals} />
        </SectionCard>
      ) : null}
      <SectionCard title="ps.revenue_report.per_day">
        {report.totals.transactions === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {translate('ps.revenue_report.empty')}
          </Typography>
        ) : (
          <Suspense fallback={<LoadingState rows={1} />}>
            <DailyRevenueChart
              days={report.per_day.map(({ day, guest_revenue, subscription_revenue }) => ({
                day,
                guest: guest_revenue,
                subscription: subscription_revenue,
              }))}
              height={300}
            />
          </Suspense>
        )}
      </SectionCard>
    </Stack>
  );
}

/**
 * The revenue report: an area or all, between two local days, from the API's rollup;
 * the totals against the period before, each area, each cashier shift or employee when asked,
 * each day's revenue; a CSV file (of the grouping shown) and print.
 */
export function RevenueReportPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { period, setPeriod, groupBy, setGroupBy, today } = useReportPeriod();
  const { data, isPending, isFetching, error, refetch } = useQuery({
    queryKey: ['reports', 'revenue', period, groupBy],
    queryFn: () => dataProvider.getRevenueReport({ ...period, group_by: groupBy }),
    placeholderData: keepPreviousData,
  });
  return (
    <Box className={REPORT_CLASS}>
      {printStyles}
      <PageHeader
        title="ps.revenue_report.title"
        extra={
          <ReportActions
            shown={data && { area_id: data.area_id, from: data.from, to: data.to, group_by: groupingOfReport(data) }}
          />
        }
      />
      <Stack spacing={3}>
        <Box>
          <ReportPeriodForm period={period} today={today} onChange={setPeriod} />
          <Stack
            direction="row"
            spacing={2}
            className="no-print"
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}
          >
            <Typography variant="body2" color="text.secondary" component="span">
              {translate('ps.revenue_report.group_by')}
            </Typography>
            <GroupingChoice value={groupBy} onChange={setGroupBy} />
          </Stack>
          {/* Another period on its way: the one shown stays until it comes. */}
          <Box sx={{ minHeight: 4, mt: 1 }} className="no-print">
            {isFetching && !isPending ? <LinearProgress /> : null}
          </Box>
        </Box>
        {isPending ? (
          <LoadingState rows={3} />
        ) : error ? (
          <ErrorState message="ps.errors.failed_to_generate_report" onRetry={() => refetch()} />
        ) : (
          <ReportBody report={data} />
        )}
      </Stack>
    </Box>
  );
}
