import { describe, expect, it } from 'vitest';
import { priceStay, type Tariff, TARIFF_LINE } from './tariff';
import type { EventDay, PeakWindow } from './tariff-windows';

/** 30 free minutes, 5.00 SAR then 3.00 an hour, 50.00 a day; Riyadh keeps UTC+3 all year. */
const BASE: Tariff = {
  free_minutes: 30,
  grace_minutes: 15,
  cooldown_minutes: 0,
  hourly_fee_halalas: 500,
  after_first_hour_fee_halalas: 300,
  daily_cap_halalas: 5000,
  time_zone: 'Asia/Riyadh',
};
/** Sunday to Thursday, 07:00 to 09:00 Riyadh, 10.00 SAR an hour. */
const MORNING: PeakWindow = { days: [0, 1, 2, 3, 4], starts_at: '07:00', ends_at: '09:00', hourly_fee_halalas: 1000 };
/** Every day, 22:00 to midnight, 8.00 SAR an hour. */
const LATE: PeakWindow = { days: [0, 1, 2, 3, 4, 5, 6], starts_at: '22:00', ends_at: '24:00', hourly_fee_halalas: 800 };
const FESTIVAL: EventDay = {
  name: 'Festival',
  starts_on: '2026-03-05',
  ends_on: '2026-03-06',
  hourly_fee_halalas: 2000,
  daily_cap_halalas: 6000,
  prepayment: true,
};
const PEAKS: Tariff = { ...BASE, peaks: [MORNING, LATE] };

/** Riyadh wall-clock time on a date of March 2026 (2026-03-01 is a Sunday). */
const riyadh = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
const price = (tariff: Tariff, entry: Date, exit: Date) => priceStay(tariff, { entry, exit });
const sum = (lines: Array<{ amount: number }>) => lines.reduce((total, each) => total + each.amount, 0);

describe('priceStay: peak windows', () => {
  it('prices a stay wholly inside a peak by the window, a line that counts its minutes', () => {
    expect(price(PEAKS, riyadh('2026-03-01', '07:10'), riyadh('2026-03-01', '08:40'))).toEqual({
      amount: 2000,
      minutes: 90,
      lines: [{ key: TARIFF_LINE.peak, values: { minutes: 90, hours: 2, fee: 1000 }, amount: 2000 }],
    });
  });

  it('splits a stay across a peak boundary: the minutes before it by the base fees, those in it by the window', () => {
    const { amount, lines } = price(PEAKS, riyadh('2026-03-01', '06:00'), riyadh('2026-03-01', '07:30'));
    expect(lines).toEqual([
      { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
      { key: TARIFF_LINE.peak, values: { minutes: 30, hours: 1, fee: 1000 }, amount: 1000 },
    ]);
    expect(amount).toBe(1500);
  });

  it('counts the minute that starts at the window’s end outside it', () => {
    const { lines } = price(PEAKS, riyadh('2026-03-01', '08:00'), riyadh('2026-03-01', '09:01'));
    expect(lines).toEqual([
      { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
      { key: TARIFF_LINE.peak, values: { minutes: 60, hours: 1, fee: 1000 }, amount: 1000 },
    ]);
  });

  it('holds a window on its days only: Friday morning is priced by the base fees', () => {
    const friday = price(PEAKS, riyadh('2026-03-06', '07:00'), riyadh('2026-03-06', '08:30'));
    expect(friday.lines.map((line) => line.key)).toEqual([TARIFF_LINE.firstHour, TARIFF_LINE.furtherHours]);
    expect(friday.amount).toBe(800);
  });

  it('prices a stay across midnight by the late window before it and the base fees after it (base lines first)', () => {
    const { lines, amount } = price(PEAKS, riyadh('2026-03-01', '23:00'), riyadh('2026-03-02', '01:30'));
    expect(lines).toEqual([
      { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
      { key: TARIFF_LINE.furtherHours, values: { hours: 1, fee: 300 }, amount: 300 },
      { key: TARIFF_LINE.peak, values: { minutes: 60, hours: 1, fee: 800 }, amount: 800 },
    ]);
    expect(amount).toBe(1600);
  });

  it('keeps the free minutes a threshold on the whole stay, peak or not', () => {
    expect(price(PEAKS, riyadh('2026-03-01', '07:00'), riyadh('2026-03-01', '07:30')).amount).toBe(0);
    expect(price(PEAKS, riyadh('2026-03-01', '07:00'), riyadh('2026-03-01', '07:31')).amount).toBe(1000);
  });

  it('caps the base and the peaks of a day together at the daily cap', () => {
    const { lines, amount } = price(PEAKS, riyadh('2026-03-01', '06:00'), riyadh('2026-03-01', '23:59'));
    expect(lines).toEqual([{ key: TARIFF_LINE.dailyCap, values: {}, amount: 5000 }]);
    expect(amount).toBe(5000);
  });

  it('names the day of each line once the stay passes 24 hours', () => {
    const { lines } = price(PEAKS, riyadh('2026-03-01', '08:00'), riyadh('2026-03-02', '08:30'));
    expect(lines.at(-1)).toEqual({
      key: TARIFF_LINE.dayPeak,
      values: { day: 2, minutes: 30, hours: 1, fee: 1000 },
      amount: 1000,
    });
  });

  it('reads the windows in the tariff’s time zone', () => {
    const utc = { ...PEAKS, time_zone: 'UTC' };
    // 07:10 in Riyadh is 04:10 UTC: no window there.
    expect(price(utc, riyadh('2026-03-01', '07:10'), riyadh('2026-03-01', '08:40')).lines[0]!.key).toBe(
      TARIFF_LINE.firstHour,
    );
  });
});

describe('priceStay: event days', () => {
  const EVENTS: Tariff = { ...PEAKS, event_days: [FESTIVAL] };

  it('prices an event day’s minutes by the event, in place of the peaks of its days', () => {
    const { lines, amount } = price(EVENTS, riyadh('2026-03-05', '07:00'), riyadh('2026-03-05', '09:00'));
    expect(lines).toEqual([{ key: TARIFF_LINE.event, values: { minutes: 120, hours: 2, fee: 2000 }, amount: 4000 }]);
    expect(amount).toBe(4000);
  });

  it('caps an event at its own cap, beside the day’s cap of the rest', () => {
    const { lines } = price(EVENTS, riyadh('2026-03-04', '20:00'), riyadh('2026-03-05', '06:00'));
    expect(lines).toEqual([
      { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
      { key: TARIFF_LINE.furtherHours, values: { hours: 1, fee: 300 }, amount: 300 },
      { key: TARIFF_LINE.peak, values: { minutes: 120, hours: 2, fee: 800 }, amount: 1600 },
      { key: TARIFF_LINE.eventCap, values: { minutes: 360 }, amount: 6000 },
    ]);
  });

  it('ends with the event’s last day', () => {
    const saturday = price(EVENTS, riyadh('2026-03-07', '10:00'), riyadh('2026-03-07', '11:00'));
    expect(saturday.lines).toEqual([{ key: TARIFF_LINE.firstHour, values: {}, amount: 500 }]);
  });
});

describe('priceStay: the lines always sum to the amount', () => {
  const EVENTS: Tariff = { ...PEAKS, event_days: [FESTIVAL] };
  it.each([
    ['2026-03-01', '05:17', 3 * 1440 + 17],
    ['2026-03-04', '21:59', 2 * 1440 - 1],
    ['2026-03-02', '08:59', 61],
  ])('from %s %s for %i minutes', (date, time, minutes) => {
    const entry = riyadh(date, time);
    const result = price(EVENTS, entry, new Date(entry.getTime() + minutes * 60_000));
    expect(sum(result.lines)).toBe(result.amount);
    expect(result.minutes).toBe(minutes);
  });
});

describe('priceStay: the disability exemption', () => {
  const stay = { entry: riyadh('2026-03-01', '07:00'), exit: riyadh('2026-03-01', '12:00'), disability: true };

  it('charges nothing for a vehicle registered for a person with disabilities, in a line of its own', () => {
    expect(priceStay(PEAKS, stay)).toEqual({
      amount: 0,
      minutes: 300,
      lines: [{ key: TARIFF_LINE.disability, values: {}, amount: 0 }],
    });
  });

  it('charges as usual under a version that does not exempt them', () => {
    expect(priceStay({ ...PEAKS, disability_free: false }, stay).amount).toBeGreaterThan(0);
  });
});
