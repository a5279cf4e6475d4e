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
 */

/** An area's tariff, as its row holds it. */
export interface Tariff {
  free_minutes: number;
  grace_minutes: number;
  cooldown_minutes: number;
  hourly_fee_halalas: number;
  after_first_hour_fee_halalas: number;
  daily_cap_halalas: number;
}

export interface Stay {
  entry: Date;
  exit: Date;
  /** When the stay was paid for, if it was (a paid ticket at the exit gate). */
  paidAt?: Date;
  /** The vehicle's last exit from the same area before this entry, if any. */
  previousExit?: Date;
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
  /** A merchant's validation taken off the price (domain/merchant-validation.ts), its amount negative. */
  validation: 'ps.tariff.lines.validation',
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
};
const NUMBERED_BLOCK_KEYS = {
  firstHour: TARIFF_LINE.dayFirstHour,
  furtherHours: TARIFF_LINE.dayFurtherHours,
  dailyCap: TARIFF_LINE.dayDailyCap,
};

/** One 24-hour block (or the partial last one) priced afresh: hours started, capped. */
function blockLines(tariff: Tariff, minutes: number, day: number | undefined): TariffLine[] {
  const keys = day === undefined ? SINGLE_BLOCK_KEYS : NUMBERED_BLOCK_KEYS;
  const dayValue = day === undefined ? {} : { day };
  const furtherHours = Math.ceil(minutes / MINUTES_PER_HOUR) - 1;
  const furtherAmount = furtherHours * tariff.after_first_hour_fee_halalas;
  if (tariff.hourly_fee_halalas + furtherAmount > tariff.daily_cap_halalas)
    return [line(keys.dailyCap, dayValue, tariff.daily_cap_halalas)];
  const lines = [line(keys.firstHour, dayValue, tariff.hourly_fee_halalas)];
  if (furtherHours > 0)
    lines.push(
      line(
        keys.furtherHours,
        { ...dayValue, hours: furtherHours, fee: tariff.after_first_hour_fee_halalas },
        furtherAmount,
      ),
    );
  return lines;
}

/** The charge of `minutes` (at least 1) of parking, in blocks counted from its start. */
function chargeLines(tariff: Tariff, minutes: number): TariffLine[] {
  const blocks = Math.ceil(minutes / MINUTES_PER_BLOCK);
  const lines: TariffLine[] = [];
  for (let index = 0; index < blocks; index++) {
    const blockMinutes = Math.min(MINUTES_PER_BLOCK, minutes - index * MINUTES_PER_BLOCK);
    lines.push(...blockLines(tariff, blockMinutes, blocks > 1 ? index + 1 : undefined));
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
  return [...lines, ...chargeLines(tariff, minutes)];
}

function paidStayLines(tariff: Tariff, paidAt: Date, exit: Date): TariffLine[] {
  const paidUntil = paidAt.getTime() + tariff.grace_minutes * MINUTE_MS;
  if (exit.getTime() <= paidUntil) return [line(TARIFF_LINE.paidWithinGrace, { minutes: tariff.grace_minutes })];
  const sincePayment = minutesBetween(paidAt, exit);
  return [line(TARIFF_LINE.chargedSincePayment, { minutes: sincePayment }), ...chargeLines(tariff, sincePayment)];
}

/** What a stay costs under an area's tariff, with the lines that make up the amount. */
export function priceStay(tariff: Tariff, stay: Stay): StayPrice {
  if (stay.exit < stay.entry) throw new RangeError('The exit is before the entry');
  if (stay.paidAt && stay.paidAt < stay.entry) throw new RangeError('The payment is before the entry');
  const minutes = minutesBetween(stay.entry, stay.exit);
  const lines = stay.paidAt ? paidStayLines(tariff, stay.paidAt, stay.exit) : unpaidStayLines(tariff, stay, minutes);
  return { amount: lines.reduce((sum, each) => sum + each.amount, 0), minutes, lines };
}
