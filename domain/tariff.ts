import { type EventDay, type PeakWindow, type Windows, windowMinutes } from './tariff-windows';

/**
 * The tariff engine (DESIGN section 5): what a stay in an area costs, in whole halalas, and the
 * lines that explain it. The lines' amounts always sum to the amount.
 *
 * - A stay lasts whole minutes, rounded up: ceil((exit − entry) / 1 minute), so 30 minutes and
 *   one second is 31 minutes. An exit before the entry, or a payment before the entry, is a
 *   RangeError: the API refuses both before they get here.
 * - Free minutes are a threshold on the stay as a whole: a stay of at most `free_minutes` costs
 *   nothing; one minute more and the whole stay is charged from entry. Later 24-hour blocks get
 *   no free minutes of their own.
 * - Cooldown: a vehicle that re-enters when its previous exit is at most `cooldown_minutes`
 *   before this entry (and not after it) gets no free minutes, and a line of 0 says so when the
 *   tariff had free minutes to take away. `cooldown_minutes` 0 turns this off (as the area form
 *   tells), even for a re-entry in the same instant. The gap is measured exactly, not in minutes.
 * - Charging cuts the charged time into 24-hour blocks (1440 minutes) counted from its start;
 *   the last one may be partial. Each block costs `hourly_fee` for its first started hour and
 *   `after_first_hour_fee` for each further started hour, and at most `daily_cap` (a cap of 0
 *   makes every block free). A block whose hours cost more than the cap is one line at the cap;
 *   otherwise a line for the first hour and one for the further hours (their count × the fee).
 *   With more than one block, each line names its block's day number.
 * - Grace after payment: paid_until = paidAt + `grace_minutes`. An exit at or before paid_until
 *   owes nothing more. A later exit owes a new charge from paidAt to the exit, priced as a fresh
 *   stay starting at paidAt (blocks counted from paidAt) without free minutes. The amount is
 *   what is still due at the exit.
 * - Peak windows and event days (domain/tariff-windows.ts) split each block: its minutes in a
 *   peak window cost that window's fee per started hour (a line per window), its minutes on an
 *   event day the event's fee per started hour, at most the event's cap (a line per event), and
 *   the rest of its minutes are priced as above (first hour, further hours). The block's cap
 *   holds the rest and the peaks together; an event has its own.
 * - A vehicle registered for a person with disabilities pays nothing, in a line of its own, when
 *   the tariff exempts them (`disability_free`, on unless a version says otherwise).
 */

/**
 * An area's tariff, as a version of it holds it: the six base values, and optionally its peak
 * windows and event days in the time zone they were set in. A stay freezes it at its entry, with
 * the version's id.
 */
export interface Tariff extends Windows {
  free_minutes: number;
  grace_minutes: number;
  cooldown_minutes: number;
  hourly_fee_halalas: number;
  after_first_hour_fee_halalas: number;
  daily_cap_halalas: number;
  /** Off only where a version says so: then the disability flag of a vehicle changes nothing. */
  disability_free?: boolean;
  version_id?: number;
}

export interface Stay {
  entry: Date;
  exit: Date;
  /** When the stay was paid for, if it was (a paid ticket at the exit gate). */
  paidAt?: Date;
  /** The vehicle's last exit from the same area before this entry, if any. */
  previousExit?: Date;
  /** The vehicle is registered for a person with disabilities. */
  disability?: boolean;
}

/** The translation key of each kind of line; a key reads whole with the line's values. */
export const TARIFF_LINE = {
  free: 'ps.tariff.lines.free',
  cooldown: 'ps.tariff.lines.cooldown',
  paidWithinGrace: 'ps.tariff.lines.paid_within_grace',
  chargedSincePayment: 'ps.tariff.lines.charged_since_payment',
  firstHour: 'ps.tariff.lines.first_hour',
  furtherHours: 'ps.tariff.lines.further_hours',
  dailyCap: 'ps.tariff.lines.daily_cap',
  dayFirstHour: 'ps.tariff.lines.day_first_hour',
  dayFurtherHours: 'ps.tariff.lines.day_further_hours',
  dayDailyCap: 'ps.tariff.lines.day_daily_cap',
  peak: 'ps.tariff.lines.peak',
  dayPeak: 'ps.tariff.lines.day_peak',
  event: 'ps.tariff.lines.event',
  dayEvent: 'ps.tariff.lines.day_event',
  eventCap: 'ps.tariff.lines.event_cap',
  dayEventCap: 'ps.tariff.lines.day_event_cap',
  disability: 'ps.tariff.lines.disability',
  /** A merchant's validation taken off the price (domain/merchant-validation.ts), its amount negative. */
  validation: 'ps.tariff.lines.validation',
  /** An event day's cap, paid at the entry gate (domain/event-prepayment.ts). */
  eventPrepayment: 'ps.tariff.lines.event_prepayment',
  /** What was paid at the entry, taken off the price at the exit, its amount negative. */
  paidOnEntry: 'ps.tariff.lines.paid_on_entry',
} as const;

export type TariffLineKey = (typeof TARIFF_LINE)[keyof typeof TARIFF_LINE];
export const TARIFF_LINE_KEYS = Object.values(TARIFF_LINE) as [TariffLineKey, ...TariffLineKey[]];

/**
 * The numbers a line shows: `day` is the block's number, `minutes` and `hours` are counts (the
 * one a line's plural follows), `fee` is money (halalas in the engine, SAR at the API).
 */
export const TARIFF_VALUE_NAMES = ['day', 'minutes', 'hours', 'fee'] as const;
export type TariffValueName = (typeof TARIFF_VALUE_NAMES)[number];
export type TariffLineValues = Partial<Record<TariffValueName, number>>;
export const TARIFF_MONEY_VALUES: readonly TariffValueName[] = ['fee'];

export interface TariffLine {
  key: TariffLineKey;
  values: TariffLineValues;
  /** Halalas. */
  amount: number;
}

export interface StayPrice {
  /** Halalas due at the exit. */
  amount: number;
  /** The whole stay, entry to exit, in started minutes. */
  minutes: number;
  lines: TariffLine[];
}

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_BLOCK = 24 * MINUTES_PER_HOUR;

/** Started minutes from one instant to a later one. */
export function minutesBetween(from: Date, to: Date): number {
  return Math.ceil((to.getTime() - from.getTime()) / MINUTE_MS);
}

const line = (key: TariffLineKey, values: TariffLineValues = {}, amount = 0): TariffLine => ({ key, values, amount });

const SINGLE_BLOCK_KEYS = {
  firstHour: TARIFF_LINE.firstHour,
  furtherHours: TARIFF_LINE.furtherHours,
  dailyCap: TARIFF_LINE.dailyCap,
  peak: TARIFF_LINE.peak,
  event: TARIFF_LINE.event,
  eventCap: TARIFF_LINE.eventCap,
};
const NUMBERED_BLOCK_KEYS = {
  firstHour: TARIFF_LINE.dayFirstHour,
  furtherHours: TARIFF_LINE.dayFurtherHours,
  dailyCap: TARIFF_LINE.dayDailyCap,
  peak: TARIFF_LINE.dayPeak,
  event: TARIFF_LINE.dayEvent,
  eventCap: TARIFF_LINE.dayEventCap,
};
type BlockKeys = typeof SINGLE_BLOCK_KEYS | typeof NUMBERED_BLOCK_KEYS;

const startedHours = (minutes: number) => Math.ceil(minutes / MINUTES_PER_HOUR);

/** The minutes outside every window: the first started hour, then the further ones. */
function baseLines(tariff: Tariff, minutes: number, keys: BlockKeys, dayValue: TariffLineValues): TariffLine[] {
  if (minutes === 0) return [];
  const furtherHours = startedHours(minutes) - 1;
  const lines = [line(keys.firstHour, dayValue, tariff.hourly_fee_halalas)];
  if (furtherHours > 0) {
    const fee = tariff.after_first_hour_fee_halalas;
    lines.push(line(keys.furtherHours, { ...dayValue, hours: furtherHours, fee }, furtherHours * fee));
  }
  return lines;
}

/** A peak window's minutes: each started hour at the window's fee. */
function peakLine(peak: PeakWindow, minutes: number, keys: BlockKeys, dayValue: TariffLineValues): TariffLine {
  const hours = startedHours(minutes);
  const fee = peak.hourly_fee_halalas;
  return line(keys.peak, { ...dayValue, minutes, hours, fee }, hours * fee);
}

/** An event day's minutes: each started hour at the event's fee, at most its cap. */
function eventLine(event: EventDay, minutes: number, keys: BlockKeys, dayValue: TariffLineValues): TariffLine {
  const hours = startedHours(minutes);
  const fee = event.hourly_fee_halalas;
  if (hours * fee > event.daily_cap_halalas)
    return line(keys.eventCap, { ...dayValue, minutes }, event.daily_cap_halalas);
  return line(keys.event, { ...dayValue, minutes, hours, fee }, hours * fee);
}

const sumOf = (lines: readonly TariffLine[]) => lines.reduce((sum, each) => sum + each.amount, 0);

/**
 * One 24-hour block (or the partial last one), minutes `from` to `to` of a charge that starts at
 * `start`, priced afresh: its windows' minutes by their own rates, the rest by hours started; the
 * rest and the peaks at most the daily cap, the events at most their own.
 */
function blockLines(tariff: Tariff, start: Date, from: number, to: number, day: number | undefined): TariffLine[] {
  const keys = day === undefined ? SINGLE_BLOCK_KEYS : NUMBERED_BLOCK_KEYS;
  const dayValue = day === undefined ? {} : { day };
  const windows = windowMinutes(tariff, start, from, to);
  const peaks: TariffLine[] = [];
  const events: TariffLine[] = [];
  let baseMinutes = to - from;
  for (const { ref, minutes } of windows) {
    baseMinutes -= minutes;
    if (ref.kind === 'peak') peaks.push(peakLine(tariff.peaks![ref.index]!, minutes, keys, dayValue));
    else events.push(eventLine(tariff.event_days![ref.index]!, minutes, keys, dayValue));
  }
  const capped = [...baseLines(tariff, baseMinutes, keys, dayValue), ...peaks];
  if (sumOf(capped) > tariff.daily_cap_halalas)
    return [line(keys.dailyCap, dayValue, tariff.daily_cap_halalas), ...events];
  return [...capped, ...events];
}

/** The charge of `minutes` (at least 1) of parking from `start`, in blocks counted from it. */
function chargeLines(tariff: Tariff, start: Date, minutes: number): TariffLine[] {
  const blocks = Math.ceil(minutes / MINUTES_PER_BLOCK);
  const lines: TariffLine[] = [];
  for (let index = 0; index < blocks; index++) {
    const from = index * MINUTES_PER_BLOCK;
    const to = Math.min(minutes, from + MINUTES_PER_BLOCK);
    lines.push(...blockLines(tariff, start, from, to, blocks > 1 ? index + 1 : undefined));
  }
  return lines;
}

function isWithinCooldown(tariff: Tariff, entry: Date, previousExit: Date | undefined): boolean {
  if (!previousExit || tariff.cooldown_minutes === 0) return false;
  const gap = entry.getTime() - previousExit.getTime();
  return gap >= 0 && gap <= tariff.cooldown_minutes * MINUTE_MS;
}

function unpaidStayLines(tariff: Tariff, { entry, previousExit }: Stay, minutes: number): TariffLine[] {
  const cooledDown = tariff.free_minutes > 0 && isWithinCooldown(tariff, entry, previousExit);
  const lines = cooledDown ? [line(TARIFF_LINE.cooldown, { minutes: tariff.cooldown_minutes })] : [];
  const freeMinutes = cooledDown ? 0 : tariff.free_minutes;
  if (minutes <= freeMinutes) return [...lines, line(TARIFF_LINE.free, { minutes: freeMinutes })];
  return [...lines, ...chargeLines(tariff, entry, minutes)];
}

function paidStayLines(tariff: Tariff, paidAt: Date, exit: Date): TariffLine[] {
  const paidUntil = paidAt.getTime() + tariff.grace_minutes * MINUTE_MS;
  if (exit.getTime() <= paidUntil) return [line(TARIFF_LINE.paidWithinGrace, { minutes: tariff.grace_minutes })];
  const sincePayment = minutesBetween(paidAt, exit);
  return [
    line(TARIFF_LINE.chargedSincePayment, { minutes: sincePayment }),
    ...chargeLines(tariff, paidAt, sincePayment),
  ];
}

/** What a stay costs under an area's tariff, with the lines that make up the amount. */
export function priceStay(tariff: Tariff, stay: Stay): StayPrice {
  if (stay.exit < stay.entry) throw new RangeError('The exit is before the entry');
  if (stay.paidAt && stay.paidAt < stay.entry) throw new RangeError('The payment is before the entry');
  const minutes = minutesBetween(stay.entry, stay.exit);
  if (stay.disability && tariff.disability_free !== false)
    return { amount: 0, minutes, lines: [line(TARIFF_LINE.disability)] };
  const lines = stay.paidAt ? paidStayLines(tariff, stay.paidAt, stay.exit) : unpaidStayLines(tariff, stay, minutes);
  return { amount: sumOf(lines), minutes, lines };
}
