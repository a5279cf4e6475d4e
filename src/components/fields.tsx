import { DateField, NumberField, type DateFieldProps, type NumberFieldProps } from 'react-admin';
import { CURRENCY } from '../../domain/money';
import { useIntlLocale } from '../i18n/useFormatters';
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
  return <DateField locales={useIntlLocale()} showTime options={{ dateStyle: 'medium', timeStyle: 'short', timeZone }} {...props} />;
}
