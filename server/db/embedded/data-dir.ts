import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeFileError, StartupError } from '../startup-error';

/** Owner only: the database holds the token secret, password hashes and mail. */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Creates a directory (the data directory, say) and its missing parents, owner only, or refuses
 * at once a path that cannot hold one; `role` names it in the message ("DATA_DIR"). Each level
 * is made by hand: Node's `mkdirSync(…, { recursive: true })` loops forever where the kernel
 * answers ENOENT under an existing parent, as in /proc.
 */
export function ensurePrivateDirectory(directory: string, role: string): void {
  const missing: string[] = [];
  let current = path.resolve(directory);
  for (;;) {
    try {
      if (statSync(current).isDirectory()) break;
      throw new StartupError(`${role} ${directory} cannot be used: ${current} is a file, not a directory.`);
    } catch (error) {
      if (error instanceof StartupError) throw error;
      if (!isMissing(error))
        throw new StartupError(`${role} ${directory} cannot be used: ${describeFileError(error)} (${current}).`);
    }
    missing.unshift(current);
    current = path.dirname(current);
  }
  for (const level of missing) {
    try {
      mkdirSync(level, { mode: PRIVATE_DIRECTORY_MODE });
    } catch (error) {
      throw new StartupError(`${role} ${directory} cannot be created: ${describeFileError(error)} (${level}).`);
    }
  }
}

/**
 * Makes a directory and everything under it owner only: 0700 directories, 0600 files. A data
 * directory made by an earlier version, or copied with loose modes, is tightened at start;
 * PGlite writes the files of a new database with the modes of its archive (0666).
 */
export function restrictToOwner(root: string): void {
  const stats = lstatSync(root, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink()) return;
  const wanted = stats.isDirectory() ? PRIVATE_DIRECTORY_MODE : PRIVATE_FILE_MODE;
  if ((stats.mode & 0o777) !== wanted) chmodSync(root, wanted);
  if (stats.isDirectory()) for (const name of readdirSync(root)) restrictToOwner(path.join(root, name));
}

/** The files without which a PostgreSQL data directory is not one. */
const REQUIRED_FILES = ['PG_VERSION', 'global/pg_control'];

/**
 * What the embedded database's directory holds: nothing (a new database is made in it), a
 * database, or anything else, which is refused. PGlite would run initdb over the remains of a
 * damaged database, and the start would then seed the published demo accounts into it.
 */
export function inspectDatabaseDir(directory: string): 'new' | 'existing' {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch (error) {
    if (isMissing(error)) return 'new';
    throw new StartupError(`The embedded database in ${directory} cannot be read: ${describeFileError(error)}.`);
  }
  if (entries.length === 0) return 'new';
  const missing = REQUIRED_FILES.filter((file) => !existsSync(path.join(directory, file)));
  if (missing.length === 0) return 'existing';
  throw new StartupError(
    `The embedded database in ${directory} is damaged (${missing.join(' and ')} missing) and was left as it is. ` +
      `Restore the last backup: move ${directory} aside, then run npm run restore -- <backup file>.`,
  );
}
