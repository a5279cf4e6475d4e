import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns, TableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Up to this many matching rows, a list's total is exact: counting them reads at most this many
 * rows and one more. Above it the total is the planner's estimate of the same query (the list's
 * filters and scope included), which costs a plan instead of a scan: an exact count of a million
 * rows took 130–450 ms, the estimate a fraction of a millisecond, within a few per cent.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * Pages that start this close to the start are read first and counted only when full, so a short
 * list costs one query. Deeper pages count first, to read from whichever end is nearer.
 */
const NEAR_START = 1_000;

/** Any table with an id column (Drizzle types each table by its own columns). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ListedTable = PgTableWithColumns<TableConfig & { columns: any }>;

/** What a list is sorted by; ties are broken by id in the same direction, so the order is total and reversible. */
export interface ListOrder {
  by: PgColumn | SQL;
  descending: boolean;
}

export interface PageQuery {
  table: ListedTable;
  where: SQL | undefined;
  order: ListOrder;
  offset: number;
  limit: number;
}

/** The planner's estimate of the rows a query answers (EXPLAIN's row count). */
async function plannedRows(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const [explained] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(explained?.Plan['Plan Rows'] ?? 0);
}

/**
 * How many rows match `where`: exact when the planner expects at most EXACT_COUNT_LIMIT, else its
 * estimate. When it expected few but more than the limit match, the answer is only known to be
 * above the limit, and the limit plus one is what it says.
 */
export async function countMatching(db: Database, table: ListedTable, where: SQL | undefined): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(table).where(where);
  const estimate = await plannedRows(db, matching.getSQL());
  if (estimate > EXACT_COUNT_LIMIT) return estimate;
  const [counted] = await db.select({ total: count() }).from(matching.limit(EXACT_COUNT_LIMIT + 1).as('matching'));
  return counted?.total ?? 0;
}

function readRows(db: Database, { table, where, order }: PageQuery, offset: number, limit: number, fromTheEnd: boolean) {
  const direction = order.descending !== fromTheEnd ? desc : asc;
  return db
    .select()
    .from(table)
    .where(where)
    .orderBy(direction(order.by), direction(table.id))
    .limit(limit)
    .offset(offset) as Promise<Array<Record<string, unknown>>>;
}

/**
 * One page of a list and the list's total. A deep page is read from the nearer end: the last page
 * of a million rows is the first page of the reversed order, turned back, instead of a million
 * rows skipped. With an exact total that is the same page as offset gives; with an estimate (see
 * EXACT_COUNT_LIMIT) the pages of the back half are counted from the end, so the last page is
 * the last rows whatever the estimate's error.
 */
export async function readPage(db: Database, query: PageQuery): Promise<{ rows: Array<Record<string, unknown>>; total: number }> {
  const { offset, limit } = query;
  const counted = offset < NEAR_START ? undefined : await countMatching(db, query.table, query.where);
  // An estimate is never shown below the rows of the page itself.
  const page = (rows: Array<Record<string, unknown>>, total: number) => ({ rows, total: rows.length ? Math.max(total, offset + rows.length) : total });
  if (counted !== undefined && counted - offset - limit < offset) {
    const fromEnd = counted - offset - limit;
    const length = limit + Math.min(fromEnd, 0);
    return page(length > 0 ? (await readRows(db, query, Math.max(fromEnd, 0), length, true)).reverse() : [], counted);
  }
  const rows = await readRows(db, query, offset, limit, false);
  // A page that ends short ends the list: its end is the total, exactly.
  if (rows.length < limit && (offset === 0 || rows.length > 0)) return page(rows, offset + rows.length);
  return page(rows, counted ?? (await countMatching(db, query.table, query.where)));
}
