import { createServer } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { resilientPool } from '../db/postgres-pool';
import { areaWithEntryGate, type PostgresServer, startPostgresServer } from '../test/postgres-server';

// Only PostgreSQL has connections that another session can end; the embedded database lives in
// the server's own process.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The backends serving the server's pool, as PostgreSQL itself sees them: busy ones, then all of them ended. */
const SERVER_BACKENDS = `from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;

describe.skipIf(!onPostgres)('the server when PostgreSQL ends its connections', () => {
  let running: PostgresServer;
  let token: string;
  let gateId: number;
  beforeAll(async () => {
    // Thirty entries at once, so that connections die inside transactions: all taken in hand, none shed.
    running = await startPostgresServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000', GATE_MAX_IN_FLIGHT: '100' });
    token = await running.signIn(ROLE.superAdmin);
    ({ gateId } = await areaWithEntryGate(running, token, {
      max_capacity: 5000,
      subscription_capacity: 100,
      guest_ticket_capacity: 4900,
    }));
  }, 120_000);
  afterAll(() => running.close());

  it('answers the requests whose connection died 503 with nothing half-written, stays up, and serves the next ones', async () => {
    const answers: Array<{ eventId: string; plate: string; status: number; code: unknown }> = [];
    let plates = 0;
    const enter = async () => {
      const number = ++plates;
      const eventId = `dropped-connection-${number}`;
      const plate = `ABJ ${number}`;
      // A server that died answers nothing: status 0.
      const answer = await running
        .send('POST', '/api/gate/entries', { gate_id: gateId, event_id: eventId, plate }, token)
        .catch(() => ({ status: 0, body: {} as Record<string, unknown> }));
      answers.push({ eventId, plate: `ABJ${number}`, status: answer.status, code: answer.body.code });
      return answer;
    };

    for (let round = 0; round < 5; round++) {
      // Entries queue at their area's row lock, so most of them hold a connection in a transaction.
      // A batch that is all answered before three are seen at once ends nothing this round.
      let answered = false;
      const batch = Promise.all(Array.from({ length: 30 }, enter)).finally(() => {
        answered = true;
      });
      while (
        !answered &&
        (await running.sql.query(`select count(*)::int as busy ${SERVER_BACKENDS} and state <> 'idle'`)).rows[0].busy <
          3
      ) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await running.sql.query(`select pg_terminate_backend(pid) ${SERVER_BACKENDS}`);
      await batch;
      expect(running.server.child.exitCode, running.server.output()).toBeNull();
    }

    const statuses = new Set(answers.map((answer) => answer.status));
    expect(
      [...statuses].filter((status) => status !== 201 && status !== 503),
      JSON.stringify(answers.filter((answer) => answer.status !== 201)),
    ).toEqual([]);
    expect(statuses.has(503)).toBe(true);
    expect(new Set(answers.filter((answer) => answer.status === 503).map((answer) => answer.code))).toEqual(
      new Set(['database_unavailable']),
    );

    // An acknowledged entry is a stay with its gate event; a refused one left neither.
    const written = async (table: string, column: string, values: string[]) =>
      new Set(
        (
          await running.sql.query(`select ${column} as value from ${table} where ${column} = any($1)`, [values])
        ).rows.map((row) => row.value as string),
      );
    const events = await written(
      'gate_events',
      'event_id',
      answers.map((answer) => answer.eventId),
    );
    const stays = await written(
      'vehicles',
      'plate',
      answers.map((answer) => answer.plate),
    );
    for (const answer of answers) {
      expect({ ...answer, event: events.has(answer.eventId), stay: stays.has(answer.plate) }).toEqual({
        ...answer,
        event: answer.status === 201,
        stay: answer.status === 201,
      });
    }

    expect(running.server.child.exitCode).toBeNull();
    // More at once than the pool holds: every connection it lost was given back.
    const after = await Promise.all(Array.from({ length: 30 }, enter));
    expect(after.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    expect((await running.send('GET', '/api/health')).status).toBe(200);
  }, 120_000);
});

describe.skipIf(!onPostgres)('the pool when PostgreSQL ends a connection that is checked out', () => {
  it('gives its place back even when its holder never releases it, as a transaction whose begin failed does not', async () => {
    const warnings: string[] = [];
    const pool = resilientPool(
      { connectionString: process.env.TEST_DATABASE_URL, max: 1, connectionTimeoutMillis: 5000 },
      (message) => warnings.push(message),
    );
    try {
      const held = await pool.connect();
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      const died = new Promise((resolve) => held.once('error', resolve));
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await killer.end();
      await died;
      await expect(held.query('begin')).rejects.toThrow();
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(warnings).toEqual([expect.stringMatching(/^PostgreSQL dropped a connection in use/)]);
    } finally {
      await pool.end();
    }
  });
});

describe('the server when PostgreSQL refuses to connect', () => {
  it('answers 503 database_unavailable, not 500', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const pool = resilientPool(
      { connectionString: `postgres://postgres@127.0.0.1:${port}/nowhere`, connectionTimeoutMillis: 2000 },
      () => {},
    );
    const config = {
      ...loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent' }),
      JWT_SECRET: 'a token secret for a server without its database',
    };
    const app = await buildApp({ config, db: drizzle(pool) as unknown as Database, logger: false });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, health.json().code]).toEqual([503, 'database_unavailable']);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@demo.sa', password: 'Admin#2026' },
      });
      expect([signIn.statusCode, signIn.json().code]).toEqual([503, 'database_unavailable']);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
