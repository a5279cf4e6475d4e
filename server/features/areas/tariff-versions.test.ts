import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { TARIFF_LINE } from '../../../domain/tariff';
import { auditLog, paymentTransactions, subscriptions, tariffVersions, vehicles } from '../../db/schema';
import { areaBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { activeSubscription } from '../../test/parking-cards';
import { countRows, createThrough, expectError, expectValidationError, listAll } from '../../test/rest';

const MINUTE = 60_000;
/** Sunday 1 March 2026, 06:00 in Riyadh. */
const START = new Date('2026-03-01T06:00:00+03:00');
let now = START;
const after = (minutes: number) => new Date(START.getTime() + minutes * MINUTE);

let t: TestApp;
let admin: string;
let typeIds: Record<string, number>;
let events = 0;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, TIME_ZONE: 'Asia/Riyadh' }, { now: () => now });
  admin = await t.bearer(ROLE.superAdmin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: admin })).json() as Array<{
    id: number;
    code: string;
  }>;
  typeIds = Object.fromEntries(types.map((type) => [type.code, type.id]));
});
afterAll(() => t.close());

/** The typical tariff (30 free minutes, 5.00 then 3.00 an hour, 50.00 a day), the clock at START. */
async function newArea(overrides: Record<string, unknown> = {}) {
  now = START;
  const area = await createThrough(t, admin, 'areas', areaBody(overrides));
  const gate = await createThrough(t, admin, 'gates', gateBody(area.id, typeIds.entry_exit!));
  return { id: area.id as number, gate: gate.id as number };
}

const VERSION = {
  free_minutes: 30,
  grace_minutes: 15,
  cooldown_minutes: 0,
  hourly_fee: 5,
  after_first_hour_fee: 3,
  daily_cap: 50,
};
/** Sunday to Thursday, 07:00 to 09:00, 10.00 SAR an hour. */
const MORNING_PEAK = { days: [0, 1, 2, 3, 4], starts_at: '07:00', ends_at: '09:00', hourly_fee: 10 };

const publish = (areaId: number, payload: object) =>
  t.request({ method: 'POST', url: `/api/areas/${areaId}/tariff-versions`, token: admin, payload });

const gateEvent = (kind: 'entries' | 'exits', gateId: number, plate: string, more: object = {}) =>
  t.request({
    method: 'POST',
    url: `/api/gate/${kind}`,
    token: admin,
    payload: { gate_id: gateId, plate, event_id: `tariff-versions-${++events}`, ...more },
  });

describe('POST /api/areas/:id/tariff-versions', () => {
  it('publishes a version from a later time; until then the one in force stays, and the log says who published it', async () => {
    const area = await newArea();
    const response = await publish(area.id, {
      ...VERSION,
      hourly_fee: 6,
      effective_from: after(60).toISOString(),
      peaks: [MORNING_PEAK],
      event_days: [
        {
          name: 'Festival',
          name_ar: 'المهرجان',
          starts_on: '2026-03-05',
          ends_on: '2026-03-06',
          hourly_fee: 20,
          daily_cap: 60,
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const published = response.json();
    expect(published).toMatchObject({
      area_id: area.id,
      hourly_fee: 6,
      in_force: false,
      peaks: [MORNING_PEAK],
      event_days: [{ name: 'Festival', name_ar: 'المهرجان', hourly_fee: 20, daily_cap: 60, prepayment: false }],
      regulation_warnings: [],
    });
    const listed = await listAll(t, admin, 'tariff-versions', { filter: { area_id: area.id } });
    expect(listed.map((version) => [version.hourly_fee, version.in_force])).toEqual([
      [6, false],
      [5, true],
    ]);
    expect((await t.request({ method: 'GET', url: `/api/areas/${area.id}`, token: admin })).json()).toMatchObject({
      hourly_fee: 5,
    });
    now = after(60);
    expect((await t.request({ method: 'GET', url: `/api/areas/${area.id}`, token: admin })).json()).toMatchObject({
      hourly_fee: 6,
      tariff_version_id: published.id,
    });
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.record_id, published.id));
    expect(logged.filter((row) => row.resource === 'tariff-versions').map((row) => row.action)).toEqual(['create']);
  });

  it('refuses a version from the past: what has started is never rewritten', async () => {
    const area = await newArea();
    expectValidationError(await publish(area.id, { ...VERSION, effective_from: after(-1).toISOString() }), {
      effective_from: 'ps.validation.not_in_past',
    });
    expect(await countRows(t.database.db, tariffVersions, eq(tariffVersions.area_id, area.id))).toBe(1);
  });

  it('refuses peak windows that meet on a day, and a window that ends before it starts', async () => {
    const area = await newArea();
    expectValidationError(
      await publish(area.id, {
        ...VERSION,
        peaks: [MORNING_PEAK, { ...MORNING_PEAK, days: [4, 5], starts_at: '08:30', ends_at: '10:00' }],
      }),
      { 'peaks.1': 'ps.validation.overlapping_window' },
    );
    expectValidationError(
      await publish(area.id, { ...VERSION, peaks: [{ ...MORNING_PEAK, starts_at: '09:00', ends_at: '07:00' }] }),
      { 'peaks.0.ends_at': 'ps.validation.end_after_start' },
    );
  });

  it('answers 404 for an area that does not exist, and 403 to a gate employee', async () => {
    expectError(await publish(999_999, VERSION), 404, 'not_found');
    const gate = await t.bearer(ROLE.gateEmployee);
    const area = await newArea();
    expectError(
      await t.request({ method: 'POST', url: `/api/areas/${area.id}/tariff-versions`, token: gate, payload: VERSION }),
      403,
      'forbidden',
    );
  });
});

describe('DELETE /api/tariff-versions/:id', () => {
  it('withdraws a version that has yet to start, audited; one that has started stays (409)', async () => {
    const area = await newArea();
    const scheduled = (
      await publish(area.id, { ...VERSION, hourly_fee: 7, effective_from: after(60).toISOString() })
    ).json();
    const withdraw = (id: number, token = admin) =>
      t.request({ method: 'DELETE', url: `/api/tariff-versions/${id}`, token });
    expectError(await withdraw(scheduled.id, await t.bearer(ROLE.gateEmployee)), 403, 'forbidden');
    expect((await withdraw(scheduled.id)).statusCode).toBe(200);
    const listed = await listAll(t, admin, 'tariff-versions', { filter: { area_id: area.id } });
    expect(listed.map((version) => version.hourly_fee)).toEqual([5]);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.record_id, scheduled.id));
    expect(logged.filter((row) => row.resource === 'tariff-versions').map((row) => row.action)).toEqual([
      'create',
      'delete',
    ]);

    const started = (
      await publish(area.id, { ...VERSION, hourly_fee: 8, effective_from: after(30).toISOString() })
    ).json();
    now = after(30);
    expectError(await withdraw(started.id), 409, 'tariff_version_started');
    expectError(await withdraw(listed[0]!.id), 409, 'tariff_version_started');
    expect(await countRows(t.database.db, tariffVersions, eq(tariffVersions.area_id, area.id))).toBe(2);
  });
});

describe('the municipal rules', () => {
  it('refuse a version without 20 free minutes where the area refuses, naming the rule, and write nothing', async () => {
    const area = await newArea({ rule_first_minutes_free: 'refuse' });
    expectError(await publish(area.id, { ...VERSION, free_minutes: 10 }), 422, 'tariff_rule_first_minutes_free');
    expect(await countRows(t.database.db, tariffVersions, eq(tariffVersions.area_id, area.id))).toBe(1);
  });

  it('judge what stays pay: 20 free minutes do not pass beside an event day of 500 SAR paid at the entry', async () => {
    const eventDay = {
      name: 'Derby',
      name_ar: 'الديربي',
      starts_on: '2026-03-05',
      ends_on: '2026-03-05',
      hourly_fee: 100,
      daily_cap: 500,
      prepayment: true,
    };
    const prepaid = { ...VERSION, free_minutes: 20, event_days: [eventDay] };
    const refusing = await newArea({ rule_first_minutes_free: 'refuse' });
    const refused = await publish(refusing.id, prepaid);
    expectError(refused, 422, 'tariff_rule_first_minutes_free');
    expect(refused.json().rules).toEqual(['first_minutes_free']);
    expect(await countRows(t.database.db, tariffVersions, eq(tariffVersions.area_id, refusing.id))).toBe(1);
    // The same event day paid at the exit leaves the first 20 minutes free, and passes.
    const atExit = await publish(refusing.id, { ...prepaid, event_days: [{ ...eventDay, prepayment: false }] });
    expect(atExit.statusCode, atExit.body).toBe(201);
    const warning = await newArea({ rule_first_minutes_free: 'warn' });
    const warned = await publish(warning.id, prepaid);
    expect(warned.statusCode, warned.body).toBe(201);
    expect(warned.json().regulation_warnings).toEqual(['first_minutes_free']);
  });

  it('refuse an area whose own tariff breaks a rule it refuses', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/areas',
      token: admin,
      payload: areaBody({ free_minutes: 0, rule_first_minutes_free: 'refuse' }),
    });
    expectError(response, 422, 'tariff_rule_first_minutes_free');
  });

  it('keep a warned version with its warnings recorded', async () => {
    const area = await newArea({ rule_disability_free: 'warn' });
    const response = await publish(area.id, { ...VERSION, free_minutes: 10, disability_free: false });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().regulation_warnings).toEqual(['first_minutes_free', 'disability_free']);
  });
});

describe('a stay', () => {
  it('keeps the version in force at its entry, even when a new one starts before it leaves', async () => {
    const area = await newArea();
    expect((await gateEvent('entries', area.gate, 'ABJ 2001')).statusCode).toBe(201);
    expect(
      (await publish(area.id, { ...VERSION, hourly_fee: 9, effective_from: after(30).toISOString() })).statusCode,
    ).toBe(201);
    now = after(90);
    expect((await gateEvent('entries', area.gate, 'ABJ 2002')).statusCode).toBe(201);
    now = after(150);
    for (const plate of ['ABJ 2001', 'ABJ 2002'])
      expect((await gateEvent('exits', area.gate, plate, { payment_method: 'cash' })).statusCode).toBe(200);
    const stays = await t.database.db.select().from(vehicles).where(eq(vehicles.area_id, area.id));
    const paid = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.area_id, area.id));
    const amountOf = (plate: string) =>
      paid.find((payment) => payment.vehicle_id === stays.find((stay) => stay.plate === plate)!.id)!.amount_halalas;
    // 2 h 30 min at the first version: 5.00 + 2 × 3.00; 1 h at the second: 9.00.
    expect(amountOf('ABJ2001')).toBe(1100);
    expect(amountOf('ABJ2002')).toBe(900);
    const versions = await t.database.db.select().from(tariffVersions).where(eq(tariffVersions.area_id, area.id));
    expect(stays.map((stay) => stay.tariff.version_id).sort()).toEqual(versions.map((version) => version.id).sort());
  });

  it('is priced by the peaks of its version, a line per window, and so is the preview', async () => {
    const area = await newArea();
    expect((await publish(area.id, { ...VERSION, peaks: [MORNING_PEAK] })).statusCode).toBe(201);
    // 06:00 to 07:30 on a Sunday: the first hour at the base fee, the half hour in the peak at its own.
    const preview = await t.request({
      method: 'POST',
      url: `/api/areas/${area.id}/tariff-preview`,
      token: admin,
      payload: { entry: START.toISOString(), exit: after(90).toISOString() },
    });
    expect(preview.json()).toMatchObject({
      amount: 15,
      lines: [
        { key: TARIFF_LINE.firstHour, amount: 5 },
        { key: TARIFF_LINE.peak, values: { minutes: 30, hours: 1, fee: 10 }, amount: 10 },
      ],
    });
  });

  it('of a plate registered for a person with disabilities leaves free, in a line of its own', async () => {
    const area = await newArea();
    // The registration is another area's: here the plate parks as a guest.
    const home = await newArea();
    now = after(0);
    const registered = await activeSubscription(t, admin, home.id, [['DSB', '7']], { disability: true });
    expect((await gateEvent('entries', area.gate, 'DSB 7')).json()).toMatchObject({ type: 'guest' });
    now = after(180);
    const left = await gateEvent('exits', area.gate, 'DSB 7');
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({
      amount: 0,
      payment_method: 'free',
      lines: [{ key: TARIFF_LINE.disability, amount: 0 }],
    });

    // Once the subscription has ended, the same plate pays as any guest.
    await t.app.db
      .update(subscriptions)
      .set({ start_date: '2026-02-01', end_date: '2026-02-28' })
      .where(eq(subscriptions.id, registered.id));
    now = after(200);
    expect((await gateEvent('entries', area.gate, 'DSB 7')).statusCode).toBe(201);
    now = after(380);
    const charged = await gateEvent('exits', area.gate, 'DSB 7', { payment_method: 'cash' });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json().amount).toBeGreaterThan(0);
    expect(charged.json().lines).not.toContainEqual(expect.objectContaining({ key: TARIFF_LINE.disability }));
  });
});
