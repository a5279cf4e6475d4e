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
