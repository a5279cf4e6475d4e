/**
 * The Saudi riyal's notes and coins a cashier counts at a shift's close, in halalas, largest
 * first: notes of 500, 200, 100, 50, 20, 10 and 5 riyals, coins of 2 and 1 riyals and of 50, 25,
 * 10 and 5 halalas.
 */
export const SAR_DENOMINATIONS = [50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 25, 10, 5] as const;
export type Denomination = (typeof SAR_DENOMINATIONS)[number];

/** The smallest note: below it, coins. */
const SMALLEST_NOTE: Denomination = 500;

export function isNote(denomination: Denomination): boolean {
  return denomination >= SMALLEST_NOTE;
}

export function isDenomination(halalas: number): halalas is Denomination {
  return (SAR_DENOMINATIONS as readonly number[]).includes(halalas);
}

/** How many of one note or coin were counted. */
export interface DenominationCount {
  denomination: Denomination;
  count: number;
}

/** What a count of notes and coins comes to, in halalas. */
export function cashCountTotal(counts: readonly DenominationCount[]): number {
  return counts.reduce((total, { denomination, count }) => total + denomination * count, 0);
}
