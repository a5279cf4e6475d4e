import type { StayPrice, TariffLine } from './tariff';
import { TARIFF_LINE } from './tariff';

/**
 * Merchant validations: a shop, clinic or hotel of an area takes part of a shopper's parking on
 * itself. A validation is settled when it is given: the offer is applied to the price of the stay
 * as if it left at that instant (after what earlier validations took off), the merchant pays that
 * amount (from its prepaid balance at once, or on its monthly statement), and the exit takes that
 * same amount off the price, never more than the price. Time parked after the validation is paid
 * as usual; a stay that has cost nothing yet has nothing to validate.
 */

/** How a merchant pays for its validations: from a balance it tops up, or billed back each month. */
export const BILLING_MODES = ['prepaid', 'monthly'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** What an offer takes off: some minutes of the stay, an amount, a percentage, or the whole price. */
export const OFFER_KINDS = ['free_minutes', 'amount_off', 'percent_off', 'free'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** The unit of each kind's value: minutes, halalas, percent, or none for a free stay. */
export const OFFER_VALUE_UNITS = {
  free_minutes: 'minutes',
  amount_off: 'halalas',
  percent_off: 'percent',
  free: null,
} as const satisfies Record<OfferKind, string | null>;

export interface Offer {
  kind: OfferKind;
  /** Minutes, halalas or percent by the kind; none for `free`. */
  value: number | null;
  /** Whether the stay may take this validation beside others that are stackable too. */
  stackable: boolean;
}

/** Why a validator validates a stay: a short fixed list, translated (`ps.validations.reasons.*`). */
export const VALIDATION_REASONS = ['purchase', 'appointment', 'hotel_guest', 'event', 'goodwill'] as const;
export type ValidationReason = (typeof VALIDATION_REASONS)[number];

/**
 * The abuse limits: how many validations one plate takes in an operator's day (of every merchant),
 * and how many one validator gives in an hour.
 */
export const VALIDATION_LIMITS = { perPlatePerDay: 3, perValidatorPerHour: 30 } as const;

/** What a validation takes off, in halalas, when the stay would cost `priceAt(instant)` leaving then. */
export function validationAmount(
  offer: Pick<Offer, 'kind' | 'value'>,
  stay: { entry: Date; at: Date },
  priceAt: (exit: Date) => number,
  alreadyTaken: number,
): number {
  const price = priceAt(stay.at);
  const left = Math.max(0, price - alreadyTaken);
  const value = offer.value ?? 0;
  const discount = {
    free: () => left,
    amount_off: () => value,
    percent_off: () => Math.round((price * value) / 100),
    free_minutes: () => {
      const earlier = new Date(Math.max(stay.entry.getTime(), stay.at.getTime() - value * 60_000));
      return price - priceAt(earlier);
    },
  }[offer.kind]();
  return Math.min(left, discount);
}

/** Why the stay cannot take this offer beside the validations it has: at most one unless every one is stackable. */
export function stackingRefusal(
  existing: ReadonlyArray<Pick<Offer, 'stackable'>>,
  offer: Pick<Offer, 'stackable'>,
): 'already_validated' | null {
  if (existing.length === 0) return null;
  return offer.stackable && existing.every((each) => each.stackable) ? null : 'already_validated';
}

/** Which abuse limit a new validation would pass, if any. */
export function limitRefusal(
  counts: { plateToday: number; validatorLastHour: number },
  limits: { perPlatePerDay: number; perValidatorPerHour: number } = VALIDATION_LIMITS,
): 'plate_daily_limit' | 'validator_hourly_limit' | null {
  if (counts.plateToday >= limits.perPlatePerDay) return 'plate_daily_limit';
  if (counts.validatorLastHour >= limits.perValidatorPerHour) return 'validator_hourly_limit';
  return null;
}

/**
 * A price with the stay's validations taken off, each its own line after the tariff's: the
 * amount settled when it was given, never more than is left of the price (the lines still sum
 * to the amount).
 */
export function withValidations<Price extends StayPrice>(
  price: Price,
  validations: ReadonlyArray<{ amount_halalas: number }>,
): Price {
  let amount = price.amount;
  const lines: TariffLine[] = [];
  for (const validation of validations) {
    const taken = Math.min(amount, validation.amount_halalas);
    amount -= taken;
    lines.push({ key: TARIFF_LINE.validation, values: { fee: taken }, amount: -taken });
  }
  return { ...price, amount, lines: [...price.lines, ...lines] };
}

/** What the merchants' validations took off a stay's price, as its payment's lines record it, in halalas. */
export function validatedPart(lines: readonly TariffLine[]): number {
  return lines.reduce((sum, line) => (line.key === TARIFF_LINE.validation ? sum - line.amount : sum), 0);
}
