import { describe, expect, it } from 'vitest';
import { addDays, addMonths, localDate, monthsEndingWith } from './local-date';

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
