import { and, between, eq, or, type SQL } from 'drizzle-orm';
import type { PaymentTransactionType } from '../../../domain/payment-transaction';
import { type DayRange, monthsAndDaysOf } from '../../../domain/revenue-report';
import type { Database } from '../../db/client';
import { revenueDaily, revenueMonthly } from '../../db/schema';

/** Which of the rollup's rows a read wants: an area's or every area's, one type or both. */
export interface RollupScope {
  area_id?: number;
  type?: PaymentTransactionType;
}

type Grain = typeof revenueDaily | typeof revenueMonthly;

const figuresOf = (grain: Grain) => ({
  area_id: grain.area_id,
  type: grain.type,
  transactions: grain.transactions,
  amount_halalas: grain.amount_halalas,
  charged: grain.charged,
  free: grain.free,
  refunds: grain.refunds,
  refunded_halalas: grain.refunded_halalas,
  min_charge_halalas: grain.min_charge_halalas,
  max_charge_halalas: grain.max_charge_halalas,
});

const scoped = (grain: Grain, { area_id, type }: RollupScope, period: SQL | undefined) =>
  and(
    period,
    area_id === undefined ? undefined : eq(grain.area_id, area_id),
    type === undefined ? undefined : eq(grain.type, type),
  );

/**
 * The rollup's rows that together count the paid payments of local days, as a subquery to group:
 * the whole months from revenue_monthly, the days about them from revenue_daily. A year of fifty
 * areas is some 1,100 month rows and at most 60 days of rows, instead of 36,500 day rows.
 */
export function rollupRowsOf(db: Database, range: DayRange, scope: RollupScope) {
  const { months, days } = monthsAndDaysOf(range);
  const dayRows = () =>
    db
      .select(figuresOf(revenueDaily))
      .from(revenueDaily)
      .where(scoped(revenueDaily, scope, or(...days.map((part) => between(revenueDaily.day, part.from, part.to)))));
  if (!months) return dayRows().as('rollup');
  const monthRows = db
    .select(figuresOf(revenueMonthly))
    .from(revenueMonthly)
    .where(scoped(revenueMonthly, scope, between(revenueMonthly.month, months.from, months.to)));
  return (days.length === 0 ? monthRows : monthRows.unionAll(dayRows())).as('rollup');
}
