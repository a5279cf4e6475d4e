import {
  addDays,
  DEFAULT_TIME_ZONE,
  endOfLocalDay,
  localDate,
  localTimeOn,
  startOfLocalDay,
  weekdayOf,
} from './local-date';

/**
 * A stretch of the week priced at its own hourly rate, on the wall clock of the operator's time
 * zone: from `starts_at` (included) to `ends_at` (excluded, "24:00" is the midnight that ends the
 * day) on each of its days. A window that crosses midnight is written as two.
 */
export interface PeakWindow {
  /** Days of the week: 0 for Sunday to 6 for Saturday. */
  days: number[];
  /** "HH:MM", local. */
  starts_at: string;
  ends_at: string;
  hourly_fee_halalas: number;
}

/**
 * Local calendar days (both ends included) with rates of their own: every started hour of the
 * event's minutes costs `hourly_fee_halalas`, at most `daily_cap_halalas` per 24-hour block. An
 * event day replaces the peaks of its days.
 */
export interface EventDay {
  name: string;
  /** Its name in Arabic; versions published before it had one have none. */
  name_ar?: string | null;
  starts_on: string;
  ends_on: string;
  hourly_fee_halalas: number;
  daily_cap_halalas: number;
  /** The event's parking is paid on the way in: a guest pays its cap at the entry gate (domain/event-prepayment.ts). */
  prepayment: boolean;
}

/** What holds over a stretch of time: one of the tariff's peak windows or event days, by its place in the list. */
export interface WindowRef {
  kind: 'peak' | 'event';
  index: number;
}

/** An interval of instants (ms, end excluded) under a window. */
interface Stretch {
  from: number;
  to: number;
  ref: WindowRef;
}

export interface Windows {
  peaks?: readonly PeakWindow[];
  event_days?: readonly EventDay[];
  time_zone?: string;
}

/** Minutes after local midnight of an "HH:MM" time. */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The event day a local calendar date falls in, if any (the first listed wins). */
export function eventOn(eventDays: readonly EventDay[], date: string): number {
  return eventDays.findIndex((event) => event.starts_on <= date && date <= event.ends_on);
}

/** The peak windows and event days that meet the instants from `from` to `to`, in time order per day. */
function stretchesBetween(
  { peaks = [], event_days = [], time_zone = DEFAULT_TIME_ZONE }: Windows,
  from: Date,
  to: Date,
) {
  const stretches: Stretch[] = [];
  const lastDate = localDate(to, time_zone);
  for (let date = localDate(from, time_zone); date <= lastDate; date = addDays(date, 1)) {
    const event = eventOn(event_days, date);
    if (event >= 0) {
      const [start, end] = [startOfLocalDay(date, time_zone), endOfLocalDay(date, time_zone)];
      stretches.push({ from: start.getTime(), to: end.getTime(), ref: { kind: 'event', index: event } });
      continue;
    }
    const weekday = weekdayOf(date);
    peaks.forEach((peak, index) => {
      if (!peak.days.includes(weekday)) return;
      stretches.push({
        from: localTimeOn(date, minuteOfDay(peak.starts_at), time_zone).getTime(),
        to: localTimeOn(date, minuteOfDay(peak.ends_at), time_zone).getTime(),
        ref: { kind: 'peak', index },
      });
    });
  }
  return stretches;
}

export function hasWindows({ peaks, event_days }: Windows): boolean {
  return (peaks?.length ?? 0) + (event_days?.length ?? 0) > 0;
}

const MINUTE_MS = 60_000;

/**
 * How many minutes of a charge fall in each window, per minute of the charge: minute k of a
 * charge starting at `start` is the one that begins at start + k minutes, and it belongs to the
 * window holding at that instant. So every minute belongs to one window or to none, and the
 * counts of a stretch of minutes always sum to its length. Peak windows of one day do not
 * overlap (the tariff's schema refuses it).
 */
export function windowMinutes(
  windows: Windows,
  start: Date,
  fromMinute: number,
  toMinute: number,
): Array<{ ref: WindowRef; minutes: number }> {
  if (!hasWindows(windows)) return [];
  const minuteAt = (instant: number) => Math.ceil((instant - start.getTime()) / MINUTE_MS);
  const counts = new Map<string, { ref: WindowRef; minutes: number }>();
  const stretches = stretchesBetween(
    windows,
    new Date(start.getTime() + fromMinute * MINUTE_MS),
    new Date(start.getTime() + toMinute * MINUTE_MS),
  );
  for (const { from, to, ref } of stretches) {
    const minutes = Math.min(toMinute, minuteAt(to)) - Math.max(fromMinute, minuteAt(from));
    if (minutes <= 0) continue;
    const key = `${ref.kind}${ref.index}`;
    const counted = counts.get(key) ?? { ref, minutes: 0 };
    counts.set(key, { ref, minutes: counted.minutes + minutes });
  }
  return [...counts.values()];
}
