import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../handle';
import { rawRows } from '../raw-rows';
import { ownForeignKeys, ownUniqueIndexes } from './leaf-objects';
import {
  idSequenceOf,
  isPartitioned,
  nextId,
  monthAfter,
  monthOf,
  MONTHLY_TABLES,
  monthPartitionsOf,
  partitionName,
} from './monthly-tables';
import { monthWidth, MONTHS_AHEAD } from './month-width';
import { splitIntoMonths } from './split-into-months';

/**
 * How close below a month's first id the sequence may be and still not be moved there: it gets
 * there by itself, and a move back below an id already handed out would hand it out twice.
 */
const MOVE_MARGIN = 1_000;

/** One upkeep at a time, whichever instance runs it. */
const UPKEEP_LOCK = sql`select pg_try_advisory_xact_lock(hashtextextended('parking-system: month partitions', 0)) as locked`;

export interface MonthUpkeep {
  /** Whether the tables were split into months now (their first upkeep). */
  split: boolean;
  /** The partitions made ready for the months ahead. */
  created: string[];
  /** The tables whose ids were moved to the new month's first id. */
  moved: string[];
}

/**
 * Keeps the monthly tables partitioned on PostgreSQL (never on the embedded database): makes the
 * partitions of the months ahead ready, and when a month begins moves each table's id sequence
 * to the first id of that month's partition; with `split`, first splits tables still plain into
 * the months of their rows (a start's setup, partitionByMonth). Run every minute by every
 * instance; one runs it at a time, the others skip. Its statements wait at most `lockTimeout` for
 * a table's lock, so that the gate never queues behind it: what is not done now is done a minute
 * later, and the partitions ahead leave months for it.
 */
export async function keepMonthPartitions(
  db: Database,
  {
    now,
    timeZone,
    lockTimeout = '2s',
    split = false,
  }: { now: Date; timeZone: string; lockTimeout?: string; split?: boolean },
): Promise<MonthUpkeep> {
  return db.transaction(async (tx) => {
    const upkeep: MonthUpkeep = { split: false, created: [], moved: [] };
    const [{ locked }] = (await rawRows<{ locked: boolean }>(tx, UPKEEP_LOCK)) as [{ locked: boolean }];
    if (!locked) return upkeep;
    await tx.execute(sql.raw(`set local lock_timeout = '${lockTimeout}'`));
    const month = monthOf(now, timeZone);
    if (!(await isPartitioned(tx, MONTHLY_TABLES[0].name))) {
      if (!split) return upkeep;
      await splitIntoMonths(tx, { timeZone, now: month });
      upkeep.split = true;
    }
    for (const table of MONTHLY_TABLES) {
      upkeep.created.push(...(await readyMonthsAhead(tx, table, month)));
      if (await moveToMonth(tx, table.name, month)) upkeep.moved.push(table.name);
    }
    return upkeep;
  });
}

/** Makes ready the partitions of the months up to MONTHS_AHEAD past `month`, and one more whenever the ids have run into the newest. */
async function readyMonthsAhead(tx: Transaction, table: (typeof MONTHLY_TABLES)[number], month: string) {
  const created: string[] = [];
  const partitions = await monthPartitionsOf(tx, table.name);
  let newest = partitions.at(-1)!;
  const next = await nextId(tx, table.name);
  // Counted once, when a partition is to be made: the stays have no index on the time they were written.
  let width: number | undefined;
  while (newest.month < monthAfter(month, MONTHS_AHEAD) || next >= (newest.from ?? 0)) {
    width ??= await monthWidth(tx, table);
    const name = partitionName(table.name, monthAfter(newest.month));
    // Made apart and attached: an attach locks the table against changes of its partitions
    // only, where a partition made in place would lock out every read and write for a moment.
    await tx.execute(
      sql.raw(`create table ${name} (like ${table.name} including defaults including constraints including storage)`),
    );
    for (const statement of [
      ...(await ownUniqueIndexes(tx, newest.name, name)),
      ...(await ownForeignKeys(tx, newest.name, name)),
    ])
      await tx.execute(sql.raw(statement));
    await tx.execute(
      sql.raw(
        `alter table ${table.name} attach partition ${name} for values from (${newest.to}) to (${newest.to + width})`,
      ),
    );
    created.push(name);
    newest = { name, month: monthAfter(newest.month), from: newest.to, to: newest.to + width };
  }
  return created;
}

/** Moves the id sequence up to the first id of `month`'s partition, once, as the month begins. */
async function moveToMonth(tx: Transaction, table: string, month: string): Promise<boolean> {
  const partition = (await monthPartitionsOf(tx, table)).find((each) => each.month === month);
  if (partition?.from == null || (await nextId(tx, table)) >= partition.from - MOVE_MARGIN) return false;
  await tx.execute(sql`select setval(${idSequenceOf(table)}, ${partition.from}, false)`);
  return true;
}

/**
 * A start's setup on PostgreSQL, after the migrations and the seed: with `split` (MONTHLY_PARTITIONS),
 * the monthly tables split into months if they are still plain, then vacuumed so that their index-only
 * scans read no table pages; partitioned tables' months ahead made ready whatever `split` says, since
 * their rows need them. The embedded database keeps plain tables.
 */
export async function partitionByMonth(
  handle: DatabaseHandle,
  { timeZone, split }: { timeZone: string; split: boolean },
): Promise<MonthUpkeep | undefined> {
  if (handle.kind !== 'postgres') return undefined;
  const upkeep = await keepMonthPartitions(handle.db, { now: new Date(), timeZone, lockTimeout: '0', split });
  if (upkeep.split)
    await handle.db.execute(sql.raw(`vacuum (analyze) ${MONTHLY_TABLES.map((table) => table.name).join(', ')}`));
  return upkeep;
}
