import { Box, Stack, useTheme } from '@mui/material';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { CompanyStatistics } from '../../../domain/schemas/company';
import { ChartKey } from '../../components/ChartKey';
import { useFormatters } from '../../i18n/useFormatters';

/**
 * Units of quota taken each month (bars) and held at each month's end (line) against the quota
 * allocated (a dashed line). Months read from the start of the line: right to left in Arabic.
 */
export default function QuotaUseChart({
  months,
  initialQuota,
}: {
  months: CompanyStatistics['quota_use'];
  initialQuota: number;
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const { intlLocale, number } = useFormatters();
  const monthName = useMemo(
    () => new Intl.DateTimeFormat(intlLocale, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
    [intlLocale],
  );
  const labels = {
    taken: translate('ps.companies.statistics.taken'),
    used: translate('ps.companies.statistics.used'),
    initial: translate('ps.quota.initial'),
  };
  const colors = {
    taken: theme.palette.primary.light,
    used: theme.palette.secondary.main,
    initial: theme.palette.error.main,
  };
  const formatCount = (value: number | null) => (value === null ? '' : number(value));
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 1 }} aria-hidden>
        <ChartKey color={colors.taken} label={labels.taken} />
        <ChartKey color={colors.used} label={labels.used} line />
        <ChartKey color={colors.initial} label={labels.initial} line />
      </Stack>
      <ChartsContainer
        height={260}
        dataset={months}
        xAxis={[
          {
            id: 'month',
            scaleType: 'band',
            dataKey: 'month',
            reverse: theme.direction === 'rtl',
            // Room for Arabic script, which stands taller than Latin: a label that does not fit is dropped.
            height: 36,
            valueFormatter: (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`)),
          },
        ]}
        yAxis={[
          {
            id: 'count',
            min: 0,
            max: Math.max(initialQuota, ...months.map((month) => month.used)),
            valueFormatter: formatCount,
            position: theme.direction === 'rtl' ? 'right' : 'left',
            width: 40,
          },
        ]}
        series={[
          {
            type: 'bar',
            id: 'taken',
            dataKey: 'taken',
            label: labels.taken,
            color: colors.taken,
            valueFormatter: formatCount,
          },
          {
            type: 'line',
            id: 'used',
            dataKey: 'used',
            label: labels.used,
            color: colors.used,
            curve: 'linear',
            valueFormatter: formatCount,
          },
        ]}
        aria-label={translate('ps.companies.statistics.quota_use')}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsReferenceLine y={initialQuota} lineStyle={{ stroke: colors.initial, strokeDasharray: '6 4' }} />
        <ChartsXAxis axisId="month" />
        <ChartsYAxis axisId="count" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ChartsContainer>
    </Box>
  );
}
