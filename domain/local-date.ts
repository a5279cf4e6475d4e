/**
 * The operator's time zone unless TIME_ZONE says otherwise (DESIGN section 5); every "day" is
 * a day there. The browser uses the zone the server announces at /api/settings.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

/** True for a zone this runtime knows (an IANA name such as Asia/Riyadh, or UTC). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date's shape, YYYY-MM-DD (whether the day exists is isCalendarDate's question). */
export const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Made once per zone: a formatter takes some 50 times as long to make as to use, and a gate event asks for several. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

function utcDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** A calendar date (YYYY-MM-DD) `days` days later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const moved = utcDay(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** A calendar date `months` months later (earlier when negative), on the same day or the month's last. */
export function addMonths(date: string, months: number): string {
  const start = utcDay(date);
  const moved = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return moved.toISOString().slice(0, 10);
}

/** The `count` months (YYYY-MM) that end with `month`, oldest first. */
export function monthsEndingWith(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(`${month}-01`, index - count + 1).slice(0, 7));
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wallClockAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wallClockAsUtc - (instant - (instant % 1000));
}

/** The instant the wall clock of `timeZone` shows `minuteOfDay` minutes past midnight on a calendar date (YYYY-MM-DD). */
export function localTimeOn(date: string, minuteOfDay: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const wallClockAsUtc = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * 60_000;
  // The offset at a first guess, then again at the answer, for a zone that moves its clock that day.
  const guess = wallClockAsUtc - offsetAt(wallClockAsUtc, timeZone);
  return new Date(wallClockAsUtc - offsetAt(guess, timeZone));
}

/** The instant a calendar date (YYYY-MM-DD) begins in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return localTimeOn(date, 0, timeZone);
}

/** The day of the week of a calendar date: 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: string): number {
  return utcDay(date).getUTCDay();
}

/** The instant the day after a calendar date begins in `timeZone`: the open end of that date. */
export function endOfLocalDay(date: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const nextDate = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return startOfLocalDay(nextDate, timeZone);
}

/** The wall clock of `timeZone` at `instant`, as a date-time input holds it: YYYY-MM-DDTHH:MM. */
export function localDateTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone)).toISOString().slice(0, 16);
}

/** The instant a wall clock of `timeZone` (YYYY-MM-DDTHH:MM) shows; null for text of another shape. */
export function instantOfLocalDateTime(text: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  return localTimeOn(match[1]!, Number(match[2]) * 60 + Number(match[3]), timeZone);
}
