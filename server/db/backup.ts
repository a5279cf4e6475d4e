import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { QUOTA_HOLDING_STATUSES } from '../../domain/quota';
import type { Database, Transaction } from './client';
import { rawRows } from './raw-rows';
import { rebuildRevenueRollup } from './revenue-rollup';
import { companies, companySubscriptions } from './schema';

/*
 * A backup is gzipped JSON lines, the same on PGlite and PostgreSQL (so it also moves data from
 * one to the other):
 *
 *   {"format":"parking-system-backup","version":1,"created_at":…,"migrations":{"count":1,"last":…}}
 *   {"table":"areas","columns":["id","name",…],"rows":6}      then 6 lines, one row_to_json each,
 *                                                             in primary-key order
 *   …every table of the public schema, parents before the tables that reference them…
 *   {"end":true,"tables":12,"rows":345}
 *
 * It is read in one snapshot (REPEATABLE READ, READ ONLY). The tables come from pg_catalog, so a
 * table a later migration adds is in the next backup with no change here. A restore goes into an
 * empty database in one transaction: the migrations the backup was made under, its rows, then
 * this version's later migrations over them, and every serial sequence set past its rows.
 */

export const BACKUP_FORMAT = 'parking-system-backup';
export const BACKUP_VERSION = 1;
const BATCH_ROWS = 1000;
const MIGRATIONS_TABLE = sql`drizzle.__drizzle_migrations`;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  migrations: { count: number; last: number | null };
}

interface TableLine {
  table: string;
  columns: string[];
  rows: number;
}

export interface BackupSummary {
  header: BackupHeader;
  tables: number;
  rows: number;
}

type Executor = Pick<Database, 'execute'>;

/**
 * Tables a restore does not copy: the migrations write the operator settings (and every start
 * sets their zone from TIME_ZONE), and the revenue rollup's three grains are counted again from
 * the restored payments.
 */
const TABLES_NOT_RESTORED = new Set(['operator_settings', 'revenue_daily', 'revenue_monthly', 'revenue_estate_daily']);

/** The tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = await rawRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const references = await rawRows<{ child: string; parent: string }>(
    db,
    // A partition's foreign keys are its partitioned table's (db/partitions/: monthly tables).
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = coalesce((select inhparent from pg_inherits where inhrelid = k.conrelid), k.conrelid)
        join pg_class p on p.oid = coalesce((select inhparent from pg_inherits where inhrelid = k.confrelid), k.confrelid)
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const waitingFor = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of references) waitingFor.get(child)?.add(parent);
  const ordered: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0)
      throw new Error(`the tables ${[...waitingFor.keys()].join(', ')} reference each other in a cycle`);
    for (const name of ready) {
      ordered.push(name);
      waitingFor.delete(name);
      for (const parents of waitingFor.values()) parents.delete(name);
    }
  }
  return ordered;
}

/** The columns a row is written to: every column but the generated ones. */
async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const columns = await rawRows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = to_regclass(${`public.${quoteIdentifier(table)}`}) and a.attnum > 0
          and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
  );
  return columns.map((column) => column.name);
}

/** The primary key's columns: rows come out in its order (parents first in a self-referencing table, read by index). */
async function primaryKey(db: Executor, table: string): Promise<string[]> {
  const columns = await rawRows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = to_regclass(${`public.${quoteIdentifier(table)}`}) and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return columns.map((column) => column.name);
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function appliedMigrations(db: Executor): Promise<BackupHeader['migrations']> {
  const [row] = await rawRows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from ${MIGRATIONS_TABLE}`,
  );
  return { count: row!.count, last: row!.last === null ? null : Number(row!.last) };
}

/** Writes a consistent backup of the database to `out` (gzipped), and ends it. */
export async function writeBackup(db: Database, out: Writable): Promise<{ tables: number; rows: number }> {
  const written = { tables: 0, rows: 0 };
  await db.transaction(
    async (tx) => {
      async function* lines() {
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          created_at: new Date().toISOString(),
          migrations: await appliedMigrations(tx),
        };
        yield `${JSON.stringify(header)}\n`;
        for (const table of await tablesInDependencyOrder(tx)) {
          const name = sql.identifier(table);
          const [{ rows }] = (await rawRows<{ rows: number }>(tx, sql`select count(*)::int as rows from ${name}`)) as [
            { rows: number },
          ];
          yield `${JSON.stringify({ table, columns: await writableColumns(tx, table), rows } satisfies TableLine)}\n`;
          const key = await primaryKey(tx, table);
          const order = key.length
            ? sql` order by ${sql.join(
                key.map((column) => sql`t.${sql.identifier(column)}`),
                sql`, `,
              )}`
            : sql``;
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${name} t${order}`,
          );
          for (;;) {
            const batch = await rawRows<{ row: string }>(tx, sql.raw(`fetch ${BATCH_ROWS} from backup_rows`));
            if (batch.length === 0) break;
            yield batch.map(({ row }) => `${row}\n`).join('');
          }
          await tx.execute(sql`close backup_rows`);
          written.tables += 1;
          written.rows += rows;
        }
        yield `${JSON.stringify({ end: true, ...written })}\n`;
      }
      await pipeline(lines, createGzip(), out);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return written;
}

function parseLine<T>(line: string | undefined, what: string): T {
  if (line === undefined) throw new Error(`the backup ends before ${what}: the file is incomplete`);
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new Error(`the backup is damaged: ${what} is not JSON`);
  }
}

/**
 * Reads a backup from start to end, checking that it is whole: `onHeader` sees its header,
 * `onRows` its rows in batches (JSON text, one row each).
 */
async function readBackup(
  input: Readable,
  visit: {
    onHeader?(header: BackupHeader): Promise<void>;
    onRows?(table: TableLine, rows: string[]): Promise<void>;
  } = {},
): Promise<BackupSummary> {
  const reader = readline.createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  const next = async () => (await lines.next()).value as string | undefined;
  const header = parseLine<BackupHeader>(await next(), 'its header');
  if (header.format !== BACKUP_FORMAT) throw new Error('this file is not a Parking System backup');
  if (header.version > BACKUP_VERSION)
    throw new Error(`the backup has format version ${header.version}; this version reads up to ${BACKUP_VERSION}`);
  await visit.onHeader?.(header);
  let tables = 0;
  let rows = 0;
  for (;;) {
    const section = parseLine<Partial<TableLine> & { end?: boolean; tables?: number; rows?: number }>(
      await next(),
      'its end',
    );
    if (section.end) {
      if (section.tables !== tables || section.rows !== rows)
        throw new Error('the backup is damaged: its end does not match its content');
      return { header, tables, rows };
    }
    const table = section as TableLine;
    for (let read = 0; read < table.rows;) {
      const batch: string[] = [];
      while (batch.length < BATCH_ROWS && read < table.rows) {
        const line = await next();
        if (line === undefined) throw new Error(`the backup ends inside table ${table.table}: the file is incomplete`);
        batch.push(line);
        read += 1;
      }
      await visit.onRows?.(table, batch);
    }
    tables += 1;
    rows += table.rows;
  }
}

/** Applies migrations as drizzle's migrator does (same table and records), inside the caller's transaction. */
async function applyMigrations(tx: Executor, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into ${MIGRATIONS_TABLE} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

async function refuseUnlessEmpty(tx: Executor): Promise<void> {
  const [state] = await rawRows<{ tables: number; migrated: boolean }>(
    tx,
    sql`select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = 'public' and c.relkind in ('r', 'p')) as tables,
               to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
  );
  if (state!.tables > 0 || state!.migrated) {
    throw new Error(
      `the database is not empty (${state!.tables} tables): a backup is restored into a new, empty database only`,
    );
  }
}

function migrationsUpTo(header: BackupHeader, migrations: MigrationMeta[]): number {
  const { count, last } = header.migrations;
  if (count > migrations.length) {
    throw new Error(
      `the backup was made by a newer version (${count} migrations; this one has ${migrations.length}): restore it with that version`,
    );
  }
  if (count > 0 && migrations[count - 1]!.folderMillis !== last) {
    throw new Error(
      'the backup was made under other migrations than this version has: restore it with the version that made it',
    );
  }
  return count;
}

async function setSequencesPastRows(tx: Executor): Promise<void> {
  const serials = await rawRows<{ sequence: string; table: string; column: string }>(
    tx,
    sql`select pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence, c.relname as table, a.attname as column
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
  );
  for (const { sequence, table, column } of serials) {
    await tx.execute(
      sql`select setval(${sequence}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

/**
 * Restores a backup into an empty database, in one transaction: nothing is left behind when it
 * fails (an incomplete file, a newer version's backup, a database that is not empty).
 */
/**
 * A company's used quota is kept by a trigger of company_subscriptions (migration 0007), which
 * counted the restored subscriptions again on top of the restored companies' own figure: it is
 * set from the subscriptions once every row is in.
 */
async function recountUsedQuotas(tx: Transaction) {
  const holding = sql.join(
    QUOTA_HOLDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  await tx.update(companies).set({
    used_quota: sql`(select count(*) from ${companySubscriptions} where ${companySubscriptions.company_id} = ${companies.id} and ${companySubscriptions.status} in (${holding}))`,
  });
}

export async function restoreBackup(db: Database, input: Readable, migrationsFolder: string): Promise<BackupSummary> {
  const migrations = readMigrationFiles({ migrationsFolder });
  return db.transaction(async (tx) => {
    let applied = 0;
    const columnsOf = new Map<string, string[]>();
    const summary = await readBackup(input, {
      async onHeader(header) {
        applied = migrationsUpTo(header, migrations);
        await refuseUnlessEmpty(tx);
        await applyMigrations(tx, migrations.slice(0, applied));
      },
      async onRows(table, rows) {
        if (TABLES_NOT_RESTORED.has(table.table)) return;
        if (!columnsOf.has(table.table)) {
          const columns = await writableColumns(tx, table.table);
          const unknown = table.columns.filter((column) => !columns.includes(column));
          if (columns.length === 0 || unknown.length > 0) {
            throw new Error(
              `the backup's table ${table.table} does not fit this schema (${unknown.join(', ') || 'no such table'})`,
            );
          }
          columnsOf.set(table.table, columns);
        }
        const name = sql.identifier(table.table);
        const columns = sql.join(
          columnsOf.get(table.table)!.map((column) => sql.identifier(column)),
          sql`, `,
        );
        await tx.execute(
          sql`insert into ${name} (${columns}) overriding system value
              select ${columns} from json_populate_recordset(null::${name}, ${`[${rows.join(',')}]`}::json)`,
        );
      },
    });
    await applyMigrations(tx, migrations.slice(applied));
    await setSequencesPastRows(tx);
    await recountUsedQuotas(tx);
    await rebuildRevenueRollup(tx);
    return summary;
  });
}

/** Reads a whole backup to check that it is complete, answering what it holds. */
export function verifyBackup(input: Readable): Promise<BackupSummary> {
  return readBackup(input);
}
