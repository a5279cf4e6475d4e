import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../domain/roles';
import type { Dashboard } from '../domain/schemas/dashboard';
import { areas, auditLog, gates, users, vehicles } from './db/schema';
import { areaBody, demoAccount, gateBody, subAreaBody } from './test/fixtures';
import { createTestApp, type TestApp } from './test/harness';
import { createThrough, listAll } from './test/rest';
import { stayValues } from './test/stays';

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
  await t.database.db.insert(vehicles).values(plates.map((plate) => stayValues(plate, areaId, exited ? { exit_time: new Date() } : {})));
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
  it('lists the newest creations and edits of areas, gates and sub-areas from the audit log, with their area, time and author', async () => {
    const admin = await t.bearer(ROLE.admin);
    const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Changes Area', name_ar: 'منطقة التغييرات' }));
    const [gateType] = await listAll(t, superAdmin, 'gate-types');
    const gate = await createThrough(t, superAdmin, 'gates', gateBody(area.id, gateType!.id, { name: 'Changes Gate', name_ar: 'بوابة التغييرات' }));
    const subArea = await createThrough(t, superAdmin, 'sub-areas', subAreaBody(area.id, { name: 'Changes Zone' }));
    const renamed = await t.request({ method: 'PUT', url: `/api/gates/${gate.id}`, token: admin, payload: { ...gate, name: 'Changes Gate North' } });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const { latest_changes } = await dashboardOf(superAdmin);
    const owner = { id: area.id, name: 'Changes Area', name_ar: 'منطقة التغييرات' };
    const superAdminAccount = demoAccount(ROLE.superAdmin);
    const bySuperAdmin = { id: expect.any(Number), name: superAdminAccount.name };
    // Every change is a line; a record's lines name it as it is now.
    expect(latest_changes!.slice(0, 4)).toEqual([
      { resource: 'gates', record_id: gate.id, name: 'Changes Gate North', name_ar: 'بوابة التغييرات', area: owner, action: 'updated', at: expect.any(String), by: { id: expect.any(Number), name: demoAccount(ROLE.admin).name } },
      { resource: 'sub-areas', record_id: subArea.id, name: 'Changes Zone', name_ar: null, area: owner, action: 'created', at: expect.any(String), by: bySuperAdmin },
      { resource: 'gates', record_id: gate.id, name: 'Changes Gate North', name_ar: 'بوابة التغييرات', area: owner, action: 'created', at: expect.any(String), by: bySuperAdmin },
      { resource: 'areas', record_id: area.id, name: 'Changes Area', name_ar: 'منطقة التغييرات', area: owner, action: 'created', at: expect.any(String), by: bySuperAdmin },
    ]);
    const times = latest_changes!.map((change) => Date.parse(change.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(latest_changes!.length).toBeLessThanOrEqual(8);
  });

  it('shows a deleted gate as deleted, by its name when it was deleted and by who deleted it, and an area deleted after it', async () => {
    const admin = await t.bearer(ROLE.admin);
    const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Short-lived Area', name_ar: 'منطقة مؤقتة' }));
    const [gateType] = await listAll(t, superAdmin, 'gate-types');
    const gate = await createThrough(t, superAdmin, 'gates', gateBody(area.id, gateType!.id, { name: 'Doomed Gate', name_ar: 'بوابة محذوفة' }));
    for (const url of [`/api/gates/${gate.id}`, `/api/areas/${area.id}`]) {
      const deleted = await t.request({ method: 'DELETE', url, token: admin });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }

    const { latest_changes } = await dashboardOf(superAdmin);
    const owner = { id: area.id, name: 'Short-lived Area', name_ar: 'منطقة مؤقتة' };
    const byAdmin = { id: expect.any(Number), name: demoAccount(ROLE.admin).name };
    expect(latest_changes!.slice(0, 3)).toEqual([
      { resource: 'areas', record_id: area.id, name: 'Short-lived Area', name_ar: 'منطقة مؤقتة', area: owner, action: 'deleted', at: expect.any(String), by: byAdmin },
      { resource: 'gates', record_id: gate.id, name: 'Doomed Gate', name_ar: 'بوابة محذوفة', area: owner, action: 'deleted', at: expect.any(String), by: byAdmin },
      // The line of its creation still names the gate that is gone.
      { resource: 'gates', record_id: gate.id, name: 'Doomed Gate', name_ar: 'بوابة محذوفة', area: owner, action: 'created', at: expect.any(String), by: expect.any(Object) },
    ]);
  });

  it('leaves out changes of other resources and actions', async () => {
    const before = (await dashboardOf(superAdmin)).latest_changes;
    await t.database.db.insert(auditLog).values({ actor_id: 1, actor_name: 'Someone', actor_role_id: 1, action: 'password', resource: 'gates', record_id: 1 });
    await t.database.db.insert(auditLog).values({ actor_id: 1, actor_name: 'Someone', actor_role_id: 1, action: 'create', resource: 'gate-types', record_id: 1 });
    expect((await dashboardOf(superAdmin)).latest_changes).toEqual(before);
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
