import pg from 'pg';

/**
 * A pool whose connections may die at any moment (a restart, a failover, an administrator's
 * pg_terminate_backend) without ending the process or shrinking the pool.
 *
 * pg-pool listens for errors only on idle connections; one that dies while checked out emits an
 * `error` that nobody hears, which ends the process. Drizzle's transaction also never releases a
 * connection whose `begin` failed. So a checked-out connection that dies is released at once, with
 * its error (the pool drops it and opens another when needed), and the release its holder makes
 * later does nothing: the holder's own queries fail and its transaction rolls back with the
 * connection. `lost` hears of each connection that died (a failover may have moved the primary).
 */
export function resilientPool(
  config: pg.PoolConfig,
  warn: (message: string) => void,
  lost: () => void = () => {},
): pg.Pool {
  const pool = new pg.Pool(config);
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('error', (error) => {
    warn(`PostgreSQL dropped an idle connection: ${error.message}`);
    lost();
  });
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client as pg.PoolClient)) return;
      warn(`PostgreSQL dropped a connection in use: ${error.message}`);
      lost();
      const pooled = client as pg.PoolClient;
      const release = pooled.release;
      pooled.release = () => {};
      release(error);
    });
  });
  return pool;
}
