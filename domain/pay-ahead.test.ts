import { describe, expect, it } from 'vitest';
import { TEST_TARIFF } from './fixtures/tariff';
import { PAY_AHEAD_QUOTE_MINUTES, paidUntil, payAheadQuote, qrValueOf } from './pay-ahead';
import { priceStay } from './tariff';

const MINUTE = 60_000;
const entry = new Date('2026-12-04T08:00:00Z');
const minutesIn = (minutes: number) => new Date(entry.getTime() + minutes * MINUTE);
const priceAt = (exit: Date) => priceStay(TEST_TARIFF, { entry, exit });

describe('the quote of a stay paid ahead', () => {
  it('is the fee now, standing until it next rises', () => {
    // 100 minutes in: 5.00 for the first hour and 3.00 for the second, until the third hour starts.
    const quote = payAheadQuote(priceAt, entry, minutesIn(115));
    expect(quote).toEqual({ pricedAt: minutesIn(115), amount: 800, validUntil: minutesIn(120) });
  });

  it('stands at most PAY_AHEAD_QUOTE_MINUTES, however far the next rise', () => {
    const now = minutesIn(61.5);
    const quote = payAheadQuote(priceAt, entry, now);
    expect(quote).toEqual({
      pricedAt: now,
      amount: 800,
      validUntil: new Date(now.getTime() + PAY_AHEAD_QUOTE_MINUTES * MINUTE),
    });
  });

  it('is the risen fee when the fee rises before the guest could pay, priced at the minute it rises to', () => {
    const quote = payAheadQuote(priceAt, entry, minutesIn(118.5));
    expect(quote.amount).toBe(1100);
    expect(quote.pricedAt).toEqual(minutesIn(121));
    expect(quote.validUntil).toEqual(minutesIn(128.5));
    // Paid at any instant it stands, the amount is what the exit would price the stay at then, or more.
    for (let minute = 118.5; minute <= 128.5; minute += 0.5)
      expect(priceAt(minutesIn(minute)).amount).toBeLessThanOrEqual(quote.amount);
  });

  it('is nothing within the free minutes, standing until they end', () => {
    expect(payAheadQuote(priceAt, entry, minutesIn(22))).toEqual({
      pricedAt: minutesIn(22),
      amount: 0,
      validUntil: minutesIn(30),
    });
  });

  it('leaves the guest the tariff’s grace after paying', () => {
    expect(paidUntil(minutesIn(100), TEST_TARIFF.grace_minutes)).toEqual(minutesIn(115));
  });
});

describe('the value of a QR code', () => {
  it('is a ticket’s own value when the code prints its pay-ahead address, and the code itself otherwise', () => {
    expect(qrValueOf('https://parking.example.sa/pay-parking/Xk9_q-3')).toBe('Xk9_q-3');
    expect(qrValueOf('https://parking.example.sa/pay-parking/Xk9_q-3/')).toBe('Xk9_q-3');
    expect(qrValueOf('Xk9_q-3')).toBe('Xk9_q-3');
    expect(qrValueOf('https://elsewhere.example/pay/Xk9')).toBe('https://elsewhere.example/pay/Xk9');
  });
});
