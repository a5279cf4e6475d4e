import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createDatabaseDir } from './create-database-dir';
import { ensurePrivateDirectory, inspectDatabaseDir, restrictToOwner } from './data-dir';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { drizzleOverPglite } from './pglite-drizzle';
import { pgliteOptions } from './pglite-options';
import { checkConnection, CONNECT_TIMEOUT_MS } from './postgres-connection';
import { resilientPool } from './postgres-pool';
import * as schema from './schema';
import { describeFailure, StartupError } from './startup-error';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /** The embedded engine, for dumping its data directory (tests copy a seeded one). */
  pglite?: PGlite;
  kind: 'pglite' | 'postgres';
  /** The data directory, held by this process while its embedded database is open. */
  lock?: DataDirLock;
  migrate(): Promise<void>;
  /**
   * Runs the schema and seed work of a start one process at a time, so that processes starting
   * together on one empty database neither migrate twice nor seed twice. On PostgreSQL that is
   * an advisory lock held on one dedicated connection; the embedded database already has a
   * single process, by its data directory's lock.
   */
  whileSettingUp<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzleOverPglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    whileSettingUp: (work) => work(),
    close: () => client.close(),
  };
}

/** Embedded PGlite: one connection inside this process, data in `dataDir` (memory when omitted). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create({ ...pgliteOptions(dataDir), ...(loadDataDir ? { loadDataDir } : {}) }));
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

/** The advisory lock key of migrations and seeding, the same in every process of the product. */
const SETUP_LOCK = `hashtext('parking-system: migrate and seed')`;

export async function openPostgres(connectionString: string, { connectTimeoutMs = CONNECT_TIMEOUT_MS } = {}): Promise<DatabaseHandle> {
  await checkConnection(connectionString, connectTimeoutMs);
  // A request waits at most as long as a start does for a connection, then is answered 503.
  const pool = resilientPool({ connectionString, max: 10, connectionTimeoutMillis: connectTimeoutMs }, console.warn);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async whileSettingUp(work) {
      const connection = await pool.connect();
      await connection.query(`select pg_advisory_lock(${SETUP_LOCK})`);
      try {
        return await work();
      } finally {
        // A connection that cannot unlock is closed instead, which frees its locks too.
        const failure = await connection.query(`select pg_advisory_unlock(${SETUP_LOCK})`).then(() => undefined, (error: Error) => error);
        connection.release(failure);
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}
