import { Typography } from '@mui/material';
import { DateField, NumberField, useRecordContext, type DateFieldProps, type NumberFieldProps } from 'react-admin';
import { CURRENCY } from '../../domain/money';
import { DAY_TIME_PARTS, useFormatters, useIntlLocale } from '../i18n/useFormatters';
import { useOperatorTimeZone } from '../providers/operatorTimeZone';

/** react-admin's number and date fields, given the app locale and digits instead of the browser's. */
export function LocaleNumberField(props: NumberFieldProps) {
  return <NumberField locales={useIntlLocale()} {...props} />;
}

export function MoneyField(props: NumberFieldProps) {
  return <LocaleNumberField options={{ style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 }} {...props} />;
}

export function DateTimeField(props: DateFieldProps) {
  const timeZone = useOperatorTimeZone();
  return <DateField locales={useIntlLocale()} showTime options={{ ...DAY_TIME_PARTS, timeZone }} {...props} />;
}

/**
 * A calendar date (YYYY-MM-DD) of the record, as that same day in the screen's language and
 * digits; with `withHijri`, its Umm al-Qura date under it (the Gregorian one stays the legal date).
 */
export function CalendarDateField({
  source,
  withHijri = false,
}: {
  source: string;
  label?: string;
  withHijri?: boolean;
}) {
  const record = useRecordContext();
  const { calendarDate, hijriDate } = useFormatters();
  const value = record?.[source] as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {value ? calendarDate(value) : '—'}
      {value && withHijri ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {hijriDate(value)}
        </Typography>
      ) : null}
    </Typography>
  );
}
