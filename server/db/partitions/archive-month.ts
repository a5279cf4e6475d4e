import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../handle';
import { rawRows } from '../raw-rows';
import { addForeignKey, dropForeignKey, foreignKeysIntoMonthlyTables } from './leaf-objects';
import {
  ARCHIVE_SCHEMA,
  isPartitioned,
  monthAfter,
  monthOf,
  MONTHLY_TABLES,
  monthPartitionsOf,
  quoted,
} from './monthly-tables';

/** Why a month cannot be archived; each is said to the operator by the command. */
export type ArchiveRefusal =
  | 'not_partitioned'
  | 'month_too_recent'
  | 'no_such_month'
  | 'open_stays'
  | 'documents_not_issued'
  | 'documents_not_reported';

export class ArchiveRefused extends Error {
  constructor(
    readonly reason: ArchiveRefusal,
    readonly count = 0,
  ) {
    super(reason);
  }
}

/** The months an archive leaves in place: the current one and the one before, into which ids may still run. */
export const MONTHS_KEPT = 2;

/**
 * What an archived month's e-invoice documents keep: nobody changes or deletes a signed
 * document, archived or not (the same function the live table's triggers call).
 */
const DOCUMENT_GUARDS = (table: string) => [
  `create trigger einvoice_documents_immutable before update or delete on ${table} for each row execute function public.einvoice_documents_immutable()`,
  `create trigger einvoice_documents_never_truncated before truncate on ${table} for each statement execute function public.einvoice_documents_immutable()`,
];

export interface ArchivedTable {
  table: string;
  archivedAs: string;
  rows: number;
}

/**
 * Archives `month` (YYYY-MM): its partitions of the monthly tables are detached, in one
 * transaction, and moved to the `archive` schema, where they stay readable as tables of their own
 * until the operator dumps and drops them (docs/operations.md). Refused for the last MONTHS_KEPT
 * months, and for a month still in use: a stay inside, a payment waiting for its document, a
 * document waiting for the Authority. The foreign keys into the monthly tables are declared
 * again without checking the rows that have them, so that a payment of the next month may keep
 * naming a stay of the archived one; every row written later is checked as before, and a row of
 * an archived month is no longer found (a refund of an archived payment is refused).
 */
export async function archiveMonth(
  db: Database,
  month: string,
  { now, timeZone, lockTimeout = '10s' }: { now: Date; timeZone: string; lockTimeout?: string },
): Promise<ArchivedTable[]> {
  if (!(await isPartitioned(db, MONTHLY_TABLES[0].name))) throw new ArchiveRefused('not_partitioned');
  if (month > monthAfter(monthOf(now, timeZone), -MONTHS_KEPT)) throw new ArchiveRefused('month_too_recent');
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '${lockTimeout}'`));
    const archived: Array<{ table: string; partition: string }> = [];
    for (const { name } of MONTHLY_TABLES) {
      const partition = (await monthPartitionsOf(tx, name)).find((each) => each.month === month);
      if (partition) archived.push({ table: name, partition: partition.name });
    }
    if (!archived.length) throw new ArchiveRefused('no_such_month');
    const leaves = new Set(archived.map((each) => each.partition));
    const keys = await foreignKeysIntoMonthlyTables(tx);
    for (const key of keys) await tx.execute(sql.raw(dropForeignKey(key)));
    await tx.execute(sql.raw(`create schema if not exists ${ARCHIVE_SCHEMA}`));
    for (const { table, partition } of archived) {
      await tx.execute(sql.raw(`alter table ${table} detach partition ${partition}`));
      await tx.execute(sql.raw(`alter table ${partition} set schema ${ARCHIVE_SCHEMA}`));
      if (table === 'einvoice_documents')
        for (const guard of DOCUMENT_GUARDS(`${ARCHIVE_SCHEMA}.${partition}`)) await tx.execute(sql.raw(guard));
    }
    for (const key of keys)
      if (!leaves.has(key.table))
        await tx.execute(sql.raw(`${addForeignKey(key).replace(/ NOT VALID$/, '')} not valid`));
    await refuseWhatIsInUse(tx, archived);
    const tables: ArchivedTable[] = [];
    for (const { table, partition } of archived) {
      const [row] = await rawRows<{ rows: number }>(
        tx,
        sql.raw(`select count(*)::int as rows from ${ARCHIVE_SCHEMA}.${quoted(partition)}`),
      );
      tables.push({ table, archivedAs: `${ARCHIVE_SCHEMA}.${partition}`, rows: row!.rows });
    }
    return tables;
  });
}

/** Rolls the archive back when the month still holds what the product works on. */
async function refuseWhatIsInUse(tx: Transaction, archived: Array<{ table: string; partition: string }>) {
  const of = (table: string) => archived.find((each) => each.table === table)?.partition;
  const count = async (statement: string) =>
    (await rawRows<{ count: number }>(tx, sql.raw(`select count(*)::int as count ${statement}`)))[0]!.count;
  const stays = of('vehicles');
  const payments = of('payment_transactions');
  const documents = of('einvoice_documents');
  const checks: Array<[ArchiveRefusal, string | undefined, (partition: string) => string]> = [
    ['open_stays', stays, (partition) => `from ${ARCHIVE_SCHEMA}.${partition} where exit_time is null`],
    [
      'documents_not_issued',
      payments,
      (partition) =>
        `from einvoice_pending where payment_transaction_id in (select id from ${ARCHIVE_SCHEMA}.${partition})`,
    ],
    [
      'documents_not_reported',
      documents,
      (partition) =>
        `from einvoice_submissions where status = 'queued' and document_id in (select id from ${ARCHIVE_SCHEMA}.${partition})`,
    ],
  ];
  for (const [reason, partition, statement] of checks) {
    const found = partition ? await count(statement(partition)) : 0;
    if (found) throw new ArchiveRefused(reason, found);
  }
}
