// npm run backup [-- <file>]: a consistent backup of the database (DATABASE_URL's, or the
// embedded one in DATA_DIR, whether the server runs or not) in <file>, by default
// backups/parking-<date>-<time>.jsonl.gz. The file is the owner's only and is checked whole.
import { createReadStream, createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Config, loadConfig } from '../config';
import { verifyBackup, writeBackup } from '../db/backup';
import { openEmbedded, openPostgres } from '../db/client';
import { ensurePrivateDirectory, inspectDatabaseDir, PRIVATE_FILE_MODE } from '../db/embedded/data-dir';
import { DataDirInUse, requestFromHolder } from '../db/embedded/data-dir-lock';
import { describeFailure, StartupError } from '../db/startup-error';

function defaultFile(): string {
  const stamp = new Date().toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
  return path.join('backups', `parking-${stamp}.jsonl.gz`);
}

async function dump(config: Config, out: Writable): Promise<string> {
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL);
    try {
      await writeBackup(database.db, out);
    } finally {
      await database.close();
    }
    return 'PostgreSQL (DATABASE_URL)';
  }
  const dataDir = path.resolve(config.DATA_DIR);
  if (inspectDatabaseDir(path.join(dataDir, 'pglite')) === 'new')
    throw new StartupError(`DATA_DIR ${dataDir} holds no database to back up.`);
  const database = await openEmbedded(dataDir).catch((error: unknown) => {
    if (error instanceof DataDirInUse) return undefined;
    throw error;
  });
  if (!database) {
    // The running server holds the embedded database: it writes the backup.
    await pipeline(await requestFromHolder(dataDir, 'backup'), out);
    return `the server running on ${dataDir} (process holding it)`;
  }
  try {
    await writeBackup(database.db, out);
  } finally {
    await database.close();
  }
  return `the embedded database in ${dataDir}`;
}

async function main() {
  process.umask(0o077);
  const config = loadConfig();
  const file = path.resolve(process.argv[2] ?? defaultFile());
  ensurePrivateDirectory(path.dirname(file), 'The backup directory');
  const partial = `${file}.partial`;
  const started = performance.now();
  try {
    const source = await dump(config, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    const summary = await verifyBackup(createReadStream(partial));
    renameSync(partial, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const size = Math.ceil(statSync(file).size / 1000);
    console.log(
      `Backed up ${summary.rows} rows of ${summary.tables} tables from ${source} to ${file} (${size} kB, ${seconds} s).`,
    );
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Backup failed: ${describeFailure(error)}`);
    process.exit(1);
  },
);
