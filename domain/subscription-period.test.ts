import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './local-date';
import { renewable, renewalPeriod, subscriptionEndDate } from './subscription-period';
import { subscriptionStatus } from './subscription-status';

describe('subscriptionEndDate', () => {
  it('counts days with both ends included', () => {
    expect(subscriptionEndDate('2026-03-01', 30, 'days')).toBe('2026-03-30');
    expect(subscriptionEndDate('2026-03-01', 1, 'days')).toBe('2026-03-01');
    expect(subscriptionEndDate('2026-12-15', 30, 'days')).toBe('2027-01-13');
  });

  it('ends a month-long plan the day before the same day of the month', () => {
    expect(subscriptionEndDate('2026-03-15', 1, 'months')).toBe('2026-04-14');
    expect(subscriptionEndDate('2026-01-01', 12, 'months')).toBe('2026-12-31');
    expect(subscriptionEndDate('2026-11-20', 3, 'months')).toBe('2027-02-19');
  });

  it('ends on the last day of a shorter month when that month has no day to stop before', () => {
    expect(subscriptionEndDate('2026-01-31', 1, 'months')).toBe('2026-02-28');
    expect(subscriptionEndDate('2026-01-29', 1, 'months')).toBe('2026-02-28');
    expect(subscriptionEndDate('2028-01-30', 1, 'months')).toBe('2028-02-29');
    expect(subscriptionEndDate('2026-01-28', 1, 'months')).toBe('2026-02-27');
    expect(subscriptionEndDate('2026-08-31', 1, 'months')).toBe('2026-09-30');
  });

  it('never ends before it starts, and a longer plan never ends sooner', () => {
    const day = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 36 }),
        fc.constantFrom('days' as const, 'months' as const),
        (start, duration, unit) => {
          const end = subscriptionEndDate(start, duration, unit);
          expect(end >= start).toBe(true);
          expect(subscriptionEndDate(start, duration + 1, unit) > end).toBe(true);
        },
      ),
    );
  });
});

describe('subscriptionStatus', () => {
  const approved = { status: 'active', end_date: '2026-03-30' } as const;

  it('is active through its end date and expired from the next day', () => {
    expect(subscriptionStatus(approved, '2026-03-30')).toBe('active');
    expect(subscriptionStatus(approved, addDays('2026-03-30', 1))).toBe('expired');
  });

  it('keeps pending and rejected as stored, whatever the date', () => {
    expect(subscriptionStatus({ status: 'pending', end_date: null }, '2099-01-01')).toBe('pending');
    expect(subscriptionStatus({ status: 'rejected', end_date: '2020-01-01' }, '2026-01-01')).toBe('rejected');
  });
});

describe('renewal', () => {
  it('is open within 30 days of the end and after it, never before nor for one not approved', () => {
    expect(renewable({ status: 'active', end_date: '2026-12-31' }, '2026-12-01')).toBe(true);
    expect(renewable({ status: 'active', end_date: '2027-01-01' }, '2026-12-01')).toBe(false);
    expect(renewable({ status: 'active', end_date: '2026-11-01' }, '2026-12-01')).toBe(true);
    expect(renewable({ status: 'awaiting_payment', end_date: null }, '2026-12-01')).toBe(false);
    expect(renewable({ status: 'rejected', end_date: '2026-12-10' }, '2026-12-01')).toBe(false);
  });

  it('runs from the day after a running end, and from today once it is over', () => {
    expect(renewalPeriod('2026-12-10', '2026-12-01', 1, 'months')).toEqual({ start: '2026-12-11', end: '2027-01-10' });
    expect(renewalPeriod('2026-12-01', '2026-12-01', 30, 'days')).toEqual({ start: '2026-12-02', end: '2026-12-31' });
    expect(renewalPeriod('2026-11-20', '2026-12-01', 30, 'days')).toEqual({ start: '2026-12-01', end: '2026-12-30' });
  });
});
