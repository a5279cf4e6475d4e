import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { auditLog, feeAdjustments, paymentTransactions, vehicles } from '../../db/schema';
import { areaBody, employeeBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError, listAll } from '../../test/rest';
import { openShiftFor } from '../../test/shifts';
import { stayValues } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let employee: string;
let employeeId: number;
let area: { id: number; entry: number; exit: number };
let events = 0;

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, GATE_LANE_TOLERANCE_SECONDS: 120 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  const typeId = (code: string) => types.find((type) => type.code === code)!.id;
  // areaBody's tariff: 30 free minutes, 5.00 for the first hour, 3.00 for each further one.
  const { id } = await createThrough(t, superAdmin, 'areas', areaBody());
  area = {
    id,
    entry: (await createThrough(t, superAdmin, 'gates', gateBody(id, typeId('entry')))).id,
    exit: (await createThrough(t, superAdmin, 'gates', gateBody(id, typeId('exit')))).id,
  };
  const body = employeeBody({ role_id: ROLE.gateEmployee, area_id: area.id, gate_id: area.exit });
  employeeId = (await createThrough(t, superAdmin, 'employees', body)).id;
  employee = await t.bearer({ email: body.email, password: body.password });
  await openShiftFor(t, employee);
});
afterAll(() => t.close());

/** A guest inside since `minutes` ago, written straight to its table. */
async function guestInside(plate: string, minutes: number): Promise<number> {
  const [stay] = await t.database.db
    .insert(vehicles)
    .values(stayValues(plate, area.id, { entry_time: ago(minutes) }))
    .returning();
  return stay!.id;
}

function exit(body: Record<string, unknown>, token: string): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/gate/exits',
    token,
    payload: { gate_id: area.exit, event_id: `waiver-test-${++events}`, ...body },
  });
}

function ok(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const adjustmentOf = async (stayId: number) =>
  (await t.database.db.select().from(feeAdjustments).where(eq(feeAdjustments.vehicle_id, stayId)))[0];

describe('a gate exit priced by the lane time', () => {
  it('never lets a gate employee close a stay for nothing by sending a time within its free minutes', async () => {
    const stayId = await guestInside('ABJ8101', 45);
    const backdated = { plate: 'ABJ8101', occurred_at: ago(40).toISOString() };

    const refused = await exit(backdated, employee);
    expectError(refused, 422, 'payment_method_required');
    expect(refused.json().quote).toMatchObject({ amount: 5 });

    const closed = ok(await exit({ ...backdated, payment_method: 'cash' }, employee));
    expect(closed).toMatchObject({ amount: 5, payment_method: 'cash' });
    expect(Date.parse(closed.exit_time)).toBeGreaterThan(ago(1).getTime());
    expect(await adjustmentOf(stayId)).toBeUndefined();
  });

  it('refuses a reason for an older time from anyone but an administrator, and writes nothing', async () => {
    const stayId = await guestInside('ABJ8102', 45);
    const response = await exit(
      { plate: 'ABJ8102', occurred_at: ago(40).toISOString(), backdate_reason: 'My friend' },
      employee,
    );
    expectError(response, 403, 'backdate_not_allowed');
    const [stay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, stayId));
    expect(stay!.exit_time).toBeNull();
    expect(await countRows(t.database.db, paymentTransactions, eq(paymentTransactions.vehicle_id, stayId))).toBe(0);
  });

  it('takes a time within the tolerance as it is, and keeps what it did not charge as a lane-time adjustment', async () => {
    const stayId = await guestInside('ABJ8103', 31);
    const closed = ok(await exit({ plate: 'ABJ8103', occurred_at: ago(1.5).toISOString() }, employee));
    expect(closed).toMatchObject({ amount: 0, payment_method: 'free' });
    expect(await adjustmentOf(stayId)).toMatchObject({
      kind: 'lane_time',
      user_id: employeeId,
      gate_id: area.exit,
      area_id: area.id,
      owed_halalas: 500,
      charged_halalas: 0,
      waived_halalas: 500,
      payment_transaction_id: closed.transaction_id,
    });
  });

  it('takes an older time from an administrator with a reason, flagged in the audit log and the adjustments', async () => {
    const stayId = await guestInside('ABJ8104', 175);
    const reason = 'Lane 2 was offline from 09:10; exits typed in from the paper log';
    const closed = ok(
      await exit({ plate: 'ABJ8104', occurred_at: ago(170).toISOString(), backdate_reason: reason }, superAdmin),
    );
    expect(closed).toMatchObject({ amount: 0, payment_method: 'free' });
    // Three hours at the arrival: 5.00, then 3.00 for each of two more started hours.
    expect(await adjustmentOf(stayId)).toMatchObject({
      kind: 'backdated',
      reason,
      owed_halalas: 1100,
      charged_halalas: 0,
      waived_halalas: 1100,
    });
    const [flag] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, stayId), eq(auditLog.action, 'backdate')));
    expect(flag).toMatchObject({ resource: 'vehicles' });
    const changes = flag!.changes as Record<string, [string | null, string]>;
    expect(changes.reason).toEqual([null, reason]);
    const [arrival, taken] = changes.exit_time as [string, string];
    expect(Date.parse(taken)).toBe(Date.parse(closed.exit_time));
    expect(Date.parse(arrival!) - Date.parse(taken)).toBeGreaterThan(160 * MINUTE);
  });

  it('takes a lane clock running ahead as the arrival: an entry never starts after the server heard of it', async () => {
    const ahead = new Date(Date.now() + MINUTE).toISOString();
    const entered = ok(
      await t.request({
        method: 'POST',
        url: '/api/gate/entries',
        token: superAdmin,
        payload: { gate_id: area.entry, event_id: `waiver-test-${++events}`, plate: 'ABJ 8105', occurred_at: ahead },
      }),
      201,
    );
    expect(Date.parse(entered.entry_time)).toBeLessThanOrEqual(Date.now());
  });
});

describe('a force exit without a charge', () => {
  it('is a waiver: who, why and how much', async () => {
    const stayId = await guestInside('ABJ8201', 125);
    const stays = await listAll(t, employee, 'vehicles', { filter: { inside: true } });
    expect(stays.map((stay) => stay.id)).toContain(stayId);
    const closed = ok(
      await t.request({
        method: 'POST',
        url: `/api/vehicles/${stayId}/force-exit`,
        token: employee,
        payload: { reason: 'Barrier stuck open', charge: false },
      }),
    );
    expect(closed).toMatchObject({ amount: 0, payment_method: 'free' });
    expect(await adjustmentOf(stayId)).toMatchObject({
      kind: 'waiver',
      reason: 'Barrier stuck open',
      user_id: employeeId,
      gate_id: null,
      owed_halalas: 1100,
      waived_halalas: 1100,
    });
  });

  it('charged, is no adjustment', async () => {
    const stayId = await guestInside('ABJ8202', 125);
    ok(
      await t.request({
        method: 'POST',
        url: `/api/vehicles/${stayId}/force-exit`,
        token: employee,
        payload: { reason: 'Towed', charge: true, payment_method: 'cash' },
      }),
    );
    expect(await adjustmentOf(stayId)).toBeUndefined();
  });
});

describe('GET /api/fee-adjustments', () => {
  it('lists every riyal not taken with its plate, and totals it by employee and by gate', async () => {
    const filter = { area_id: area.id };
    const rows = await listAll(t, superAdmin, 'fee-adjustments', { filter });
    expect(rows.map((row) => row.kind).sort()).toEqual(['backdated', 'lane_time', 'waiver']);
    expect(rows.find((row) => row.kind === 'waiver')).toMatchObject({
      plate: 'ABJ8201',
      owed: 11,
      charged: 0,
      waived: 11,
      currency: 'SAR',
    });

    const totals = ok(
      await t.request({
        method: 'GET',
        url: `/api/fee-adjustments/totals?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        token: superAdmin,
      }),
    );
    expect(totals).toMatchObject({ count: 3, waived: 27 });
    expect(totals.by_user).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: employeeId, count: 2, waived: 16 }),
        expect.objectContaining({ count: 1, waived: 11 }),
      ]),
    );
    expect(totals.by_gate).toEqual([
      expect.objectContaining({ gate_id: area.exit, count: 2, waived: 16 }),
      expect.objectContaining({ gate_id: null, count: 1, waived: 11 }),
    ]);

    const badFilter = await t.request({
      method: 'GET',
      url: `/api/fee-adjustments/totals?filter=${encodeURIComponent(JSON.stringify({ from: '0001-01-01' }))}`,
      token: superAdmin,
    });
    expect(badFilter.statusCode).toBe(400);

    const employeeOnly = ok(
      await t.request({
        method: 'GET',
        url: `/api/fee-adjustments/totals?filter=${encodeURIComponent(JSON.stringify({ user_id: employeeId }))}`,
        token: superAdmin,
      }),
    );
    expect(employeeOnly).toMatchObject({ count: 2, waived: 16 });
  });

  it('is not the gate staff’s whose exits it lists, and has no writes', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/fee-adjustments', token: employee }), 403, 'forbidden');
    expectError(
      await t.request({ method: 'GET', url: '/api/fee-adjustments/totals', token: employee }),
      403,
      'forbidden',
    );
    const [row] = await t.database.db.select().from(feeAdjustments).limit(1);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/fee-adjustments/${row!.id}`, token: superAdmin })).statusCode,
    ).toBe(404);
  });
});
