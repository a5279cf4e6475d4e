import { Tooltip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';

/** Minutes, hours and days: each unit is used while the amount stays under the next one. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
];

/** How long ago `at` was ("3 hours ago", "yesterday"), or undefined from a month on. */
export function timeAgo(at: Date, now: Date, intlLocale: string): string | undefined {
  let amount = Math.max(0, now.getTime() - at.getTime()) / 60_000;
  for (const [unit, next] of UNITS) {
    if (amount < next)
      return new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' }).format(-Math.floor(amount), unit);
    amount /= next;
  }
  return undefined;
}

/**
 * A past moment as people say it within a month ("3 hours ago"), else its date, in the app
 * language and digits; the exact time shows on hover. Empty, it reads `emptyText`.
 */
export function RelativeTimeField({ source, emptyText }: { source: string; label?: string; emptyText: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { intlLocale, dateTime } = useFormatters();
  const value = record?.[source] as string | null | undefined;
  if (!value) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(emptyText)}
      </Typography>
    );
  }
  const exact = dateTime(value);
  return (
    <Tooltip title={exact}>
      <Typography component="span" variant="body2">
        {timeAgo(new Date(value), new Date(), intlLocale) ?? exact}
      </Typography>
    </Tooltip>
  );
}
