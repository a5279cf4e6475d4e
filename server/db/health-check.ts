import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './handle';
import { CONNECT_TIMEOUT_MS } from './postgres-connection';

/** How long the health query may take before the database counts as not answering. */
export const HEALTH_QUERY_TIMEOUT_MS = 2_000;

export interface HealthCheck {
  /** Whether the database answers now: resolves, or throws the database's failure. */
  ask(): Promise<void>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, a connection of its own outside the pool, to the host writes go to (the pool's
 * client, which follows a failover), opened at the first check and again after a failure. The
 * pool's connections may all be waiting at once (commits waiting for a synchronous standby that
 * just died, until the monitor releases the primary); the database still answers, and a load
 * balancer asking through the pool would take every instance out for it, turning a wait into
 * failures.
 */
function healthOnPostgres(config: pg.PoolConfig): HealthCheck {
  const Client = (config.Client as typeof pg.Client | undefined) ?? pg.Client;
  let open: Promise<pg.Client> | undefined;
  const connect = async () => {
    const client = new Client({
      ...config,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: HEALTH_QUERY_TIMEOUT_MS,
    });
    client.on('error', () => {
      if (open) void drop();
    });
    await client.connect();
    return client;
  };
  const drop = async () => {
    const dropped = open;
    open = undefined;
    await dropped?.then((client) => client.end()).catch(() => {});
  };
  return {
    async ask() {
      open ??= connect();
      try {
        await (await open).query('select 1');
      } catch (error) {
        await drop();
        throw error;
      }
    },
    close: drop,
  };
}

/**
 * How the app asks whether its database answers: on PostgreSQL on a connection of its own (read off
 * the Drizzle client, as the listener is), on the embedded database, which has no pool to wait
 * for, by a query.
 */
export function healthCheckOf(db: Database): HealthCheck {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return healthOnPostgres(client.options);
  return {
    async ask() {
      await db.execute(sql`select 1`);
    },
    close: async () => {},
  };
}
