import { describe, expect, it } from 'vitest';
import { cashCountTotal, isDenomination, isNote, SAR_DENOMINATIONS } from './cash-denominations';

describe('cash denominations', () => {
  it('lists the notes from 500 riyals down to 5 and the coins from 2 riyals down to 5 halalas', () => {
    expect(SAR_DENOMINATIONS.filter(isNote).map((halalas) => halalas / 100)).toEqual([500, 200, 100, 50, 20, 10, 5]);
    expect(SAR_DENOMINATIONS.filter((halalas) => !isNote(halalas)).map((halalas) => halalas / 100)).toEqual([
      2, 1, 0.5, 0.25, 0.1, 0.05,
    ]);
  });

  it('adds up a count in halalas, so coins never round a riyal away', () => {
    expect(
      cashCountTotal([
        { denomination: 50_000, count: 2 },
        { denomination: 25, count: 3 },
        { denomination: 5, count: 1 },
      ]),
    ).toBe(100_080);
    expect(cashCountTotal([])).toBe(0);
  });

  it('knows a note or coin from any other amount', () => {
    expect(isDenomination(25)).toBe(true);
    expect(isDenomination(30)).toBe(false);
  });
});
