import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { auditLogRecordSchema } from '../../../domain/schemas/audit-log';
import { postgresErrorOf } from '../../db/postgres-errors';
import { auditLog, users } from '../../db/schema';
import { areaBody, demoAccount } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError, listAll, listUrl, totalOf } from '../../test/rest';
import { queryRows } from '../../test/sql';

let t: TestApp;
let superAdmin: string;
let admin: string;
let adminId: number;
let superAdminId: number;

/** Rows of another time, written as the audit hook writes them (the log only takes inserts). */
async function logAt(at: string, values: Partial<typeof auditLog.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(auditLog)
    .values({
      at: new Date(at),
      actor_id: adminId,
      actor_name: 'Earlier Name',
      actor_role_id: ROLE.admin,
      action: 'update',
      resource: 'areas',
      record_id: 999_001,
      changes: {},
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.bearer(ROLE.superAdmin);
  admin = await t.bearer(ROLE.admin);
  // The demo accounts: the demo data has other admins beside them.
  const ids = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  adminId = ids.find((user) => user.email === demoAccount(ROLE.admin).email)!.id;
  superAdminId = ids.find((user) => user.email === demoAccount(ROLE.superAdmin).email)!.id;
});
afterAll(() => t.close());

const list = (query: Parameters<typeof listUrl>[1] = {}) => listAll(t, superAdmin, 'audit-log', query);

describe('GET /api/audit-log', () => {
  it('lists the changes newest first, each as the record schema describes it', async () => {
    const area = await createThrough(t, admin, 'areas', areaBody({ name: 'Logged Area' }));
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/areas/${area.id}`,
      token: superAdmin,
      payload: areaBody({ name: 'Logged Area Renamed' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const [updated, created] = await list();
    expect(updated).toMatchObject({
      actor_id: superAdminId,
      actor_name: demoAccount(ROLE.superAdmin).name,
      actor_role_id: ROLE.superAdmin,
      action: 'update',
      resource: 'areas',
      record_id: area.id,
      changes: { name: ['Logged Area', 'Logged Area Renamed'] },
    });
    expect(created).toMatchObject({
      actor_id: adminId,
      action: 'create',
      record_id: area.id,
      changes: { name: [null, 'Logged Area'], max_capacity: [null, 100] },
    });
    expect(Object.keys(updated!).sort()).toEqual(Object.keys(auditLogRecordSchema.shape).sort());
    expect(Date.parse(String(updated!.at))).toBeGreaterThanOrEqual(Date.parse(String(created!.at)));

    const one = await t.request({ method: 'GET', url: `/api/audit-log/${updated!.id}`, token: superAdmin });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(updated);
  });

  it('breaks ties of one instant by the latest row first, and sorts by the columns it offers', async () => {
    const at = '2025-06-01T09:00:00Z';
    const first = await logAt(at, { actor_name: 'Zeina' });
    const second = await logAt(at, { actor_name: 'Ahmed' });
    const sameInstant = (await list({ filter: { from: '2025-06-01', to: '2025-06-01' } })).map((row) => row.id);
    expect(sameInstant).toEqual([second.id, first.id]);
    const byName = await list({ sort: ['actor_name', 'ASC'], filter: { from: '2025-06-01', to: '2025-06-01' } });
    expect(byName.map((row) => row.actor_name)).toEqual(['Ahmed', 'Zeina']);
    const oldestFirst = await list({ sort: ['at', 'ASC'], range: [0, 0] });
    expect(Date.parse(String(oldestFirst[0]!.at))).toBeLessThanOrEqual(Date.parse(at));
    expectError(
      await t.request({ method: 'GET', url: listUrl('audit-log', { sort: ['changes', 'ASC'] }), token: superAdmin }),
      400,
      'validation_failed',
    );
  });

  it('filters by actor, resource, action and record', async () => {
    const record = { resource: 'gates' as const, record_id: 999_100 };
    const byAdmin = await logAt('2025-07-01T10:00:00Z', { ...record, action: 'create' });
    const bySuperAdmin = await logAt('2025-07-01T11:00:00Z', {
      ...record,
      action: 'update',
      actor_id: superAdminId,
      actor_role_id: ROLE.superAdmin,
    });
    const deleted = await logAt('2025-07-01T12:00:00Z', { ...record, action: 'delete' });
    const ids = async (filter: object) => (await list({ filter })).map((row) => row.id);

    expect(await ids({ record_id: 999_100 })).toEqual([deleted.id, bySuperAdmin.id, byAdmin.id]);
    expect(await ids({ record_id: 999_100, actor_id: adminId })).toEqual([deleted.id, byAdmin.id]);
    expect(await ids({ record_id: 999_100, action: 'update' })).toEqual([bySuperAdmin.id]);
    expect(await ids({ record_id: 999_100, resource: 'areas' })).toEqual([]);
    const response = await t.request({
      method: 'GET',
      url: listUrl('audit-log', { filter: { resource: 'gates', record_id: 999_100 }, range: [0, 0] }),
      token: superAdmin,
    });
    expect(totalOf(response)).toBe(3);
  });

  it("takes a date range as whole days of the operator's time zone (Riyadh: UTC+3), both ends included", async () => {
    const lateOnThe10th = await logAt('2025-03-10T20:59:59Z', { record_id: 999_200 });
    const earlyOnThe11th = await logAt('2025-03-10T21:00:00Z', { record_id: 999_200 });
    const lateOnThe12th = await logAt('2025-03-12T20:59:59Z', { record_id: 999_200 });
    const earlyOnThe13th = await logAt('2025-03-12T21:00:00Z', { record_id: 999_200 });
    const ids = async (range: object) =>
      (await list({ filter: { record_id: 999_200, ...range } })).map((row) => row.id);

    expect(await ids({ from: '2025-03-11', to: '2025-03-12' })).toEqual([lateOnThe12th.id, earlyOnThe11th.id]);
    expect(await ids({ from: '2025-03-11' })).toEqual([earlyOnThe13th.id, lateOnThe12th.id, earlyOnThe11th.id]);
    expect(await ids({ to: '2025-03-10' })).toEqual([lateOnThe10th.id]);
    expect(await ids({ from: '2025-03-12', to: '2025-03-11' })).toEqual([]);
  });

  it('refuses a search, an unknown value and a malformed date, naming the filter', async () => {
    for (const filter of [
      { q: 'Faisal' },
      { action: 'truncate' },
      { resource: 'payments' },
      { from: '2025-13-01' },
      { to: '10/03/2025' },
      { actor_id: 'x' },
    ]) {
      const response = await t.request({ method: 'GET', url: listUrl('audit-log', { filter }), token: superAdmin });
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(response.json().errors).toEqual({ filter: 'ps.validation.unknown_filter' });
    }
  });

  it('answers 404 for a row that does not exist', async () => {
    expectError(
      await t.request({ method: 'GET', url: '/api/audit-log/2147483647', token: superAdmin }),
      404,
      'not_found',
    );
  });
});

describe('GET /api/audit-log/choices', () => {
  it('names each actor of the log once, by their latest name and role, and each resource', async () => {
    await logAt('2020-01-01T00:00:00Z', {
      actor_id: 777_001,
      actor_name: 'Old Name',
      actor_role_id: ROLE.gateEmployee,
    });
    await logAt('2020-01-02T00:00:00Z', {
      actor_id: 777_001,
      actor_name: 'New Name',
      actor_role_id: ROLE.admin,
      resource: 'sub-areas',
    });
    const response = await t.request({ method: 'GET', url: '/api/audit-log/choices', token: superAdmin });
    expect(response.statusCode, response.body).toBe(200);
    const { actors, resources } = response.json();
    expect(actors.filter((actor: { id: number }) => actor.id === 777_001)).toEqual([
      { id: 777_001, name: 'New Name', role_id: ROLE.admin },
    ]);
    expect(actors.map((actor: { id: number }) => actor.id)).toContain(adminId);
    expect(resources).toEqual([...new Set(resources)].sort());
    expect(resources).toEqual(expect.arrayContaining(['areas', 'sub-areas']));
  });

  it.each([ROLE.admin, ROLE.gateEmployee, ROLE.companyManager])(
    'refuses role %i, as the log itself',
    async (roleId) => {
      expectError(
        await t.request({ method: 'GET', url: '/api/audit-log/choices', token: await t.bearer(roleId) }),
        403,
        'forbidden',
      );
    },
  );
});

describe('nothing writes the log but the changes it records', () => {
  it('has no POST, PUT or DELETE: each is refused and changes nothing', async () => {
    const [row] = await list({ range: [0, 0] });
    const before = await countRows(t.database.db, auditLog);
    for (const request of [
      {
        method: 'POST',
        url: '/api/audit-log',
        payload: { action: 'create', resource: 'areas', record_id: 1, changes: {} },
      },
      { method: 'PUT', url: `/api/audit-log/${row!.id}`, payload: { ...row, action: 'delete' } },
      { method: 'PATCH', url: `/api/audit-log/${row!.id}`, payload: { action: 'delete' } },
      { method: 'DELETE', url: `/api/audit-log/${row!.id}` },
    ] as const) {
      const response = await t.request({ ...request, token: superAdmin });
      expect([404, 405], `${request.method} ${response.body}`).toContain(response.statusCode);
    }
    expect(await countRows(t.database.db, auditLog)).toBe(before);
    expect((await t.request({ method: 'GET', url: `/api/audit-log/${row!.id}`, token: superAdmin })).json()).toEqual(
      row,
    );
  });

  it('is refused by the database when SQL updates, deletes or truncates', async () => {
    const row = await logAt('2025-01-01T00:00:00Z');
    for (const statement of [
      sql`update audit_log set actor_name = 'Forged' where id = ${row.id}`,
      sql`delete from audit_log where id = ${row.id}`,
      sql`truncate audit_log`,
    ]) {
      const refusal = await t.database.db.execute(statement).then(
        () => undefined,
        (error: unknown) => postgresErrorOf(error),
      );
      // The trigger's own refusal: insufficient_privilege, "the audit log is append-only".
      expect(refusal).toMatchObject({ code: '42501', message: expect.stringMatching(/append-only/) });
    }
    const [kept] = await queryRows<{ actor_name: string }>(
      t.database.db,
      sql`select actor_name from audit_log where id = ${row.id}`,
    );
    expect(kept!.actor_name).toBe('Earlier Name');
  });

  it('allows one update, an erase’s redaction of the values: once, every field’s name and every other column kept', async () => {
    const row = await logAt('2025-01-02T00:00:00Z', { changes: { phone: ['+966550000001', '+966550000002'] } });
    const redacted = `{"phone": ["[redacted]", "[redacted]"]}`;
    for (const statement of [
      sql`update audit_log set redacted_at = now(), changes = ${redacted}::jsonb, action = 'create' where id = ${row.id}`,
      sql`update audit_log set redacted_at = now(), changes = '{"mobile": null}'::jsonb where id = ${row.id}`,
      sql`update audit_log set changes = ${redacted}::jsonb where id = ${row.id}`,
    ]) {
      const refusal = await t.database.db.execute(statement).then(
        () => undefined,
        (error: unknown) => postgresErrorOf(error),
      );
      expect(refusal).toMatchObject({ code: '42501' });
    }
    await t.database.db.execute(
      sql`update audit_log set redacted_at = now(), changes = ${redacted}::jsonb where id = ${row.id}`,
    );
    const again = await t.database.db
      .execute(sql`update audit_log set redacted_at = now(), changes = '{"phone": null}'::jsonb where id = ${row.id}`)
      .then(
        () => undefined,
        (error: unknown) => postgresErrorOf(error),
      );
    expect(again).toMatchObject({ code: '42501' });
    const [kept] = await queryRows<{ changes: unknown; action: string }>(
      t.database.db,
      sql`select changes, action from audit_log where id = ${row.id}`,
    );
    expect(kept).toEqual({ changes: { phone: ['[redacted]', '[redacted]'] }, action: 'update' });
  });
});
