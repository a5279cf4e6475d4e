import type { TranslateFunction } from 'react-admin';
import { nameIn } from '../../../components/LocalizedName';
import type { useFormatters } from '../../../i18n/useFormatters';
import type { TariffVersionJson } from '../../../providers/dataProvider';

type Formatters = ReturnType<typeof useFormatters>;
type Peak = TariffVersionJson['peaks'][number];
type EventDay = TariffVersionJson['event_days'][number];

/** A peak window in a line: its days, its hours and its fee. */
export function peakText(
  peak: Peak,
  translate: TranslateFunction,
  { clock, intlLocale, money, weekday }: Formatters,
): string {
  return translate('ps.tariff.versions.peak_line', {
    days: new Intl.ListFormat(intlLocale, { style: 'long', type: 'conjunction' }).format(
      peak.days.map((day) => weekday(day)),
    ),
    from: clock(peak.starts_at),
    to: clock(peak.ends_at),
    fee: money(peak.hourly_fee),
  });
}

/** An event day in a line: its name in the screen's language, its days, its rates and whether it is paid on entry. */
export function eventText(
  event: EventDay,
  translate: TranslateFunction,
  { money, calendarDate }: Formatters,
  locale: string,
): string {
  const text = translate('ps.tariff.versions.event_line', {
    name: nameIn(locale, event),
    from: calendarDate(event.starts_on),
    to: calendarDate(event.ends_on),
    fee: money(event.hourly_fee),
    cap: money(event.daily_cap),
  });
  return event.prepayment ? `${text} · ${translate('ps.tariff.fields.prepayment')}` : text;
}
