import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { RevenueDay } from '../../../domain/schemas/revenue-report';
import { useFormatters } from '../../i18n/useFormatters';

/**
 * Revenue of each day, guests' and subscriptions' stacked (a day of refunds goes below zero); days
 * read from the start of the line, right to left in Arabic. Tooltips give the amounts in full.
 */
export default function DailyRevenueChart({ days }: { days: RevenueDay[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const { intlLocale, money, calendarDate } = useFormatters();
  const rtl = theme.direction === 'rtl';
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      axis: new Intl.NumberFormat(intlLocale, { notation: 'compact', maximumFractionDigits: 1 }),
    }),
    [intlLocale],
  );
  const sar = (value: number | null) => (value === null ? '' : money(value));
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={300}
        dataset={days}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'day',
            reverse: rtl,
            height: 36,
            // A labelled day every few bars, as many as fit: Arabic month names are the longer.
            tickSpacing: 64,
            tickLabelMinGap: 8,
            valueFormatter: (day: string, context) => (context.location === 'tick' ? formats.day.format(new Date(`${day}T00:00:00Z`)) : calendarDate(day)),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formats.axis.format(value), position: rtl ? 'right' : 'left', width: 48 }]}
        series={[
          { dataKey: 'guest_revenue', label: translate('ps.revenue_report.guests'), stack: 'revenue', color: theme.palette.primary.main, valueFormatter: sar },
          { dataKey: 'subscription_revenue', label: translate('ps.revenue_report.subscriptions'), stack: 'revenue', color: theme.palette.warning.main, valueFormatter: sar },
        ]}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        aria-label={translate('ps.revenue_report.chart_label')}
      />
    </Box>
  );
}
