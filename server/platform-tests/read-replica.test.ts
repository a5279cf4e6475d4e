import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ROLE } from '../../domain/roles';
import { areaBody } from '../test/fixtures';
import { createSecondTestApp, createTestApp, type TestApp } from '../test/harness';
import { createDatabaseFromTemplate } from '../test/postgres-databases';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

// Only PostgreSQL has replicas. The replica here is a copy of the same seeded template that follows
// nothing (so what the primary writes later is missing from it, as it is from a replica a moment
// behind), reached through a port of the test's own (so that it can die), and read-only, as a
// standby is: a read that writes fails there instead of passing unseen.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Each read declared to read the replica, as a super admin calls it. */
const REPLICA_READS = [
  '/api/dashboard',
  '/api/reports/revenue?from=2026-01-01&to=2026-12-31',
  '/api/reports/revenue?from=2026-01-01&to=2026-12-31&format=csv&group_by=method',
  '/api/reports/daily-close?day=2026-06-01',
  '/api/reports/daily-close?day=2026-06-01&format=csv',
  '/api/payment-transactions?range=[0,24]',
  '/api/payment-transactions/totals',
  '/api/fee-adjustments?range=[0,24]',
  '/api/fee-adjustments/totals',
  '/api/einvoice-documents?range=[0,24]',
];

describe.skipIf(!onPostgres)('the reads that may lag, with a read replica', () => {
  let primary: TestApp;
  let replicaHost: TcpProxy;
  let dropReplica: () => Promise<void>;
  let served: TestApp;
  let token: string;
  beforeAll(async () => {
    primary = await createTestApp();
    const template = inject('databaseTemplate');
    if (template.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
    const replica = await createDatabaseFromTemplate(template.url, template.template);
    dropReplica = replica.drop;
    const replicaUrl = new URL(replica.url);
    replicaHost = await startTcpProxy({ host: replicaUrl.hostname, port: Number(replicaUrl.port || 5432) });
    served = await createSecondTestApp(
      primary,
      {},
      {
        replica: {
          connectionString: `postgres://${replicaUrl.username}@${replicaHost.address}${replicaUrl.pathname}?options=-c%20default_transaction_read_only%3Don`,
          maxLagSeconds: 30,
        },
      },
    );
    token = await served.bearer(ROLE.superAdmin);
  }, 120_000);
  afterAll(async () => {
    await served?.close();
    await primary?.close();
    await replicaHost?.kill();
    await dropReplica?.();
  });

  const get = (url: string) => served.request({ method: 'GET', url, token });
  const health = async () => (await get('/api/health/database')).json();

  it('each answers from the replica, which it could not write to', async () => {
    for (const url of REPLICA_READS) expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });

    const integrator = await served.request({
      method: 'POST',
      url: '/api/integrators',
      token,
      payload: { name: 'Replica reader', scopes: ['places:read', 'rates:read', 'occupancy:read', 'sessions:read'] },
    });
    expect(integrator.statusCode, integrator.body).toBe(201);
    const open = (path: string) =>
      served.request({
        method: 'GET',
        url: `/api/open/v4${path}`,
        headers: { authorization: `Integrator ${integrator.json().key}` },
      });
    const places = await open('/places');
    const place = (places.json() as { data: Array<{ id: string }> }).data[0]!.id;
    for (const path of ['/places', `/places/${place}`, '/rates', '/occupancy', '/sessions'])
      expect({ path, status: (await open(path)).statusCode }).toEqual({ path, status: 200 });

    expect((await health()).replica).toMatchObject({ serving: true, failure: null });
  });

  it('reads the replica a moment behind, while what a decision reads comes from the primary', async () => {
    const before = (await get('/api/dashboard')).json().areas as number;
    const created = await served.request({ method: 'POST', url: '/api/areas', payload: areaBody(), token });
    expect(created.statusCode).toBe(201);

    expect((await get('/api/dashboard')).json().areas).toBe(before);
    expect((await get(`/api/areas/${created.json().id}`)).statusCode).toBe(200);
  });

  it('a replica that dies costs no request: its reads go to the primary, and the health says so', async () => {
    await replicaHost.kill();
    const areasOnPrimary = Number(
      (await get('/api/areas?range=[0,0]')).headers['content-range']?.toString().split('/')[1],
    );

    for (const url of REPLICA_READS) expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    expect((await get('/api/dashboard')).json().areas).toBe(areasOnPrimary);
    const after = await health();
    expect(after).toMatchObject({
      kind: 'postgres',
      writes_to: new URL(primary.databaseUrl!).host,
      replica: { serving: false, lag_seconds: null, failure: expect.any(String) },
      alarms: ['replica_unreachable'],
    });
  });

  it("is told to the operator's administrators only", async () => {
    const gateEmployee = await served.bearer(ROLE.gateEmployee);
    expect((await served.request({ method: 'GET', url: '/api/health/database', token: gateEmployee })).statusCode).toBe(
      403,
    );
    expect((await served.request({ method: 'GET', url: '/api/health/database' })).statusCode).toBe(401);
  });
});
