import { eq } from 'drizzle-orm';
import type { DayRange } from '../../../domain/revenue-report';
import type { RevenueEmployeeFigures, RevenueShiftFigures } from '../../../domain/schemas/revenue-report';
import type { Database } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { cashierShifts, gates, paymentTransactions, users } from '../../db/schema';
import { figureColumns, type GroupFigures, named, paidIn, tallied } from './revenue-groups';
import type { TypeRow } from './revenue-tally';

type ShiftGroup = Omit<RevenueShiftFigures, keyof GroupFigures>;
type EmployeeGroup = Omit<RevenueEmployeeFigures, keyof GroupFigures>;

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
