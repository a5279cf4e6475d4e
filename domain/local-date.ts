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

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wallClockAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wallClockAsUtc - (instant - (instant % 1000));
}

/** The instant a calendar date (YYYY-MM-DD) begins in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset at a first guess, then again at the answer, for a zone that moves its clock that day.
  const guess = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  return new Date(midnightAsUtc - offsetAt(guess, timeZone));
}

/** The instant the day after a calendar date begins in `timeZone`: the open end of that date. */
export function endOfLocalDay(date: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const nextDate = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return startOfLocalDay(nextDate, timeZone);
}
