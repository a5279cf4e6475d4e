import { and, type AnyColumn, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import type { DayRange } from '../../../domain/revenue-report';
import type { RevenueEmployeeFigures, RevenueShiftFigures } from '../../../domain/schemas/revenue-report';
import type { Database } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { cashierShifts, gates, paymentTransactions, users } from '../../db/schema';
import { add, emptyTally, figuresOf, type Tally, type TypeRow } from './revenue-tally';

const amount = paymentTransactions.amount_halalas;

/** A column under the key the answer gives it: jsonRows keys each row by the select's names. */
const named = <Value>(column: AnyColumn, name: string) => sql<Value>`${column}`.as(name);

/** The figures the rollup keeps, counted straight from the paid payments of a group and type. */
const figureColumns = {
  type: paymentTransactions.type,
  transactions: sql<number>`count(*)`.as('transactions'),
  amount: sql<number>`coalesce(sum(${amount}), 0)`.as('amount'),
  charged: sql<number>`count(*) filter (where ${amount} > 0)`.as('charged'),
  free: sql<number>`count(*) filter (where ${amount} = 0)`.as('free'),
  refunds: sql<number>`count(*) filter (where ${amount} < 0)`.as('refunds'),
  refunded: sql<number>`coalesce(sum(${amount}) filter (where ${amount} < 0), 0)`.as('refunded'),
  min: sql<number | null>`min(${amount}) filter (where ${amount} > 0)`.as('min'),
  max: sql<number | null>`max(${amount}) filter (where ${amount} > 0)`.as('max'),
};

/** The paid payments of the period's local days, of an area or of all (the rollup's days, from the payments). */
function paidIn({ from, to }: DayRange, areaId: number | undefined, timeZone: string): SQL | undefined {
  return and(
    eq(paymentTransactions.status, 'paid'),
    gte(paymentTransactions.created_at, startOfLocalDay(from, timeZone)),
    lt(paymentTransactions.created_at, endOfLocalDay(to, timeZone)),
    areaId === undefined ? undefined : eq(paymentTransactions.area_id, areaId),
  );
}

/** Rows of one group and type, summed into a tally per group, the most revenue first. */
function tallied<Group extends object>(rows: Array<TypeRow & Group>, keyOf: (row: Group) => string) {
  const groups = new Map<string, { group: Group; tally: Tally }>();
  for (const { type, transactions, amount: sum, charged, free, refunds, refunded, min, max, ...group } of rows) {
    const key = keyOf(group as unknown as Group);
    const entry = groups.get(key) ?? { group: group as unknown as Group, tally: emptyTally() };
    add(entry.tally, { type, transactions, amount: sum, charged, free, refunds, refunded, min, max });
    groups.set(key, entry);
  }
  return [...groups.values()]
    .map(({ group, tally }) => ({ ...group, ...figuresOf(tally) }))
    .sort((a, b) => b.revenue - a.revenue);
}

type ShiftGroup = Omit<RevenueShiftFigures, keyof ReturnType<typeof figuresOf>>;
type EmployeeGroup = Omit<RevenueEmployeeFigures, keyof ReturnType<typeof figuresOf>>;

/** The period's revenue per cashier shift, and what was taken outside any (a lane device's, an administrator's). */
export async function revenuePerShift(
  db: Database,
  period: DayRange,
  areaId: number | undefined,
  timeZone: string,
): Promise<RevenueShiftFigures[]> {
  const rows = await jsonRows<TypeRow & ShiftGroup>(
    db,
    db
      .select({
        cashier_shift_id: paymentTransactions.cashier_shift_id,
        employee_id: cashierShifts.employee_id,
        employee_name: named(users.name, 'employee_name'),
        gate_name: named(gates.name, 'gate_name'),
        gate_name_ar: named(gates.name_ar, 'gate_name_ar'),
        opened_at: cashierShifts.opened_at,
        closed_at: cashierShifts.closed_at,
        ...figureColumns,
      })
      .from(paymentTransactions)
      .leftJoin(cashierShifts, eq(cashierShifts.id, paymentTransactions.cashier_shift_id))
      .leftJoin(users, eq(users.id, cashierShifts.employee_id))
      .leftJoin(gates, eq(gates.id, cashierShifts.gate_id))
      .where(paidIn(period, areaId, timeZone))
      .groupBy(paymentTransactions.cashier_shift_id, cashierShifts.id, users.id, gates.id, paymentTransactions.type),
  );
  return tallied(rows, (group) => String(group.cashier_shift_id)) as RevenueShiftFigures[];
}

/** The period's revenue per member of staff who took it, and what lane devices took (no one). */
export async function revenuePerEmployee(
  db: Database,
  period: DayRange,
  areaId: number | undefined,
  timeZone: string,
): Promise<RevenueEmployeeFigures[]> {
  const rows = await jsonRows<TypeRow & EmployeeGroup>(
    db,
    db
      .select({
        employee_id: named(paymentTransactions.created_by, 'employee_id'),
        employee_name: named(users.name, 'employee_name'),
        ...figureColumns,
      })
      .from(paymentTransactions)
      .leftJoin(users, eq(users.id, paymentTransactions.created_by))
      .where(paidIn(period, areaId, timeZone))
      .groupBy(paymentTransactions.created_by, users.id, paymentTransactions.type),
  );
  return tallied(rows, (group) => String(group.employee_id)) as RevenueEmployeeFigures[];
}
