import { halalasToSar } from './money';
import { ROLE } from './roles';
import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from './schemas/reference';

/** A shift is open from its float until its close; a closed shift is never reopened or changed. */
export const CASHIER_SHIFT_STATUSES = ['open', 'closed'] as const;
export type CashierShiftStatus = (typeof CASHIER_SHIFT_STATUSES)[number];

/** The methods a cashier accounts for at the close: every one but `free`, which takes no money. */
export type CountedMethod = Exclude<PaymentMethodCode, 'free'>;
export const COUNTED_METHODS = PAYMENT_METHOD_CODES.filter((code): code is CountedMethod => code !== 'free');

/** The methods besides cash, whose totals the cashier reads off the day's slips (a card terminal's). */
export type SlipMethod = Exclude<CountedMethod, 'cash'>;
export const SLIP_METHODS = COUNTED_METHODS.filter((code): code is SlipMethod => code !== 'cash');

/**
 * Who works a till: a gate employee. A lane device or pay station keeps its own money, and an
 * administrator takes none at a gate, so neither opens a shift.
 */
export function isCashier(roleId: number): boolean {
  return roleId === ROLE.gateEmployee;
}

/**
 * A cashier takes money only within an open shift, so that its close accounts for every riyal
 * they took; a stay that costs nothing needs none.
 */
export function needsOpenShift(roleId: number, amountHalalas: number): boolean {
  return isCashier(roleId) && amountHalalas !== 0;
}

/** One method's line of a close, in halalas: what the shift should hold, what was counted, and counted less expected. */
export interface ReconciliationLine {
  payment_method: CountedMethod;
  expected: number;
  counted: number;
  difference: number;
}

export type MethodAmounts = Partial<Record<PaymentMethodCode, number>>;

/**
 * What a shift should hold per method, in halalas: in cash the float and the cash taken less the
 * cash paid back (a refund is a negative payment), in every other method what its payments came to.
 */
export function expectedByMethod(floatHalalas: number, taken: MethodAmounts): Record<CountedMethod, number> {
  const expected = Object.fromEntries(COUNTED_METHODS.map((method) => [method, taken[method] ?? 0]));
  return { ...expected, cash: floatHalalas + (taken.cash ?? 0) } as Record<CountedMethod, number>;
}

/**
 * The close's lines: cash always, and every other method that was taken or counted; a method
 * counted but not given counts nothing.
 */
export function reconciliationOf(
  expected: Record<CountedMethod, number>,
  counted: MethodAmounts,
): ReconciliationLine[] {
  return COUNTED_METHODS.filter(
    (method) => method === 'cash' || expected[method] !== 0 || (counted[method] ?? 0) !== 0,
  ).map((method) => {
    const countedHalalas = counted[method] ?? 0;
    return {
      payment_method: method,
      expected: expected[method],
      counted: countedHalalas,
      difference: countedHalalas - expected[method],
    };
  });
}

/** Counted less expected over every method: above zero the till holds more than it should. */
export function totalDifference(lines: readonly ReconciliationLine[]): number {
  return lines.reduce((total, line) => total + line.difference, 0);
}

/** Whether any method's count differs from what was expected: such a close needs a reason. */
export function hasDifference(lines: readonly ReconciliationLine[]): boolean {
  return lines.some((line) => line.difference !== 0);
}

/** A line as the API and the screens give it, in SAR. */
export function reconciliationLineInSar(line: ReconciliationLine): ReconciliationLine {
  return {
    payment_method: line.payment_method,
    expected: halalasToSar(line.expected),
    counted: halalasToSar(line.counted),
    difference: halalasToSar(line.difference),
  };
}
