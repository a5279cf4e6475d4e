import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATOR_SCOPES } from '../../../domain/open-data';
import { ROLE } from '../../../domain/roles';
import { operatorClock } from '../../clock';
import { auditLog, webhookDeliveries } from '../../db/schema';
import { deliverDueWebhooks, forgetOldWebhookDeliveries } from './webhook-deliveries';
import { areaBody, gateBody, subAreaBody } from '../../test/fixtures';
import { createSecondTestApp, createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError, listUrl } from '../../test/rest';
import { IN_THE_PAST } from '../../test/stays';
import { type ReceivedWebhook, startWebhookReceiver } from '../../test/webhook-receiver';

let t: TestApp;
let superAdmin: string;
let admin: string;
/** Two areas with a gate each: the keys limited to one must not see the other. */
let mine: { id: number; gate: number; subArea: number };
let theirs: { id: number; gate: number };
/** Every scope, every area. */
let everything: { id: number; key: string };

let events = 0;
let plates = 2000;
const nextPlate = () => `ABD ${++plates}`;

const integrator = (body: object, token = superAdmin) =>
  t.request({ method: 'POST', url: '/api/integrators', token, payload: body });

async function newIntegrator(scopes: string[], areaIds: number[] | null = null) {
  const response = await integrator({ name: `Integrator ${++events}`, scopes, area_ids: areaIds });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; key: string };
}

const open = (
  key: string | undefined,
  path: string,
  more: { method?: 'GET' | 'POST' | 'DELETE'; payload?: object } = {},
) =>
  t.request({
    method: more.method ?? 'GET',
    url: `/api/open/v4${path}`,
    headers: key === undefined ? {} : { authorization: `Integrator ${key}` },
    ...(more.payload ? { payload: more.payload } : {}),
  });

async function read(key: string, path: string) {
  const response = await open(key, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const gateEvent = (kind: 'entries' | 'exits', gateId: number, body: object) =>
  t.request({
    method: 'POST',
    url: `/api/gate/${kind}`,
    token: superAdmin,
    payload: { gate_id: gateId, event_id: `open-data-${++events}`, ...body },
  });

/** A guest who came in 110 minutes ago and leaves now, paying cash for two started hours (8 SAR): answers the stay's id. */
async function paidStay(gateId: number, plate = nextPlate()) {
  const entered = await gateEvent('entries', gateId, {
    plate,
    ...IN_THE_PAST,
    occurred_at: new Date(Date.now() - 110 * 60_000).toISOString(),
  });
  expect(entered.statusCode, entered.body).toBe(201);
  const left = await gateEvent('exits', gateId, { plate, payment_method: 'cash' });
  expect(left.statusCode, left.body).toBe(200);
  return entered.json().stay_id as number;
}

beforeAll(async () => {
  // The webhooks' rounds are the tests' own: the server's job, which may deliver to this machine,
  // would otherwise race a round that may not, and answer for it.
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_PER_MINUTE: 1000, WEBHOOK_ALLOW_LOCAL_HTTP: true },
    { backgroundJobs: false },
  );
  [superAdmin, admin] = await Promise.all([t.bearer(ROLE.superAdmin), t.bearer(ROLE.admin)]);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  const both = types.find((type) => type.code === 'entry_exit')!.id;
  const newArea = async () => {
    const { id } = await createThrough(t, superAdmin, 'areas', areaBody());
    return { id, gate: (await createThrough(t, superAdmin, 'gates', gateBody(id, both))).id };
  };
  const first = await newArea();
  mine = { ...first, subArea: (await createThrough(t, superAdmin, 'sub-areas', subAreaBody(first.id))).id };
  theirs = await newArea();
  everything = await newIntegrator([...INTEGRATOR_SCOPES]);
});
afterAll(() => t.close());

describe('an integrator', () => {
  it('is the super admin’s to register, its key answered once and audited as a masked hash', async () => {
    expect(everything.key).toMatch(/^psi_[\w-]{12}_[\w-]{43}$/);
    expectError(await integrator({ name: 'Not theirs', scopes: ['places:read'] }, admin), 403, 'forbidden');
    const listed = await t.request({ method: 'GET', url: listUrl('integrators'), token: superAdmin });
    expect(listed.body).not.toContain(everything.key.slice(17));
    expect(listed.body).not.toContain('key_hash');
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'integrators'), eq(auditLog.record_id, everything.id)));
    expect(row).toMatchObject({ action: 'create', actor_role_id: ROLE.superAdmin });
    expect(row!.changes.key_hash).toEqual(['***', '***']);
    const missingArea = await integrator({ name: 'Nowhere', scopes: ['places:read'], area_ids: [999_999] });
    expect(missingArea.statusCode).toBe(400);
  });

  it('is refused without its key, with a rotated or revoked one, and without the route’s scope', async () => {
    const made = await newIntegrator(['places:read']);
    for (const key of [undefined, 'not-a-key', `${made.key.slice(0, 17)}${'A'.repeat(43)}`])
      expectError(await open(key, '/places'), 401, 'invalid_integrator_key');
    expectError(await open(made.key, '/sessions'), 403, 'scope_missing');
    expectError(await open(made.key, '/webhooks'), 403, 'scope_missing');
    const rotated = await t.request({ method: 'POST', url: `/api/integrators/${made.id}/key`, token: superAdmin });
    expectError(await open(made.key, '/places'), 401, 'invalid_integrator_key');
    await read(rotated.json().key, '/places');
    await t.request({ method: 'POST', url: `/api/integrators/${made.id}/revocation`, token: superAdmin });
    expectError(await open(rotated.json().key, '/places'), 401, 'invalid_integrator_key');
  });

  it('is no staff member: a bearer token, a super admin’s included, opens none of its routes', async () => {
    for (const path of ['/places', '/sessions', '/webhooks']) {
      const answer = await t.request({ method: 'GET', url: `/api/open/v4${path}`, token: superAdmin });
      expectError(answer, 401, 'invalid_integrator_key');
    }
  });

  it('limited to an area reads that area only, and is refused the other by id or filter', async () => {
    const limited = await newIntegrator(['places:read', 'occupancy:read', 'sessions:read'], [mine.id]);
    const places = await read(limited.key, '/places');
    expect(places.data.map((place: { id: string }) => place.id)).toEqual([
      `area-${mine.id}`,
      `sub-area-${mine.subArea}`,
    ]);
    expect((await read(limited.key, '/occupancy')).data).toHaveLength(1);
    expectError(await open(limited.key, `/places/area-${theirs.id}`), 403, 'area_not_yours');
    expectError(await open(limited.key, `/sessions?place_ids=area-${theirs.id}`), 403, 'area_not_yours');
    await paidStay(theirs.gate);
    await paidStay(mine.gate);
    const sessions = await read(limited.key, '/sessions');
    expect(sessions.data.length).toBeGreaterThan(0);
    expect(
      sessions.data.every(
        (session: { hierarchyElement: { id: string } }) => session.hierarchyElement.id === `area-${mine.id}`,
      ),
    ).toBe(true);
  });
});

describe('the APDS shapes', () => {
  it('places: an area with its sub-area, named in both languages', async () => {
    const area = await read(everything.key, `/places/area-${mine.id}`);
    expect(area).toMatchObject({
      id: `area-${mine.id}`,
      version: 1,
      type: 'place',
      layer: 0,
      name: [
        { language: 'en', string: expect.stringMatching(/^Test Area/) },
        { language: 'ar', string: expect.stringMatching(/^منطقة الاختبار/) },
      ],
      childIds: [{ id: `sub-area-${mine.subArea}`, version: 1 }],
      timeZone: 'Asia/Riyadh',
      characteristics: { spacesTotal: 100 },
    });
    const zone = await read(everything.key, `/places/sub-area-${mine.subArea}`);
    expect(zone).toMatchObject({ type: 'subplaceElement', layer: 1, parentId: { id: `area-${mine.id}`, version: 1 } });
  });

  it('rates: the area’s tariff as rate lines in SAR, its cap the collection’s maximum', async () => {
    const rates = await read(everything.key, '/rates');
    const table = rates.data.find((rate: { place: { id: string } }) => rate.place.id === `area-${mine.id}`);
    const [collection] = table.rateLineCollections;
    expect(collection).toMatchObject({
      applicableCurrency: 'SAR',
      maxValueCollection: { currencyValue: 50 },
      taxIncluded: true,
    });
    expect(
      collection.rateLines.map(({ rateLineType, durationStart, durationEnd, value }: Record<string, unknown>) => [
        rateLineType,
        durationStart,
        durationEnd,
        value,
      ]),
    ).toEqual([
      ['flatRate', '00:00', '00:30', 0],
      ['flatRateTier', '00:00', '01:00', 5],
      ['incrementingRate', '01:00', '01:00:00', 3],
    ]);
    expect(table.tariffRules).toEqual({ freeMinutes: 30, graceMinutes: 15, cooldownMinutes: 60 });
  });

  it('occupancy and sessions: a stay counted while inside, then a closed session with its payment, its plate only with sessions:plates', async () => {
    const plate = nextPlate();
    const entered = await gateEvent('entries', mine.gate, { plate });
    const occupancy = (await read(everything.key, '/occupancy')).data.find(
      (row: { place: { id: string } }) => row.place.id === `area-${mine.id}`,
    );
    expect(occupancy.demandTable.demandType[0]).toMatchObject({ occupancyCalculation: 'counted' });
    expect(occupancy.detail.guests).toBeGreaterThanOrEqual(1);
    await gateEvent('exits', mine.gate, { plate, payment_method: 'cash' });
    const stayId = await paidStay(mine.gate);
    const withPlates = await read(everything.key, `/sessions?place_ids=area-${mine.id}`);
    expect(withPlates.meta).toMatchObject({ offset: 0, pageSize: 100 });
    const session = withPlates.data.find((row: { id: string }) => row.id === `session-${stayId}`);
    expect(session).toMatchObject({
      version: 2,
      hierarchyElement: { id: `area-${mine.id}`, version: 1 },
      sessionType: 'guest',
      payment: {
        amount: { currencyType: 'SAR', currencyValue: 8 },
        durationMinutes: expect.any(Number),
        paymentMethod: 'cash',
      },
      plate: expect.any(String),
    });
    expect(withPlates.data.some((row: { id: string }) => row.id === `session-${entered.json().stay_id}`)).toBe(true);
    const withoutPlates = await newIntegrator(['sessions:read']);
    const plain = await read(withoutPlates.key, `/sessions?place_ids=area-${mine.id}`);
    expect(plain.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(plain)).not.toContain('"plate"');
  });
});

/** The receiver's check as docs/open-data.md describes it. */
function signatureIsValid(secret: string, delivery: ReceivedWebhook) {
  const header = String(delivery.headers['x-parking-signature']);
  const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  if (!timestamp || !signature) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest();
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
  return fresh && timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

describe('webhooks', () => {
  /** A round now (or at `later` ms from now), and the work it left in the background. */
  async function deliverRound(app = t, later = 0, allowInternal = true) {
    await deliverDueWebhooks(
      app.database.db,
      operatorClock('Asia/Riyadh', () => new Date(Date.now() + later)),
      { allowInternal },
    );
    await app.app.background.settled();
  }

  async function subscribe(
    key: string,
    endpoint: string,
    topics = ['session.started', 'session.ended', 'payment.recorded'],
  ) {
    const response = await open(key, '/webhooks', { method: 'POST', payload: { endpoint, topics } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; secret: string };
  }

  it('go to https endpoints only, and need sessions:read besides webhooks:manage', async () => {
    expectError(
      await open(everything.key, '/webhooks', {
        method: 'POST',
        payload: { endpoint: 'http://example.com/hooks', topics: ['session.started'] },
      }),
      422,
      'webhook_endpoint_not_allowed',
    );
    const managerOnly = await newIntegrator(['webhooks:manage']);
    expectError(
      await open(managerOnly.key, '/webhooks', {
        method: 'POST',
        payload: { endpoint: 'https://example.com/hooks', topics: ['session.started'] },
      }),
      403,
      'scope_missing',
    );
  });

  it('never reach an internal address, named or resolved, where the server does not allow this machine', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const port = new URL(receiver.url).port;
      const reserved = ['192.0.2.1', '198.51.100.1', '203.0.113.1', '192.88.99.1', '[64:ff9b::7f00:1]'];
      for (const host of ['127.0.0.1', 'localhost', '[::1]', ...reserved]) {
        const { id } = await subscribe(everything.key, `https://${host}:${port}/hooks`, ['session.started']);
        await gateEvent('entries', mine.gate, { plate: nextPlate() });
        await deliverRound(t, 0, false);
        const [delivery] = await t.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.subscription_id, id));
        expect(delivery!.last_error, host).toMatch(/internal address/);
        await open(everything.key, `/webhooks/${id}`, { method: 'DELETE' });
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it('are delivered signed, retried after a 500 with the same id, and not queued beyond the key’s areas', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const limited = await newIntegrator(['sessions:read', 'webhooks:manage'], [mine.id]);
      const { secret } = await subscribe(limited.key, receiver.url);
      await paidStay(theirs.gate);
      const stayId = await paidStay(mine.gate);
      receiver.answerWith(500);
      await deliverRound();
      expect(receiver.received).toHaveLength(3);
      const [failed] = receiver.received;
      const first = JSON.parse(failed!.body);
      expect(first).toMatchObject({ topic: 'session.started', data: { id: `session-${stayId}`, version: 1 } });
      expect(failed!.headers['x-parking-delivery']).toBe(first.id);
      expect(failed!.body).not.toContain('plate');
      for (const delivery of receiver.received) expect(signatureIsValid(secret, delivery)).toBe(true);
      expect(signatureIsValid('whsec_another', failed!)).toBe(false);

      await deliverRound();
      expect(receiver.received).toHaveLength(3);
      await deliverRound(t, 60_000);
      expect(receiver.received).toHaveLength(4);
      expect(JSON.parse(receiver.received[3]!.body).id).toBe(first.id);
      const topics = receiver.received.slice(1).map((delivery) => JSON.parse(delivery.body).topic);
      expect(topics.sort()).toEqual(['payment.recorded', 'session.ended', 'session.started']);
      expect(await countRows(t.database.db, webhookDeliveries, eq(webhookDeliveries.status, 'queued'))).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it('tell of a stay closed by staff without a gate, with its plate for a key with sessions:plates', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { id: subscriptionId } = await subscribe(everything.key, receiver.url, ['session.ended']);
      const plate = nextPlate();
      const stayId = (await gateEvent('entries', mine.gate, { plate })).json().stay_id;
      const closed = await t.request({
        method: 'POST',
        url: `/api/vehicles/${stayId}/force-exit`,
        token: superAdmin,
        payload: { reason: 'Towed away', charge: false },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      await deliverRound();
      expect(receiver.received.map((delivery) => JSON.parse(delivery.body))).toMatchObject([
        {
          topic: 'session.ended',
          data: {
            id: `session-${stayId}`,
            version: 2,
            plate: plate.replace(' ', ''),
            payment: { paymentMethod: 'free' },
          },
        },
      ]);
      await open(everything.key, `/webhooks/${subscriptionId}`, { method: 'DELETE' });
    } finally {
      await receiver.close();
    }
  });

  it('are forgotten a month after they were done with, never while still queued', async () => {
    const { id: subscriptionId } = await subscribe(everything.key, 'https://partner.example/hooks');
    const old = new Date(Date.now() - 31 * 24 * 3_600_000);
    const rows = (['delivered', 'failed', 'queued'] as const).map((status) => ({
      subscription_id: subscriptionId,
      topic: 'session.started' as const,
      payload: {},
      status,
      created_at: old,
    }));
    await t.database.db.insert(webhookDeliveries).values(rows);
    await forgetOldWebhookDeliveries(t.database.db, operatorClock('Asia/Riyadh'));
    const left = await t.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscription_id, subscriptionId));
    expect(left).toEqual([{ status: 'queued' }]);
    await open(everything.key, `/webhooks/${subscriptionId}`, { method: 'DELETE' });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('are sent once when two instances deliver at the same time', async () => {
    const receiver = await startWebhookReceiver(100);
    const second = await createSecondTestApp(t, {}, { backgroundJobs: false });
    try {
      const integrator = await newIntegrator(['sessions:read', 'webhooks:manage']);
      await subscribe(integrator.key, receiver.url, ['session.started']);
      for (let stay = 0; stay < 5; stay++)
        expect((await gateEvent('entries', mine.gate, { plate: nextPlate() })).statusCode).toBe(201);
      await Promise.all([deliverRound(t), deliverRound(second), deliverRound(t), deliverRound(second)]);
      const ids = receiver.received.map((delivery) => JSON.parse(delivery.body).id);
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
    } finally {
      await second.close();
      await receiver.close();
    }
  });
});
