import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { openEmbedded } from './embedded/open';
import { type Database, type DatabaseHandle, migrationsFolder } from './handle';
import { checkConnection, CONNECT_TIMEOUT_MS } from './postgres-connection';
import { keepStatementsOf } from './kept-statements';
import { sendTransactionEdgesAhead } from './transaction-edges';
import { resilientPool } from './postgres-pool';
import { findWritableHost } from './writable-host';

export type { Database, DatabaseHandle, Transaction } from './handle';
export { migrationsFolder } from './handle';
export { openEmbedded, openPglite, type PgliteStart } from './embedded/open';

/** The advisory lock key of migrations and seeding, the same in every process of the product. */
const SETUP_LOCK = `hashtext('parking-system: migrate and seed')`;

export async function openPostgres(
  connectionString: string,
  { connectTimeoutMs = CONNECT_TIMEOUT_MS } = {},
): Promise<DatabaseHandle> {
  const writableHost = await findWritableHost(connectionString, console.warn);
  await checkConnection(writableHost.current, connectTimeoutMs);
  // A request waits at most as long as a start does for a connection, then is answered 503.
  const pool = resilientPool(
    {
      connectionString: writableHost.current,
      Client: writableHost.clientClass(),
      max: 10,
      connectionTimeoutMillis: connectTimeoutMs,
      pipeline: true,
    },
    console.warn,
    () => writableHost.suspect(),
  );
  pool.on('connect', keepStatementsOf);
  pool.on('connect', sendTransactionEdgesAhead);
  const db = drizzlePg(pool);
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
        const failure = await connection.query(`select pg_advisory_unlock(${SETUP_LOCK})`).then(
          () => undefined,
          (error: Error) => error,
        );
        connection.release(failure);
      }
    },
    writesTo: () => writableHost.currentHost,
    close: () => {
      writableHost.close();
      return pool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}
