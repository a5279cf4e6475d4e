import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { areaBody, employeeBody, gateBody } from '../test/fixtures';
import { createSecondTestApp, createTestApp, type TestApp } from '../test/harness';
import { openLiveStream } from '../test/live-stream';
import { createThrough } from '../test/rest';
import { announce } from './live-events';
import { queryRows } from '../test/sql';
import { sql } from 'drizzle-orm';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let superAdmin: string;
/** Two areas with a gate each that lets vehicles in and out, and a gate employee of the first. */
let areaA: { id: number; gate: number };
let areaB: { id: number; gate: number };
let employeeOfA: string;
let plates = 0;

async function areaWithGate(): Promise<{ id: number; gate: number }> {
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  const area = await createThrough(t, superAdmin, 'areas', areaBody());
  const gateType = types.find((type) => type.code === 'entry_exit')!.id;
  const gate = await createThrough(t, superAdmin, 'gates', gateBody(area.id, gateType));
  return { id: area.id, gate: gate.id };
}

/** A guest's entry through the API of `on`; answers the stay's id. */
async function enter(on: TestApp, token: string, gate: number): Promise<number> {
  const number = ++plates;
  const response = await on.request({
    method: 'POST',
    url: '/api/gate/entries',
    token,
    payload: { gate_id: gate, event_id: `live-${number}-${Date.now()}`, plate: `LVE ${number}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().stay_id;
}

async function newGateEmployee(area: { id: number; gate: number }) {
  const body = employeeBody({ role_id: ROLE.gateEmployee, area_id: area.id, gate_id: area.gate });
  const created = await createThrough(t, superAdmin, 'employees', body);
  return { created, token: await t.bearer({ email: body.email, password: body.password }) };
}

async function updateEmployee(employee: { id: unknown }, changes: Record<string, unknown>) {
  const response = await t.request({
    method: 'PUT',
    url: `/api/employees/${String(employee.id)}`,
    token: superAdmin,
    payload: { ...employee, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  // The longest heartbeat: a stream that ends with its account ends by the account's change, not by a heartbeat's check.
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LIVE_HEARTBEAT_SECONDS: 40 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  areaA = await areaWithGate();
  areaB = await areaWithGate();
  const employee = employeeBody({ role_id: ROLE.gateEmployee, area_id: areaA.id, gate_id: areaA.gate });
  await createThrough(t, superAdmin, 'employees', employee);
  employeeOfA = await t.bearer({ email: employee.email, password: employee.password });
});
afterAll(() => t?.close());

describe('the live stream of one instance', () => {
  it('tells an administrator of every area, a gate employee of their own area alone', async () => {
    const everything = await openLiveStream(t, superAdmin);
    const ownArea = await openLiveStream(t, employeeOfA);
    try {
      const inB = await enter(t, superAdmin, areaB.gate);
      const inA = await enter(t, superAdmin, areaA.gate);
      const entry = (area: { id: number; gate: number }, stay: number) => ({
        event: 'gate_event',
        data: { topic: 'gate_event', area_id: area.id, gate_id: area.gate, id: stay, company_id: null },
      });
      expect(await everything.next()).toEqual(entry(areaB, inB));
      expect(await everything.next()).toEqual(entry(areaA, inA));
      // Area B's entry came first: the employee's first event is area A's.
      expect(await ownArea.next()).toEqual(entry(areaA, inA));
    } finally {
      everything.close();
      ownArea.close();
    }
  });

  it('announces nothing of a write that rolls back', async () => {
    const stream = await openLiveStream(t, superAdmin);
    try {
      await t.database.db
        .transaction(async (tx) => {
          await announce(tx, { topic: 'stay', area_id: areaA.id, id: -1 });
          throw new Error('the write fails after announcing');
        })
        .catch(() => {});
      const refused = await t.request({
        method: 'POST',
        url: '/api/gate/exits',
        token: superAdmin,
        payload: { gate_id: areaA.gate, event_id: `live-refused-${Date.now()}`, plate: 'ABJ 9999' },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      const stay = await enter(t, superAdmin, areaA.gate);
      expect((await stream.next()).data).toMatchObject({ topic: 'gate_event', id: stay });
    } finally {
      stream.close();
    }
  });

  it('ends the stream of an account deactivated meanwhile, at once', async () => {
    const { created, token } = await newGateEmployee(areaA);
    const stream = await openLiveStream(t, token);
    await updateEmployee(created, { is_active: false });
    await expect(stream.next()).rejects.toThrow('the stream ended');
  });

  it('ends the stream of a gate employee moved to another area: the next one hears the new area alone', async () => {
    const { created, token } = await newGateEmployee(areaA);
    const stream = await openLiveStream(t, token);
    await updateEmployee(created, { area_id: areaB.id, gate_id: areaB.gate });
    await expect(stream.next()).rejects.toThrow('the stream ended');
    const again = await openLiveStream(t, token);
    try {
      await enter(t, superAdmin, areaA.gate);
      const stay = await enter(t, superAdmin, areaB.gate);
      expect((await again.next()).data).toMatchObject({ topic: 'gate_event', area_id: areaB.id, id: stay });
    } finally {
      again.close();
    }
  });

  it('tells the gate employee of a read their lane holds for them, of the alarm a run of them raises, and of its acknowledgement', async () => {
    const made = await t.request({
      method: 'POST',
      url: '/api/lane-devices',
      token: superAdmin,
      payload: { gate_id: areaA.gate, kind: 'camera', name: 'Live camera', heartbeat_seconds: 300 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json().key as string;
    const stream = await openLiveStream(t, employeeOfA);
    try {
      const unsure = async (n: number) => {
        const response = await t.request({
          method: 'POST',
          url: '/api/lane/entries',
          headers: { authorization: `Device ${key}` },
          payload: {
            event_id: `live-unsure-${n}-${Date.now()}`,
            read: { plate: `UNS ${n}`, confidence: 0.4, alternatives: [] },
          },
        });
        expect(response.json().action, response.body).toBe('confirm');
      };
      const read = (event: { data: unknown }) => event.data as { topic: string; id: number; gate_id: number };
      await unsure(1);
      expect(read(await stream.next())).toMatchObject({ topic: 'lane_read', gate_id: areaA.gate });
      await unsure(2);
      await stream.next();
      await unsure(3);
      expect(read(await stream.next())).toMatchObject({ topic: 'lane_read' });
      const alarm = read(await stream.next());
      expect(alarm).toMatchObject({ topic: 'lane_alarm', gate_id: areaA.gate });
      const acknowledged = await t.request({
        method: 'POST',
        url: `/api/lane-alarms/${alarm.id}/acknowledgement`,
        token: employeeOfA,
        payload: {},
      });
      expect(acknowledged.statusCode, acknowledged.body).toBe(200);
      expect(read(await stream.next())).toMatchObject({ topic: 'lane_alarm', id: alarm.id });
    } finally {
      stream.close();
    }
  });

  it('refuses a caller without a token, before the stream starts', async () => {
    const response = await t.request({ method: 'GET', url: '/api/live' });
    expect(response.statusCode).toBe(401);
  });
});

describe.skipIf(!onPostgres)('the live stream across instances on one PostgreSQL database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createSecondTestApp(t, { LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  });
  afterAll(() => second?.close());

  it("an entry on one instance reaches the other's subscribers", async () => {
    const onSecond = await openLiveStream(second, await second.bearer(ROLE.superAdmin));
    try {
      const stay = await enter(t, superAdmin, areaA.gate);
      expect((await onSecond.next()).data).toMatchObject({ topic: 'gate_event', area_id: areaA.id, id: stay });
    } finally {
      onSecond.close();
    }
  });

  it('an account deactivated on one instance ends its stream on the other at once', async () => {
    const { created, token } = await newGateEmployee(areaA);
    const onSecond = await openLiveStream(second, token);
    await updateEmployee(created, { is_active: false });
    await expect(onSecond.next()).rejects.toThrow('the stream ended');
  });

  it('a dropped listening connection comes back: its subscribers are told to ask again, then hear what follows', async () => {
    const stream = await openLiveStream(second, await second.bearer(ROLE.superAdmin));
    try {
      const ended = await queryRows<{ ended: boolean }>(
        t.database.db,
        sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
      );
      expect(ended.length).toBeGreaterThan(0);
      expect((await stream.next()).event).toBe('resync');
      const stay = await enter(t, superAdmin, areaB.gate);
      expect((await stream.next()).data).toMatchObject({ topic: 'gate_event', area_id: areaB.id, id: stay });
    } finally {
      stream.close();
    }
  });
});
