import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openEmbedded, openPglite } from '../db/client';
import { seedDatabase } from '../seed';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { notOwnerOnly, runServerScript } from '../test/processes';

// The product as `npm start`, `npm run backup` and `npm run restore` run it: real processes on a
// real data directory. Embedded only: on PostgreSQL there is no data directory to hold.

const scratch = mkdtempSync(path.join(tmpdir(), 'parking-embedded-server-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const dataDir = path.join(scratch, 'data');
const backupFile = path.join(scratch, 'backups', 'round-trip.jsonl.gz');
const RUNNING = /running at (http:\/\/localhost:\d+)/;

async function rowsOf(directory: string, query: ReturnType<typeof sql>) {
  const database = await openEmbedded(directory);
  try {
    return (await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  } finally {
    await database.close();
  }
}

/**
 * Four server processes start, each compiling its TypeScript and opening the database: about 45 s
 * on an idle machine of two cores, several times that when another test run shares it.
 */
const SERVER_PROCESSES_TIMEOUT_MS = 600_000;

const template = inject('databaseTemplate');

describe.runIf(template.kind === 'pglite')('the server on an embedded data directory', () => {
  // The directory holds the suite's seeded database: what is tested is the processes around it. A
  // first start's own seed is the journeys' server's (e2e/global-setup.ts).
  beforeAll(async () => {
    if (template.kind !== 'pglite') return;
    mkdirSync(dataDir, { mode: 0o700 });
    const seeded = await openPglite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([readFileSync(template.dumpPath)]),
    });
    await seeded.close();
  });

  it(
    'holds it alone: a second server and a restore are refused naming it, a backup is asked of it, and a SIGKILL frees it with every commit kept',
    async () => {
      const first = runServerScript('server/main.ts', [], { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      const baseUrl = (await first.waitFor(RUNNING))[1]!.replace('localhost', '127.0.0.1');
      const pid = first.child.pid!;
      // The start-up says each step with its time, and no log line in the log's JSON lands in it.
      await first.waitFor(/validator@demo\.sa/);
      const startUp = first.output();
      expect(startUp).toMatch(/Opening the embedded database in .+…\nDatabase open in \d+\.\d s\n/);
      expect(startUp).toMatch(/Database ready in \d+\.\d s\n/);
      expect(startUp).not.toContain('{"level"');

      // A failed sign-in is a committed write (a login failure), made just before the kill.
      const signIn = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS[0]!.email, password: 'wrong password' }),
      });
      expect(signIn.status).toBe(401);

      const second = runServerScript('server/main.ts', [], { DATA_DIR: dataDir });
      const backup = runServerScript('server/cli/backup.ts', [backupFile], { DATA_DIR: dataDir });
      const [secondExit, backupExit] = await Promise.all([second.exited, backup.exited]);
      expect(secondExit.code, second.output()).toBe(1);
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${pid}`);
      expect(backupExit.code, backup.output()).toBe(0);
      expect(backup.output()).toMatch(/Backed up \d+ rows of \d+ tables from the server running on/);
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);
      const restore = runServerScript('server/cli/restore.ts', [backupFile], { DATA_DIR: dataDir });
      expect((await restore.exited).code).toBe(1);
      expect(restore.output()).toContain(`Restore failed: DATA_DIR ${dataDir} is in use by process ${pid}`);

      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      const failures = await rowsOf(dataDir, sql`select count(*)::int as count from login_failures`);
      expect(failures.rows[0]!.count).toBe(1);
      expect(notOwnerOnly(dataDir)).toEqual([]);
    },
    SERVER_PROCESSES_TIMEOUT_MS,
  );

  it(
    'is restored from that backup into a new directory, on which it would start',
    async () => {
      const restoredDir = path.join(scratch, 'restored');
      const restore = runServerScript('server/cli/restore.ts', [backupFile], { DATA_DIR: restoredDir });
      expect((await restore.exited).code, restore.output()).toBe(0);
      expect(restore.output()).toMatch(/Restored \d+ rows of \d+ tables/);

      const users = sql`select email from users order by id`;
      expect((await rowsOf(restoredDir, users)).rows).toEqual((await rowsOf(dataDir, users)).rows);
      expect(notOwnerOnly(restoredDir)).toEqual([]);

      // What the server does at start, on the restored database: nothing to migrate or seed.
      const database = await openEmbedded(restoredDir);
      try {
        await database.migrate();
        expect(await seedDatabase(database.db, { demo: true })).toBe('existing');
        const app = await buildApp({
          config: loadConfig({ STATIC_DIR: '/nonexistent' }),
          db: database.db,
          logger: false,
        });
        const { email, password } = DEMO_ACCOUNTS[0]!;
        expect(
          (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode,
        ).toBe(200);
        await app.close();
      } finally {
        await database.close();
      }
    },
    SERVER_PROCESSES_TIMEOUT_MS,
  );
});
