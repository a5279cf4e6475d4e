import { halalasToSar } from './money';
import type { RateLine } from './schemas/open-data';
import type { Tariff } from './tariff';

/**
 * An area's tariff (domain/tariff.ts) as APDS rate lines, durations from the session's start in
 * APDS's `hh:mm` and `dd:hh:mm`: the free minutes (a threshold: one minute more and the whole stay
 * is charged from its start, which the `tariffRules` beside the table say), the first hour, and
 * each further started hour to the end of the day's block. The daily cap is the collection's
 * maximum; grace and cooldown have no APDS line.
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');
const hoursAndMinutes = (minutes: number) => `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
const ONE_DAY = '01:00:00';

export function rateLinesOfTariff(tableId: string, tariff: Tariff): RateLine[] {
  const lines: Omit<RateLine, 'id' | 'version' | 'sequence'>[] = [];
  if (tariff.free_minutes > 0)
    lines.push({
      rateLineType: 'flatRate',
      durationStart: '00:00',
      durationEnd: hoursAndMinutes(tariff.free_minutes),
      value: 0,
    });
  lines.push(
    {
      rateLineType: 'flatRateTier',
      durationStart: '00:00',
      durationEnd: '01:00',
      value: halalasToSar(tariff.hourly_fee_halalas),
    },
    {
      rateLineType: 'incrementingRate',
      durationStart: '01:00',
      durationEnd: ONE_DAY,
      incrementPeriod: 'PT1H',
      value: halalasToSar(tariff.after_first_hour_fee_halalas),
    },
  );
  return lines.map((line, index) => ({ id: `${tableId}-line-${index + 1}`, version: 1, sequence: index + 1, ...line }));
}
