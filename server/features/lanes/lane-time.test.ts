import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { feeAdjustments, laneAlarms, users, vehicles } from '../../db/schema';
import { areaBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError } from '../../test/rest';
import { changeUsers } from '../../test/users';

/**
 * The time a lane device may claim (domain/lane-time.ts), through the devices' own API with their
 * keys: a replay is believed only where the server could not have heard from the device, in the
 * order the device saw its events, and one that moves a fee too far waits for a person.
 */

let t: TestApp;
let admin: string;
let gateEmployee: string;
let employeeId: number;
let area: { id: number; entry: number; exit: number };
let other: { id: number; entry: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The app's clock: each test starts two days ago and moves it forward, never past the real time (a lane's time may not be ahead of it). */
let now = new Date();
const at = (ms: number) => new Date(now.getTime() + ms);
let events = 0;
const nextEvent = () => `lane-time-${++events}`;
let plates = 3000;
const nextPlate = () => `LTD ${++plates}`;
const read = (plate: string) => ({ plate, confidence: 0.97, alternatives: [] });

const device = (key: string, path: string, payload?: object) =>
  t.request({
    method: 'POST',
    url: `/api/lane/${path}`,
    headers: { authorization: `Device ${key}` },
    ...(payload ? { payload } : {}),
  });
const staff = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

type Device = { id: number; key: string };
const register = async (gateId: number, kind: string): Promise<Device> =>
  (await staff(admin, 'POST', '/api/lane-devices', { gate_id: gateId, kind, name: `${kind} ${gateId}` })).json();

/** A lane of the area, its devices made for the test: what one test's lane did leaves the next one's floors alone. */
async function lane(): Promise<{ camera: Device; payStation: Device }> {
  return { camera: await register(area.entry, 'camera'), payStation: await register(area.exit, 'pay_station') };
}

const stayOf = async (id: number) => (await t.database.db.select().from(vehicles).where(eq(vehicles.id, id)))[0]!;
const openStay = async (plate: string) =>
  (
    await t.database.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.plate, plate.replace(' ', '')), isNull(vehicles.exit_time)))
  )[0];

/** A person's decision on a held read, on the version of it they were shown. */
const decideHeld = (held: { id: number; version: string }, decision: 'confirmation' | 'refusal', payload: object) =>
  t.request({
    method: 'POST',
    url: `/api/gate/confirmations/${held.id}/${decision}`,
    token: gateEmployee,
    payload,
    headers: { 'if-match': held.version },
  });

/** The device's time as the lane sends it. */
const iso = (date: Date) => date.toISOString();

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { now: () => now });
  [admin, gateEmployee] = await Promise.all([t.bearer(ROLE.admin), t.bearer(ROLE.gateEmployee)]);
  const types = (await staff(admin, 'GET', '/api/gate-types')).json() as Array<{ id: number; code: string }>;
  const typeOf = (code: string) => types.find((type) => type.code === code)!.id;
  const gate = async (areaId: number, code: string) =>
    (await createThrough(t, admin, 'gates', gateBody(areaId, typeOf(code)))).id;
  const areaId = (await createThrough(t, admin, 'areas', areaBody())).id;
  area = { id: areaId, entry: await gate(areaId, 'entry'), exit: await gate(areaId, 'exit') };
  const otherId = (await createThrough(t, admin, 'areas', areaBody())).id;
  other = { id: otherId, entry: await gate(otherId, 'entry') };
  const email = DEMO_ACCOUNTS.find((account) => account.role_id === ROLE.gateEmployee)!.email;
  const [employee] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  employeeId = employee!.id;
});
afterAll(() => t.close());

/** Two days ago, so that a test has 48 hours to move through and every time it sends is in the past. */
const startTwoDaysAgo = () => {
  now = new Date(Date.now() - 48 * HOUR);
};

describe('a device online the whole time', () => {
  it('cannot close a 43-hour stay for nothing: its exit is not priced at a time it claims from long ago', async () => {
    startTwoDaysAgo();
    const { camera, payStation } = await lane();
    const plate = nextPlate();
    const entered = (await device(camera.key, 'entries', { event_id: nextEvent(), read: read(plate) })).json();
    const enteredAt = now;
    // The pay station keeps its heartbeat all along; its last one a minute before the exit.
    for (let hour = 0; hour < 43; hour += 6) {
      now = at(hour === 0 ? 0 : 6 * HOUR);
      expect((await device(payStation.key, 'heartbeats')).statusCode).toBe(200);
    }
    now = new Date(enteredAt.getTime() + 43 * HOUR - MINUTE);
    await device(payStation.key, 'heartbeats');
    now = at(MINUTE);
    const exit = await device(payStation.key, 'exits', {
      event_id: nextEvent(),
      read: read(plate),
      occurred_at: iso(new Date(enteredAt.getTime() + 5 * MINUTE)),
      payment_method: 'cash',
    });
    expect(exit.statusCode, exit.body).toBe(200);
    const stay = await stayOf(entered.stay_id);
    // Taken no earlier than its last heartbeat less the tolerance, and priced as the stay of 43 hours it was.
    expect(stay.exit_time!.getTime()).toBeGreaterThanOrEqual(now.getTime() - 3 * MINUTE);
    expect(exit.json()).toMatchObject({ action: 'open', price: { amount: 100 } });
  });

  it('cannot make a car that just arrived owe for a week: its entry backdated 6.9 days is not taken', async () => {
    startTwoDaysAgo();
    now = at(47 * HOUR);
    const { camera } = await lane();
    await device(camera.key, 'heartbeats');
    now = at(MINUTE);
    const plate = nextPlate();
    const entry = await device(camera.key, 'entries', {
      event_id: nextEvent(),
      read: read(plate),
      occurred_at: iso(new Date(now.getTime() - 6.9 * 24 * HOUR)),
    });
    expect(entry.statusCode, entry.body).toBe(200);
    const stay = await stayOf(entry.json().stay_id);
    expect(stay.entry_time.getTime()).toBeGreaterThanOrEqual(now.getTime() - 3 * MINUTE);
  });
});

describe('a genuine outage', () => {
  it('is replayed at the device’s own times between its last contact and now, flagged, each once', async () => {
    startTwoDaysAgo();
    const { camera, payStation } = await lane();
    const cutAt = now;
    await device(camera.key, 'heartbeats');
    await device(payStation.key, 'heartbeats');
    // Three hours without a word; then the lane sends what it kept, in the order it saw it.
    now = at(3 * HOUR);
    const plate = nextPlate();
    const inAt = new Date(cutAt.getTime() + 30 * MINUTE);
    const outAt = new Date(cutAt.getTime() + 2 * HOUR);
    const entry = { event_id: nextEvent(), read: read(plate), occurred_at: iso(inAt) };
    const exit = { event_id: nextEvent(), read: read(plate), occurred_at: iso(outAt), payment_method: 'card' };
    const first = [
      (await device(camera.key, 'entries', entry)).json(),
      (await device(payStation.key, 'exits', exit)).json(),
    ];
    const again = [
      (await device(camera.key, 'entries', entry)).json(),
      (await device(payStation.key, 'exits', exit)).json(),
    ];
    expect(again).toEqual([{ ...first[0], ticket: { ...first[0].ticket, qr: null, pay_url: null } }, first[1]]);
    expect(first.map((answer) => [answer.action, answer.replayed])).toEqual([
      ['open', true],
      ['open', true],
    ]);
    const stay = await stayOf(first[0].stay_id);
    expect([stay.entry_time, stay.exit_time]).toEqual([inAt, outAt]);
    const [flag] = await t.database.db.select().from(feeAdjustments).where(eq(feeAdjustments.vehicle_id, stay.id));
    expect(flag).toMatchObject({ kind: 'replayed', user_id: null, exit_time: outAt });
  });

  it('keeps the device’s order: an event older than one it already replayed is taken at that one’s time', async () => {
    startTwoDaysAgo();
    const { camera } = await lane();
    const cutAt = now;
    await device(camera.key, 'heartbeats');
    now = at(4 * HOUR);
    const later = await device(camera.key, 'entries', {
      event_id: nextEvent(),
      read: read(nextPlate()),
      occurred_at: iso(new Date(cutAt.getTime() + 2 * HOUR)),
    });
    const earlier = await device(camera.key, 'entries', {
      event_id: nextEvent(),
      read: read(nextPlate()),
      occurred_at: iso(new Date(cutAt.getTime() + HOUR)),
    });
    expect(earlier.json()).toMatchObject({ action: 'open', replayed: true });
    expect((await stayOf(earlier.json().stay_id)).entry_time).toEqual((await stayOf(later.json().stay_id)).entry_time);
  });

  it('never takes an entry before the plate last left the area, from a device or an administrator', async () => {
    startTwoDaysAgo();
    const { camera, payStation } = await lane();
    const plate = nextPlate();
    await device(camera.key, 'entries', { event_id: nextEvent(), read: read(plate) });
    now = at(10 * MINUTE);
    await device(payStation.key, 'exits', { event_id: nextEvent(), read: read(plate) });
    now = at(5 * HOUR);
    const backdated = await staff(admin, 'POST', '/api/gate/entries', {
      gate_id: area.entry,
      event_id: nextEvent(),
      plate,
      occurred_at: iso(new Date(now.getTime() - 5 * HOUR - 5 * MINUTE)),
      backdate_reason: 'Paper log',
    });
    expectError(backdated, 422, 'entry_before_last_exit');
  });
});

describe('a replay that moves a fee too far', () => {
  it('is held for the area’s gate staff, raises a lane alarm, and is taken once a person confirms it', async () => {
    startTwoDaysAgo();
    const { camera, payStation } = await lane();
    const plate = nextPlate();
    const entered = (await device(camera.key, 'entries', { event_id: nextEvent(), read: read(plate) })).json();
    const enteredAt = now;
    await device(payStation.key, 'heartbeats');
    // Silent for 43 hours; then it replays an exit ten minutes after the entry: 100 SAR become 0.
    now = at(43 * HOUR);
    const exit = {
      event_id: nextEvent(),
      read: read(plate),
      occurred_at: iso(new Date(enteredAt.getTime() + 10 * MINUTE)),
      payment_method: 'card',
    };
    const held = (await device(payStation.key, 'exits', exit)).json();
    expect(held).toMatchObject({ action: 'confirm', reason: 'replayed_time', stay_id: null });
    expect((await device(payStation.key, 'exits', exit)).json()).toMatchObject({ action: 'confirm' });
    expect(await openStay(plate)).toBeDefined();
    const alarms = await countRows(
      t.database.db,
      laneAlarms,
      and(eq(laneAlarms.device_id, payStation.id), eq(laneAlarms.kind, 'replayed_time')),
    );
    expect(alarms).toBe(1);

    // A gate employee of another area sees neither the held replay nor its alarm.
    const employee = eq(users.id, employeeId);
    await changeUsers(t.database.db, employee, { area_id: other.id, gate_id: other.entry });
    expectError(
      await staff(gateEmployee, 'GET', `/api/gate/confirmations?gate_id=${area.exit}`),
      403,
      'gate_not_in_your_area',
    );
    const foreignAlarms = (await staff(gateEmployee, 'GET', '/api/lane-alarms')).json() as Array<{ device_id: number }>;
    expect(foreignAlarms.map((alarm) => alarm.device_id)).not.toContain(payStation.id);

    // The area's own gate staff see it at the exit's console, with the lane's time and what its pay station took.
    await changeUsers(t.database.db, employee, { area_id: area.id, gate_id: area.exit });
    const pending = (await staff(gateEmployee, 'GET', `/api/gate/confirmations?gate_id=${area.exit}`)).json();
    expect(pending).toEqual([
      expect.objectContaining({
        event_id: exit.event_id,
        reason: 'replayed_time',
        kind: 'exit',
        occurred_at: exit.occurred_at,
        payment_method: 'card',
        plate: { letters: 'LTD', number: plate.split(' ')[1] },
      }),
    ]);
    const mine = (await staff(gateEmployee, 'GET', '/api/lane-alarms')).json() as Array<{ kind: string }>;
    expect(mine.map((alarm) => alarm.kind)).toContain('replayed_time');

    const confirmed = await decideHeld(pending[0], 'confirmation', { plate });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const stay = await stayOf(entered.stay_id);
    expect(stay).toMatchObject({ exit_time: new Date(exit.occurred_at), exited_by: employeeId });
    const learnt = (await device(payStation.key, 'exits', exit)).json();
    expect(learnt).toMatchObject({ action: 'open', stay_id: entered.stay_id, replayed: true });
  });

  it('an entry that would make a car owe a week is held too, and refused by a person, is never registered', async () => {
    startTwoDaysAgo();
    const { camera } = await lane();
    await device(camera.key, 'heartbeats');
    now = at(47 * HOUR);
    const plate = nextPlate();
    const entry = { event_id: nextEvent(), read: read(plate), occurred_at: iso(new Date(now.getTime() - 46 * HOUR)) };
    expect((await device(camera.key, 'entries', entry)).json()).toMatchObject({
      action: 'confirm',
      reason: 'replayed_time',
    });
    await changeUsers(t.database.db, eq(users.id, employeeId), { area_id: area.id, gate_id: area.entry });
    const [held] = (await staff(gateEmployee, 'GET', `/api/gate/confirmations?gate_id=${area.entry}`)).json();
    expect(held).toMatchObject({ event_id: entry.event_id, reason: 'replayed_time' });
    expect((await decideHeld(held, 'refusal', { note: 'No such car' })).statusCode).toBe(200);
    expect((await device(camera.key, 'entries', entry)).json()).toMatchObject({
      action: 'refuse',
      reason: 'read_refused',
    });
    expect(await openStay(plate)).toBeUndefined();
  });
});
