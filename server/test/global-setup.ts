import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';
import { seedDatabase } from '../seed';
import { TEMPLATE_STAY_DAYS } from './template-demo';
import { createTemplateDatabase, dropTemplateDatabase } from './postgres-databases';

/**
 * Migrates and seeds one database before the run; every test file then starts from a copy
 * of it (a PGlite data-directory dump, or a PostgreSQL database created from a template)
 * instead of migrating and hashing the demo passwords again.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const template = await createTemplateDatabase(postgresUrl);
    project.provide('databaseTemplate', { kind: 'postgres', url: postgresUrl, template });
    return () => dropTemplateDatabase(postgresUrl, template);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'parking-test-'));
  const dumpPath = path.join(folder, 'seeded.tar');
  const database = await openPglite();
  await database.migrate();
  await seedDatabase(database.db, { demo: true, stayDays: TEMPLATE_STAY_DAYS });
  // Written out before the dump, every copy starts without replaying the seed's WAL (a second of
  // work each), and the segments the checkpoint frees are dropped rather than kept for reuse: the
  // dump is 68 MB instead of 100.
  await database.pglite!.exec('set wal_recycle = off; checkpoint;');
  const dump = await database.pglite!.dumpDataDir('none');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseTemplate', { kind: 'pglite', dumpPath });
  return () => rmSync(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}
