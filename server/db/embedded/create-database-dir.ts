import { execFile } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, restrictToOwner } from './data-dir';
import { START_PARAMS } from './pglite-options';

/*
 * PGlite makes a new database with a second PostgreSQL instance that runs initdb, and hands the
 * result over as an archive. That instance, its WebAssembly memory and the archive stay reachable
 * from the PGlite that made them: about 500 MB that a server kept for its whole life after its
 * first start. Made in a short-lived child process, the database's files are all that remains.
 */
const MAKE_DATABASE = `
const [pglite, directory, startParams] = process.argv.slice(1);
require(pglite).PGlite.create(directory, { startParams: JSON.parse(startParams) })
  .then((database) => database.close())
  .then(() => process.exit(0), (error) => { process.stderr.write(String(error && error.message || error)); process.exit(1); });
`;

function makeInChildProcess(directory: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const args = ['-e', MAKE_DATABASE, pglite, directory, JSON.stringify(START_PARAMS)];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { timeout: 120_000 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(stderr.trim() || error.message));
      else resolve();
    });
  });
}

function sync(entry: string, isDirectory: boolean): void {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(entry, 'r');
    fsyncSync(descriptor);
  } catch (error) {
    // Some systems (Windows) cannot open or sync a directory; a file that cannot be synced is a failure.
    if (!isDirectory) throw error;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/** fsync(2) of every file and directory under `root`, then of `root`: initdb writes without it. */
function syncTree(root: string): void {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const child = path.join(root, entry.name);
    if (entry.isDirectory()) syncTree(child);
    else sync(child, false);
  }
  sync(root, true);
}

/** Makes a new, empty PostgreSQL database in `directory` (absent or empty), owner only and on disk. */
export async function createDatabaseDir(directory: string): Promise<void> {
  if (!existsSync(directory)) mkdirSync(directory, { mode: PRIVATE_DIRECTORY_MODE });
  await makeInChildProcess(directory);
  restrictToOwner(directory);
  syncTree(directory);
  sync(path.dirname(directory), true);
}
