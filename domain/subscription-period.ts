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

/** How many days before its end a subscriber may renew a subscription on their own page. */
export const RENEWAL_WINDOW_DAYS = 30;

/**
 * Whether an approved subscription may be renewed on `today`: within RENEWAL_WINDOW_DAYS of its
 * end, or once it is over.
 */
export function renewable({ status, end_date }: { status: string; end_date: string | null }, today: string): boolean {
  return status === 'active' && end_date !== null && addDays(today, RENEWAL_WINDOW_DAYS) >= end_date;
}

/**
 * The period a renewal paid on `today` adds, for the plan's duration: from the day after the
 * subscription's end while it runs, so no day is paid twice; from today once it is over, so no day
 * past is paid for.
 */
export function renewalPeriod(end: string, today: string, duration: number, unit: DurationUnit) {
  const start = end >= today ? addDays(end, 1) : today;
  return { start, end: subscriptionEndDate(start, duration, unit) };
}
