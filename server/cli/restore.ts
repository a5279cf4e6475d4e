// npm run restore -- <file>: loads a backup into an empty database, DATABASE_URL's or the
// embedded one in DATA_DIR (a new one is made there; the server must be stopped), in one
// transaction: the migrations the backup was made under, its rows, then this version's later
// migrations.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup, verifyBackup } from '../db/backup';
import { migrationsFolder, openEmbedded, openPostgres } from '../db/client';
import { describeFailure, StartupError } from '../db/startup-error';

async function main() {
  process.umask(0o077);
  const config = loadConfig();
  const file = process.argv[2];
  if (!file) throw new StartupError('name the backup file: npm run restore -- <file>');
  const started = performance.now();
  // The whole file is checked before any database is made or touched.
  const { header } = await verifyBackup(createReadStream(file));
  const target = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${path.resolve(config.DATA_DIR, 'pglite')}`;
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openEmbedded(config.DATA_DIR);
  try {
    const summary = await restoreBackup(database.db, createReadStream(file), migrationsFolder);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored ${summary.rows} rows of ${summary.tables} tables (backup of ${header.created_at}) into ${target} in ${seconds} s.`,
    );
  } catch (error) {
    const advice = config.DATABASE_URL
      ? 'Point DATABASE_URL at a new, empty database (createdb …).'
      : `Set DATA_DIR to a new directory, or move ${path.resolve(config.DATA_DIR, 'pglite')} aside.`;
    throw new StartupError(`${describeFailure(error)}. ${/not empty/.test(String(error)) ? advice : ''}`.trim());
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Restore failed: ${describeFailure(error)}`);
    process.exit(1);
  },
);
