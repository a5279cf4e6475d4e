import { and, getTableColumns, getTableName, gte, sql, type SQL, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../handle';
import { rawRows } from '../raw-rows';
import { primaryOf } from '../replica-reads';
import { monthPartitionsOf, MONTHLY_TABLES, nextId, quoted } from './monthly-tables';

/*
 * Which months a list reads, told to PostgreSQL in the statement's own text. A statement on a
 * monthly table is planned over every partition it may read, each with its fifteen to nineteen
 * indexes: an area's 30 days of payments planned 9 ms and ran 1 (bench/README.md, "Monthly
 * partitions"). A lowest id in the text lets the planner leave the older months unopened.
 *
 * The lowest id comes from the rows themselves, never from the calendar: a month that can take
 * no more rows knows the latest of each of its lasting times (`lasting` in monthly-tables.ts:
 * written with the row, never changed), and a list from an instant on needs no month whose
 * latest is earlier, nor any month before it. A stay whose entry a lane backdated, a payment
 * taken at a replayed exit, rows restored or split from another database: whatever their times,
 * a month's latest is what it holds.
 *
 * A month can take no more rows once its ids are all handed out (the sequence has moved past
 * it) and every transaction that began before that was seen has ended: a transaction may hold an
 * id it took before the move and write its row later. Until then the month and every later one
 * are read.
 */

/** How long the months' facts serve before they are asked again; lists never wait for it. */
const FACTS_KEPT_MS = 60_000;
/** How soon they are asked again while a closed month waits for the transactions begun before it closed. */
const SETTLING_ASKED_MS = 1_000;

interface MonthFacts {
  /** The first id after the month's. */
  to: number;
  /** The latest of each lasting time (null when the month has no rows), once the month can take no more. */
  latest?: Record<string, Date | null>;
}

/**
 * What a newest-first list may read first: the months from `fromId` on. Their page is the list's
 * when it is full and its last row is no earlier than `latestBelow`, the latest of every older
 * month (null: they hold no rows).
 */
export interface NewestMonths {
  fromId: number;
  latestBelow: Date | null;
  /** The row's field of the sorted time. */
  field: string;
}

export interface MonthFloors {
  /**
   * `column >= instant`, with the lowest id its rows may have where the months tell one; a list
   * whose rows must all meet it reads that id as its own (`lowestIdOf`).
   */
  since(column: PgColumn, instant: Date): SQL;
  /** The months a list of `column`, newest first, may read first; none when every month may hold its newest rows. */
  newest(column: PgColumn | SQL): NewestMonths | undefined;
}

/** A database without monthly partitions: every condition is only itself. */
export const NO_MONTH_FLOORS: MonthFloors = {
  since: (column, instant) => gte(column, instant),
  newest: () => undefined,
};

const idOf = (column: PgColumn) => (getTableColumns(column.table) as Record<string, PgColumn>)['id']!;

const LOWEST_ID = Symbol('the lowest id of the rows that meet this condition');
type FloorCondition = SQL & { [LOWEST_ID]?: { table: string; id: number } };

function sinceFloor(column: PgColumn, instant: Date, floor: number | undefined): SQL {
  if (floor === undefined) return gte(column, instant);
  return Object.assign(and(gte(column, instant), gte(idOf(column), floor))!, {
    [LOWEST_ID]: { table: getTableName(column.table), id: floor },
  });
}

/** The lowest id of `table`'s rows that meet every one of `conditions`, where one of them is a floor's (`since`). */
export function lowestIdOf(conditions: readonly SQL[], table: Table): number | undefined {
  const name = getTableName(table);
  const floors = conditions.flatMap((condition) => {
    const floor = (condition as FloorCondition)[LOWEST_ID];
    return floor?.table === name ? [floor.id] : [];
  });
  return floors.length ? Math.max(...floors) : undefined;
}

const fieldOf = (column: PgColumn) =>
  Object.entries(getTableColumns(column.table) as Record<string, PgColumn>).find(([, each]) => each === column)?.[0];

/** The facts of one database's months, read on its primary (a replica may lag behind what it will show). */
class MonthFloorKeeper implements MonthFloors {
  #months = new Map<string, MonthFacts[]>();
  /** When each month was first seen with its ids all handed out, on the database's clock. */
  readonly #closedAt = new Map<string, Date>();
  /** Latest times, by month: final once known. */
  readonly #latest = new Map<string, Record<string, Date | null>>();
  #dueAt = 0;
  #asking: Promise<void> | undefined;

  constructor(private readonly primary: Database) {}

  since(column: PgColumn, instant: Date): SQL {
    return sinceFloor(column, instant, this.#floorOf(column, instant));
  }

  /** The lowest id of the rows whose `column` is `instant` or later, where the months tell one. */
  #floorOf(column: PgColumn, instant: Date): number | undefined {
    let floor: number | undefined;
    for (const month of this.#monthsOf(column) ?? []) {
      const latest = month.latest?.[column.name];
      if (latest === undefined || (latest !== null && latest >= instant)) break;
      floor = month.to;
    }
    return floor;
  }

  newest(column: PgColumn | SQL): NewestMonths | undefined {
    if (!('table' in column)) return undefined;
    const field = fieldOf(column);
    let fromId: number | undefined;
    let latestBelow: Date | null = null;
    for (const month of this.#monthsOf(column) ?? []) {
      const latest = month.latest?.[column.name];
      if (latest === undefined) break;
      fromId = month.to;
      if (latest && (!latestBelow || latest > latestBelow)) latestBelow = latest;
    }
    return fromId === undefined || !field ? undefined : { fromId, latestBelow, field };
  }

  #monthsOf(column: PgColumn): MonthFacts[] | undefined {
    if (Date.now() >= this.#dueAt && !this.#asking)
      this.#asking = this.refresh()
        .catch(() => undefined)
        .finally(() => (this.#asking = undefined));
    return this.#months.get(getTableName(column.table));
  }

  /** Reads the months again: their ids, which have closed, and the latest times of those that can take no more rows. */
  async refresh(): Promise<void> {
    this.#dueAt = Date.now() + FACTS_KEPT_MS;
    const months = new Map<string, MonthFacts[]>();
    for (const table of MONTHLY_TABLES) {
      const partitions = await monthPartitionsOf(this.primary, table.name);
      if (!partitions.length) continue;
      // Read before the clock: a month seen closed was closed before the time it is noted at.
      const next = await nextId(this.primary, table.name);
      const [clock] = await rawRows<{ now: Date; oldest: Date | null }>(
        this.primary,
        sql`select clock_timestamp() as now,
          (select min(xact_start) from pg_stat_activity
            where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()) as oldest`,
      );
      const { now, oldest } = clock!;
      const facts: MonthFacts[] = [];
      for (const partition of partitions) {
        if (partition.to <= next && !this.#closedAt.has(partition.name)) this.#closedAt.set(partition.name, now);
        const closedAt = this.#closedAt.get(partition.name);
        const settled = closedAt !== undefined && (oldest === null || oldest > closedAt);
        if (closedAt && !settled) this.#dueAt = Math.min(this.#dueAt, Date.now() + SETTLING_ASKED_MS);
        if (settled && !this.#latest.has(partition.name))
          this.#latest.set(partition.name, await latestOf(this.primary, partition.name, table.lasting));
        facts.push({ to: partition.to, latest: this.#latest.get(partition.name) });
      }
      months.set(table.name, facts);
    }
    this.#months = months;
  }
}

async function latestOf(db: Database, partition: string, columns: readonly string[]) {
  const [row] = await rawRows<Record<string, Date | null>>(
    db,
    sql.raw(
      `select ${columns.map((column) => `max(${quoted(column)}) as ${quoted(column)}`).join(', ')} from ${quoted(partition)}`,
    ),
  );
  return Object.fromEntries(columns.map((column) => [column, row?.[column] ? new Date(row[column]) : null]));
}

const keepers = new WeakMap<Database, MonthFloorKeeper>();

/** The month floors of a PostgreSQL database (its primary's, or its replica reader's), read on its primary; none for the embedded one. */
export function monthFloorsOf(db: Database): MonthFloors & { refresh?(): Promise<void> } {
  const primary = primaryOf(db);
  if (!primary) return NO_MONTH_FLOORS;
  let keeper = keepers.get(primary);
  if (!keeper) keepers.set(primary, (keeper = new MonthFloorKeeper(primary)));
  return keeper;
}
