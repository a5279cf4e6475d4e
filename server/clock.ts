import { localDate } from '../domain/local-date';

/**
 * The time a call reads: the instant, and the operator's day in the configured time zone
 * (TIME_ZONE). Made once by the app and carried with every call, so a test can set the hour.
 */
export interface Clock {
  readonly timeZone: string;
  now(): Date;
  /** The operator's calendar date (YYYY-MM-DD) now. */
  today(): string;
}

/** The operator's clock in `timeZone`, reading the system's time unless `now` is given. */
export function operatorClock(timeZone: string, now: () => Date = () => new Date()): Clock {
  return { timeZone, now, today: () => localDate(now(), timeZone) };
}
