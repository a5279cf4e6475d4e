import { paidInAll } from './event-prepayment';
import { addDays, DEFAULT_TIME_ZONE, localTimeOn, weekdayOf } from './local-date';
import { MINUTES_PER_BLOCK, type Tariff } from './tariff';
import { minuteOfDay } from './tariff-windows';

/**
 * The municipal rules for paid parking in the Kingdom that a tariff version is checked against
 * before it is published: the first minutes of a stay are free, and people with disabilities
 * park free (through the disability flag of their vehicle's registration, which the gate honours).
 */
export const TARIFF_RULES = ['first_minutes_free', 'disability_free'] as const;
export type TariffRule = (typeof TARIFF_RULES)[number];

/** What breaking a rule does: the version is refused, saved with the warning recorded, or the rule is not checked. */
export const RULE_MODES = ['refuse', 'warn', 'off'] as const;
export type RuleMode = (typeof RULE_MODES)[number];
export type RegulationProfile = Record<TariffRule, RuleMode>;

/** The free minutes the municipal rules ask of a stay. */
export const MUNICIPAL_FREE_MINUTES = 20;

const MINUTE_MS = 60_000;

/**
 * One of every kind of day the tariff knows: a week of ordinary days (each weekday, its peak
 * windows) after its last event day, where no event holds, and the first and last day of each
 * event day.
 */
function daysToTry(tariff: Tariff): string[] {
  const events = tariff.event_days ?? [];
  const lastEventDay = events.reduce((last, event) => (event.ends_on > last ? event.ends_on : last), '2000-01-01');
  const week = Array.from({ length: 7 }, (_, index) => addDays(lastEventDay, index + 1));
  return [...week, ...events.flatMap((event) => [event.starts_on, event.ends_on])];
}

/**
 * The entries a day is tried at: its midnight, and the start and the end of each peak window of
 * its weekday. A stay from each meets every rate the day has (the day's own, each window's, or
 * its event's) and what an entry that day pays.
 */
function entriesOn(tariff: Tariff, day: string, timeZone: string): Date[] {
  const weekday = weekdayOf(day);
  const minutes = new Set([0]);
  for (const peak of tariff.peaks ?? []) {
    if (!peak.days.includes(weekday)) continue;
    minutes.add(minuteOfDay(peak.starts_at));
    minutes.add(minuteOfDay(peak.ends_at));
  }
  return [...minutes].map((minute) => localTimeOn(day, minute, timeZone));
}

/** Every entry of every day to try. */
function entriesToTry(tariff: Tariff): Date[] {
  const timeZone = tariff.time_zone ?? DEFAULT_TIME_ZONE;
  return daysToTry(tariff).flatMap((day) => entriesOn(tariff, day, timeZone));
}

/** Whether a stay `minutes` long entering at any of `entries` costs something in all. */
const anyCosts = (tariff: Tariff, entries: readonly Date[], minutes: number, disability: boolean) =>
  entries.some(
    (entry) => paidInAll(tariff, { entry, exit: new Date(entry.getTime() + minutes * MINUTE_MS), disability }) > 0,
  );

/**
 * Each rule judged by what stays pay under the tariff (entry and exit, as the gates take it),
 * never by its fields alone: an event day paid on the way in makes a short stay cost its cap
 * whatever the free minutes say.
 */
const BROKEN: Record<TariffRule, (tariff: Tariff, entries: readonly Date[]) => boolean> = {
  first_minutes_free: (tariff, entries) => anyCosts(tariff, entries, MUNICIPAL_FREE_MINUTES, false),
  // A whole day from each entry meets every rate a shorter stay would, and costs at least as much.
  disability_free: (tariff, entries) => anyCosts(tariff, entries, MINUTES_PER_BLOCK, true),
};

export interface RegulationFindings {
  refused: TariffRule[];
  warned: TariffRule[];
}

/** The rules a tariff breaks, by what the profile makes of each. */
export function checkTariff(tariff: Tariff, profile: RegulationProfile): RegulationFindings {
  const entries = entriesToTry(tariff);
  const broken = TARIFF_RULES.filter((rule) => profile[rule] !== 'off' && BROKEN[rule](tariff, entries));
  return {
    refused: broken.filter((rule) => profile[rule] === 'refuse'),
    warned: broken.filter((rule) => profile[rule] === 'warn'),
  };
}
