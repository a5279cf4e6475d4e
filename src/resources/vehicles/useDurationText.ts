import { useTranslate } from 'react-admin';
import { MINUTES_PER_BLOCK } from '../../../domain/tariff';
import { useFormatters } from '../../i18n/useFormatters';

const MINUTES_PER_HOUR = 60;
type Unit = 'days' | 'hours' | 'minutes';

/** A stay's two largest units: "3 days 4 hours", "2 hours 10 minutes", "25 minutes"; a zero second unit is left out. */
function partsOf(minutes: number): Array<[Unit, number]> {
  const days = Math.floor(minutes / MINUTES_PER_BLOCK);
  const hours = Math.floor((minutes % MINUTES_PER_BLOCK) / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  const parts: Array<[Unit, number]> =
    days > 0
      ? [
          ['days', days],
          ['hours', hours],
        ]
      : hours > 0
        ? [
            ['hours', hours],
            ['minutes', rest],
          ]
        : [['minutes', rest]];
  return parts.filter(([, amount], index) => index === 0 || amount > 0);
}

/** How long a stay lasted, in words of the screen's language (its plural forms) and its digits. */
export function useDurationText() {
  const translate = useTranslate();
  const { intlLocale, number } = useFormatters();
  const list = new Intl.ListFormat(intlLocale, { type: 'unit', style: 'narrow' });
  return (minutes: number) =>
    list.format(
      partsOf(Math.max(0, minutes)).map(([unit, amount]) =>
        translate(`ps.vehicles.duration.${unit}`, { smart_count: amount, count: number(amount) }),
      ),
    );
}
