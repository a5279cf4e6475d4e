import { DateField, NumberField, useLocaleState, type DateFieldProps, type NumberFieldProps } from 'react-admin';
import { CURRENCY } from '../../domain/money';
import { intlLocaleOf } from '../i18n/useFormatters';
import { useOperatorTimeZone } from '../providers/operatorTimeZone';

/** react-admin's number and date fields, given the app locale instead of the browser's. */
export function LocaleNumberField(props: NumberFieldProps) {
  const [locale] = useLocaleState();
  return <NumberField locales={intlLocaleOf(locale)} {...props} />;
}

export function MoneyField(props: NumberFieldProps) {
  return <LocaleNumberField options={{ style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 }} {...props} />;
}

export function DateTimeField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  const timeZone = useOperatorTimeZone();
  return <DateField locales={intlLocaleOf(locale)} showTime options={{ dateStyle: 'medium', timeStyle: 'short', timeZone }} {...props} />;
}
