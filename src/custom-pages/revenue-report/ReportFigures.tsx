import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { changeRatio } from '../../../domain/revenue-report';
import type { RevenueFigures } from '../../../domain/schemas/revenue-report';
import { useFormatters } from '../../i18n/useFormatters';

/** Which way a figure should move: more money is good news, more refunds is not; a price is neither. */
type GoodWay = 'up' | 'down' | 'either';

interface FigureSpec {
  key: keyof typeof FIGURE_LABELS;
  kind: 'money' | 'count';
  good: GoodWay;
  /** A line under the value: how many transactions it sums, or what the refunds paid back. */
  detail?: (figures: RevenueFigures) => { key: string; count: number } | { key: string; amount: number };
}

const FIGURE_LABELS = {
  revenue: 'ps.revenue_report.figures.revenue',
  transactions: 'ps.revenue_report.figures.transactions',
  guest_revenue: 'ps.revenue_report.figures.guest_revenue',
  subscription_revenue: 'ps.revenue_report.figures.subscription_revenue',
  average_amount: 'ps.revenue_report.figures.average_amount',
  min_amount: 'ps.revenue_report.figures.min_amount',
  max_amount: 'ps.revenue_report.figures.max_amount',
  charged_transactions: 'ps.revenue_report.figures.charged_transactions',
  free_transactions: 'ps.revenue_report.figures.free_transactions',
  refunds: 'ps.revenue_report.figures.refunds',
} as const;

const count = (transactions: number) => ({ key: 'ps.revenue_report.transactions_count', count: transactions });

const FIGURES: FigureSpec[] = [
  { key: 'revenue', kind: 'money', good: 'up' },
  { key: 'transactions', kind: 'count', good: 'up' },
  { key: 'guest_revenue', kind: 'money', good: 'up', detail: (figures) => count(figures.guest_transactions) },
  {
    key: 'subscription_revenue',
    kind: 'money',
    good: 'up',
    detail: (figures) => count(figures.subscription_transactions),
  },
  { key: 'average_amount', kind: 'money', good: 'either' },
  { key: 'min_amount', kind: 'money', good: 'either' },
  { key: 'max_amount', kind: 'money', good: 'either' },
  { key: 'charged_transactions', kind: 'count', good: 'up' },
  { key: 'free_transactions', kind: 'count', good: 'either' },
  {
    key: 'refunds',
    kind: 'count',
    good: 'down',
    detail: (figures) => ({ key: 'ps.revenue_report.refunded', amount: Math.abs(figures.refunded) }),
  },
];

function Change({ ratio, good }: { ratio: number | null; good: GoodWay }) {
  const translate = useTranslate();
  const { intlLocale } = useFormatters();
  const percent = useMemo(
    () => new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
    [intlLocale],
  );
  if (ratio === null) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('ps.revenue_report.no_comparison')}
      </Typography>
    );
  }
  const shown = percent.format(ratio);
  const better = ratio === 0 || good === 'either' ? undefined : ratio > 0 === (good === 'up');
  const Arrow = ratio > 0 ? ArrowUpwardIcon : ratio < 0 ? ArrowDownwardIcon : null;
  return (
    <Stack
      direction="row"
      spacing={0.25}
      aria-label={translate('ps.revenue_report.change_label', { change: shown })}
      sx={{
        alignItems: 'center',
        color: better === undefined ? 'text.secondary' : better ? 'success.main' : 'error.main',
      }}
    >
      {Arrow ? <Arrow sx={{ fontSize: 16 }} /> : null}
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        <bdi>{shown}</bdi>
      </Typography>
    </Stack>
  );
}

/**
 * The period's totals of SPEC section 3 as cards, each with its change against the period of the
 * same length before (up or down, in the colour of good or bad news) and that period's figure.
 */
export function ReportFigures({ current, previous }: { current: RevenueFigures; previous: RevenueFigures }) {
  const translate = useTranslate();
  const { number, money } = useFormatters();
  const show = (kind: FigureSpec['kind'], value: number | null) =>
    value === null ? '—' : kind === 'money' ? money(value) : number(value);
  return (
    <Box
      component="section"
      aria-label={translate('ps.revenue_report.figures_label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
        '@media print': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {FIGURES.map(({ key, kind, good, detail }) => {
        const value = current[key];
        const before = previous[key];
        const line = detail?.(current);
        return (
          <Card key={key} variant="outlined" sx={{ breakInside: 'avoid' }}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, '&:last-child': { pb: 2 } }}>
              <Typography variant="body2" color="text.secondary" component="h3">
                {translate(FIGURE_LABELS[key])}
              </Typography>
              <Typography
                variant="h6"
                component="p"
                sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
              >
                <bdi>{show(kind, value)}</bdi>
              </Typography>
              {line ? (
                <Typography variant="caption" color="text.secondary">
                  {translate(
                    line.key,
                    'amount' in line
                      ? { amount: money(line.amount) }
                      : { smart_count: line.count, count: number(line.count) },
                  )}
                </Typography>
              ) : null}
              <Change ratio={value === null || before === null ? null : changeRatio(value, before)} good={good} />
              <Typography variant="caption" color="text.secondary">
                {translate('ps.revenue_report.previous', { value: show(kind, before) })}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
