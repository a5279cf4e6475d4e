import { Box, Stack, useTheme } from '@mui/material';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { DailyRevenue } from '../../../domain/schemas/dashboard';
import { ChartKey } from '../../components/ChartKey';
import { useFormatters } from '../../i18n/useFormatters';

/**
 * Revenue per local day, guests and subscriptions stacked, in the screen's language and digits.
 * Days read from the start of the line: right to left in Arabic.
 */
export default function RevenueChart({ days }: { days: DailyRevenue[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const { intlLocale, money } = useFormatters();
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      axisMoney: new Intl.NumberFormat(intlLocale, { notation: 'compact', maximumFractionDigits: 1 }),
    }),
    [intlLocale],
  );
  const labels = { guest: translate('ps.home.revenue.guests'), subscription: translate('ps.home.revenue.subscriptions') };
  const colors = { guest: theme.palette.primary.main, subscription: theme.palette.warning.main };
  const sar = (value: number | null) => (value === null ? '' : money(value));
  const rtl = theme.direction === 'rtl';
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 1 }} aria-hidden>
        <ChartKey color={colors.guest} label={labels.guest} />
        <ChartKey color={colors.subscription} label={labels.subscription} />
      </Stack>
      <ChartsContainer
        height={280}
        dataset={days}
        xAxis={[
          {
            id: 'day',
            scaleType: 'band',
            dataKey: 'day',
            reverse: rtl,
            // Room for Arabic script, which stands taller than Latin: a label that does not fit is dropped.
            height: 36,
            valueFormatter: (day: string) => formats.day.format(new Date(`${day}T00:00:00Z`)),
          },
        ]}
        yAxis={[{ id: 'sar', min: 0, valueFormatter: (value: number) => formats.axisMoney.format(value), position: rtl ? 'right' : 'left', width: 48 }]}
        series={[
          { type: 'bar', id: 'guest', dataKey: 'guest', stack: 'revenue', label: labels.guest, color: colors.guest, valueFormatter: sar },
          { type: 'bar', id: 'subscription', dataKey: 'subscription', stack: 'revenue', label: labels.subscription, color: colors.subscription, valueFormatter: sar },
        ]}
        aria-label={translate('ps.home.revenue.chart')}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <ChartsXAxis axisId="day" />
        <ChartsYAxis axisId="sar" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ChartsContainer>
    </Box>
  );
}
