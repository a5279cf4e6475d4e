import { and, type AnyColumn, asc, between, eq, sql } from 'drizzle-orm';
import { halalasToSar } from '../../../domain/money';
import type { PaymentTransactionType } from '../../../domain/payment-transaction';
import { type DayRange, daysOf, previousPeriod } from '../../../domain/revenue-report';
import type { ReportGrouping, RevenueDay, RevenueReport } from '../../../domain/schemas/revenue-report';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Database } from '../../db/client';
import { areas, revenueDaily, revenueEstateDaily } from '../../db/schema';
import { jsonRows } from '../../db/json-rows';
import { badInput } from '../../errors';
import { revenuePerEmployee, revenuePerShift } from './revenue-by-cashier';
import { revenuePerMethod } from './revenue-by-method';
import { rollupRowsOf } from '../payments';
import { add, emptyTally, figuresOf, type Tally, totalOf, type TypeRow } from './revenue-tally';

/** A day's paid money of one type, over the areas reported. */
interface DayRow {
  day: string;
  type: PaymentTransactionType;
  transactions: number;
  amount: number;
}

const sumOf = (column: AnyColumn, name: string) => sql<number>`coalesce(sum(${column}), 0)`.as(name);

/** The rollup's figures, summed over the rows of a group. */
function figureColumnsOf(rows: ReturnType<typeof rollupRowsOf>) {
  return {
    type: rows.type,
    transactions: sumOf(rows.transactions, 'transactions'),
    amount: sumOf(rows.amount_halalas, 'amount'),
    charged: sumOf(rows.charged, 'charged'),
    free: sumOf(rows.free, 'free'),
    refunds: sumOf(rows.refunds, 'refunds'),
    refunded: sumOf(rows.refunded_halalas, 'refunded'),
    min: sql<number | null>`min(${rows.min_charge_halalas})`.as('min'),
    max: sql<number | null>`max(${rows.max_charge_halalas})`.as('max'),
  };
}

/** Each area's figures of the period by type: some 1,200 rows of whole months for a year of fifty areas. */
function areaRows(
  db: Database,
  period: DayRange,
  areaId: number | undefined,
): Promise<(TypeRow & { area_id: number })[]> {
  const rows = rollupRowsOf(db, period, { area_id: areaId });
  return jsonRows(
    db,
    db
      .select({ area_id: rows.area_id, ...figureColumnsOf(rows) })
      .from(rows)
      .groupBy(rows.area_id, rows.type),
  );
}

/** The period's figures per type alone: all the period before needs. */
function totalRows(db: Database, period: DayRange, areaId: number | undefined): Promise<TypeRow[]> {
  const rows = rollupRowsOf(db, period, { area_id: areaId });
  return jsonRows(db, db.select(figureColumnsOf(rows)).from(rows).groupBy(rows.type));
}

/** Each day's paid money by type: an area's days from its own rows (by primary key), every area's from the estate's. */
function dayRows(db: Database, { from, to }: DayRange, areaId: number | undefined): Promise<DayRow[]> {
  const grain = areaId === undefined ? revenueEstateDaily : revenueDaily;
  const days = db
    .select({
      day: grain.day,
      type: grain.type,
      transactions: grain.transactions,
      amount: sql`${grain.amount_halalas}`.as('amount'),
    })
    .from(grain)
    .where(and(between(grain.day, from, to), areaId === undefined ? undefined : eq(revenueDaily.area_id, areaId)));
  return jsonRows<DayRow>(db, days);
}

/** A day's figures from its rows of each type. */
function dayOf(day: string, rows: DayRow[]): RevenueDay {
  const of = (type: PaymentTransactionType) => rows.find((row) => row.type === type) ?? { transactions: 0, amount: 0 };
  const guest = of('guest');
  const subscription = of('subscription');
  return {
    day,
    transactions: guest.transactions + subscription.transactions,
    revenue: halalasToSar(guest.amount + subscription.amount),
    guest_transactions: guest.transactions,
    guest_revenue: halalasToSar(guest.amount),
    subscription_transactions: subscription.transactions,
    subscription_revenue: halalasToSar(subscription.amount),
  };
}

/**
 * The revenue report of an area (or of all) over local days, from the revenue rollup: the totals,
 * each area's figures, each day's revenue, and the totals of the period just before; asked for,
 * the figures per cashier shift, per employee or per method (online by channel), from the payments
 * themselves.
 */
export async function revenueReport(
  db: Database,
  { area_id: areaId, from, to, group_by: groupBy }: { area_id?: number; group_by?: ReportGrouping } & DayRange,
  timeZone: string,
): Promise<RevenueReport> {
  const reported = await db
    .select({ id: areas.id, name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(areaId === undefined ? undefined : eq(areas.id, areaId))
    .orderBy(asc(areas.name), asc(areas.id));
  if (areaId !== undefined && reported.length === 0) throw badInput({ area_id: VALIDATION.invalidChoice });
  const previous = previousPeriod({ from, to });
  const [rows, days, previousRows, perShift, perEmployee, perMethod] = await Promise.all([
    areaRows(db, { from, to }, areaId),
    dayRows(db, { from, to }, areaId),
    totalRows(db, previous, areaId),
    groupBy === 'shift' ? revenuePerShift(db, { from, to }, areaId, timeZone) : undefined,
    groupBy === 'employee' ? revenuePerEmployee(db, { from, to }, areaId, timeZone) : undefined,
    groupBy === 'method' ? revenuePerMethod(db, { from, to }, areaId, timeZone) : undefined,
  ]);

  const perArea = new Map<number, Tally>();
  for (const row of rows) perArea.set(row.area_id, add(perArea.get(row.area_id) ?? emptyTally(), row));
  const perDay = new Map<string, DayRow[]>();
  for (const row of days) perDay.set(row.day, [...(perDay.get(row.day) ?? []), row]);
  return {
    area_id: areaId ?? null,
    from,
    to,
    totals: figuresOf(totalOf(rows)),
    per_area: reported
      .map((area) => ({
        area_id: area.id,
        name: area.name,
        name_ar: area.name_ar,
        ...figuresOf(perArea.get(area.id) ?? emptyTally()),
      }))
      // Stable: areas of equal revenue keep their order by name.
      .sort((a, b) => b.revenue - a.revenue),
    per_day: daysOf({ from, to }).map((day) => dayOf(day, perDay.get(day) ?? [])),
    previous: { ...previous, totals: figuresOf(totalOf(previousRows)) },
    ...(perShift && { per_shift: perShift }),
    ...(perEmployee && { per_employee: perEmployee }),
    ...(perMethod && { per_method: perMethod }),
  };
}
