import type { VehicleType } from './vehicle';
import { minutesBetween, priceStay, type Stay, type StayPrice, type Tariff, TARIFF_LINE } from './tariff';

/**
 * What a payment transaction pays for (SPEC section 3): a guest's stay or a subscriber's, or a
 * merchant's validations (a prepaid merchant's top-up, a monthly merchant's bill).
 */
export const STAY_PAYMENT_TYPES = ['guest', 'subscription'] as const;
export type StayPaymentType = (typeof STAY_PAYMENT_TYPES)[number];
export const PAYMENT_TRANSACTION_TYPES = [...STAY_PAYMENT_TYPES, 'merchant'] as const;
export type PaymentTransactionType = (typeof PAYMENT_TRANSACTION_TYPES)[number];

/** A stay pays as a subscriber's when it entered as one; any other (a guest's, or one of unknown type) as a guest's. */
export function transactionTypeOf(vehicleType: VehicleType): StayPaymentType {
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
export function chargeOfStay(type: StayPaymentType, tariff: Tariff, stay: Stay): StayCharge {
  if (type === 'subscription') return noCharge(stay);
  const price = priceStay(tariff, stay);
  const keys = new Set(price.lines.map((line) => line.key));
  return {
    ...price,
    freeMinutes: keys.has(TARIFF_LINE.cooldown) ? 0 : tariff.free_minutes,
    chargeableMinutes: keys.has(TARIFF_LINE.free) || keys.has(TARIFF_LINE.disability) ? 0 : price.minutes,
  };
}

/** A payment row's facts that decide what an edit may change. */
export interface PaymentFacts {
  /** The stay it closed, if it closed one: a gate's amount is the tariff's. */
  vehicle_id: number | null;
  /** The payment it refunds, if it is a refund. */
  refund_of_id: number | null;
  /** Written by its subscription's approval, at the plan's price. */
  is_approval: boolean;
  refund_count: number;
}

/**
 * Why a payment's amount is fixed: a gate priced it, an approval paid the plan's price, it is a
 * refund (a new refund corrects it), or refunds were taken against it. Only a manual payment
 * without refunds has an amount staff may correct.
 */
export const AMOUNT_FIXED_REASONS = ['stay', 'approval', 'refund', 'refunded'] as const;
export type AmountFixedReason = (typeof AMOUNT_FIXED_REASONS)[number];

export function amountFixedBy(payment: PaymentFacts): AmountFixedReason | null {
  if (payment.refund_of_id !== null) return 'refund';
  if (payment.vehicle_id !== null) return 'stay';
  if (payment.is_approval) return 'approval';
  return payment.refund_count > 0 ? 'refunded' : null;
}

/** A refund is money paid back, so it stays paid; a payment with refunds stays paid, or its refunds would pay back nothing. */
export function statusFixedBy(
  payment: Pick<PaymentFacts, 'refund_of_id' | 'refund_count'>,
): 'refund' | 'refunded' | null {
  if (payment.refund_of_id !== null) return 'refund';
  return payment.refund_count > 0 ? 'refunded' : null;
}

/** `free` is the method of a payment of nothing, and of nothing else. */
export function methodFitsAmount(method: string, halalas: number): boolean {
  return (method === 'free') === (halalas === 0);
}

/**
 * Why a payment cannot be refunded at all, or null: only a paid payment of some money that is no
 * refund itself, and no merchant's (its money became a balance or paid a bill, which a refund would
 * not take back).
 */
export function refundRefusalOf(payment: {
  refund_of_id: number | null;
  merchant_id: number | null;
  status: string;
  amount_halalas: number;
}) {
  if (payment.refund_of_id !== null) return 'refund_of_refund' as const;
  if (payment.merchant_id !== null) return 'merchant_payment' as const;
  if (payment.status !== 'paid') return 'payment_not_paid' as const;
  return payment.amount_halalas > 0 ? null : ('nothing_to_refund' as const);
}

/**
 * Whether a refund holds its amount: one paid back, and one the gateway is still paying back (a
 * payment made online is refunded through it, `pending` until it answers); a refund the gateway
 * refused (`failed`) paid nothing back.
 */
export function refundHolds(refund: { status: string }): boolean {
  return refund.status !== 'failed';
}

/** What is left to refund of a payment, in halalas: its amount less what its refunds (negative amounts) paid back. */
export function refundableHalalas(amountHalalas: number, refundsHalalas: number): number {
  return Math.max(0, amountHalalas + refundsHalalas);
}
