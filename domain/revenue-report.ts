import { addDays, addMonths } from './local-date';

/**
 * The revenue report's periods: local days (YYYY-MM-DD) of the operator, both ends included. The
 * server checks them, the report page offers them, and both compare a period with the one before.
 */
export interface DayRange {
  from: string;
  to: string;
}

/** A report covers at most three years: longer ones are refused rather than read. */
export const REPORT_MAX_MONTHS = 36;
/** The days a report may name: the years before and after these hold no operator's money. */
export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2099-12-31';

const DAY_MS = 86_400_000;

/** How many days the range holds, both ends counted. */
export function dayCount({ from, to }: DayRange): number {
  return (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
}

/** Every day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: dayCount(range) }, (_, index) => addDays(range.from, index));
}

/** A range as the revenue rollup keeps it: whole months, and the days about them that make none. */
export interface MonthsAndDays {
  /** The first days of the first and of the last whole month, if the range holds one. */
  months: DayRange | null;
  /** The days before the first whole month and after the last one (the whole range if it holds none). */
  days: DayRange[];
}

/** The range cut into its whole months and the days left over, each day of it in exactly one part. */
export function monthsAndDaysOf(range: DayRange): MonthsAndDays {
  const firstWhole = range.from.endsWith('-01') ? range.from : addMonths(`${range.from.slice(0, 7)}-01`, 1);
  const dayAfter = addDays(range.to, 1);
  const afterLastWhole = dayAfter.endsWith('-01') ? dayAfter : `${range.to.slice(0, 7)}-01`;
  if (firstWhole >= afterLastWhole) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstWhole) days.push({ from: range.from, to: addDays(firstWhole, -1) });
  if (afterLastWhole <= range.to) days.push({ from: afterLastWhole, to: range.to });
  return { months: { from: firstWhole, to: addMonths(afterLastWhole, -1) }, days };
}

/** True when the range spans no more than the report's maximum. */
export function isWithinReportSpan({ from, to }: DayRange): boolean {
  return to < addMonths(from, REPORT_MAX_MONTHS);
}

/** The period of the same length that ends the day before `range` starts: what a report compares with. */
export function previousPeriod(range: DayRange): DayRange {
  return { from: addDays(range.from, -dayCount(range)), to: addDays(range.from, -1) };
}

export const REPORT_PRESETS = ['today', 'this_week', 'this_month', 'last_month', 'this_year'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/**
 * The days of a preset seen from `today` (the operator's local day). A period that is still
 * running ends today, so that it compares with as many days before it; a Saudi week starts on
 * Sunday.
 */
export function presetRange(preset: ReportPreset, today: string): DayRange {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'this_week':
      return { from: addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay()), to: today };
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month':
      return { from: addMonths(monthStart, -1), to: addDays(monthStart, -1) };
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset whose days these are as seen from `today`, if any. */
export function presetOf(range: DayRange, today: string): ReportPreset | undefined {
  return REPORT_PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  });
}

/**
 * How far `current` moved from `previous`, as a share of the previous figure's size (0.25 is 25 %
 * more); none when there was nothing before to compare with.
 */
export function changeRatio(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / Math.abs(previous);
}
