import { describe, expect, it } from 'vitest';
import { expectedByMethod, hasDifference, needsOpenShift, reconciliationOf, totalDifference } from './cashier-shift';
import { ROLE } from './roles';

describe('a cashier shift', () => {
  it('expects in cash the float and the cash taken less the cash paid back, in each other method what it took', () => {
    const expected = expectedByMethod(20_000, { cash: 15_000 - 2_000, card: 7_500, free: 0 });
    expect(expected).toEqual({ cash: 33_000, card: 7_500, online: 0, wallet: 0, bank_transfer: 0 });
  });

  it('lines up cash always and every other method taken or counted, counted less expected', () => {
    const lines = reconciliationOf(expectedByMethod(10_000, { card: 5_000 }), { cash: 9_950, wallet: 100 });
    expect(lines).toEqual([
      { payment_method: 'cash', expected: 10_000, counted: 9_950, difference: -50 },
      { payment_method: 'card', expected: 5_000, counted: 0, difference: -5_000 },
      { payment_method: 'wallet', expected: 0, counted: 100, difference: 100 },
    ]);
    expect(totalDifference(lines)).toBe(-4_950);
    expect(hasDifference(lines)).toBe(true);
  });

  it('balances when every count meets what was expected', () => {
    const lines = reconciliationOf(expectedByMethod(5_000, { cash: 1_000 }), { cash: 6_000 });
    expect(hasDifference(lines)).toBe(false);
    expect(totalDifference(lines)).toBe(0);
  });

  it('asks a gate employee alone for an open shift, and only to take money', () => {
    expect(needsOpenShift(ROLE.gateEmployee, 500)).toBe(true);
    expect(needsOpenShift(ROLE.gateEmployee, 0)).toBe(false);
    expect(needsOpenShift(ROLE.admin, 500)).toBe(false);
    expect(needsOpenShift(ROLE.superAdmin, 500)).toBe(false);
  });
});
