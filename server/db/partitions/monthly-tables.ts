import { sql, type SQL } from 'drizzle-orm';
import { addMonths, localDate } from '../../../domain/local-date';
import type { Database, Transaction } from '../handle';
import { rawRows } from '../raw-rows';

/**
 * The tables that grow without end, partitioned by month on PostgreSQL (docs/operations.md,
 * "Monthly partitions"); the embedded database keeps them plain. Each is partitioned by range of
 * its id, which every foreign key into it names and which only grows: a month's partition holds
 * the ids its sequence handed out in that month (the upkeep moves the sequence to the next
 * month's first id when the month turns). `written` is the column that tells a row's month when
 * existing rows are first split into months. `lasting` names the times a row keeps from its
 * writing on, never changed, by which lists filter and sort: a month that can take no more rows
 * knows its latest for good (month-floors.ts). The order is the order of their conversion, each
 * after the tables it refers to.
 */
export const MONTHLY_TABLES = [
  { name: 'vehicles', written: 'created_at', lasting: ['entry_time'] },
  { name: 'payment_transactions', written: 'created_at', lasting: ['created_at'] },
  { name: 'einvoice_documents', written: 'issued_at', lasting: ['issued_at'] },
] as const;

export type MonthlyTable = (typeof MONTHLY_TABLES)[number]['name'];

export const MONTHLY_TABLE_NAMES: readonly string[] = MONTHLY_TABLES.map((table) => table.name);

/** Where archived months go: detached partitions, read-only, until the operator dumps and drops them. */
export const ARCHIVE_SCHEMA = 'archive';

/** A month as the partitions name it, YYYY-MM in the operator's time zone. */
export const monthOf = (instant: Date, timeZone: string) => localDate(instant, timeZone).slice(0, 7);

export const monthAfter = (month: string, months = 1) => addMonths(`${month}-01`, months).slice(0, 7);

/** `vehicles_y2026m01` for vehicles in January 2026. */
export const partitionName = (table: string, month: string) => `${table}_y${month.slice(0, 4)}m${month.slice(5, 7)}`;

const PARTITION_MONTH = /_y(\d{4})m(\d{2})$/;

export interface MonthPartition {
  name: string;
  month: string;
  /** The first id it holds; null for the oldest, which holds every id below the next one's. */
  from: number | null;
  /** The first id it does not hold. */
  to: number;
}

/** The partitions of `table`, oldest first; none when it is a plain table. */
export async function monthPartitionsOf(db: Database | Transaction, table: string): Promise<MonthPartition[]> {
  const rows = await rawRows<{ name: string; bound: string }>(
    db,
    sql`select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
        from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = to_regclass(${`public.${table}`})`,
  );
  return rows
    .map(({ name, bound }) => {
      const [, from, to] = /FROM \((.+)\) TO \((.+)\)/.exec(bound) ?? [];
      const [, year, month] = PARTITION_MONTH.exec(name) ?? [];
      return { name, month: `${year}-${month}`, from: from === 'MINVALUE' ? null : idOf(from!), to: idOf(to!) };
    })
    .sort((a, b) => a.to - b.to);
}

const idOf = (bound: string) => Number(bound.replaceAll("'", ''));

export async function isPartitioned(db: Database | Transaction, table: string): Promise<boolean> {
  const [row] = await rawRows<{ kind: string }>(
    db,
    sql`select relkind as kind from pg_class where oid = to_regclass(${`public.${table}`})`,
  );
  return row?.kind === 'p';
}

/** The sequence that hands out `table`'s ids. */
export const idSequenceOf = (table: string): SQL => sql`pg_get_serial_sequence(${`public.${table}`}, 'id')`;

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The id `table`'s sequence hands out next. */
export async function nextId(db: Database | Transaction, table: string): Promise<number> {
  const [sequence] = await rawRows<{ name: string }>(db, sql`select ${idSequenceOf(table)} as name`);
  const [row] = await rawRows<{ next: number }>(
    db,
    sql.raw(`select (last_value + case when is_called then 1 else 0 end)::int as next from ${sequence!.name}`),
  );
  return row!.next;
}
