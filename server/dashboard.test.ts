import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../domain/roles';
import type { Dashboard } from '../domain/schemas/dashboard';
import { areas, gates, users, vehicles } from './db/schema';
import { areaBody, demoAccount, gateBody, subAreaBody } from './test/fixtures';
import { createTestApp, type TestApp } from './test/harness';
import { createThrough, listAll } from './test/rest';

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.bearer(ROLE.superAdmin);
});
afterAll(() => t.close());

async function dashboardOf(token: string): Promise<Dashboard> {
  const response = await t.request({ method: 'GET', url: '/api/dashboard', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function park(areaId: number, plates: string[], { exited = false } = {}) {
  await t.database.db.insert(vehicles).values(plates.map((plate) => ({ plate, area_id: areaId, ...(exited ? { exit_time: new Date() } : {}) })));
}

describe("the administrators' home: occupancy of each area", () => {
  it('counts the vehicles inside (open entries only) against the capacity, fullest area first', async () => {
    const busy = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Busy Lot', name_ar: 'الموقف المزدحم', max_capacity: 4, subscription_capacity: 1, guest_ticket_capacity: 3 }));
    const quiet = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Quiet Lot', max_capacity: 10, subscription_capacity: 5, guest_ticket_capacity: 5, is_active: false }));
    await park(busy.id, ['ABJ1', 'ABJ2', 'ABJ3']);
    await park(busy.id, ['ABJ4'], { exited: true });
    await park(quiet.id, ['DHR1']);

    for (const token of [superAdmin, await t.bearer(ROLE.admin)]) {
      const { occupancy } = await dashboardOf(token);
      expect(occupancy.find((area) => area.id === busy.id)).toEqual({
        id: busy.id, name: 'Busy Lot', name_ar: 'الموقف المزدحم', max_capacity: 4, inside: 3, is_active: true,
      });
      expect(occupancy.find((area) => area.id === quiet.id)).toMatchObject({ inside: 1, max_capacity: 10, is_active: false });
      // Every area is there, the empty ones too, ordered by how full they are.
      expect(occupancy).toHaveLength((await listAll(t, superAdmin, 'areas')).length);
      const rates = occupancy.map((area) => area.inside / area.max_capacity);
      expect(rates).toEqual([...rates].sort((a, b) => b - a));
      expect(occupancy[0]!.id).toBe(busy.id);
    }
  });
});

describe("the administrators' home: latest changes", () => {
  it('lists the newest created and updated areas, gates and sub-areas with their area and time', async () => {
    const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Changes Area', name_ar: 'منطقة التغييرات' }));
    const [gateType] = await listAll(t, superAdmin, 'gate-types');
    const gate = await createThrough(t, superAdmin, 'gates', gateBody(area.id, gateType!.id, { name: 'Changes Gate', name_ar: 'بوابة التغييرات' }));
    const subArea = await createThrough(t, superAdmin, 'sub-areas', subAreaBody(area.id, { name: 'Changes Zone' }));
    const renamed = await t.request({ method: 'PUT', url: `/api/gates/${gate.id}`, token: superAdmin, payload: { ...gate, name: 'Changes Gate North' } });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const { latest_changes } = await dashboardOf(superAdmin);
    const owner = { id: area.id, name: 'Changes Area', name_ar: 'منطقة التغييرات' };
    expect(latest_changes!.slice(0, 3)).toEqual([
      { resource: 'gates', record_id: gate.id, name: 'Changes Gate North', name_ar: 'بوابة التغييرات', area: owner, action: 'updated', at: expect.any(String), by: null },
      { resource: 'sub-areas', record_id: subArea.id, name: 'Changes Zone', name_ar: null, area: owner, action: 'created', at: expect.any(String), by: null },
      { resource: 'areas', record_id: area.id, name: 'Changes Area', name_ar: 'منطقة التغييرات', area: owner, action: 'created', at: expect.any(String), by: null },
    ]);
    const times = latest_changes!.map((change) => Date.parse(change.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(latest_changes!.length).toBeLessThanOrEqual(8);
  });
});

describe("the gate employee's home", () => {
  it('names the area (both languages) and the gate, and shows that area alone, without the estate changes', async () => {
    const [employee] = await t.database.db.select().from(users).where(eq(users.email, demoAccount(ROLE.gateEmployee).email));
    const [area] = await t.database.db.select().from(areas).where(eq(areas.id, employee!.area_id!));
    const [gate] = await t.database.db.select().from(gates).where(eq(gates.id, employee!.gate_id!));

    const home = await dashboardOf(await t.bearer(ROLE.gateEmployee));
    expect(home.workplace).toEqual({
      area: { id: area!.id, name: area!.name, name_ar: area!.name_ar },
      gate: { id: gate!.id, name: gate!.name, name_ar: gate!.name_ar },
    });
    expect(area!.name_ar).toBeTruthy();
    expect(gate!.name_ar).toBeTruthy();
    expect(home.scope_area_id).toBe(area!.id);
    expect(home.occupancy.map((entry) => entry.id)).toEqual([area!.id]);
    expect(home).not.toHaveProperty('latest_changes');
    // Administrators have no workplace.
    expect(await dashboardOf(superAdmin)).not.toHaveProperty('workplace');
  });
});
