import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidInAll } from './event-prepayment';
import { addDays, localTimeOn } from './local-date';
import type { Tariff } from './tariff';
import { checkTariff, MUNICIPAL_FREE_MINUTES, type RegulationProfile } from './tariff-regulation';
import type { EventDay, PeakWindow } from './tariff-windows';

const LAWFUL: Tariff = {
  free_minutes: MUNICIPAL_FREE_MINUTES,
  grace_minutes: 15,
  cooldown_minutes: 0,
  hourly_fee_halalas: 500,
  after_first_hour_fee_halalas: 300,
  daily_cap_halalas: 5000,
};
const REFUSING: RegulationProfile = { first_minutes_free: 'refuse', disability_free: 'refuse' };
const MINUTE_MS = 60_000;

const eventDay = (more: Partial<EventDay> = {}): EventDay => ({
  name: 'National Day',
  starts_on: '2026-09-23',
  ends_on: '2026-09-23',
  hourly_fee_halalas: 1000,
  daily_cap_halalas: 50_000,
  prepayment: false,
  ...more,
});

describe('checkTariff', () => {
  it('finds nothing in a tariff with 20 free minutes that exempts people with disabilities', () => {
    expect(checkTariff(LAWFUL, REFUSING)).toEqual({ refused: [], warned: [] });
  });

  it('names each broken rule under its mode', () => {
    const unlawful = { ...LAWFUL, free_minutes: MUNICIPAL_FREE_MINUTES - 1, disability_free: false };
    expect(checkTariff(unlawful, REFUSING)).toEqual({ refused: ['first_minutes_free', 'disability_free'], warned: [] });
    expect(checkTariff(unlawful, { first_minutes_free: 'warn', disability_free: 'refuse' })).toEqual({
      refused: ['disability_free'],
      warned: ['first_minutes_free'],
    });
  });

  it('does not check a rule that is off', () => {
    const unlawful = { ...LAWFUL, free_minutes: 0 };
    expect(checkTariff(unlawful, { first_minutes_free: 'off', disability_free: 'refuse' })).toEqual({
      refused: [],
      warned: [],
    });
  });

  it('refuses 20 free minutes beside an event day paid at the entry: a one-minute stay there pays its cap', () => {
    const prepaid = { ...LAWFUL, event_days: [eventDay({ prepayment: true })] };
    const entry = localTimeOn('2026-09-23', 9 * 60);
    expect(paidInAll(prepaid, { entry, exit: new Date(entry.getTime() + MINUTE_MS) })).toBe(50_000);
    expect(checkTariff(prepaid, REFUSING)).toEqual({ refused: ['first_minutes_free'], warned: [] });
  });

  it('lets an event day paid at the entry be when its cap is nothing, and spares people with disabilities its payment', () => {
    expect(
      checkTariff({ ...LAWFUL, event_days: [eventDay({ prepayment: true, daily_cap_halalas: 0 })] }, REFUSING),
    ).toEqual({ refused: [], warned: [] });
    const prepaid = { ...LAWFUL, event_days: [eventDay({ prepayment: true })] };
    const entry = localTimeOn('2026-09-23', 9 * 60);
    expect(paidInAll(prepaid, { entry, exit: new Date(entry.getTime() + 90 * MINUTE_MS), disability: true })).toBe(0);
  });

  it('keeps event days and peak windows that the free minutes still cover', () => {
    const windows: Tariff = {
      ...LAWFUL,
      peaks: [{ days: [0, 1, 2, 3, 4], starts_at: '08:00', ends_at: '10:00', hourly_fee_halalas: 2000 }],
      event_days: [eventDay()],
    };
    expect(checkTariff(windows, REFUSING)).toEqual({ refused: [], warned: [] });
  });
});

describe('checkTariff judges the prices, not the fields', () => {
  const FIRST_DAY = '2026-03-01';
  const events = fc.array(
    fc.record({
      name: fc.constant('Event'),
      starts_on: fc.integer({ min: 0, max: 40 }).map((days) => addDays(FIRST_DAY, days)),
      length: fc.integer({ min: 0, max: 3 }),
      hourly_fee_halalas: fc.integer({ min: 0, max: 5000 }),
      daily_cap_halalas: fc.constantFrom(0, 100, 50_000),
      prepayment: fc.boolean(),
    }),
    { maxLength: 2 },
  );
  const hhmm = (minute: number) =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  /** At most one window a half of the day, so that they never overlap. */
  const peaks = fc.array(
    fc.record({
      half: fc.constantFrom(0, 720),
      from: fc.integer({ min: 0, max: 700 }),
      length: fc.integer({ min: 1, max: 20 }),
      days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      hourly_fee_halalas: fc.integer({ min: 0, max: 5000 }),
    }),
    { maxLength: 2 },
  );
  const tariffs = fc
    .record({
      free_minutes: fc.integer({ min: 0, max: 40 }),
      hourly_fee_halalas: fc.constantFrom(0, 500),
      after_first_hour_fee_halalas: fc.constantFrom(0, 300),
      daily_cap_halalas: fc.constantFrom(0, 5000),
      disability_free: fc.boolean(),
      events,
      peaks,
    })
    .map(({ events: eventDays, peaks: windows, ...base }): Tariff => ({
      ...base,
      grace_minutes: 15,
      cooldown_minutes: 0,
      event_days: eventDays.map(({ length, ...event }) => ({
        ...event,
        ends_on: addDays(event.starts_on, length),
      })),
      peaks: windows
        .filter((peak, index) => windows.findIndex((other) => other.half === peak.half) === index)
        .map(({ half, from, length, days, hourly_fee_halalas }): PeakWindow => ({
          days,
          starts_at: hhmm(half + from),
          ends_at: hhmm(half + from + length),
          hourly_fee_halalas,
        })),
    }));
  /** Any instant of the seven weeks from FIRST_DAY, and a stay's length in minutes. */
  const entries = fc.integer({ min: 0, max: 49 * 24 * 60 - 1 }).map((minute) => localTimeOn(FIRST_DAY, minute));

  it('a tariff it lets pass with 20 free minutes charges no stay of 20 minutes or less, any day, entry included', () => {
    fc.assert(
      fc.property(tariffs, entries, fc.integer({ min: 0, max: MUNICIPAL_FREE_MINUTES }), (tariff, entry, minutes) => {
        fc.pre(checkTariff(tariff, REFUSING).refused.includes('first_minutes_free') === false);
        expect(paidInAll(tariff, { entry, exit: new Date(entry.getTime() + minutes * MINUTE_MS) })).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('a tariff it lets pass with people with disabilities free charges them nothing, however long they stay', () => {
    fc.assert(
      fc.property(tariffs, entries, fc.integer({ min: 0, max: 3 * 24 * 60 }), (tariff, entry, minutes) => {
        fc.pre(checkTariff(tariff, REFUSING).refused.includes('disability_free') === false);
        const stay = { entry, exit: new Date(entry.getTime() + minutes * MINUTE_MS), disability: true };
        expect(paidInAll(tariff, stay)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('a tariff it refuses for its free minutes has a stay of 20 minutes that costs something', () => {
    fc.assert(
      fc.property(tariffs, (tariff) => {
        fc.pre(checkTariff(tariff, REFUSING).refused.includes('first_minutes_free'));
        const days = Array.from({ length: 49 }, (_, day) => addDays(FIRST_DAY, day));
        const costs = days.some((day) =>
          Array.from({ length: 72 }, (_, step) => localTimeOn(day, step * MUNICIPAL_FREE_MINUTES)).some(
            (entry) =>
              paidInAll(tariff, { entry, exit: new Date(entry.getTime() + MUNICIPAL_FREE_MINUTES * MINUTE_MS) }) > 0,
          ),
        );
        expect(costs).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
