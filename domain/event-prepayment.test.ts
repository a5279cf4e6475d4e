import { describe, expect, it } from 'vitest';
import { eventPrepaymentAt, withPaidOnEntry } from './event-prepayment';
import { TEST_TARIFF } from './fixtures/tariff';
import { priceStay, type Tariff, TARIFF_LINE } from './tariff';
import type { EventDay } from './tariff-windows';

/** Riyadh, 20.00 SAR an hour, at most 60.00 a day on its two days, paid on the way in. */
const CONCERT: EventDay = {
  name: 'Concert',
  starts_on: '2026-03-05',
  ends_on: '2026-03-06',
  hourly_fee_halalas: 2000,
  daily_cap_halalas: 6000,
  prepayment: true,
};
const TARIFF: Tariff = { ...TEST_TARIFF, time_zone: 'Asia/Riyadh', event_days: [CONCERT] };
const riyadh = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

describe('eventPrepaymentAt', () => {
  it('asks the event’s cap of a guest entering on one of its days, by the tariff’s wall clock', () => {
    const due = { key: TARIFF_LINE.eventPrepayment, values: { fee: 6000 }, amount: 6000 };
    expect(eventPrepaymentAt(TARIFF, riyadh('2026-03-05', '00:00'))).toEqual(due);
    expect(eventPrepaymentAt(TARIFF, riyadh('2026-03-06', '23:59'))).toEqual(due);
  });

  it('asks nothing the day before or after, nor of an event paid at the exit, nor of a free one', () => {
    expect(eventPrepaymentAt(TARIFF, riyadh('2026-03-04', '23:59'))).toBeNull();
    expect(eventPrepaymentAt(TARIFF, riyadh('2026-03-07', '00:00'))).toBeNull();
    expect(
      eventPrepaymentAt({ ...TARIFF, event_days: [{ ...CONCERT, prepayment: false }] }, riyadh('2026-03-05', '18:00')),
    ).toBeNull();
    expect(
      eventPrepaymentAt(
        { ...TARIFF, event_days: [{ ...CONCERT, daily_cap_halalas: 0 }] },
        riyadh('2026-03-05', '18:00'),
      ),
    ).toBeNull();
    expect(eventPrepaymentAt(TEST_TARIFF, riyadh('2026-03-05', '18:00'))).toBeNull();
  });

  it('reads the day in the tariff’s own time zone: 23:30 in Riyadh is already the event’s day there', () => {
    const utcEve = new Date('2026-03-04T21:30:00Z');
    expect(eventPrepaymentAt(TARIFF, utcEve)?.amount).toBe(6000);
    expect(eventPrepaymentAt({ ...TARIFF, time_zone: 'UTC' }, utcEve)).toBeNull();
  });
});

describe('withPaidOnEntry', () => {
  const entry = riyadh('2026-03-05', '18:00');
  const priceAt = (hours: number) => priceStay(TARIFF, { entry, exit: new Date(entry.getTime() + hours * 3_600_000) });

  it('owes nothing more for a stay within what was paid, and the lines still sum to the amount', () => {
    const price = withPaidOnEntry(priceAt(2), 6000);
    expect(price.amount).toBe(0);
    expect(price.lines.at(-1)).toEqual({ key: TARIFF_LINE.paidOnEntry, values: { fee: 6000 }, amount: -4000 });
    expect(price.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
  });

  it('charges what a stay past the event’s day costs beyond what was paid', () => {
    const long = priceAt(30);
    const price = withPaidOnEntry(long, 6000);
    expect(long.amount).toBeGreaterThan(6000);
    expect(price.amount).toBe(long.amount - 6000);
    expect(price.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price.amount);
  });

  it('leaves a price alone when nothing was paid at the entry (or it was all paid back)', () => {
    expect(withPaidOnEntry(priceAt(2), 0)).toEqual(priceAt(2));
  });
});
