import type { StayPrice } from './tariff';

/**
 * Paying a stay before leaving it (online, from the guest's phone): the fee is quoted as the exit
 * would price it, paid, and the stay then leaves free within the tariff's grace after payment
 * (domain/tariff.ts: an exit at or before paid_at + grace_minutes owes nothing more, a later one
 * the charge since the payment). What a quote may ask and for how long is decided here, once, for
 * the guest's page, its checkout and the payment's settlement.
 */

/** The longest a quote stands: its payment link expires then at the latest. */
export const PAY_AHEAD_QUOTE_MINUTES = 10;

/** A quote never leaves the guest less than this to pay it: when the fee rises sooner, the quote is of the risen fee. */
export const PAY_AHEAD_LEAST_MINUTES = 3;

/** How far from an entry time a guest types the stay is found (a stay is looked up by its plate and about when it came in). */
export const PAY_AHEAD_ENTRY_TOLERANCE_MINUTES = 30;

const MINUTE_MS = 60_000;

/** What a guest is asked to pay now for a stay. */
export interface PayAheadQuote {
  /** The instant the amount prices the stay to: the payment's settlement prices it there again. */
  pricedAt: Date;
  amount: number;
  /** Until when the quote may be paid: the next rise of the fee after `pricedAt`, at most PAY_AHEAD_QUOTE_MINUTES from now. */
  validUntil: Date;
}

/**
 * The quote for a stay that entered at `entry`, asked at `now`, by the exit's own pricing
 * `priceAt`. The fee only changes at whole minutes of the stay, so it is read at each: the quote
 * is the fee now, standing until it next rises; when that is less than PAY_AHEAD_LEAST_MINUTES
 * away, the quote is the risen fee, priced at the minute it rises to and standing until the rise
 * after. A stay paid at its quote thus never owes for a minute it did not pay.
 */
export function payAheadQuote(priceAt: (at: Date) => StayPrice, entry: Date, now: Date): PayAheadQuote {
  const last = new Date(now.getTime() + PAY_AHEAD_QUOTE_MINUTES * MINUTE_MS);
  // The minute boundaries of the stay from the one `now` falls in: the fee is constant up to each.
  const firstBoundary = Math.max(0, Math.ceil((now.getTime() - entry.getTime()) / MINUTE_MS));
  const boundary = (index: number) => new Date(entry.getTime() + (firstBoundary + index) * MINUTE_MS);
  const riseAfter = (from: number): { at: Date; index: number } => {
    const amount = priceAt(boundary(from)).amount;
    for (let index = from + 1; boundary(index - 1) < last; index++)
      if (priceAt(boundary(index)).amount > amount) return { at: boundary(index - 1), index };
    return { at: last, index: Number.POSITIVE_INFINITY };
  };
  const rise = riseAfter(0);
  if (rise.at.getTime() - now.getTime() >= PAY_AHEAD_LEAST_MINUTES * MINUTE_MS || rise.at >= last)
    return { pricedAt: now, amount: priceAt(now).amount, validUntil: rise.at };
  const pricedAt = boundary(rise.index);
  const next = riseAfter(rise.index);
  return { pricedAt, amount: priceAt(pricedAt).amount, validUntil: next.at < last ? next.at : last };
}

/** When a stay paid ahead at `paidAt` must leave by to owe nothing more. */
export function paidUntil(paidAt: Date, graceMinutes: number): Date {
  return new Date(paidAt.getTime() + graceMinutes * MINUTE_MS);
}

/** The public page a guest pays a stay ahead on; a ticket's QR code opens it with the ticket's value. */
export const PAY_AHEAD_PATH = '/pay-parking';
export const payAheadUrl = (publicUrl: string, ticketQr: string) => `${publicUrl}${PAY_AHEAD_PATH}/${ticketQr}`;

const PAY_AHEAD_URL = new RegExp(`${PAY_AHEAD_PATH}/([A-Za-z0-9_-]+)/?$`);

/**
 * The value a QR code stands for: a guest ticket's code prints the address of its pay-ahead page,
 * which a gate's or validator's reader takes as the ticket's own value.
 */
export function qrValueOf(scanned: string): string {
  return PAY_AHEAD_URL.exec(scanned)?.[1] ?? scanned;
}
