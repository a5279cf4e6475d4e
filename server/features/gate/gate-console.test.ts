import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { GateConsole } from '../../../domain/schemas/gate-console';
import { users, vehicles } from '../../db/schema';
import { areaBody, demoAccount, employeeBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createThrough, expectError, expectValidationError } from '../../test/rest';
import { stayValues } from '../../test/stays';
import { changeUsers } from '../../test/users';

let t: TestApp;
let superAdmin: string;
let typeIds: Record<'entry' | 'exit' | 'entry_exit', number>;
/** A fresh area with a gate of each type, and a gate employee working at its entry gate. */
let area: { id: number; entry: number; exit: number; both: number };
let employee: { id: number; token: string };

async function gateIn(
  areaId: number,
  type: keyof typeof typeIds,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  return (await createThrough(t, superAdmin, 'gates', gateBody(areaId, typeIds[type], overrides))).id;
}

function consoleOf(token: string, gateId?: number) {
  return t.request({
    method: 'GET',
    url: `/api/gate/console${gateId === undefined ? '' : `?gate_id=${gateId}`}`,
    token,
  });
}

async function consoleAnswer(token: string, gateId?: number): Promise<GateConsole> {
  const response = await consoleOf(token, gateId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: keyof typeof typeIds;
  }>;
  typeIds = Object.fromEntries(types.map((type) => [type.code, type.id])) as typeof typeIds;
  const { id } = await createThrough(
    t,
    superAdmin,
    'areas',
    areaBody({
      name: 'Console Lot',
      name_ar: 'موقف المنصة',
      max_capacity: 10,
      subscription_capacity: 4,
      guest_ticket_capacity: 6,
      hourly_fee: 5.5,
      after_first_hour_fee: 3,
      daily_cap: 45.25,
    }),
  );
  area = {
    id,
    entry: await gateIn(id, 'entry', { name: 'B Entrance', name_ar: 'المدخل ب' }),
    exit: await gateIn(id, 'exit', { name: 'A Exit' }),
    both: await gateIn(id, 'entry_exit', { name: 'C Both', status: 'maintenance' }),
  };
  const account = employeeBody({ role_id: ROLE.gateEmployee, area_id: id, gate_id: area.entry });
  const created = await createThrough(t, superAdmin, 'employees', account);
  employee = { id: created.id, token: await t.bearer({ email: account.email, password: account.password }) };
});
afterAll(() => t.close());

describe("a gate employee's console", () => {
  it('is their own gate and area: capacities, the tariff in SAR, the area’s gates by name with their types', async () => {
    const answer = await consoleAnswer(employee.token);
    expect(answer.area).toEqual({
      id: area.id,
      name: 'Console Lot',
      name_ar: 'موقف المنصة',
      is_active: true,
      max_capacity: 10,
      subscription_capacity: 4,
      guest_ticket_capacity: 6,
      free_minutes: 30,
      grace_minutes: 15,
      cooldown_minutes: 60,
      hourly_fee: 5.5,
      after_first_hour_fee: 3,
      daily_cap: 45.25,
    });
    expect(answer.gate).toEqual({
      id: area.entry,
      name: 'B Entrance',
      name_ar: 'المدخل ب',
      status: 'active',
      type: { code: 'entry', name_en: expect.any(String), name_ar: expect.any(String) },
    });
    expect(answer.gates.map((gate) => [gate.name, gate.type.code, gate.status])).toEqual([
      ['A Exit', 'exit', 'active'],
      ['B Entrance', 'entry', 'active'],
      ['C Both', 'entry_exit', 'maintenance'],
    ]);
    expect(answer.occupancy).toEqual({ inside: 0, subscribers: 0, guests: 0 });
  });

  it('counts the open stays of the area by type, and not those that left or are elsewhere', async () => {
    const elsewhere = await createThrough(t, superAdmin, 'areas', areaBody());
    await t.database.db
      .insert(vehicles)
      .values([
        stayValues('ABJ101', area.id, { type: 'guest' }),
        stayValues('ABJ102', area.id, { type: 'guest' }),
        stayValues('ABJ103', area.id, { type: 'subscription' }),
        stayValues('ABJ104', area.id, { type: 'undefined' }),
        stayValues('ABJ105', area.id, { type: 'guest', exit_time: new Date() }),
        stayValues('ABJ106', elsewhere.id, { type: 'guest' }),
      ]);
    expect((await consoleAnswer(employee.token)).occupancy).toEqual({ inside: 4, subscribers: 1, guests: 2 });

    // A guest let in at the gate is counted at once.
    const entry = await t.request({
      method: 'POST',
      url: '/api/gate/entries',
      token: employee.token,
      payload: { gate_id: area.entry, event_id: 'console-test-1', plate: 'ABJ 107' },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect((await consoleAnswer(employee.token)).occupancy).toEqual({ inside: 5, subscribers: 1, guests: 3 });
  });

  it('is another gate of their area when they name it, never a gate of another area', async () => {
    expect((await consoleAnswer(employee.token, area.exit)).gate).toMatchObject({
      id: area.exit,
      type: { code: 'exit' },
    });
    const other = await createThrough(t, superAdmin, 'areas', areaBody());
    expectError(await consoleOf(employee.token, await gateIn(other.id, 'entry')), 403, 'gate_not_in_your_area');
    expectError(await consoleOf(employee.token, 999_999), 404, 'not_found');
  });

  it('is refused, with a reason to show, to a gate employee without an area or a gate', async () => {
    for (const workplace of [{ area_id: null, gate_id: null }, { gate_id: null }]) {
      await changeUsers(t.database.db, eq(users.id, employee.id), workplace);
      expectError(await consoleOf(employee.token), 403, 'no_workplace');
    }
    await changeUsers(t.database.db, eq(users.id, employee.id), { area_id: area.id, gate_id: area.entry });
    expect((await consoleAnswer(employee.token)).gate.id).toBe(area.entry);
  });
});

describe('the console for others', () => {
  it('is any gate an admin or a super admin names, and a field error when they name none', async () => {
    for (const token of [superAdmin, await t.bearer(ROLE.admin)]) {
      expect((await consoleAnswer(token, area.both)).gate).toMatchObject({ id: area.both, status: 'maintenance' });
      expectValidationError(await consoleOf(token), { gate_id: 'ps.validation.required' });
    }
    // The demo gate employee works elsewhere.
    const [demo] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount(ROLE.gateEmployee).email));
    expect((await consoleAnswer(await t.bearer(ROLE.gateEmployee))).area.id).toBe(demo!.area_id);
    expectError(await consoleOf(await t.bearer(ROLE.gateEmployee), area.entry), 403, 'gate_not_in_your_area');
  });

  it('is refused to a company manager and to anyone signed out', async () => {
    expectError(await consoleOf(await t.bearer(ROLE.companyManager), area.entry), 403, 'forbidden');
    expectError(
      await t.request({ method: 'GET', url: `/api/gate/console?gate_id=${area.entry}` }),
      401,
      'unauthorized',
    );
  });

  it('refuses a gate id that is not one', async () => {
    const response = await t.request({ method: 'GET', url: '/api/gate/console?gate_id=north', token: superAdmin });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { gate_id: expect.any(String) } });
  });
});
