/** The operator's time zone (DESIGN section 5); every "day" is a day there. */
export const OPERATOR_TIME_ZONE = 'Asia/Riyadh';

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string = OPERATOR_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
