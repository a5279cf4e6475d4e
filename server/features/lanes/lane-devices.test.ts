import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { auditLog, gateEvents, subscriptions, subscriptionVehicles, vehicles } from '../../db/schema';
import { areaBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError, listUrl } from '../../test/rest';

let t: TestApp;
let superAdmin: string;
let admin: string;
let gateEmployee: string;
let area: { id: number; entry: number; exit: number };
let camera: { id: number; key: string };
let payStation: { id: number; key: string };

const HOUR = 3_600_000;
/** How far the app's clock runs from the real time: a test moves it back to let a car in hours before. */
let clockAhead = 0;
let events = 0;
const nextEvent = () => `lane-test-${++events}`;
let plates = 1000;
const nextPlate = () => `LDV ${++plates}`;

async function register(gateId: number, kind: string, token = superAdmin) {
  return t.request({
    method: 'POST',
    url: '/api/lane-devices',
    token,
    payload: { gate_id: gateId, kind, name: `${kind} of gate ${gateId}` },
  });
}

const send = (path: 'entries' | 'exits' | 'heartbeats', key: string | undefined, payload?: object) =>
  t.request({
    method: 'POST',
    url: `/api/lane/${path}`,
    headers: key === undefined ? {} : { authorization: `Device ${key}` },
    ...(payload ? { payload } : {}),
  });

const read = (plate: string, confidence = 0.97, alternatives: object[] = []) => ({ plate, confidence, alternatives });

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { now: () => new Date(Date.now() + clockAhead) });
  [superAdmin, admin, gateEmployee] = await Promise.all([
    t.bearer(ROLE.superAdmin),
    t.bearer(ROLE.admin),
    t.bearer(ROLE.gateEmployee),
  ]);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  const typeOf = (code: string) => types.find((type) => type.code === code)!.id;
  const { id } = await createThrough(t, superAdmin, 'areas', areaBody());
  const gate = async (code: string) => (await createThrough(t, superAdmin, 'gates', gateBody(id, typeOf(code)))).id;
  area = { id, entry: await gate('entry'), exit: await gate('exit') };
  camera = (await register(area.entry, 'camera')).json();
  payStation = (await register(area.exit, 'pay_station')).json();
});
afterAll(() => t.close());

describe('registering a lane device', () => {
  it('answers its key once; lists and reads never show it, nor its hash', async () => {
    expect(camera.key).toMatch(/^psl_[\w-]{12}_[\w-]{43}$/);
    const listed = (await t.request({ method: 'GET', url: listUrl('lane-devices'), token: admin })).json();
    const read = (await t.request({ method: 'GET', url: `/api/lane-devices/${camera.id}`, token: admin })).json();
    for (const answer of [listed, read]) {
      expect(JSON.stringify(answer)).not.toContain(camera.key.slice(17));
      expect(JSON.stringify(answer)).not.toContain('key_hash');
    }
    expect(read).toMatchObject({ gate_id: area.entry, kind: 'camera', status: 'active', heartbeat_seconds: 300 });
  });

  it('is an administrator’s: a gate employee may not, and a gate that does not exist is refused', async () => {
    expectError(await register(area.entry, 'camera', gateEmployee), 403, 'forbidden');
    const missing = await register(999_999, 'camera');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ gate_id: 'ps.validation.invalid_choice' });
  });

  it('is audited, its key’s hash only as changed', async () => {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'lane-devices'), eq(auditLog.record_id, camera.id)));
    const changes = row!.changes;
    expect(row).toMatchObject({ action: 'create', actor_role_id: ROLE.superAdmin });
    expect(changes.key_hash).toEqual(['***', '***']);
    expect(changes.gate_id).toEqual([null, area.entry]);
  });
});

describe('a device’s key', () => {
  it('is the only way in: none, a malformed one, a wrong secret and a staff token are all 401', async () => {
    const wrongSecret = `${camera.key.slice(0, 17)}${'A'.repeat(43)}`;
    for (const key of [undefined, 'not-a-key', wrongSecret])
      expectError(await send('heartbeats', key), 401, 'invalid_device_key');
    const staff = await t.request({
      method: 'POST',
      url: '/api/lane/entries',
      token: superAdmin,
      payload: { event_id: nextEvent(), read: read(nextPlate()) },
    });
    expectError(staff, 401, 'invalid_device_key');
  });

  it('is checked before the body: without it a bad body is still 401', async () => {
    expectError(await send('entries', undefined, { nonsense: true }), 401, 'invalid_device_key');
  });

  it('sends for its own gate only: a gate named in the body is refused', async () => {
    const response = await send('entries', camera.key, {
      event_id: nextEvent(),
      gate_id: area.exit,
      read: read(nextPlate()),
    });
    expect(response.statusCode).toBe(400);
  });

  it('marks the device seen at each request', async () => {
    const heartbeat = await send('heartbeats', camera.key);
    expect(heartbeat.json()).toEqual({ device_id: camera.id, gate_id: area.entry });
    const device = (await t.request({ method: 'GET', url: `/api/lane-devices/${camera.id}`, token: admin })).json();
    expect(Date.now() - Date.parse(device.last_seen_at)).toBeLessThan(60_000);
  });

  it('rotated, the old key opens nothing and the new one does; revoked, none does', async () => {
    const device = (await register(area.entry, 'controller')).json();
    const rotated = await t.request({ method: 'POST', url: `/api/lane-devices/${device.id}/key`, token: admin });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().key).not.toBe(device.key);
    expectError(await send('heartbeats', device.key), 401, 'invalid_device_key');
    expect((await send('heartbeats', rotated.json().key)).statusCode).toBe(200);
    const revoked = await t.request({ method: 'POST', url: `/api/lane-devices/${device.id}/revocation`, token: admin });
    expect(revoked.json().status).toBe('revoked');
    expectError(await send('heartbeats', rotated.json().key), 401, 'invalid_device_key');
    const again = await t.request({ method: 'POST', url: `/api/lane-devices/${device.id}/key`, token: admin });
    expectError(again, 422, 'lane_device_revoked');
  });
});

describe('a lane’s events', () => {
  it('opens for a plate read with confidence, its stay made by no member of staff and its event by the device', async () => {
    const eventId = nextEvent();
    const answer = await send('entries', camera.key, { event_id: eventId, read: read(nextPlate()) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      action: 'open',
      reason: null,
      display: { en: 'Welcome', ar: 'أهلًا وسهلًا' },
      replayed: false,
      ticket: { number: expect.any(String), qr: expect.any(String) },
    });
    const [stay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, answer.json().stay_id));
    expect(stay).toMatchObject({ entered_by: null, entry_gate_id: area.entry });
    const [event] = await t.database.db.select().from(gateEvents).where(eq(gateEvents.event_id, eventId));
    expect(event).toMatchObject({ device_id: camera.id, time_source: 'arrival' });
  });

  it('asks a person to confirm a reading it is not sure of, and registers nothing', async () => {
    const plate = nextPlate();
    const before = await countRows(t.database.db, vehicles);
    const answer = (await send('entries', camera.key, { event_id: nextEvent(), read: read(plate, 0.6) })).json();
    expect(answer).toMatchObject({ action: 'confirm', reason: 'low_confidence', stay_id: null });
    expect(answer.display.ar).toBe('يرجى الانتظار: سيتحقق الموظف من اللوحة');
    expect(await countRows(t.database.db, vehicles)).toBe(before);
  });

  it('asks a person when another reading of the camera is a different vehicle: a subscriber’s at an entry, one inside at an exit', async () => {
    const [subscriber] = await t.database.db
      .select({ letters: subscriptionVehicles.plate_letters, number: subscriptionVehicles.plate_number })
      .from(subscriptionVehicles)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionVehicles.subscription_id))
      .where(eq(subscriptions.status, 'active'))
      .limit(1);
    const subscriberPlate = `${subscriber!.letters} ${subscriber!.number}`;
    const entering = await send('entries', camera.key, {
      event_id: nextEvent(),
      read: read(nextPlate(), 0.93, [{ plate: subscriberPlate, confidence: 0.4 }]),
    });
    expect(entering.json()).toMatchObject({ action: 'confirm', reason: 'ambiguous_read', stay_id: null });
    const inside = nextPlate();
    await send('entries', camera.key, { event_id: nextEvent(), read: read(inside) });
    const leaving = await send('exits', payStation.key, {
      event_id: nextEvent(),
      read: read(nextPlate(), 0.9, [{ plate: inside, confidence: 0.5 }]),
    });
    expect(leaving.json()).toMatchObject({ action: 'confirm', reason: 'ambiguous_read' });
    // Another reading that is no vehicle the gate knows changes nothing.
    const plain = await send('entries', camera.key, {
      event_id: nextEvent(),
      read: read(nextPlate(), 0.9, [{ plate: nextPlate(), confidence: 0.5 }]),
    });
    expect(plain.json().action).toBe('open');
  });

  it('refuses with the reason on its display in both languages', async () => {
    const plate = nextPlate();
    await send('entries', camera.key, { event_id: nextEvent(), read: read(plate) });
    const answer = (await send('entries', camera.key, { event_id: nextEvent(), read: read(plate) })).json();
    expect(answer).toMatchObject({
      action: 'refuse',
      reason: 'already_inside',
      display: { en: 'Vehicle already inside', ar: 'المركبة داخل الموقف' },
    });
  });

  it('asks for the fee at the exit, then opens once the pay station sends the method it took', async () => {
    const plate = nextPlate();
    clockAhead = -3 * HOUR;
    await send('entries', camera.key, { event_id: nextEvent(), read: read(plate) });
    clockAhead = 0;
    const asked = (await send('exits', payStation.key, { event_id: nextEvent(), read: read(plate) })).json();
    expect(asked).toMatchObject({ action: 'pay', price: { amount: expect.any(Number), currency: 'SAR' } });
    expect(asked.price.amount).toBeGreaterThan(0);
    expect(asked.display.en).toBe(`Please pay SAR ${asked.price.amount.toFixed(2)}`);
    const paid = (
      await send('exits', payStation.key, { event_id: nextEvent(), read: read(plate), payment_method: 'card' })
    ).json();
    expect(paid).toMatchObject({
      action: 'open',
      display: { en: 'Thank you, drive safely' },
      price: { amount: asked.price.amount },
    });
  });

  it('takes no time older than a lane may hold its events', async () => {
    const answer = await send('entries', camera.key, {
      event_id: nextEvent(),
      read: read(nextPlate()),
      occurred_at: new Date(Date.now() - 8 * 24 * HOUR).toISOString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ occurred_at: 'ps.validation.too_long_ago' });
  });
});

describe('a camera’s own payload', () => {
  const fixture = (name: string) => readFileSync(new URL(`./devices/fixtures/${name}`, import.meta.url), 'utf8');
  const post = (vendor: string, key: string, payload: string, contentType: string) =>
    t.request({
      method: 'POST',
      url: `/api/lane/cameras/${vendor}`,
      headers: { authorization: `Device ${key}`, 'content-type': contentType },
      payload,
    });

  it('a Plate Recognizer webhook at an entry camera lets the car in, once however often it is sent', async () => {
    const webhook = fixture('plate-recognizer-stream.json');
    const first = await post('plate-recognizer', camera.key, webhook, 'application/json');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ action: 'open', display: { en: 'Welcome' } });
    const [stay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, first.json().stay_id));
    expect(stay).toMatchObject({ plate_letters: 'ABJ', plate_number: '1234', area_id: area.id });
    const again = await post('plate-recognizer', camera.key, webhook, 'application/json');
    expect(again.json().stay_id).toBe(first.json().stay_id);
  });

  it('a Hikvision ANPR event at an exit camera lets the same car out, free within its first minutes', async () => {
    const exitCamera = (await register(area.exit, 'camera')).json();
    const answer = await post('hikvision', exitCamera.key, fixture('hikvision-anpr.xml'), 'application/xml');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      action: 'open',
      price: { amount: 0 },
      display: { en: 'Thank you, drive safely', ar: 'شكرًا لكم، قيادة آمنة' },
    });
    expect(answer.json().event_id).toMatch(/^hikvision:/);
  });

  it('acknowledges a payload that is no plate read, and refuses a malformed one', async () => {
    const heartbeat = JSON.stringify({ hook: { event: 'heartbeat' }, data: { camera_id: 'lane-1' } });
    const ignored = await post('plate-recognizer', camera.key, heartbeat, 'application/json');
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ ignored: expect.stringContaining('heartbeat') });
    const malformed = await post('hikvision', camera.key, '<EventNotificationAlert><nope/>', 'application/xml');
    expect(malformed.statusCode).toBe(400);
    expectError(
      await post('hikvision', 'psl_wrong', fixture('hikvision-anpr.xml'), 'application/xml'),
      401,
      'invalid_device_key',
    );
  });
});
