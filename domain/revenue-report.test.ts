import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './local-date';
import {
  changeRatio,
  dayCount,
  daysOf,
  isWithinReportSpan,
  monthsAndDaysOf,
  presetOf,
  presetRange,
  previousPeriod,
} from './revenue-report';

describe('the periods of the revenue report', () => {
  it('count both ends and list every day, across a month and a leap day', () => {
    expect(dayCount({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(daysOf({ from: '2028-02-27', to: '2028-03-01' })).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it('compare with the period of the same length that ends the day before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('are cut into whole months and the days left over, every day in exactly one part', () => {
    expect(monthsAndDaysOf({ from: '2026-01-05', to: '2026-01-20' })).toEqual({
      months: null,
      days: [{ from: '2026-01-05', to: '2026-01-20' }],
    });
    expect(monthsAndDaysOf({ from: '2026-01-05', to: '2026-02-03' })).toEqual({
      months: null,
      days: [{ from: '2026-01-05', to: '2026-02-03' }],
    });
    expect(monthsAndDaysOf({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      months: { from: '2026-01-01', to: '2026-01-01' },
      days: [],
    });
    expect(monthsAndDaysOf({ from: '2028-01-15', to: '2028-03-10' })).toEqual({
      months: { from: '2028-02-01', to: '2028-02-01' },
      days: [
        { from: '2028-01-15', to: '2028-01-31' },
        { from: '2028-03-01', to: '2028-03-10' },
      ],
    });
    const year = { from: '2027-11-24', to: '2028-11-23' };
    const { months, days } = monthsAndDaysOf(year);
    expect(months).toEqual({ from: '2027-12-01', to: '2028-10-01' });
    const monthDays = daysOf({ from: months!.from, to: addDays(addMonths(months!.to, 1), -1) });
    expect([...days.flatMap(daysOf), ...monthDays].sort()).toEqual(daysOf(year));
  });

  it('span three years at most', () => {
    expect(isWithinReportSpan({ from: '2024-01-01', to: '2026-12-31' })).toBe(true);
    expect(isWithinReportSpan({ from: '2024-01-01', to: '2027-01-01' })).toBe(false);
    expect(isWithinReportSpan({ from: '2024-02-29', to: '2027-02-27' })).toBe(true);
    expect(isWithinReportSpan({ from: '2024-02-29', to: '2027-02-28' })).toBe(false);
  });
});

describe('the presets of the revenue report', () => {
  // Wednesday, 11 March 2026.
  const today = '2026-03-11';

  it('run to today, a week from its Sunday', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('this_week', today)).toEqual({ from: '2026-03-08', to: today });
    expect(presetRange('this_week', '2026-03-08')).toEqual({ from: '2026-03-08', to: '2026-03-08' });
    expect(presetRange('this_week', '2026-03-14')).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(presetRange('this_month', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetRange('this_year', today)).toEqual({ from: '2026-01-01', to: today });
  });

  it('take last month whole, across a year and a leap February', () => {
    expect(presetRange('last_month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last_month', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('are recognised from their days', () => {
    expect(presetOf({ from: '2026-02-01', to: '2026-02-28' }, today)).toBe('last_month');
    expect(presetOf({ from: '2026-02-01', to: '2026-02-27' }, today)).toBeUndefined();
    // On the first of a month, "this month" is today: the first preset that fits names it.
    expect(presetOf({ from: '2026-03-01', to: '2026-03-01' }, '2026-03-01')).toBe('today');
  });
});

describe('the change against the previous period', () => {
  it('is a share of the previous figure, none when there was nothing', () => {
    expect(changeRatio(125, 100)).toBe(0.25);
    expect(changeRatio(50, 100)).toBe(-0.5);
    expect(changeRatio(0, 0)).toBe(0);
    expect(changeRatio(10, 0)).toBeNull();
    expect(changeRatio(10, -10)).toBe(2);
  });
});
