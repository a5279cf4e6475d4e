import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { areaRecordSchema } from '../../domain/schemas/area';
import { auditLog } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { areaBody, gateBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { countRows, createThrough } from '../test/rest';

let t: TestApp;
let superAdmin: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.bearer(ROLE.superAdmin);
  admin = await t.bearer(ROLE.admin);
});
afterAll(() => t.close());

async function entriesOf(resource: string, recordId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.resource} = ${resource} and ${auditLog.record_id} = ${recordId}`)
    .orderBy(auditLog.id);
}

describe('the audit hook of the generic service', () => {
  it('writes one row per create, update and delete, with the actor, their role and only what changed', async () => {
    const area = await createThrough(
      t,
      admin,
      'areas',
      areaBody({ name: 'Audited Area', name_ar: 'منطقة التدقيق', hourly_fee: 5 }),
    );
    const body = areaBody({ name: 'Audited Area', name_ar: 'منطقة التدقيق', hourly_fee: 7.5 });
    expect(
      (await t.request({ method: 'PUT', url: `/api/areas/${area.id}`, token: admin, payload: body })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/areas/${area.id}`, token: superAdmin })).statusCode).toBe(
      200,
    );

    const [created, updated, deleted] = await entriesOf('areas', area.id);
    const adminAccount = DEMO_ACCOUNTS.find((account) => account.role_id === ROLE.admin)!;
    expect(created).toMatchObject({ action: 'create', actor_name: adminAccount.name, actor_role_id: ROLE.admin });
    expect(created!.changes).toMatchObject({ name: [null, 'Audited Area'], hourly_fee: [null, 5] });
    expect(updated).toMatchObject({ action: 'update', changes: { hourly_fee: [5, 7.5] } });
    expect(Object.keys(updated!.changes as object)).toEqual(['hourly_fee']);
    expect(deleted).toMatchObject({
      action: 'delete',
      actor_role_id: ROLE.superAdmin,
      changes: { name: ['Audited Area', null] },
    });
  });

  it('logs the fields the resource answers, never its stored helpers', async () => {
    const area = await createThrough(t, admin, 'areas', areaBody({ name: 'Logged Fields Area' }));
    const [created] = await entriesOf('areas', area.id);
    // The version in force follows from another record: its own row logs it.
    const answered = Object.keys(areaRecordSchema.shape).filter(
      (field) => !['id', 'created_at', 'updated_at', 'tariff_version_id'].includes(field),
    );
    expect(Object.keys(created!.changes as object).sort()).toEqual(answered.sort());
  });

  it('writes nothing when the change is refused', async () => {
    const before = await countRows(t.database.db, auditLog);
    const invalid = await t.request({
      method: 'POST',
      url: '/api/areas',
      token: admin,
      payload: areaBody({ max_capacity: 0 }),
    });
    expect(invalid.statusCode).toBe(400);
    const gateTypes = (await t.request({ method: 'GET', url: '/api/gate-types', token: admin })).json();
    const area = await createThrough(t, admin, 'areas', areaBody({ name: 'Area Still In Use' }));
    await createThrough(t, admin, 'gates', gateBody(area.id, gateTypes[0].id));
    const inUse = await t.request({ method: 'DELETE', url: `/api/areas/${area.id}`, token: admin });
    expect(inUse.statusCode).toBe(409);
    const missing = await t.request({ method: 'PUT', url: '/api/areas/2147483647', token: admin, payload: areaBody() });
    expect(missing.statusCode).toBe(404);
    // Only the two successful creates are logged, the area's with its first tariff version.
    expect(await countRows(t.database.db, auditLog)).toBe(before + 3);
    const latest = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(latest[0]).toMatchObject({ action: 'create', resource: 'gates' });
  });
});

describe('answers by allow-list', () => {
  it('answers exactly the fields of the record schema, whatever else the row holds', async () => {
    const area = await createThrough(t, admin, 'areas', areaBody({ name: 'Allow List Area' }));
    const one = (await t.request({ method: 'GET', url: `/api/areas/${area.id}`, token: admin })).json();
    expect(Object.keys(one).sort()).toEqual(Object.keys(areaRecordSchema.shape).sort());
    const list = (await t.request({ method: 'GET', url: '/api/areas', token: admin })).json();
    for (const record of list) expect(Object.keys(record).sort()).toEqual(Object.keys(areaRecordSchema.shape).sort());
    expect(Object.keys(area).sort()).toEqual(Object.keys(areaRecordSchema.shape).sort());
  });
});
