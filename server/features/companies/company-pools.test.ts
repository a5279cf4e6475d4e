import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { auditLog, paymentMethods, vehicles } from '../../db/schema';
import { companyPlacement } from '../../test/company-placement';
import { areaBody, companyBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { countRows, createThrough, expectError, expectValidationError } from '../../test/rest';

let t: TestApp;
let superAdmin: string;
let cashId: number;
let entryTypeId: number;
let exitTypeId: number;

beforeAll(async () => {
  // Sixteen entries race for a pool: all taken in hand, so that the lock decides them, not the shedding.
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, GATE_MAX_IN_FLIGHT: 100 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  entryTypeId = types.find((type) => type.code === 'entry')!.id;
  exitTypeId = types.find((type) => type.code === 'exit')!.id;
  const methods = await t.database.db.select().from(paymentMethods);
  cashId = methods.find((method) => method.code === 'cash')!.id;
});
afterAll(() => t.close());

let events = 0;
const entry = (gateId: number, plate: string) =>
  t.request({
    method: 'POST',
    url: '/api/gate/entries',
    token: superAdmin,
    payload: { gate_id: gateId, event_id: `pool-test-${++events}`, plate },
  });
const exit = (gateId: number, plate: string) =>
  t.request({
    method: 'POST',
    url: '/api/gate/exits',
    token: superAdmin,
    payload: { gate_id: gateId, event_id: `pool-test-${++events}`, plate, payment_method: 'cash' },
  });
const gateOf = async (areaId: number, typeId: number) =>
  (await createThrough(t, superAdmin, 'gates', gateBody(areaId, typeId))).id;

/**
 * A company of a fresh area with an approved subscription per ten of `plates` (the most one
 * covers), two entry gates and an exit; answers its record and its manager's token.
 */
async function companyWithVehicles(plates: string[]) {
  const placement = await companyPlacement(t, superAdmin);
  const body = companyBody(placement, { initial_quota: 10 });
  const company = await createThrough(t, superAdmin, 'companies', body);
  const manager = await t.bearer({ email: body.admin_email, password: body.admin_password });
  for (let first = 0; first < plates.length; first += 10) {
    const requested = await createThrough(t, manager, 'company-subscriptions', {
      subscriber_name: `Pool Driver ${first}`,
      phone: '0551112233',
      email: 'pool.driver@example.sa',
      vehicles: plates.slice(first, first + 10).map((plate) => {
        const [plate_letters, plate_number] = plate.split(' ');
        return { plate_letters, plate_number };
      }),
    });
    const approved = await decide(t, {
      url: `/api/company-subscriptions/${requested.id}/approve`,
      token: superAdmin,
      payload: { payment_method_id: cashId },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  const gates = {
    entry: await gateOf(placement.area_id, entryTypeId),
    other: await gateOf(placement.area_id, entryTypeId),
    exit: await gateOf(placement.area_id, exitTypeId),
  };
  return { company, manager, areaId: placement.area_id, gates };
}

/** Saves the company as its edit form does: the whole record, with these pools. */
function setPools(company: Record<string, unknown>, pools: unknown, token = superAdmin) {
  return t.request({ method: 'PUT', url: `/api/companies/${company.id}`, token, payload: { ...company, pools } });
}

async function withPool(plates: string[], size: number, overflow: 'refuse' | 'guest') {
  const setup = await companyWithVehicles(plates);
  const saved = await setPools(setup.company, [{ area_id: setup.areaId, size, overflow }]);
  expect(saved.statusCode, saved.body).toBe(200);
  return setup;
}

const insideAsSubscribers = (areaId: number) =>
  countRows(
    t.database.db,
    vehicles,
    and(eq(vehicles.area_id, areaId), isNull(vehicles.exit_time), isNotNull(vehicles.company_subscription_vehicle_id)),
  );

describe("a company's pools", () => {
  it('are set on the company, answered with it and logged with its update', async () => {
    const { company, areaId } = await companyWithVehicles(['KSD 5001']);
    expect(company.pools).toEqual([]);
    const other = await createThrough(t, superAdmin, 'areas', areaBody());
    const pools = [
      { area_id: areaId, size: 3, overflow: 'guest' },
      { area_id: other.id, size: 1, overflow: 'refuse' },
    ];
    const saved = await setPools(company, pools);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pools).toEqual(pools);
    const read = await t.request({ method: 'GET', url: `/api/companies/${company.id}`, token: superAdmin });
    expect(read.json().pools).toEqual(pools);
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.resource, 'companies'), eq(auditLog.record_id, company.id), eq(auditLog.action, 'update')),
      );
    expect(logged!.changes).toEqual({ pools: [[], pools] });
    // Saved without the field, the company keeps its pools; an empty list removes them.
    const { pools: _kept, ...withoutPools } = saved.json();
    const again = await t.request({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      token: superAdmin,
      payload: withoutPools,
    });
    expect(again.json().pools).toEqual(pools);
    expect((await setPools(company, [])).json().pools).toEqual([]);
  });

  it('refuse a second pool for one area, an unknown area, a size under one and an unknown overflow, changing nothing', async () => {
    const { company, areaId } = await companyWithVehicles(['KSD 5002']);
    expectValidationError(
      await setPools(company, [
        { area_id: areaId, size: 2, overflow: 'guest' },
        { area_id: areaId, size: 3, overflow: 'refuse' },
      ]),
      { 'pools.1.area_id': 'ps.validation.one_pool_per_area' },
    );
    expectValidationError(await setPools(company, [{ area_id: areaId, size: 0, overflow: 'wait' }]), {
      'pools.0.size': 'ps.validation.min_one',
      'pools.0.overflow': 'ps.validation.invalid_choice',
    });
    expectValidationError(await setPools(company, [{ area_id: 999_999, size: 2, overflow: 'guest' }]), {
      pools: 'ps.validation.invalid_choice',
    });
    const read = await t.request({ method: 'GET', url: `/api/companies/${company.id}`, token: superAdmin });
    expect(read.json().pools).toEqual([]);
  });

  it("are not the company manager's to change", async () => {
    const { company, manager, areaId } = await companyWithVehicles(['KSD 5003']);
    expectError(await setPools(company, [{ area_id: areaId, size: 9, overflow: 'guest' }], manager), 403, 'forbidden');
  });
});

describe('at the gate', () => {
  it('refuses the vehicle after the last space of a refusing pool, until one of the company leaves', async () => {
    const { manager, areaId, gates } = await withPool(['KSD 6001', 'KSD 6002', 'KSD 6003'], 2, 'refuse');
    expect((await entry(gates.entry, 'KSD 6001')).json()).toMatchObject({ type: 'subscription' });
    expect((await entry(gates.other, 'KSD 6002')).json()).toMatchObject({ type: 'subscription' });
    expectError(await entry(gates.entry, 'KSD 6003'), 422, 'company_pool_full');
    // Another company's or nobody's vehicle is not held back by this pool.
    expect((await entry(gates.entry, 'ABJ 6004')).statusCode).toBe(201);
    const dashboard = await t.request({ method: 'GET', url: '/api/company-dashboard', token: manager });
    expect(dashboard.json().pools).toEqual([expect.objectContaining({ area_id: areaId, size: 2, inside: 2 })]);

    expect((await exit(gates.exit, 'KSD 6001')).statusCode).toBe(200);
    expect((await entry(gates.entry, 'KSD 6003')).json()).toMatchObject({ type: 'subscription' });
    expect(await insideAsSubscribers(areaId)).toBe(2);
  });

  it('lets the vehicle after the last space of a guest pool in as a guest, with a ticket', async () => {
    const { company, areaId, gates } = await withPool(['KSD 6101', 'KSD 6102'], 1, 'guest');
    expect((await entry(gates.entry, 'KSD 6101')).json()).toMatchObject({ type: 'subscription' });
    const guest = (await entry(gates.entry, 'KSD 6102')).json();
    expect(guest).toMatchObject({
      type: 'guest',
      company_subscription_id: null,
      ticket: { number: expect.any(String) },
    });
    const statistics = await t.request({
      method: 'GET',
      url: `/api/companies/${company.id}/statistics`,
      token: superAdmin,
    });
    // The guest is one of the company's vehicles inside, but holds no space of its pool.
    expect(statistics.json()).toMatchObject({ vehicles_inside: 2, pools: [{ area_id: areaId, size: 1, inside: 1 }] });
    const [guestStay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, guest.stay_id));
    expect(guestStay!.company_subscription_vehicle_id).toBeNull();
  });
});

describe('at the same time (PostgreSQL)', () => {
  const plates = Array.from({ length: 16 }, (_, index) => `KSD ${7001 + index}`);

  it('never lets more of the company in than its pool, from sixteen entries at two gates', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const { areaId, gates } = await withPool(plates, 3, 'refuse');
    const answers = await Promise.all(
      plates.map((plate, index) => entry(index % 2 ? gates.entry : gates.other, plate)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([
      ...Array<number>(3).fill(201),
      ...Array<number>(13).fill(422),
    ]);
    expect(new Set(answers.filter((a) => a.statusCode === 422).map((a) => a.json().code))).toEqual(
      new Set(['company_pool_full']),
    );
    expect(await insideAsSubscribers(areaId)).toBe(3);
  });

  it('lets the rest of sixteen entries in as guests when the pool is full', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const { areaId, gates } = await withPool(
      plates.map((plate) => plate.replace('KSD', 'KSA')),
      3,
      'guest',
    );
    const answers = await Promise.all(
      plates.map((plate, index) => entry(index % 2 ? gates.entry : gates.other, plate.replace('KSD', 'KSA'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(201));
    const types = answers.map((answer) => answer.json().type as string).sort();
    expect(types).toEqual([...Array<string>(13).fill('guest'), ...Array<string>(3).fill('subscription')]);
    expect(await insideAsSubscribers(areaId)).toBe(3);
  });
});
