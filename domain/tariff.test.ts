import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTES_PER_BLOCK, priceStay, type Stay, TARIFF_LINE, type Tariff } from './tariff';

/** The typical area: 30 free minutes, 15 of grace, 5.00 SAR then 3.00 an hour, 50.00 a day, 10 of cooldown. */
const TYPICAL: Tariff = {
  free_minutes: 30,
  grace_minutes: 15,
  cooldown_minutes: 10,
  hourly_fee_halalas: 500,
  after_first_hour_fee_halalas: 300,
  daily_cap_halalas: 5000,
};
const ZERO: Tariff = {
  free_minutes: 0,
  grace_minutes: 0,
  cooldown_minutes: 0,
  hourly_fee_halalas: 0,
  after_first_hour_fee_halalas: 0,
  daily_cap_halalas: 0,
};

const ENTRY = new Date('2026-03-01T08:00:00Z');
const MINUTE_MS = 60_000;
const at = (minutes: number, from = ENTRY) => new Date(from.getTime() + minutes * MINUTE_MS);
const stayOf = (minutes: number, more: Partial<Stay> = {}): Stay => ({ entry: ENTRY, exit: at(minutes), ...more });
const price = (minutes: number, more: Partial<Stay> = {}, tariff = TYPICAL) => priceStay(tariff, stayOf(minutes, more));

describe('priceStay: the free threshold', () => {
  it.each([0, 1, 29, 30])('charges nothing for %i minutes, in one line that says so', (minutes) => {
    expect(price(minutes)).toEqual({
      amount: 0,
      minutes,
      lines: [{ key: TARIFF_LINE.free, values: { minutes: 30 }, amount: 0 }],
    });
  });

  it('charges the whole stay from entry one minute past the free time', () => {
    expect(price(31)).toEqual({
      amount: 500,
      minutes: 31,
      lines: [{ key: TARIFF_LINE.firstHour, values: {}, amount: 500 }],
    });
  });

  it('counts a started minute as a whole one', () => {
    expect(priceStay(TYPICAL, { entry: ENTRY, exit: new Date(at(30).getTime() + 1000) })).toMatchObject({
      amount: 500,
      minutes: 31,
    });
    expect(priceStay(TYPICAL, { entry: ENTRY, exit: new Date(at(30).getTime() + 1) })).toMatchObject({
      amount: 500,
      minutes: 31,
    });
  });
});

describe('priceStay: hours', () => {
  it('charges the first hour for up to 60 minutes, and a further hour from the 61st', () => {
    expect(price(60)).toEqual({
      amount: 500,
      minutes: 60,
      lines: [{ key: TARIFF_LINE.firstHour, values: {}, amount: 500 }],
    });
    expect(price(61)).toEqual({
      amount: 800,
      minutes: 61,
      lines: [
        { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
        { key: TARIFF_LINE.furtherHours, values: { hours: 1, fee: 300 }, amount: 300 },
      ],
    });
  });

  it('charges 2 h 10 min as the first hour and two further started hours: 11.00 SAR', () => {
    expect(price(130)).toEqual({
      amount: 1100,
      minutes: 130,
      lines: [
        { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
        { key: TARIFF_LINE.furtherHours, values: { hours: 2, fee: 300 }, amount: 600 },
      ],
    });
  });
});

describe('priceStay: the daily cap', () => {
  it('charges the hours while they cost less than the cap or exactly it', () => {
    expect(price(15 * 60)).toMatchObject({
      amount: 4700,
      lines: [{ amount: 500 }, { values: { hours: 14, fee: 300 }, amount: 4200 }],
    });
    expect(price(16 * 60)).toMatchObject({
      amount: 5000,
      lines: [{ amount: 500 }, { values: { hours: 15, fee: 300 }, amount: 4500 }],
    });
  });

  it('charges the cap, in one line, once the hours would cost more', () => {
    expect(price(16 * 60 + 1)).toEqual({
      amount: 5000,
      minutes: 961,
      lines: [{ key: TARIFF_LINE.dailyCap, values: {}, amount: 5000 }],
    });
  });

  it('charges exactly 24 hours as one capped day, without a day number', () => {
    expect(price(MINUTES_PER_BLOCK)).toEqual({
      amount: 5000,
      minutes: 1440,
      lines: [{ key: TARIFF_LINE.dailyCap, values: {}, amount: 5000 }],
    });
  });

  it('prices the next 24 hours afresh from their first minute, numbering the days', () => {
    expect(price(MINUTES_PER_BLOCK + 1)).toEqual({
      amount: 5500,
      minutes: 1441,
      lines: [
        { key: TARIFF_LINE.dayDailyCap, values: { day: 1 }, amount: 5000 },
        { key: TARIFF_LINE.dayFirstHour, values: { day: 2 }, amount: 500 },
      ],
    });
    expect(price(MINUTES_PER_BLOCK + 130).lines.slice(1)).toEqual([
      { key: TARIFF_LINE.dayFirstHour, values: { day: 2 }, amount: 500 },
      { key: TARIFF_LINE.dayFurtherHours, values: { day: 2, hours: 2, fee: 300 }, amount: 600 },
    ]);
  });

  it('caps each of three days', () => {
    expect(price(3 * MINUTES_PER_BLOCK)).toEqual({
      amount: 15000,
      minutes: 4320,
      lines: [1, 2, 3].map((day) => ({ key: TARIFF_LINE.dayDailyCap, values: { day }, amount: 5000 })),
    });
  });

  it('gives no free minutes to a later day: its first minutes are charged', () => {
    expect(price(MINUTES_PER_BLOCK + 20).amount).toBe(5500);
  });
});

describe('priceStay: grace after payment', () => {
  const paidAt = at(120);

  it('owes nothing more up to the end of the grace, the last instant included', () => {
    const paidWithinGrace = {
      amount: 0,
      lines: [{ key: TARIFF_LINE.paidWithinGrace, values: { minutes: 15 }, amount: 0 }],
    };
    expect(price(120, { paidAt })).toMatchObject({ ...paidWithinGrace, minutes: 120 });
    expect(price(135, { paidAt })).toMatchObject({ ...paidWithinGrace, minutes: 135 });
  });

  it('charges from the payment, without free minutes, once the grace is over', () => {
    expect(price(136, { paidAt })).toEqual({
      amount: 500,
      minutes: 136,
      lines: [
        { key: TARIFF_LINE.chargedSincePayment, values: { minutes: 16 }, amount: 0 },
        { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
      ],
    });
    expect(priceStay(TYPICAL, { entry: ENTRY, paidAt, exit: new Date(at(135).getTime() + 1) }).amount).toBe(500);
  });

  it('counts the new charge’s days from the payment, not from the entry', () => {
    const paidLate = at(3 * MINUTES_PER_BLOCK + 600);
    const exit = at(MINUTES_PER_BLOCK + 60, paidLate);
    expect(priceStay(TYPICAL, { entry: ENTRY, paidAt: paidLate, exit }).lines).toEqual([
      { key: TARIFF_LINE.chargedSincePayment, values: { minutes: 1500 }, amount: 0 },
      { key: TARIFF_LINE.dayDailyCap, values: { day: 1 }, amount: 5000 },
      { key: TARIFF_LINE.dayFirstHour, values: { day: 2 }, amount: 500 },
    ]);
  });

  it('has nothing to add after a payment with no grace when the car leaves at once', () => {
    expect(price(60, { paidAt: at(60) }, { ...TYPICAL, grace_minutes: 0 }).amount).toBe(0);
    expect(price(61, { paidAt: at(60) }, { ...TYPICAL, grace_minutes: 0 }).amount).toBe(500);
  });
});

describe('priceStay: cooldown', () => {
  it('gives no free minutes to a vehicle back within the cooldown, and says why', () => {
    for (const previousExit of [at(-10), at(-1), ENTRY]) {
      expect(price(20, { previousExit })).toEqual({
        amount: 500,
        minutes: 20,
        lines: [
          { key: TARIFF_LINE.cooldown, values: { minutes: 10 }, amount: 0 },
          { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
        ],
      });
    }
  });

  it('gives the free minutes to a vehicle back after the cooldown', () => {
    expect(price(20, { previousExit: new Date(at(-10).getTime() - 1) })).toMatchObject({
      amount: 0,
      lines: [{ key: TARIFF_LINE.free }],
    });
    expect(price(20, { previousExit: at(-11) }).amount).toBe(0);
  });

  it('ignores a previous exit after this entry, and a cooldown of 0', () => {
    expect(price(20, { previousExit: at(1) }).amount).toBe(0);
    expect(price(20, { previousExit: ENTRY }, { ...TYPICAL, cooldown_minutes: 0 }).amount).toBe(0);
  });

  it('says nothing of the cooldown where there are no free minutes to take', () => {
    expect(price(20, { previousExit: ENTRY }, { ...TYPICAL, free_minutes: 0 }).lines).toEqual([
      { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
    ]);
  });
});

describe('priceStay: edges', () => {
  it('charges nothing under a zero tariff, however long the stay', () => {
    for (const minutes of [0, 1, 61, MINUTES_PER_BLOCK, 3 * MINUTES_PER_BLOCK + 1]) {
      const { amount, lines } = price(minutes, {}, ZERO);
      expect(amount).toBe(0);
      expect(lines.every((each) => each.amount === 0)).toBe(true);
    }
  });

  it('refuses an exit or a payment before the entry', () => {
    expect(() => price(-1)).toThrow(RangeError);
    expect(() => price(60, { paidAt: at(-1) })).toThrow(RangeError);
  });
});

describe('priceStay: properties', () => {
  const tariffs = fc.record({
    free_minutes: fc.integer({ min: 0, max: 600 }),
    grace_minutes: fc.integer({ min: 0, max: 120 }),
    cooldown_minutes: fc.integer({ min: 0, max: 120 }),
    hourly_fee_halalas: fc.integer({ min: 0, max: 100_000 }),
    after_first_hour_fee_halalas: fc.integer({ min: 0, max: 100_000 }),
    daily_cap_halalas: fc.integer({ min: 0, max: 1_000_000 }),
  });
  const FIVE_DAYS_MS = 5 * MINUTES_PER_BLOCK * MINUTE_MS;
  const durations = fc.integer({ min: 0, max: FIVE_DAYS_MS });
  /** A payment some time after the entry, and a previous exit some time before it, or neither. */
  const circumstances = fc.record({
    paidAfter: fc.option(fc.integer({ min: 0, max: FIVE_DAYS_MS }), { nil: undefined }),
    previousExitBefore: fc.option(fc.integer({ min: -60 * MINUTE_MS, max: 180 * MINUTE_MS }), { nil: undefined }),
  });
  const stayOfMs = (
    duration: number,
    { paidAfter, previousExitBefore }: { paidAfter?: number; previousExitBefore?: number },
  ): Stay => ({
    entry: ENTRY,
    exit: new Date(ENTRY.getTime() + duration),
    paidAt: paidAfter === undefined ? undefined : new Date(ENTRY.getTime() + paidAfter),
    previousExit: previousExitBefore === undefined ? undefined : new Date(ENTRY.getTime() - previousExitBefore),
  });

  it('answers whole, non-negative halalas that its lines add up to', () => {
    fc.assert(
      fc.property(tariffs, durations, circumstances, (tariff, duration, more) => {
        const { amount, lines } = priceStay(tariff, stayOfMs(duration, more));
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(lines.length).toBeGreaterThan(0);
        for (const each of lines) expect(Number.isInteger(each.amount) && each.amount >= 0).toBe(true);
        expect(lines.reduce((sum, each) => sum + each.amount, 0)).toBe(amount);
      }),
    );
  });

  it('never charges less for a longer stay from the same entry', () => {
    fc.assert(
      fc.property(tariffs, durations, durations, circumstances, (tariff, first, second, more) => {
        const [shorter, longer] = first <= second ? [first, second] : [second, first];
        expect(priceStay(tariff, stayOfMs(longer, more)).amount).toBeGreaterThanOrEqual(
          priceStay(tariff, stayOfMs(shorter, more)).amount,
        );
      }),
    );
  });

  it('never charges more than the cap for each started 24 hours', () => {
    fc.assert(
      fc.property(tariffs, durations, circumstances, (tariff, duration, more) => {
        const { amount, minutes } = priceStay(tariff, stayOfMs(duration, more));
        expect(amount).toBeLessThanOrEqual(tariff.daily_cap_halalas * Math.ceil(minutes / MINUTES_PER_BLOCK));
      }),
    );
  });
});
