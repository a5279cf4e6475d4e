import { DEFAULT_TIME_ZONE, localDate } from './local-date';
import { priceStay, type Stay, type StayPrice, type Tariff, TARIFF_LINE, type TariffLine } from './tariff';
import { eventOn } from './tariff-windows';

/**
 * Event days whose parking is paid on the way in: a guest entering on one pays the event's daily
 * cap before the barrier opens, a payment of its own. The exit prices the stay by the tariff as
 * any other and takes what was paid at the entry off it, down to nothing: a stay within the
 * event's day owes no more; one that runs on past it pays the rest. What a short stay leaves of
 * the cap is not given back by the gate (staff refund it as a document of its own when they
 * choose to).
 */

/** What a guest entering at `entry` pays at the entry gate, as its one line; none off an event day paid on the way in. */
export function eventPrepaymentAt(tariff: Tariff, entry: Date): TariffLine | null {
  const events = tariff.event_days ?? [];
  const event = events[eventOn(events, localDate(entry, tariff.time_zone ?? DEFAULT_TIME_ZONE))];
  if (!event?.prepayment || event.daily_cap_halalas === 0) return null;
  const fee = event.daily_cap_halalas;
  return { key: TARIFF_LINE.eventPrepayment, values: { fee }, amount: fee };
}

/**
 * A price with what was paid at the entry taken off it, as its last line: never more than is
 * left of the price, so the lines still sum to the amount and the amount is never below nothing.
 */
export function withPaidOnEntry<Price extends StayPrice>(price: Price, paidHalalas: number): Price {
  if (paidHalalas <= 0) return price;
  const taken = Math.min(price.amount, paidHalalas);
  const line: TariffLine = { key: TARIFF_LINE.paidOnEntry, values: { fee: paidHalalas }, amount: -taken };
  return { ...price, amount: price.amount - taken, lines: [...price.lines, line] };
}

/**
 * What a guest's stay costs in all, as the gates take it: the event day's cap at the entry (not
 * asked of a person with disabilities whom the tariff lets park free), then at the exit the
 * tariff's price less what the entry took.
 */
export function paidInAll(tariff: Tariff, stay: Stay): number {
  const exempt = stay.disability === true && tariff.disability_free !== false;
  const atEntry = exempt ? 0 : (eventPrepaymentAt(tariff, stay.entry)?.amount ?? 0);
  return atEntry + withPaidOnEntry(priceStay(tariff, stay), atEntry).amount;
}
