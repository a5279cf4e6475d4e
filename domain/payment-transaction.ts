import type { VehicleType } from './vehicle';
import { minutesBetween, priceStay, type Stay, type StayPrice, type Tariff, TARIFF_LINE } from './tariff';

/** What a payment transaction pays for (SPEC section 3): a guest's stay or a subscriber's. */
export const PAYMENT_TRANSACTION_TYPES = ['guest', 'subscription'] as const;
export type PaymentTransactionType = (typeof PAYMENT_TRANSACTION_TYPES)[number];

/** A stay pays as a subscriber's when it entered as one; any other (a guest's, or one of unknown type) as a guest's. */
export function transactionTypeOf(vehicleType: VehicleType): PaymentTransactionType {
  return vehicleType === 'subscription' ? 'subscription' : 'guest';
}

export const PAYMENT_STATUSES = ['paid', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A closed stay's price and how its minutes divide, as its payment transaction records them. */
export interface StayCharge extends StayPrice {
  /** The free minutes the stay was entitled to: none in a cooldown, none for a subscriber. */
  freeMinutes: number;
  /** The minutes charged: the whole stay once it passes its free minutes, else none. */
  chargeableMinutes: number;
}

/** A stay that pays nothing: a subscriber's, or one whose fee staff waived closing it. */
export function noCharge(stay: Stay): StayCharge {
  return { amount: 0, minutes: minutesBetween(stay.entry, stay.exit), lines: [], freeMinutes: 0, chargeableMinutes: 0 };
}

/**
 * What a stay costs at the exit gate: a subscriber pays nothing; a guest pays what the tariff
 * frozen at the entry says (domain/tariff.ts).
 */
export function chargeOfStay(type: PaymentTransactionType, tariff: Tariff, stay: Stay): StayCharge {
  if (type === 'subscription') return noCharge(stay);
  const price = priceStay(tariff, stay);
  const keys = new Set(price.lines.map((line) => line.key));
  return {
    ...price,
    freeMinutes: keys.has(TARIFF_LINE.cooldown) ? 0 : tariff.free_minutes,
    chargeableMinutes: keys.has(TARIFF_LINE.free) ? 0 : price.minutes,
  };
}
