import { sql } from 'drizzle-orm';
import type { Transaction } from '../handle';
import { rawRows } from '../raw-rows';
import { MONTHLY_TABLE_NAMES, quoted } from './monthly-tables';

/**
 * What a monthly table's partitions each hold for themselves, because PostgreSQL cannot hold it
 * for the partitioned table: its unique keys other than the id (a unique index of a partitioned
 * table must contain the partition key, and a key unique within each month is what a partition
 * can promise) and its foreign keys into monthly tables (a month can be detached only when no
 * foreign key of the partitioned table points into it, so those are declared by each table that
 * holds rows: archive-month.ts drops them on the months it archives and declares them again,
 * without checking old rows, on the others).
 */
export interface LeafForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** The unique indexes `partition` holds of its own, as statements for `like` instead. */
export async function ownUniqueIndexes(tx: Transaction, partition: string, like: string): Promise<string[]> {
  const rows = await rawRows<{ definition: string }>(
    tx,
    sql`select pg_get_indexdef(x.indexrelid) as definition from pg_index x
        where x.indrelid = to_regclass(${`public.${partition}`}) and x.indisunique
          and not exists (select from pg_inherits h where h.inhrelid = x.indexrelid)`,
  );
  return rows.map(({ definition }) => definition.replaceAll(partition, like));
}

/** Every foreign key into a monthly table declared by a table that holds rows (a plain table or a partition). */
export async function foreignKeysIntoMonthlyTables(tx: Transaction): Promise<LeafForeignKey[]> {
  return rawRows<LeafForeignKey>(
    tx,
    sql`select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class r on r.oid = c.conrelid
        where c.contype = 'f' and r.relkind = 'r'
          and c.confrelid in (select to_regclass('public.' || t) from unnest(${sql.raw(`array['${MONTHLY_TABLE_NAMES.join("','")}']`)}) t)`,
  );
}

/** The foreign keys into monthly tables `partition` declares, as statements for `like` instead (which is empty: checked as it fills). */
export async function ownForeignKeys(tx: Transaction, partition: string, like: string): Promise<string[]> {
  const keys = await foreignKeysIntoMonthlyTables(tx);
  return keys
    .filter((key) => key.table === partition)
    .map((key) => addForeignKey({ ...key, table: like, definition: key.definition.replace(/ NOT VALID$/, '') }));
}

export const addForeignKey = ({ table, name, definition }: LeafForeignKey) =>
  `alter table ${table} add constraint ${quoted(name)} ${definition}`;

export const dropForeignKey = ({ table, name }: LeafForeignKey) =>
  `alter table ${table} drop constraint ${quoted(name)}`;
