import { and, asc, count, desc, getTableColumns, getTableName, gte, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { NewestMonths } from '../db/partitions/month-floors';
import { rawRows } from '../db/raw-rows';
import type { ResourceTable } from './resource-table';

/*
 * One page of a list and its total, kept fast at a million rows (bench/list-million.ts):
 * - the total is exact up to EXACT_COUNT_LIMIT matching rows, the planner's estimate above;
 * - a deep page is read from the nearer end of the order;
 * - the rows are found in a way whose work is bounded (see readInOrder);
 * and a list of a small table costs what it did: one query, and a count when the page is full.
 */

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

/** How far a walk of the sort's index looks for the rows of a page, past the page's own rows. */
const WALK_ROWS = 10_000;

/** How long the planner's estimate for a list's filters (or none) serves before it is asked again. */
const ESTIMATE_KEPT_MS = 10_000;
/** Estimates kept per database; past it, the longest kept is dropped. */
const ESTIMATES_KEPT = 1_000;

type Rows = Array<Record<string, unknown>>;

/** What a list is sorted by; ties are broken by id in the same direction, so the order is total and reversible. */
export interface ListOrder {
  by: PgColumn | SQL;
  descending: boolean;
}

export interface PageQuery {
  table: ResourceTable;
  where: SQL | undefined;
  order: ListOrder;
  offset: number;
  limit: number;
  /** The newest months of a monthly table sorted by its lasting time, newest first: read first. */
  newest?: NewestMonths;
  /**
   * No row of the list has a lower id (the months it may read, server/db/partitions/month-floors.ts):
   * said again wherever the table is read, that PostgreSQL plans only those months.
   */
  lowestId?: number;
}

/** The planner's estimate of the rows a query answers (EXPLAIN's row count). */
async function plannedRows(db: Database, query: SQL): Promise<number> {
  const plan = (await rawRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`))[0]?.['QUERY PLAN'];
  const [explained] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(explained?.Plan['Plan Rows'] ?? 0);
}

const matching = (db: Database, table: ResourceTable, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where);

/** The rows that match, counted up to EXACT_COUNT_LIMIT and one more. */
async function countUpToLimit(db: Database, { table, where }: PageQuery): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(
    matching(db, table, where)
      .limit(EXACT_COUNT_LIMIT + 1)
      .as('matching'),
  );
  return counted?.total ?? 0;
}

const dialect = new PgDialect();
type Estimates = Map<string, { rows: number; until: number }>;
const estimatesByDatabase = new WeakMap<Database, Estimates>();

/** The estimates of a database, and the key of a query's among them (its text and values). */
function estimatesOf(
  db: Database,
  table: ResourceTable,
  where: SQL | undefined,
): { estimates: Estimates; key: string } {
  const estimates = estimatesByDatabase.get(db) ?? new Map();
  estimatesByDatabase.set(db, estimates);
  const { sql: text, params } = dialect.sqlToQuery(matching(db, table, where).getSQL());
  return { estimates, key: `${text}\n${JSON.stringify(params)}` };
}

/**
 * The planner's estimate of the rows that match, asked at most every ESTIMATE_KEPT_MS for the same
 * filters: planning a search costs about as much as walking to its page (1.7 ms of a common
 * search's 6 on PostgreSQL at a million rows), and a list is asked again and again with the same
 * filters (each page, each refresh). An estimate is no fresher for being asked again: the planner
 * reads statistics that change when the table is analysed, not at each write. Unfiltered, it is
 * the table's size, which tells whether a list is small enough to read as it always was.
 */
async function estimatedRows(db: Database, table: ResourceTable, where: SQL | undefined): Promise<number> {
  const { estimates, key } = estimatesOf(db, table, where);
  const known = estimates.get(key);
  if (known && known.until > Date.now()) return known.rows;
  const rows = await plannedRows(db, matching(db, table, where).getSQL());
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
  estimates.delete(key);
  estimates.set(key, { rows, until: Date.now() + ESTIMATE_KEPT_MS });
  return rows;
}

function forgetEstimate(db: Database, table: ResourceTable, where: SQL | undefined) {
  const { estimates, key } = estimatesOf(db, table, where);
  estimates.delete(key);
}

/**
 * How the rows of a page are found:
 * - `walk`: along the sort's index, keeping the rows that match;
 * - `bounded walk`: the same through the first rows of the order only (the page's and WALK_ROWS
 *   more), their sort key carried along so that the order needs no sort of its own and stops at
 *   the page;
 * - `every match`: by whatever serves the filters best (a trigram index, a scan), then sorted.
 */
type Reading = 'walk' | 'bounded walk' | 'every match';

/**
 * Rows in the list's order, or its reverse. A bounded walk and every match first find the ids of
 * the page, their sort key carried along, and then read their rows: finding them needs only the
 * columns the sort's or the filters' index holds (`db/schema/`), which the planner then reads alone,
 * not a row of the table (its tariff and lines with it) per row walked or matched.
 * - A bounded walk reads a subquery of the first rows of the order under the table's own name, so
 *   that the filters read the same columns.
 * - Every match reads the ids and sort keys of all the matches; OFFSET 0 keeps the planner from
 *   merging it into a walk.
 */
function readRows(
  db: Database,
  query: PageQuery,
  reading: Reading,
  offset: number,
  limit: number,
  fromTheEnd: boolean,
): Promise<Rows> {
  const { table, order, lowestId } = query;
  const bounds = lowestId === undefined ? undefined : gte(table.id, lowestId);
  const where = and(query.where, bounds);
  const direction = order.descending !== fromTheEnd ? desc : asc;
  if (reading === 'walk')
    return db
      .select()
      .from(table)
      .where(where)
      .orderBy(direction(order.by), direction(table.id))
      .limit(limit)
      .offset(offset);
  const alias = sql.identifier(getTableName(table));
  const sortKey = sql.identifier('list_sort_key');
  const [page, keys] = [sql.identifier('list_page'), sql.identifier('list_page_keys')];
  const candidates =
    reading === 'bounded walk'
      ? sql`(select *, ${order.by} as ${sortKey} from ${table} ${bounds ? sql`where ${bounds}` : sql``} order by ${direction(order.by)}, ${direction(table.id)} limit ${offset + limit + WALK_ROWS}) as ${alias}`
      : sql`(${db
          .select({ id: table.id, key: sql`${order.by}`.as('list_sort_key') })
          .from(table)
          .where(where)
          .getSQL()} offset 0) as ${alias}`;
  const pageKeys = db
    .select({ id: sql`${table.id}`, key: sql`${sortKey}` })
    .from(candidates)
    .where(reading === 'bounded walk' ? where : undefined)
    .orderBy(direction(sortKey), direction(table.id))
    .limit(limit)
    .offset(offset);
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  const pageFields = Object.fromEntries(
    columns.map(([key, column]) => [key, sql`${page}.${sql.identifier(column.name)}`.mapWith(column)]),
  );
  return db
    .select(pageFields)
    .from(
      sql`(${pageKeys.getSQL()}) as ${keys} join ${table} as ${page} on ${page}.${sql.identifier(table.id.name)} = ${keys}.id${
        lowestId === undefined ? sql`` : sql` and ${page}.${sql.identifier(table.id.name)} >= ${lowestId}`
      }`,
    )
    .orderBy(direction(sql`${keys}.${sortKey}`), direction(sql`${keys}.id`));
}

/**
 * Rows in the list's order, read the way that bounds the work. Left to itself, the planner walks
 * the sort's index and keeps what matches whenever it expects matches to come soon; but it
 * assumes them spread evenly through the order, and the matches of a search seldom are: searching
 * a district when names start with it, they are one block wherever the district falls in the
 * alphabet, and the walk read half a million rows to reach it; a search of one or two letters,
 * which no trigram serves and the planner cannot estimate, walked the whole index of a million
 * rows (14 s on the embedded database) for five matches. So a bounded walk is tried first and
 * every match is read when it falls short.
 */
async function readInOrder(
  db: Database,
  query: PageQuery,
  reading: Reading,
  offset: number,
  limit: number,
  fromTheEnd: boolean,
): Promise<Rows> {
  if (reading !== 'bounded walk') return readRows(db, query, reading, offset, limit, fromTheEnd);
  const walked = await readRows(db, query, 'bounded walk', offset, limit, fromTheEnd);
  return walked.length === limit ? walked : readRows(db, query, 'every match', offset, limit, fromTheEnd);
}

/**
 * How a list is read and counted. A small table: walked, counted exactly. A large one: few
 * matches (by the planner's estimate) are all read and sorted, then counted exactly; more are
 * walked (bounded when filtered) and the estimate is their total.
 */
async function planOf(db: Database, query: PageQuery): Promise<{ reading: Reading; countAll(): Promise<number> }> {
  const { table, where } = query;
  const tableRows = await estimatedRows(db, table, undefined);
  const large = tableRows > EXACT_COUNT_LIMIT;
  const estimate = !large ? undefined : where ? await estimatedRows(db, table, where) : tableRows;
  if (estimate !== undefined && estimate > EXACT_COUNT_LIMIT)
    return { reading: where ? 'bounded walk' : 'walk', countAll: async () => estimate };
  return {
    reading: estimate === undefined ? 'walk' : 'every match',
    async countAll() {
      const counted = await countUpToLimit(db, query);
      // More than the limit where the planner expected few is known only to be above it: so the
      // total says, the limit and one.
      if (counted <= EXACT_COUNT_LIMIT || large) return counted;
      // The table grew past the limit since its size was asked: the estimate, then, and its size
      // asked again by the next list.
      forgetEstimate(db, table, undefined);
      return Math.max(counted, await plannedRows(db, matching(db, table, where).getSQL()));
    },
  };
}

/**
 * A page of a newest-first list read from the newest months alone (server/db/partitions/month-floors.ts),
 * when they hold it: it is full and its last row is no older than every older month's latest, so
 * no older month's row comes before it. Otherwise none, and the list is read over every month.
 */
async function readFromNewestMonths(db: Database, query: PageQuery, reading: Reading): Promise<Rows | undefined> {
  const { newest, offset, limit } = query;
  if (!newest) return undefined;
  const lowestId = Math.max(query.lowestId ?? 0, newest.fromId);
  const rows = await readInOrder(db, { ...query, lowestId }, reading, offset, limit, false);
  const last = rows.at(-1)?.[newest.field];
  const holdsPage = rows.length === limit && (newest.latestBelow === null || (last as Date) >= newest.latestBelow);
  return holdsPage ? rows : undefined;
}

/**
 * One page of a list and the list's total. A deep page is read from the nearer end: the last page
 * of a million rows is the first page of the reversed order, turned back, instead of a million
 * rows skipped. With an exact total that is the same page as offset gives; with an estimate (see
 * EXACT_COUNT_LIMIT) the pages of the back half are counted from the end, so the last page is
 * the last rows whatever the estimate's error.
 */
export async function readPage(db: Database, query: PageQuery): Promise<{ rows: Rows; total: number }> {
  const { offset, limit } = query;
  const { reading, countAll } = await planOf(db, query);
  const counted = offset < NEAR_START ? undefined : await countAll();
  // An estimate is never shown below the rows of the page itself.
  const page = (rows: Rows, total: number) => ({
    rows,
    total: rows.length ? Math.max(total, offset + rows.length) : total,
  });
  if (counted !== undefined && counted - offset - limit < offset) {
    const fromEnd = counted - offset - limit;
    const length = limit + Math.min(fromEnd, 0);
    return page(
      length > 0 ? (await readInOrder(db, query, reading, Math.max(fromEnd, 0), length, true)).reverse() : [],
      counted,
    );
  }
  const rows =
    (await readFromNewestMonths(db, query, reading)) ?? (await readInOrder(db, query, reading, offset, limit, false));
  // A page that ends short ends the list: its end is the total, exactly.
  if (rows.length < limit && (offset === 0 || rows.length > 0)) return page(rows, offset + rows.length);
  return page(rows, counted ?? (await countAll()));
}
