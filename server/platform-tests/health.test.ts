import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import pg from 'pg';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/database', () => {
  it('says where the instance writes, with neither a standby nor a replica named and so no alarm', async () => {
    const token = await t.bearer(ROLE.admin);
    const response = await t.request({ method: 'GET', url: '/api/health/database', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      t.databaseUrl
        ? {
            kind: 'postgres',
            writes_to: new URL(t.databaseUrl).host,
            hosts: 1,
            synchronous_commit: false,
            standbys: [],
            replica: null,
            alarms: [],
          }
        : {
            kind: 'embedded',
            writes_to: null,
            hosts: 1,
            synchronous_commit: false,
            standbys: [],
            replica: null,
            alarms: [],
          },
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('GET /api/health while no pooled connection is free', () => {
  it('answers on a connection of its own, so that a load balancer keeps an instance whose writes wait', async () => {
    // Every connection of the app's pool taken, as when each holds a commit waiting for a
    // synchronous standby that just died; a request needing one would wait 10 s, then fail.
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const taken = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    try {
      expect(pool.idleCount).toBe(0);
      const health = await t.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      for (const client of taken) client.release();
    }
  });
});
