import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localDate, startOfLocalDay } from './local-date';

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
    const spring = endOfLocalDay('2026-03-29', 'Europe/Berlin').getTime() - startOfLocalDay('2026-03-29', 'Europe/Berlin').getTime();
    const autumn = endOfLocalDay('2026-10-25', 'Europe/Berlin').getTime() - startOfLocalDay('2026-10-25', 'Europe/Berlin').getTime();
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
