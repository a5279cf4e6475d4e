import { asc, count, desc, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns, TableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Up to this many matching rows (as the planner expects them), a list's total is exact: counting
 * them reads at most this many rows and one more. Above it the total is the planner's estimate of
 * the same query (the list's filters and scope included), which costs a plan instead of a scan:
 * an exact count of a million rows took 130–450 ms, the estimate a fraction of a millisecond,
 * within a few per cent.
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

const matching = (db: Database, { table, where }: PageQuery) => db.select({ one: sql`1` }).from(table).where(where);

/**
 * The rows that match, counted up to EXACT_COUNT_LIMIT and one more: when the planner expected
 * few but more match, the answer is only known to be above the limit, and that is what it says.
 */
async function countUpToLimit(db: Database, query: PageQuery): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(matching(db, query).limit(EXACT_COUNT_LIMIT + 1).as('matching'));
  return counted?.total ?? 0;
}

/**
 * How far a walk of the sort's index goes looking for the rows of a page before every match is
 * read instead (see readInOrder).
 */
const WALK_ROWS = 10_000;

type Reading = 'walk' | 'bounded walk' | 'every match';

/**
 * Rows in the list's order, or its reverse, read from a subquery under the table's own name (so
 * the order and the filters read the same columns):
 * - a walk of the sort's index, keeping the rows that match;
 * - the same walk, but through the first rows of the order only (the page's and WALK_ROWS more),
 *   their sort key carried along so the order needs no sort of its own and stops at the page;
 * - every match, found by whatever serves the filters best (a trigram index, a scan), then
 *   sorted; OFFSET 0 keeps the planner from merging it into a walk.
 */
function readRows(db: Database, query: PageQuery, reading: Reading, offset: number, limit: number, fromTheEnd: boolean) {
  const { table, where, order } = query;
  const direction = order.descending !== fromTheEnd ? desc : asc;
  const alias = sql.identifier(getTableName(table));
  const fields = Object.fromEntries(Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, column]) => [key, sql`${sql.identifier(column.name)}`.mapWith(column)]));
  const sortKey = sql.identifier('list_sort_key');
  if (reading === 'bounded walk') {
    const firstRows = sql`(select *, ${order.by} as ${sortKey} from ${table} order by ${direction(order.by)}, ${direction(table.id)} limit ${offset + limit + WALK_ROWS}) as ${alias}`;
    return db.select(fields).from(firstRows).where(where).orderBy(direction(sortKey), direction(table.id)).limit(limit).offset(offset) as Promise<Array<Record<string, unknown>>>;
  }
  const matches = db.select().from(table).where(where).getSQL();
  const source = sql`(${matches}${reading === 'every match' ? sql` offset 0` : sql``}) as ${alias}`;
  return db.select(fields).from(source).orderBy(direction(order.by), direction(table.id)).limit(limit).offset(offset) as Promise<Array<Record<string, unknown>>>;
}

/**
 * Rows in the list's order, read the way that bounds the work. The planner walks the sort's index
 * and keeps what matches when it expects many matches spread through the order; but the matches
 * of a search are seldom spread: searching a district when names start with it, they are one block
 * wherever the district falls in the alphabet, and the walk read half a million rows to reach it.
 * So: few matches expected (at most EXACT_COUNT_LIMIT) are all read and sorted; more are walked
 * through the first WALK_ROWS rows past the page, and all read and sorted if the page is not found
 * there. A search of one or two letters, which no trigram serves and the planner cannot estimate,
 * is then a scan of the table (0.7 s at a million rows on the embedded database), not a walk of
 * its index (14 s).
 */
async function readInOrder(db: Database, query: PageQuery, few: boolean, offset: number, limit: number, fromTheEnd: boolean) {
  if (few) return readRows(db, query, 'every match', offset, limit, fromTheEnd);
  if (!query.where) return readRows(db, query, 'walk', offset, limit, fromTheEnd);
  const walked = await readRows(db, query, 'bounded walk', offset, limit, fromTheEnd);
  return walked.length === limit ? walked : readRows(db, query, 'every match', offset, limit, fromTheEnd);
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
  const estimate = await plannedRows(db, matching(db, query).getSQL());
  const few = estimate <= EXACT_COUNT_LIMIT;
  const countAll = async () => (few ? countUpToLimit(db, query) : estimate);
  const counted = offset < NEAR_START ? undefined : await countAll();
  // An estimate is never shown below the rows of the page itself.
  const page = (rows: Array<Record<string, unknown>>, total: number) => ({ rows, total: rows.length ? Math.max(total, offset + rows.length) : total });
  if (counted !== undefined && counted - offset - limit < offset) {
    const fromEnd = counted - offset - limit;
    const length = limit + Math.min(fromEnd, 0);
    return page(length > 0 ? (await readInOrder(db, query, few, Math.max(fromEnd, 0), length, true)).reverse() : [], counted);
  }
  const rows = await readInOrder(db, query, few, offset, limit, false);
  // A page that ends short ends the list: its end is the total, exactly.
  if (rows.length < limit && (offset === 0 || rows.length > 0)) return page(rows, offset + rows.length);
  return page(rows, counted ?? (await countAll()));
}
