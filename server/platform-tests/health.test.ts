import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
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
