import { Typography } from '@mui/material';
import {
  DateField,
  NumberField,
  useFieldValue,
  useRecordContext,
  type DateFieldProps,
  type NumberFieldProps,
} from 'react-admin';
import { DAY_TIME_PARTS, useFormatters, useIntlLocale } from '../i18n/useFormatters';
import { useOperatorTimeZone } from '../providers/operatorTimeZone';

/** react-admin's number and date fields, given the app locale and digits instead of the browser's. */
export function LocaleNumberField(props: NumberFieldProps) {
  return <NumberField locales={useIntlLocale()} {...props} />;
}

/** An amount of the record in SAR, written by the one money formatter (its sign placed right in Arabic). */
export function MoneyField({ emptyText = '', ...props }: Omit<NumberFieldProps, 'options' | 'locales'>) {
  const value = useFieldValue(props);
  const { money } = useFormatters();
  return (
    <Typography component="span" variant="body2" className={props.className} sx={props.sx}>
      {value === null || value === undefined || value === '' ? emptyText : money(Number(value))}
    </Typography>
  );
}
MoneyField.textAlign = 'right' as const;

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
