import { and, type AnyColumn, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import type { DayRange } from '../../../domain/revenue-report';
import { paymentTransactions } from '../../db/schema';
import { add, emptyTally, figuresOf, type Tally, type TypeRow } from './revenue-tally';

/** The figures each group of a grouped report has. */
export type GroupFigures = ReturnType<typeof figuresOf>;

const amount = paymentTransactions.amount_halalas;

/** A column under the key the answer gives it: jsonRows keys each row by the select's names. */
export const named = <Value>(column: AnyColumn, name: string) => sql<Value>`${column}`.as(name);

/** The figures the rollup keeps, counted straight from the paid payments of a group and type. */
export const figureColumns = {
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
export function paidIn({ from, to }: DayRange, areaId: number | undefined, timeZone: string): SQL | undefined {
  return and(
    eq(paymentTransactions.status, 'paid'),
    gte(paymentTransactions.created_at, startOfLocalDay(from, timeZone)),
    lt(paymentTransactions.created_at, endOfLocalDay(to, timeZone)),
    areaId === undefined ? undefined : eq(paymentTransactions.area_id, areaId),
  );
}

/** Rows of one group and type, summed into a tally per group, the most revenue first. */
export function tallied<Group extends object>(rows: Array<TypeRow & Group>, keyOf: (row: Group) => string) {
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
