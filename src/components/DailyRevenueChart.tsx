import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';

/** A local day's revenue in SAR, guests' and subscriptions' apart (a type, not an interface: a chart's dataset row). */
export type DayRevenue = { day: string; guest: number; subscription: number };

/**
 * Revenue of each day, guests' and subscriptions' stacked (a day of refunds goes below zero), in
 * the screen's language and digits: the home dashboard's last days and the revenue report's
 * period. Days read from the start of the line, right to left in Arabic; tooltips give the amounts
 * in full.
 */
export default function DailyRevenueChart({ days, height }: { days: DayRevenue[]; height: number }) {
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
        height={height}
        dataset={days}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'day',
            reverse: rtl,
            // Room for Arabic script, which stands taller than Latin.
            height: 36,
            // A labelled day every few bars, as many as fit: Arabic month names are the longer.
            tickSpacing: 64,
            tickLabelMinGap: 8,
            valueFormatter: (day: string, context) =>
              context.location === 'tick' ? formats.day.format(new Date(`${day}T00:00:00Z`)) : calendarDate(day),
          },
        ]}
        yAxis={[
          {
            valueFormatter: (value: number) => formats.axis.format(value),
            position: rtl ? 'right' : 'left',
            width: 48,
          },
        ]}
        series={[
          {
            dataKey: 'guest',
            label: translate('ps.revenue_chart.guests'),
            stack: 'revenue',
            color: theme.palette.primary.main,
            valueFormatter: sar,
          },
          {
            dataKey: 'subscription',
            label: translate('ps.revenue_chart.subscriptions'),
            stack: 'revenue',
            color: theme.palette.warning.main,
            valueFormatter: sar,
          },
        ]}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        aria-label={translate('ps.revenue_chart.label')}
      />
    </Box>
  );
}
