import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { restoreBackup, verifyBackup, writeBackup } from '../db/backup';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../db/client';
import { areas } from '../db/schema';
import { areaBody, gateBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { createEmptyDatabase } from '../test/postgres-databases';
import { createThrough } from '../test/rest';

let t: TestApp;
let backup: Buffer;
/** The app's rows as the backup took them: its own jobs may write later. */
let backedUp: Record<string, string[]>;
let emptyDump: Blob;
beforeAll(async () => {
  const empty = await openPglite();
  emptyDump = await empty.pglite!.dumpDataDir('none');
  await empty.close();
  t = await createTestApp();
  const token = await t.bearer(ROLE.admin);
  const area = await createThrough(t, token, 'areas', areaBody({ name: 'Tabuk "Mall"', name_ar: 'تبوك مول' }));
  const [gateType] = await rowsOf<{ id: number }>(t.database.db, sql`select min(id) as id from gate_types`);
  await createThrough(t, token, 'gates', gateBody(area.id, gateType!.id));
  backup = await backupOf(t.database.db);
  backedUp = await contentOf(t.database.db);
});
afterAll(() => t.close());

/** A new embedded database in memory, not migrated. */
const emptyDatabase = () => openPglite(undefined, { loadDataDir: emptyDump });

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function backupOf(db: Database): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(db, out);
  return Buffer.concat(chunks);
}

/** Every row of every table of the public schema (a partitioned table's through it), as JSON text in primary-key order. */
async function contentOf(db: Database): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  const content: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    content[name] = rows.map(({ row }) => row);
  }
  return content;
}

async function migrationCount(db: Database): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row!.count;
}

describe('backup and restore', () => {
  it('restores every row into an empty database, with sequences past them and no migration left to run', async () => {
    const summary = await verifyBackup(Readable.from(backup));
    expect(summary.tables).toBeGreaterThanOrEqual(10);
    expect(summary.header.migrations.count).toBe(await migrationCount(t.database.db));

    const target = await emptyDatabase();
    try {
      const restored = await restoreBackup(target.db, Readable.from(backup), migrationsFolder);
      expect(restored.rows).toBe(summary.rows);
      expect(await contentOf(target.db)).toEqual(backedUp);

      const migrations = await migrationCount(target.db);
      await target.migrate();
      expect(await migrationCount(target.db)).toBe(migrations);

      const [highest] = await rowsOf<{ id: number }>(target.db, sql`select max(id)::int as id from areas`);
      const [inserted] = await target.db
        .insert(areas)
        .values({ ...areaRow(), name: 'After restore' })
        .returning();
      expect(inserted!.id).toBe(highest!.id + 1);
    } finally {
      await target.close();
    }
  });

  it('writes each table in primary-key order, read through its index rather than sorted whole', async () => {
    const lines = gunzipSync(backup).toString().split('\n');
    const start = lines.findIndex((line) => line.startsWith('{"table":"gates"'));
    const { rows } = JSON.parse(lines[start]!) as { rows: number };
    const ids = lines.slice(start + 1, start + 1 + rows).map((line) => (JSON.parse(line) as { id: number }).id);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const before = await contentOf(t.database.db);
    await expect(restoreBackup(t.database.db, Readable.from(backup), migrationsFolder)).rejects.toThrow(/not empty/);
    expect(await contentOf(t.database.db)).toEqual(before);
  });

  it('refuses an incomplete backup and leaves the database empty', async () => {
    const lines = gunzipSync(backup).toString().split('\n');
    const truncated = gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n'));
    await expect(verifyBackup(Readable.from(truncated))).rejects.toThrow(/incomplete/);
    const target = await emptyDatabase();
    try {
      await expect(restoreBackup(target.db, Readable.from(truncated), migrationsFolder)).rejects.toThrow(/incomplete/);
      expect(await contentOf(target.db)).toEqual({});
    } finally {
      await target.close();
    }
  });

  it('refuses a backup made by a newer version (more migrations than this one has)', async () => {
    const [header, ...rest] = gunzipSync(backup).toString().split('\n');
    const parsed = JSON.parse(header!);
    parsed.migrations.count += 1;
    const newer = gzipSync([JSON.stringify(parsed), ...rest].join('\n'));
    const target = await emptyDatabase();
    try {
      await expect(restoreBackup(target.db, Readable.from(newer), migrationsFolder)).rejects.toThrow(/newer version/);
    } finally {
      await target.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('moves the embedded database to PostgreSQL', async () => {
    const embedded = await emptyDatabase();
    const empty = await createEmptyDatabase(process.env.TEST_DATABASE_URL!);
    const postgres = await openPostgres(empty.url);
    try {
      await restoreBackup(embedded.db, Readable.from(backup), migrationsFolder);
      await restoreBackup(postgres.db, Readable.from(await backupOf(embedded.db)), migrationsFolder);
      // Against the embedded copy, not the running app's database, which its own jobs may change meanwhile.
      expect(await contentOf(postgres.db)).toEqual(await contentOf(embedded.db));
    } finally {
      await Promise.all([embedded.close(), postgres.close()]);
      await empty.drop();
    }
  });
});

function areaRow() {
  const { hourly_fee: _h, after_first_hour_fee: _a, daily_cap: _d, ...area } = areaBody();
  return { ...area, hourly_fee_halalas: 500, after_first_hour_fee_halalas: 300, daily_cap_halalas: 5000 };
}
