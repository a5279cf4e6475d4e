import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { cashCountTotal, type DenominationCount } from '../../../domain/cash-denominations';
import {
  expectedByMethod,
  hasDifference,
  isCashier,
  type MethodAmounts,
  reconciliationOf,
  reconciliationLineInSar,
  SLIP_METHODS,
  totalDifference,
} from '../../../domain/cashier-shift';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { ROLE } from '../../../domain/roles';
import type {
  CashierShiftClose,
  CashierShiftDetail,
  CashierShiftFilter,
  CashierShiftOpen,
  CashierShiftRecord,
} from '../../../domain/schemas/cashier-shift';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Database, Transaction } from '../../db/client';
import { postgresErrorOf, POSTGRES_UNIQUE_VIOLATION } from '../../db/postgres-errors';
import { areas, cashierShifts, gates, paymentMethods, paymentTransactions, users } from '../../db/schema';
import { ApiError, badInput, conflict } from '../../errors';
import type { Caller } from '../../core/auth';
import { answerOf, audit, type CallContext, changeRecord, type ResourceDefinition } from '../../core/crud';
import { consoleGateOf } from '../areas';

type ShiftRow = typeof cashierShifts.$inferSelect;
/** The name of the shift's employee. */
export type ShiftEmployee = { employee_name?: string | null };

/** A gate employee reaches their own shifts only; the payments' readers every one. */
export function shiftScope(caller: Caller): SQL | undefined {
  return caller.role_id === ROLE.gateEmployee ? eq(cashierShifts.employee_id, caller.id) : undefined;
}

/** The local days a shift opened on, both included. */
export function shiftFilterWhere({ from, to }: CashierShiftFilter, timeZone: string): Array<SQL | undefined> {
  return [
    from ? gte(cashierShifts.opened_at, startOfLocalDay(from, timeZone)) : undefined,
    to ? lt(cashierShifts.opened_at, endOfLocalDay(to, timeZone)) : undefined,
  ];
}

export async function withEmployeeNames(
  db: Database | Transaction,
  shifts: ShiftRow[],
): Promise<Array<ShiftRow & ShiftEmployee>> {
  if (shifts.length === 0) return shifts;
  const named = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      inArray(
        users.id,
        shifts.map((shift) => shift.employee_id),
      ),
    );
  const nameOf = new Map(named.map(({ id, name }) => [id, name]));
  return shifts.map((shift) => ({ ...shift, employee_name: nameOf.get(shift.employee_id) ?? null }));
}

/** A shift's API values: money in SAR. */
export function shiftRecordValues(shift: ShiftRow & ShiftEmployee): Record<string, unknown> {
  return {
    ...shift,
    float: halalasToSar(shift.float_halalas),
    difference: shift.difference_halalas === null ? null : halalasToSar(shift.difference_halalas),
    currency: 'SAR',
  };
}

/** What a shift's paid payments came to per method, refunds apart, in halalas. */
async function takingsOf(db: Database | Transaction, shiftId: number) {
  const amount = paymentTransactions.amount_halalas;
  return db
    .select({
      payment_method: sql<PaymentMethodCode>`${paymentMethods.code}`,
      payments: sql<number>`count(*) filter (where ${amount} >= 0)::int`,
      amount: sql<number>`coalesce(sum(${amount}) filter (where ${amount} >= 0), 0)::int`,
      refunds: sql<number>`count(*) filter (where ${amount} < 0)::int`,
      refunded: sql<number>`coalesce(sum(${amount}) filter (where ${amount} < 0), 0)::int`,
    })
    .from(paymentTransactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
    .where(and(eq(paymentTransactions.cashier_shift_id, shiftId), eq(paymentTransactions.status, 'paid')))
    .groupBy(paymentMethods.code)
    .orderBy(paymentMethods.code);
}

type Takings = Awaited<ReturnType<typeof takingsOf>>;

const netByMethod = (takings: Takings): MethodAmounts =>
  Object.fromEntries(takings.map((taken) => [taken.payment_method, taken.amount + taken.refunded]));

/**
 * What a shift's page and its Z report add to its record: its area and gate, what it took per
 * method, and per method expected against counted (an open shift's: expected so far, nothing counted).
 */
export async function shiftDetail(db: Database | Transaction, shift: ShiftRow): Promise<Record<string, unknown>> {
  const [place] = await db
    .select({ area_name: areas.name, area_name_ar: areas.name_ar, gate_name: gates.name, gate_name_ar: gates.name_ar })
    .from(gates)
    .innerJoin(areas, eq(areas.id, gates.area_id))
    .where(eq(gates.id, shift.gate_id));
  const takings = await takingsOf(db, shift.id);
  const lines =
    shift.reconciliation?.map(reconciliationLineInSar) ??
    reconciliationOf(expectedByMethod(shift.float_halalas, netByMethod(takings)), {}).map((line) => ({
      ...reconciliationLineInSar(line),
      counted: null,
      difference: null,
    }));
  return {
    ...place!,
    taken: takings.map((taken) => ({
      ...taken,
      amount: halalasToSar(taken.amount),
      refunded: halalasToSar(taken.refunded),
    })),
    cash_count:
      shift.cash_count?.map(({ denomination, count }) => ({ denomination: halalasToSar(denomination), count })) ?? null,
    lines,
  };
}

function assertCashier(caller: Caller) {
  if (!isCashier(caller.role_id)) throw new ApiError(403, 'not_a_cashier');
}

/** The open shift indexes stand for one rule each: a second open shift is that rule's conflict. */
const CONFLICT_OF_OPEN_INDEX: Record<string, 'shift_already_open' | 'gate_shift_open'> = {
  cashier_shifts_open_employee_unique: 'shift_already_open',
  cashier_shifts_open_gate_unique: 'gate_shift_open',
};

/**
 * Opens the caller's shift with its float, at their gate or another of their area's: the database
 * holds one open shift per employee and per gate, however many ask at once.
 */
export async function openShift(
  { db, caller, clock }: CallContext,
  definition: ResourceDefinition<typeof cashierShifts>,
  request: CashierShiftOpen,
): Promise<CashierShiftRecord> {
  assertCashier(caller);
  try {
    return await db.transaction(async (tx) => {
      const gate = await consoleGateOf(tx, caller, request.gate_id ?? undefined);
      const [row] = await tx
        .insert(cashierShifts)
        .values({
          area_id: gate.area_id,
          gate_id: gate.id,
          employee_id: caller.id,
          float_halalas: sarToHalalas(request.float),
          opened_at: clock.now(),
        })
        .returning();
      const opened = await answerOf(tx, clock, definition, row!);
      await audit(tx, caller, definition, 'create', row!.id, null, opened);
      return opened as CashierShiftRecord;
    });
  } catch (error) {
    const database = postgresErrorOf(error);
    const code = database?.code === POSTGRES_UNIQUE_VIOLATION && CONFLICT_OF_OPEN_INDEX[database.constraint ?? ''];
    if (code) throw conflict(code);
    throw error;
  }
}

/** The counts of a close in halalas: the cash from its notes and coins, each other method as given. */
function countedOf(request: CashierShiftClose): { cash: DenominationCount[]; counted: MethodAmounts } {
  const cash = request.cash_count
    .filter(({ count }) => count > 0)
    .map(({ denomination, count }) => ({ denomination: sarToHalalas(denomination), count }) as DenominationCount);
  const counted: MethodAmounts = { cash: cashCountTotal(cash) };
  for (const method of SLIP_METHODS) {
    const amount = request.counted[method];
    if (amount !== undefined) counted[method] = sarToHalalas(amount);
  }
  return { cash, counted };
}

/**
 * Closes the caller's own shift with their count, under its row lock: a payment still being
 * taken in it is counted (server/features/payments/cashier-shift-of-payment.ts). Each method's count is set
 * against what the shift should hold; a difference needs a reason. A closed shift stays as it is.
 */
export async function closeShift(
  context: CallContext,
  definition: ResourceDefinition<typeof cashierShifts>,
  id: number,
  request: CashierShiftClose,
): Promise<CashierShiftRecord> {
  assertCashier(context.caller);
  const record = await changeRecord(context, definition, id, 'close_shift', async (tx, shift) => {
    if (shift.status === 'closed') throw conflict('shift_closed');
    const { cash, counted } = countedOf(request);
    const expected = expectedByMethod(shift.float_halalas, netByMethod(await takingsOf(tx, shift.id)));
    const lines = reconciliationOf(expected, counted);
    const differs = hasDifference(lines);
    if (differs && request.difference_reason === null)
      throw badInput({ difference_reason: VALIDATION.differenceReason });
    const [row] = await tx
      .update(cashierShifts)
      .set({
        status: 'closed',
        closed_at: context.clock.now(),
        cash_count: cash,
        reconciliation: lines,
        difference_halalas: totalDifference(lines),
        has_difference: differs,
        difference_reason: request.difference_reason,
      })
      .where(eq(cashierShifts.id, shift.id))
      .returning();
    return { row: row! };
  });
  return record as CashierShiftRecord;
}

/** The caller's open shift as its page shows it, for the gate console; none when they have none open. */
export async function currentShiftOf(
  { db, caller, clock }: CallContext,
  definition: ResourceDefinition<typeof cashierShifts>,
) {
  const [open] = await db
    .select()
    .from(cashierShifts)
    .where(and(eq(cashierShifts.employee_id, caller.id), eq(cashierShifts.status, 'open')));
  if (!open) return { shift: null };
  const record = await answerOf(db, clock, definition, open);
  return { shift: { ...record, ...(await shiftDetail(db, open)) } as CashierShiftDetail };
}
