import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { auditLog, barrierStates, laneAlarms, vehicles, users } from '../../db/schema';
import { areaBody, gateBody } from '../../test/fixtures';
import { raiseSilenceAlarms } from './lane-alarms';
import { createSecondTestApp, createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError } from '../../test/rest';
import { changeUsers } from '../../test/users';

let t: TestApp;
let admin: string;
let gateEmployee: string;
/** The employee's own area (their workplace is moved here) and another area they do not work in. */
let own: { id: number; entry: number; exit: number };
let other: { id: number; entry: number };
let camera: { id: number; key: string };
let controller: { id: number; key: string };
let foreignController: { id: number; key: string };
let employeeId: number;

/** The app's clock, which a test moves forward to let a device fall silent. */
let now = new Date();
const SECOND = 1000;
let events = 0;
const nextEvent = () => `health-test-${++events}`;
let plates = 2000;
const nextPlate = () => `HLT ${++plates}`;
const read = (plate: string, confidence: number) => ({ plate, confidence, alternatives: [] });

const device = (key: string, path: string, payload?: object) =>
  t.request({
    method: 'POST',
    url: `/api/lane/${path}`,
    headers: { authorization: `Device ${key}` },
    ...(payload ? { payload } : {}),
  });
const staff = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const alarmsOf = async (token: string, query = '') =>
  (await staff(token, 'GET', `/api/lane-alarms${query}`)).json() as Array<{
    id: number;
    kind: string;
    device_id: number;
    device_back_at: string | null;
  }>;

const register = async (gateId: number, kind: string) =>
  (await staff(admin, 'POST', '/api/lane-devices', { gate_id: gateId, kind, name: `${kind} ${gateId}` })).json();

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { now: () => now });
  [admin, gateEmployee] = await Promise.all([t.bearer(ROLE.admin), t.bearer(ROLE.gateEmployee)]);
  const types = (await staff(admin, 'GET', '/api/gate-types')).json() as Array<{ id: number; code: string }>;
  const typeOf = (code: string) => types.find((type) => type.code === code)!.id;
  const area = async () => (await createThrough(t, admin, 'areas', areaBody())).id;
  const gate = async (areaId: number, code: string) =>
    (await createThrough(t, admin, 'gates', gateBody(areaId, typeOf(code)))).id;
  const ownId = await area();
  own = { id: ownId, entry: await gate(ownId, 'entry'), exit: await gate(ownId, 'exit') };
  const otherId = await area();
  other = { id: otherId, entry: await gate(otherId, 'entry') };
  const email = DEMO_ACCOUNTS.find((account) => account.role_id === ROLE.gateEmployee)!.email;
  await changeUsers(t.database.db, eq(users.email, email), { area_id: own.id, gate_id: own.entry });
  const [employee] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  employeeId = employee!.id;
  camera = await register(own.entry, 'camera');
  controller = await register(own.entry, 'controller');
  foreignController = await register(other.entry, 'controller');
});
afterAll(() => t.close());

describe('barrier states', () => {
  it('are stored once per event id, for the device’s own gate, a fault raising one open alarm however often', async () => {
    const report = { event_id: nextEvent(), state: 'forced_open' };
    const first = await device(controller.key, 'barrier-states', report);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ gate_id: own.entry, device_id: controller.id, source: 'device' });
    const again = await device(controller.key, 'barrier-states', report);
    expect(again.json().id).toBe(first.json().id);
    await device(controller.key, 'barrier-states', { event_id: nextEvent(), state: 'forced_open' });
    expect(await countRows(t.database.db, barrierStates, eq(barrierStates.device_id, controller.id))).toBe(2);
    const open = await countRows(t.database.db, laneAlarms, eq(laneAlarms.device_id, controller.id));
    expect(open).toBe(1);
    const named = await device(controller.key, 'barrier-states', { ...report, event_id: nextEvent(), gate_id: 1 });
    expect(named.statusCode).toBe(400);
    expect((await device(controller.key, 'barrier-states', { event_id: nextEvent(), state: 'ajar' })).statusCode).toBe(
      400,
    );
  });

  it('alarms are listed to the gate staff of their area only, and stay until acknowledged, audited', async () => {
    await device(foreignController.key, 'barrier-states', { event_id: nextEvent(), state: 'stuck' });
    const mine = await alarmsOf(gateEmployee);
    expect(mine.map((alarm) => [alarm.kind, alarm.device_id])).toEqual([['forced_open', controller.id]]);
    const everyone = await alarmsOf(admin);
    expect(everyone.map((alarm) => alarm.device_id)).toEqual(
      expect.arrayContaining([controller.id, foreignController.id]),
    );
    const foreign = everyone.find((alarm) => alarm.device_id === foreignController.id)!;
    const refused = await staff(gateEmployee, 'POST', `/api/lane-alarms/${foreign.id}/acknowledgement`, {});
    expectError(refused, 403, 'gate_not_in_your_area');
    expectError(
      await staff(gateEmployee, 'GET', `/api/lane-alarms?gate_id=${other.entry}`),
      403,
      'gate_not_in_your_area',
    );

    const acknowledged = await staff(gateEmployee, 'POST', `/api/lane-alarms/${mine[0]!.id}/acknowledgement`, {
      note: 'Barrier arm refitted',
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json()).toMatchObject({ note: 'Barrier arm refitted', acknowledged_at: expect.any(String) });
    expect(await alarmsOf(gateEmployee)).toEqual([]);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'acknowledge'), eq(auditLog.record_id, controller.id)));
    expect(audited).toMatchObject({ resource: 'lane-devices', actor_role_id: ROLE.gateEmployee });
    // The next fault is a new alarm.
    await device(controller.key, 'barrier-states', { event_id: nextEvent(), state: 'stuck' });
    expect((await alarmsOf(gateEmployee)).map((alarm) => alarm.kind)).toEqual(['stuck']);
    await staff(admin, 'POST', `/api/lane-alarms/${(await alarmsOf(admin))[0]!.id}/acknowledgement`, {});
  });
});

describe('a silent lane', () => {
  it('raises one alarm, kept when the device speaks again (shown back) until a person acknowledges it', async () => {
    await device(camera.key, 'heartbeats');
    now = new Date(now.getTime() + 301 * SECOND);
    // Two readers at once, as two server instances' rounds would be: one alarm.
    const [first, second] = await Promise.all([alarmsOf(gateEmployee), alarmsOf(admin)]);
    const silent = (list: typeof first) =>
      list.filter((alarm) => alarm.kind === 'silent' && alarm.device_id === camera.id);
    expect(silent(first)).toHaveLength(1);
    expect(silent(second)).toEqual(silent(first));
    expect(silent(first)[0]!.device_back_at).toBeNull();

    now = new Date(now.getTime() + 5 * SECOND);
    await device(camera.key, 'heartbeats');
    const back = silent(await alarmsOf(gateEmployee));
    expect(back).toHaveLength(1);
    expect(back[0]!.device_back_at).toBe(now.toISOString());
    await staff(gateEmployee, 'POST', `/api/lane-alarms/${back[0]!.id}/acknowledgement`, {});
    expect(silent(await alarmsOf(gateEmployee))).toEqual([]);
  });
});

describe('reads a person confirms', () => {
  type Held = { id: number; event_id: string; version: string };
  const pending = async () => (await staff(gateEmployee, 'GET', '/api/gate/confirmations')).json() as Held[];
  /** A decision on a held read, taken on the version the console listed (`seen`: another one, or none). */
  const decideRead = (
    held: Held,
    decision: 'confirmation' | 'refusal',
    payload: object = {},
    seen: string | null = `"${held.version}"`,
  ) =>
    t.request({
      method: 'POST',
      url: `/api/gate/confirmations/${held.id}/${decision}`,
      token: gateEmployee,
      payload,
      headers: seen === null ? {} : { 'if-match': seen },
    });

  it('are held for the gate’s console; confirmed, the entry is the employee’s at the lane’s time, and the lane learns it', async () => {
    const eventId = nextEvent();
    const plate = nextPlate();
    const heardAt = now;
    const entry = { event_id: eventId, read: read(plate, 0.55), photo_url: 'https://camera.example/1.jpg' };
    expect((await device(camera.key, 'entries', entry)).json()).toMatchObject({ action: 'confirm' });
    expect((await device(camera.key, 'entries', entry)).json()).toMatchObject({
      action: 'confirm',
      reason: 'low_confidence',
    });
    const held = (await pending()).filter((row) => row.event_id === eventId);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ kind: 'entry', confidence: 0.55, photo_url: 'https://camera.example/1.jpg' });

    now = new Date(now.getTime() + 600 * SECOND);
    const confirmed = await decideRead(held[0]!, 'confirmation', { plate });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', stay_id: expect.any(Number) });
    const [stay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, confirmed.json().stay_id));
    expect(stay).toMatchObject({ entry_event_id: eventId, entry_time: heardAt, entered_by: employeeId });
    expect(await countRows(t.database.db, auditLog, eq(auditLog.action, 'confirm_read'))).toBe(1);

    const learnt = (await device(camera.key, 'entries', entry)).json();
    expect(learnt).toMatchObject({ action: 'open', stay_id: stay!.id });
    expect(await pending()).toEqual([]);
    const twice = await decideRead(held[0]!, 'refusal');
    expectError(twice, 409, 'confirmation_decided');
  });

  it('are decided only on the version the console showed: none is 428, another 409, and nothing is registered', async () => {
    const plate = nextPlate();
    await device(camera.key, 'entries', { event_id: nextEvent(), read: read(plate, 0.4) });
    const [held] = await pending();
    const before = await countRows(t.database.db, vehicles);
    for (const decision of ['confirmation', 'refusal'] as const) {
      const body = decision === 'confirmation' ? { plate } : {};
      expectError(await decideRead(held!, decision, body, null), 428, 'precondition_required');
      expectError(await decideRead(held!, decision, body, '"a-version-never-shown"'), 409, 'record_changed');
    }
    expect(await countRows(t.database.db, vehicles)).toBe(before);
    expect((await pending()).map((row) => row.id)).toEqual([held!.id]);
    expect((await decideRead(held!, 'refusal')).statusCode).toBe(200);
    // A read the lane acts on ends the run of reads held, as the tests after this one expect.
    await device(camera.key, 'entries', { event_id: nextEvent(), read: read(nextPlate(), 0.95) });
  });

  it('refused, nothing is registered and the lane keeps its barrier shut', async () => {
    const entry = { event_id: nextEvent(), read: read(nextPlate(), 0.3) };
    await device(camera.key, 'entries', entry);
    const [held] = await pending();
    const before = await countRows(t.database.db, vehicles);
    const refused = await decideRead(held!, 'refusal', { note: 'Plate covered' });
    expect(refused.json()).toMatchObject({ status: 'refused', note: 'Plate covered' });
    expect((await device(camera.key, 'entries', entry)).json()).toMatchObject({
      action: 'refuse',
      reason: 'read_refused',
    });
    expect(await countRows(t.database.db, vehicles)).toBe(before);
  });

  it('sent again by the lane with a read it can act on, leave nothing to decide', async () => {
    const eventId = nextEvent();
    const plate = nextPlate();
    await device(camera.key, 'entries', { event_id: eventId, read: read(plate, 0.5) });
    expect((await pending()).map((row) => row.event_id)).toContain(eventId);
    const sure = await device(camera.key, 'entries', { event_id: eventId, read: read(plate, 0.97) });
    expect(sure.json()).toMatchObject({ action: 'open' });
    expect((await pending()).map((row) => row.event_id)).not.toContain(eventId);
  });

  it('a run of them raises the camera’s unsure-reads alarm', async () => {
    const unsure = () => alarmsOf(gateEmployee).then((list) => list.filter((alarm) => alarm.kind === 'unsure_reads'));
    await device(camera.key, 'entries', { event_id: nextEvent(), read: read(nextPlate(), 0.95) });
    for (const _ of [1, 2])
      await device(camera.key, 'entries', { event_id: nextEvent(), read: read(nextPlate(), 0.4) });
    expect(await unsure()).toEqual([]);
    await device(camera.key, 'entries', { event_id: nextEvent(), read: read(nextPlate(), 0.4) });
    expect(await unsure()).toHaveLength(1);
  });
});

describe('a barrier opened by hand', () => {
  it('needs a reason, is audited, and keeps the gate camera’s latest picture', async () => {
    const missing = await staff(gateEmployee, 'POST', '/api/gate/barrier-opens', { gate_id: own.entry, reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ reason: 'ps.validation.required' });
    await device(camera.key, 'entries', {
      event_id: nextEvent(),
      read: read(nextPlate(), 0.2),
      photo_url: 'https://camera.example/latest.jpg',
    });
    const opened = await staff(gateEmployee, 'POST', '/api/gate/barrier-opens', {
      gate_id: own.entry,
      reason: 'Ambulance',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({
      state: 'opened',
      source: 'manual',
      reason: 'Ambulance',
      photo_url: 'https://camera.example/latest.jpg',
    });
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'open_barrier'));
    expect(audited).toMatchObject({ resource: 'gates', record_id: own.entry });
    const elsewhere = await staff(gateEmployee, 'POST', '/api/gate/barrier-opens', {
      gate_id: other.entry,
      reason: 'Ambulance',
    });
    expectError(elsewhere, 403, 'gate_not_in_your_area');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one database', () => {
  it('raise one silence alarm between them, however many of their rounds run at once', async () => {
    const second = await createSecondTestApp(t);
    try {
      const quiet = await register(own.exit, 'controller');
      await device(quiet.key, 'heartbeats');
      const later = new Date(now.getTime() + 3_600 * SECOND);
      await Promise.all([t, second, t, second].map((app) => raiseSilenceAlarms(app.database.db, later)));
      const silent = and(eq(laneAlarms.device_id, quiet.id), eq(laneAlarms.kind, 'silent'));
      expect(await countRows(t.database.db, laneAlarms, silent)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
