import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from './client';
import { rawRows } from './raw-rows';

/** One index or foreign key set aside: how to remove it, and how to make it again. */
interface SetAside {
  remove: string;
  restore: string;
}

/** A DO block of statements, so that each step is one round trip, on either database. */
const doBlock = (statements: string[]) =>
  sql.raw(
    `do $bulk_load$ begin ${statements.map((statement) => `execute ${literal(statement)};`).join(' ')} end $bulk_load$`,
  );
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Runs `load`, which fills `tables` with many rows, with their secondary indexes and foreign keys
 * set aside, then makes them again from their own definitions (pg_get_indexdef,
 * pg_get_constraintdef): each index is built once over all the rows and each foreign key checked
 * by one join, instead of both row by row (PostgreSQL's own advice for populating a database).
 * The demo's 90 days of stays and payments took 16 s to insert into their indexes and past their
 * keys on the embedded database, 0.8 s without them and 4.5 s to build them after (see
 * seed/demo-stays.ts). Primary keys, unique constraints, CHECKs and triggers stay: a trigger
 * still sees every row. For the transaction that seeds an empty database only: removing them
 * locks the tables, and nothing else may write them meanwhile.
 */
export async function loadInBulk<T>(tx: Transaction, tables: readonly PgTable[], load: () => Promise<T>): Promise<T> {
  const names = sql.join(
    tables.map((table) => sql`${getTableName(table)}::regclass`),
    sql`, `,
  );
  const setAside = await rawRows<SetAside>(
    tx,
    sql`
    select format('drop index %s', i.indexrelid::regclass) as remove, pg_get_indexdef(i.indexrelid) as restore
    from pg_index i
    where i.indrelid in (${names}) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    union all
    select format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname),
      format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
    from pg_constraint c
    where c.conrelid in (${names}) and c.contype = 'f'`,
  );
  if (setAside.length > 0) await tx.execute(doBlock(setAside.map((each) => each.remove)));
  const loaded = await load();
  if (setAside.length > 0) await tx.execute(doBlock(setAside.map((each) => each.restore)));
  return loaded;
}
