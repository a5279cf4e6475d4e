import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { CURRENCY } from '../../../domain/money';
import type { ComparedFigure, TodayFigures as Today } from '../../../domain/schemas/dashboard';
import { amountWithSign } from '../../i18n/amounts';
import { TIME_PARTS, useFormatters } from '../../i18n/useFormatters';
import { useOperatorTimeZone } from '../../providers/operatorTimeZone';
import { HomeSection } from './HomeSection';

/** Formatters of a change, its sign always shown: +3, -12.50 SAR, +27 %. */
function useChangeFormatters() {
  const { intlLocale } = useFormatters();
  return useMemo(() => {
    const count = new Intl.NumberFormat(intlLocale, { signDisplay: 'exceptZero' });
    const money = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    const percent = new Intl.NumberFormat(intlLocale, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    });
    return {
      count: (value: number) => count.format(value),
      money: (value: number) => amountWithSign(money, value),
      percent: (value: number) => percent.format(value),
    };
  }, [intlLocale]);
}

interface ComparedProps {
  label: string;
  figure: ComparedFigure;
  format: (value: number) => string;
  formatChange: (value: number) => string;
}

/** Today's figure, how far it is from last week's (and by what share, when last week had any), and last week's. */
function Compared({ label, figure, format, formatChange }: ComparedProps) {
  const translate = useTranslate();
  const { percent } = useChangeFormatters();
  // Whole halalas: money in SAR subtracts with a float's dust.
  const difference = Math.round((figure.today - figure.last_week) * 100) / 100;
  const Arrow = difference > 0 ? ArrowUpwardIcon : ArrowDownwardIcon;
  const change =
    difference === 0
      ? translate('ps.home.today.no_change')
      : figure.last_week === 0
        ? formatChange(difference)
        : translate('ps.home.today.change', {
            difference: formatChange(difference),
            percent: percent(difference / figure.last_week),
          });
  return (
    <Box component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, fontSize: '1.75rem', whiteSpace: 'nowrap' }}>
        {format(figure.today)}
      </Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{
          alignItems: 'center',
          color: difference > 0 ? 'success.main' : difference < 0 ? 'error.main' : 'text.secondary',
        }}
      >
        {difference === 0 ? null : <Arrow fontSize="small" aria-hidden />}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {change}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('ps.home.today.last_week', { value: format(figure.last_week) })}
      </Typography>
    </Box>
  );
}

/** Today's entries, exits and revenue so far, each against the same weekday last week up to the same time of day. */
export function TodayFigures({ today }: { today: Today }) {
  const translate = useTranslate();
  const { number, money, intlLocale } = useFormatters();
  const timeZone = useOperatorTimeZone();
  const change = useChangeFormatters();
  const compared = useMemo(() => {
    const weekday = new Intl.DateTimeFormat(intlLocale, {
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const time = new Intl.DateTimeFormat(intlLocale, { ...TIME_PARTS, timeZone });
    return translate('ps.home.today.compared', {
      day: weekday.format(new Date(`${today.last_week_day}T00:00:00Z`)),
      time: time.format(new Date(today.as_of)),
    });
  }, [intlLocale, timeZone, today.last_week_day, today.as_of, translate]);
  return (
    <HomeSection title="ps.home.today.title" subheader={compared}>
      {/* Money takes more room than a count. */}
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.6fr)' },
        }}
      >
        <Compared label="ps.home.today.entries" figure={today.entries} format={number} formatChange={change.count} />
        <Compared label="ps.home.today.exits" figure={today.exits} format={number} formatChange={change.count} />
        <Compared label="ps.home.today.revenue" figure={today.revenue} format={money} formatChange={change.money} />
      </Box>
    </HomeSection>
  );
}
