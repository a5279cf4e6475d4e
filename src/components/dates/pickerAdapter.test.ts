import { describe, expect, it } from 'vitest';
import { wallClockNow } from './pickerAdapter';

describe('the picker\'s "now"', () => {
  it("is the operator's wall clock, whatever the browser's zone: past 21:00 UTC, Riyadh's tomorrow", () => {
    const now = wallClockNow('Asia/Riyadh', new Date('2026-11-26T22:30:05Z'));
    expect([
      now.getFullYear(),
      now.getMonth() + 1,
      now.getDate(),
      now.getHours(),
      now.getMinutes(),
      now.getSeconds(),
    ]).toEqual([2026, 11, 27, 1, 30, 5]);
  });
});
