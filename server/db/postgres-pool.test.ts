import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { resilientPool } from './postgres-pool';
import { findWritableHost } from './writable-host';

// Only PostgreSQL has connections of a pool.
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)('the pool of connections to the writable host', () => {
  it('outlives a connection that fails as it opens, before the pool listens to it', async () => {
    const writableHost = await findWritableHost(testDatabaseUrl!, () => {});
    const OfWritableHost = writableHost.clientClass();
    // The failure arrives with the connection's readiness, as PostgreSQL's "terminating connection"
    // may in the same packet: before the pool's callback has run.
    class EndedAsItOpens extends OfWritableHost {
      constructor(config?: string | pg.ClientConfig) {
        super(config);
        (this as unknown as { connection: NodeJS.EventEmitter }).connection.once('readyForQuery', () =>
          this.emit('error', new Error('terminating connection due to administrator command')),
        );
      }
    }
    const warnings: string[] = [];
    let lost = 0;
    const pool = resilientPool(
      { connectionString: writableHost.current, Client: EndedAsItOpens, max: 1 },
      (warning) => warnings.push(warning),
      () => (lost += 1),
    );
    try {
      const client = await pool.connect();
      client.release();
      expect(warnings).toEqual([
        'PostgreSQL dropped a connection in use: terminating connection due to administrator command',
      ]);
      expect(lost).toBe(1);
    } finally {
      await pool.end();
      writableHost.close();
    }
  });
});
