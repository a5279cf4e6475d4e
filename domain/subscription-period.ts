import { addDays, addMonths } from './local-date';
import type { DurationUnit } from './schemas/subscription-plan';

/**
 * The last day of a subscription starting on `start` (a local day, YYYY-MM-DD) for a plan of
 * `duration` days or calendar months. Both ends are included: a 30-day plan approved on 1 March
 * ends on 30 March; a one-month plan approved on 15 March ends on 14 April, one approved on
 * 31 January ends on the last day of February (the month has no 31st to stop before).
 */
export function subscriptionEndDate(start: string, duration: number, unit: DurationUnit): string {
  if (unit === 'days') return addDays(start, duration - 1);
  const sameDayLater = addMonths(start, duration);
  // addMonths keeps the day or falls back to the month's last: fallen back, that last day is the end.
  const fellBack = Number(sameDayLater.slice(8)) < Number(start.slice(8));
  return fellBack ? sameDayLater : addDays(sameDayLater, -1);
}

const DAY_MS = 86_400_000;

/** The days a period covers, its first and last included (YYYY-MM-DD). */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}
