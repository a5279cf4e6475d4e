import { describe, expect, it } from 'vitest';
import { calendarMonth, instant, isCalendarDate, isCalendarMonth } from './fields';

describe('dates, months and instants the API reads', () => {
  it('are real days and months of the years 1900 to 9999', () => {
    expect(['1900-01-01', '2028-02-29', '9999-12-31'].every(isCalendarDate)).toBe(true);
    expect(['0001-01-01', '0099-12-31', '1899-12-31', '2026-02-29', '2026-1-01'].some(isCalendarDate)).toBe(false);
    expect(['1900-01', '2026-12', '9999-12'].every(isCalendarMonth)).toBe(true);
    expect(['0001-01', '0099-12', '2026-00', '2026-13', '2026-1', '2026-01-01'].some(isCalendarMonth)).toBe(false);
    expect(calendarMonth().safeParse('0050-06').success).toBe(false);
  });

  it('take an instant of those years only', () => {
    expect(instant().parse('2026-03-01T08:00:00+03:00')).toEqual(new Date('2026-03-01T05:00:00Z'));
    for (const text of ['0001-01-01T00:00:00Z', '0099-12-31T23:59:59Z', '1899-12-31T23:59:59Z'])
      expect(instant().safeParse(text).success, text).toBe(false);
  });
});
