import { and, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { SAR_DENOMINATIONS, type DenominationCount } from '../../domain/cash-denominations';
import {
  expectedByMethod,
  hasDifference,
  type MethodAmounts,
  reconciliationOf,
  totalDifference,
} from '../../domain/cashier-shift';
import { addDays, localDate, startOfLocalDay } from '../../domain/local-date';
import { ROLE } from '../../domain/roles';
import type { PaymentMethodCode } from '../../domain/schemas/reference';
import type { Transaction } from '../db/client';
import { cashierShifts, gates, paymentMethods, paymentTransactions, users } from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-data';

/** The days before today whose gate payments the demo's cashiers close shifts for. */
const CLOSED_SHIFT_DAYS = 3;
const FLOAT_HALALAS = 20_000;
const MINUTE = 60_000;
/** The one demo close that came out short, and what its cashier wrote. */
const SHORT_HALALAS = 500;
const SHORT_REASON = 'A 5 riyal note given twice in change during the evening rush';

/** A sum of cash as the fewest notes and coins, largest first, as a cashier would count it. */
function notesAndCoinsOf(halalas: number): DenominationCount[] {
  let left = halalas;
  return SAR_DENOMINATIONS.flatMap((denomination) => {
    const count = Math.floor(left / denomination);
    left -= count * denomination;
    return count > 0 ? [{ denomination, count }] : [];
  });
}

type Payment = { id: number; employee: number; at: Date; amount: number; method: PaymentMethodCode };

/**
 * The demo's cashier shifts: for each of the last days, a closed shift per gate employee who took
 * payments at the gates, from their first payment to their last, holding those payments, counted
 * to the halala but for one that came out 5 riyals short with its reason; and the demo gate
 * account's shift open now, so that its console takes money from the start.
 */
export async function seedDemoShifts(tx: Transaction, now = new Date()): Promise<void> {
  const today = localDate(now);
  const payments: Payment[] = (await tx
    .select({
      id: paymentTransactions.id,
      employee: users.id,
      at: paymentTransactions.created_at,
      amount: paymentTransactions.amount_halalas,
      method: paymentMethods.code,
    })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.created_by))
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
    .where(
      and(
        eq(users.role_id, ROLE.gateEmployee),
        isNotNull(users.gate_id),
        isNull(paymentTransactions.refund_of_id),
        gte(paymentTransactions.created_at, startOfLocalDay(addDays(today, -CLOSED_SHIFT_DAYS))),
        lt(paymentTransactions.created_at, startOfLocalDay(today)),
      ),
    )
    .orderBy(paymentTransactions.created_at, paymentTransactions.id)) as Payment[];
  const worked = new Map<string, Payment[]>();
  for (const payment of payments) {
    const key = `${localDate(payment.at)} ${payment.employee}`;
    worked.set(key, [...(worked.get(key) ?? []), payment]);
  }
  const placeOf = new Map(
    (
      await tx
        .select({ id: users.id, gate_id: gates.id, area_id: gates.area_id })
        .from(users)
        .innerJoin(gates, eq(gates.id, users.gate_id))
    ).map((place) => [place.id, place]),
  );
  let shortDone = false;
  for (const taken of [...worked.values()]) {
    const place = placeOf.get(taken[0]!.employee)!;
    const byMethod: MethodAmounts = {};
    for (const { method, amount } of taken) byMethod[method] = (byMethod[method] ?? 0) + amount;
    const expected = expectedByMethod(FLOAT_HALALAS, byMethod);
    const short: boolean = !shortDone && expected.cash > FLOAT_HALALAS + SHORT_HALALAS;
    shortDone ||= short;
    const cash = expected.cash - (short ? SHORT_HALALAS : 0);
    const lines = reconciliationOf(expected, { ...expected, cash });
    const [shift] = await tx
      .insert(cashierShifts)
      .values({
        status: 'closed',
        area_id: place.area_id,
        gate_id: place.gate_id,
        employee_id: place.id,
        float_halalas: FLOAT_HALALAS,
        opened_at: new Date(taken[0]!.at.getTime() - 10 * MINUTE),
        closed_at: new Date(taken.at(-1)!.at.getTime() + 15 * MINUTE),
        cash_count: notesAndCoinsOf(cash),
        reconciliation: lines,
        difference_halalas: totalDifference(lines),
        has_difference: hasDifference(lines),
        difference_reason: short ? SHORT_REASON : null,
      })
      .returning({ id: cashierShifts.id });
    await tx
      .update(paymentTransactions)
      .set({ cashier_shift_id: shift!.id })
      .where(
        inArray(
          paymentTransactions.id,
          taken.map((payment) => payment.id),
        ),
      );
  }
  await openDemoGateShift(tx, now, placeOf);
}

async function openDemoGateShift(
  tx: Transaction,
  now: Date,
  placeOf: Map<number, { id: number; gate_id: number; area_id: number }>,
): Promise<void> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.role_id === ROLE.gateEmployee)!;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  const place = placeOf.get(user!.id)!;
  await tx.insert(cashierShifts).values({
    area_id: place.area_id,
    gate_id: place.gate_id,
    employee_id: place.id,
    float_halalas: FLOAT_HALALAS,
    opened_at: new Date(now.getTime() - 60 * MINUTE),
  });
}
