import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { openEmbedded } from './embedded/open';
import { type Database, type DatabaseHandle, migrationsFolder } from './handle';
import { checkConnection, CONNECT_TIMEOUT_MS, IDLE_CONNECTION_KEPT_MS } from './postgres-connection';
import { keepStatementsOf } from './kept-statements';
import { sendTransactionEdgesAhead } from './transaction-edges';
import { resilientPool } from './postgres-pool';
import { findWritableHost } from './writable-host';
import { keepReaders, Replica, ReplicaFirstPool } from './replica-reads';

export type { Database, DatabaseHandle, Transaction } from './handle';
export { migrationsFolder } from './handle';
export { openEmbedded, openPglite, type PgliteStart } from './embedded/open';

/** The advisory lock key of migrations and seeding, the same in every process of the product. */
const SETUP_LOCK = `hashtext('parking-system: migrate and seed')`;

export interface PostgresOptions {
  connectTimeoutMs?: number;
  /** READ_DATABASE_URL: a replica for the reads that may lag, and how far behind it may be to serve them. */
  replica?: { connectionString: string; maxLagSeconds: number };
}

export async function openPostgres(
  connectionString: string,
  { connectTimeoutMs = CONNECT_TIMEOUT_MS, replica: replicaSetting }: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const writableHost = await findWritableHost(connectionString, console.warn);
  await checkConnection(writableHost.current, connectTimeoutMs);
  // A request waits at most as long as a start does for a connection, then is answered 503.
  const pool = resilientPool(
    {
      connectionString: writableHost.current,
      Client: writableHost.clientClass(),
      max: 10,
      idleTimeoutMillis: IDLE_CONNECTION_KEPT_MS,
      connectionTimeoutMillis: connectTimeoutMs,
      pipeline: true,
    },
    console.warn,
    () => writableHost.suspect(),
  );
  const replica =
    replicaSetting && new Replica(replicaSetting.connectionString, replicaSetting.maxLagSeconds, console.warn);
  for (const each of [pool, replica?.pool]) {
    each?.on('connect', keepStatementsOf);
    each?.on('connect', sendTransactionEdgesAhead);
  }
  await replica?.check();
  const db = drizzlePg(pool);
  const reader = replica ? (drizzlePg(new ReplicaFirstPool(pool, replica)) as unknown as Database) : undefined;
  keepReaders(db as unknown as Database, {
    reader: reader ?? (db as unknown as Database),
    topology: { writesTo: () => writableHost.currentHost, hosts: writableHost.hosts.length, primary: pool, replica },
  });
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
    async close() {
      writableHost.close();
      await Promise.all([pool.end(), replica?.close()]);
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  replica?: PostgresOptions['replica'];
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { replica: options.replica })
    : openEmbedded(options.dataDir);
}
