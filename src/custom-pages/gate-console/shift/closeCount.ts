import {
  type CountedMethod,
  COUNTED_METHODS,
  hasDifference,
  type MethodAmounts,
  type ReconciliationLine,
  reconciliationOf,
  SLIP_METHODS,
  type SlipMethod,
} from '../../../../domain/cashier-shift';
import {
  cashCountTotal,
  type Denomination,
  type DenominationCount,
  SAR_DENOMINATIONS,
} from '../../../../domain/cash-denominations';
import { halalasToSar, sarToHalalas } from '../../../../domain/money';
import type { CashierShiftCloseInput } from '../../../../domain/schemas/cashier-shift';

/** A note's or coin's field in the form: a name that starts with a letter, so that the form keeps an object, not an array. */
export const denominationField = (denomination: Denomination) => `d${denomination}` as const;

/** The close form as typed: a quantity per note and coin, a total in SAR per slip method, and the reason. */
export interface CloseCountValues {
  cash?: Partial<Record<ReturnType<typeof denominationField>, number | null>>;
  counted?: Partial<Record<SlipMethod, number | null>>;
  difference_reason?: string | null;
}

/** A value still being typed (empty, or not a number yet) counts nothing. */
const typed = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The notes and coins counted, those of none left out. */
export function countedCash(values: CloseCountValues): DenominationCount[] {
  return SAR_DENOMINATIONS.map((denomination) => ({
    denomination,
    count: typed(values.cash?.[denominationField(denomination)]),
  })).filter(({ count }) => count > 0);
}

/** What was counted per method, in halalas: the cash from its notes and coins, the others from their slips. */
export function countedAmounts(values: CloseCountValues): MethodAmounts {
  return {
    cash: cashCountTotal(countedCash(values)),
    ...Object.fromEntries(SLIP_METHODS.map((method) => [method, sarToHalalas(typed(values.counted?.[method]))])),
  };
}

/** What the shift should hold per method, in halalas, from its lines so far (SAR). */
export function expectedAmounts(lines: ReadonlyArray<{ payment_method: CountedMethod; expected: number }>) {
  return Object.fromEntries(
    COUNTED_METHODS.map((method) => [
      method,
      sarToHalalas(lines.find((line) => line.payment_method === method)?.expected ?? 0),
    ]),
  ) as Record<CountedMethod, number>;
}

/** The close's lines as the server will set them, live as the count is typed. */
export function closeLines(
  expected: Record<CountedMethod, number>,
  values: CloseCountValues,
): { lines: ReconciliationLine[]; differs: boolean } {
  const lines = reconciliationOf(expected, countedAmounts(values));
  return { lines, differs: hasDifference(lines) };
}

/** The request of the close: notes and coins in SAR, the slips given, and the reason only when the count differs. */
export function closeBody(values: CloseCountValues, differs: boolean): CashierShiftCloseInput {
  return {
    cash_count: countedCash(values).map(({ denomination, count }) => ({
      denomination: halalasToSar(denomination),
      count,
    })),
    counted: Object.fromEntries(
      SLIP_METHODS.filter((method) => typed(values.counted?.[method]) !== 0).map((method) => [
        method,
        values.counted![method],
      ]),
    ),
    difference_reason: differs ? (values.difference_reason ?? null) : null,
  };
}
