import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  endOfLocalDay,
  instantOfLocalDateTime,
  localDate,
  localDateTime,
  monthsEndingWith,
  startOfLocalDay,
} from './local-date';

describe('the bounds of a local day', () => {
  it('starts a Riyadh day at 21:00 UTC the evening before', () => {
    expect(startOfLocalDay('2026-11-22', 'Asia/Riyadh').toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(endOfLocalDay('2026-11-22', 'Asia/Riyadh').toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });

  it('ends a year and a leap day on the right date', () => {
    expect(endOfLocalDay('2026-12-31', 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(endOfLocalDay('2028-02-28', 'UTC').toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('follows a zone that moves its clock: the day of a change is 23 or 25 hours long', () => {
    const spring =
      endOfLocalDay('2026-03-29', 'Europe/Berlin').getTime() - startOfLocalDay('2026-03-29', 'Europe/Berlin').getTime();
    const autumn =
      endOfLocalDay('2026-10-25', 'Europe/Berlin').getTime() - startOfLocalDay('2026-10-25', 'Europe/Berlin').getTime();
    expect(spring / 3_600_000).toBe(23);
    expect(autumn / 3_600_000).toBe(25);
    expect(startOfLocalDay('2026-07-01', 'Europe/Berlin').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('is the day that localDate names', () => {
    for (const zone of ['Asia/Riyadh', 'America/New_York', 'Pacific/Kiritimati']) {
      const start = startOfLocalDay('2026-05-10', zone);
      expect(localDate(start, zone)).toBe('2026-05-10');
      expect(localDate(new Date(start.getTime() - 1), zone)).toBe('2026-05-09');
      expect(localDate(new Date(endOfLocalDay('2026-05-10', zone).getTime() - 1), zone)).toBe('2026-05-10');
    }
  });
});

describe('calendar arithmetic', () => {
  it('moves by days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("moves by months, keeping the day or taking the month's last", () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-05-15', -6)).toBe('2025-11-15');
    expect(addMonths('2026-05-15', 12)).toBe('2027-05-15');
  });

  it('lists the months that end with a month, oldest first', () => {
    expect(monthsEndingWith('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it("takes the day in the operator's zone", () => {
    expect(localDate(new Date('2026-05-31T22:30:00Z'), 'Asia/Riyadh')).toBe('2026-06-01');
  });
});

describe('a wall clock as a date-time input holds it', () => {
  it('reads an instant on the zone’s clock, and back', () => {
    const instant = new Date('2026-12-06T21:30:00Z');
    expect(localDateTime(instant, 'Asia/Riyadh')).toBe('2026-12-07T00:30');
    expect(instantOfLocalDateTime('2026-12-07T00:30', 'Asia/Riyadh')).toEqual(instant);
    expect(localDateTime(new Date('2026-03-29T01:15:00Z'), 'Europe/Berlin')).toBe('2026-03-29T03:15');
  });

  it('answers nothing for text of another shape', () => {
    expect(instantOfLocalDateTime('2026-12-07', 'Asia/Riyadh')).toBeNull();
    expect(instantOfLocalDateTime('', 'Asia/Riyadh')).toBeNull();
  });
});
