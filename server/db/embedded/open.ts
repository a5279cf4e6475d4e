import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, migrationsFolder } from '../handle';
import { describeFailure, StartupError } from '../startup-error';
import { createDatabaseDir } from './create-database-dir';
import { ensurePrivateDirectory, inspectDatabaseDir, restrictToOwner } from './data-dir';
import { lockDataDir } from './data-dir-lock';
import { drizzleOverPglite } from './pglite-drizzle';
import { pgliteOptions } from './pglite-options';

function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzleOverPglite(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    whileSettingUp: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * What a new PGlite may start from: a data directory's dump (`loadDataDir`), and its WebAssembly
 * and file-system bundle already read and compiled, which a process opening many copies does once.
 */
export type PgliteStart = Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;

/** Embedded PGlite: one connection inside this process, data in `dataDir` (memory when omitted). */
export async function openPglite(dataDir?: string, start: PgliteStart = {}): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create({ ...pgliteOptions(dataDir), ...start }));
}

/** What postgres said last before it gave up (its FATAL or PANIC line and the DETAIL after it). */
function lastComplaint(log: string[]): string | undefined {
  const index = log.findLastIndex((line) => /\b(FATAL|PANIC):/.test(line));
  if (index < 0) return undefined;
  const text = (line: string) => line.replace(/^.*?\b(FATAL|PANIC|DETAIL):\s*/, '').replace(/\.$/, '');
  const detail = log[index + 1]?.includes('DETAIL:') ? ` (${text(log[index + 1]!)})` : '';
  return `${text(log[index]!)}${detail}`;
}

/**
 * The embedded database of a data directory, in `<dataDir>/pglite`: the directory is locked
 * for the life of the handle, made owner only, and refused when it holds a damaged database
 * rather than initialised over it.
 */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const root = path.resolve(dataDir);
  ensurePrivateDirectory(root, 'DATA_DIR');
  const lock = await lockDataDir(root);
  try {
    const directory = path.join(root, 'pglite');
    if (inspectDatabaseDir(directory) === 'new') {
      await createDatabaseDir(directory).catch((error: unknown) => {
        throw new StartupError(`A new embedded database could not be made in ${directory}: ${describeFailure(error)}.`);
      });
    }
    restrictToOwner(root);
    const postgresLog: string[] = [];
    const remember = (line: string) => {
      postgresLog.push(line);
      if (postgresLog.length > 20) postgresLog.shift();
      return false;
    };
    const client = await PGlite.create({ ...pgliteOptions(directory), onStderr: remember }).catch((error: unknown) => {
      const reason = lastComplaint(postgresLog) ?? describeFailure(error);
      throw new StartupError(
        `The embedded database in ${directory} could not be opened: ${reason}. If it is damaged, restore the last backup ` +
          `(move ${directory} aside, then npm run restore -- <backup file>).`,
      );
    });
    const handle = pgliteHandle(client);
    const close = async () => {
      try {
        await handle.close();
      } finally {
        await lock.release();
      }
    };
    return { ...handle, lock, close };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
