import { PassThrough } from 'node:stream';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { advisoryLock } from '../../db/advisory-locks';
import { refreshFoldedText } from '../../core/refresh-folded-text';
import { auditLog, companies, gates, loginFailures, users } from '../../db/schema';
import { DEMO_COMPANIES } from '../../seed/demo-companies';
import { DEMO_STAFF } from '../../seed/demo-staff';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { demoAccount, employeeBody } from '../../test/fixtures';
import { createTestApp, type TestApp, withTestApp } from '../../test/harness';
import {
  countRows,
  createThrough,
  expectError,
  expectValidationError,
  listAll,
  listUrl,
  totalOf,
} from '../../test/rest';
import { whileLockHeld } from '../../test/locks';
import { changeUsers } from '../../test/users';

let t: TestApp;
let superAdmin: string;
let admin: string;
/** Two gates of one area and a gate of another. */
let place: { areaId: number; gateId: number; otherGateId: number; otherAreaGateId: number; companyId: number };

const RECORD_FIELDS = [
  'id',
  'name',
  'username',
  'email',
  'phone',
  'role_id',
  'area_id',
  'gate_id',
  'company_id',
  'merchant_id',
  'is_active',
  'is_email_verified',
  'last_login_at',
  'created_at',
  'updated_at',
].sort();

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  admin = await t.bearer(ROLE.admin);
  const rows = await t.database.db.select({ id: gates.id, area_id: gates.area_id }).from(gates).orderBy(asc(gates.id));
  const [first, second] = rows.filter((gate) => gate.area_id === rows[0]!.area_id);
  const [company] = await t.database.db.select({ id: companies.id }).from(companies);
  place = {
    areaId: first!.area_id,
    gateId: first!.id,
    otherGateId: second!.id,
    otherAreaGateId: rows.find((gate) => gate.area_id !== first!.area_id)!.id,
    companyId: company!.id,
  };
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request({ method, url, token, payload });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const demoUserId = async (roleId: number) =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccount(roleId).email))
  )[0]!.id;
const auditRows = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'employees'), eq(auditLog.record_id, id)))
    .orderBy(asc(auditLog.id));
/** The body the edit form sends back: the record as read, changed. */
const edited = (record: Record<string, unknown>, changes: Record<string, unknown>) => ({ ...record, ...changes });

describe('GET /api/employees', () => {
  it('answers exactly the employee fields: no password, hash, session version or search text', async () => {
    const response = await request('GET', listUrl('employees', { range: [0, 99] }), admin);
    expect(response.statusCode).toBe(200);
    const records = response.json() as Array<Record<string, unknown>>;
    // The demo accounts, the staff, and the managers of the other demo companies.
    expect(records.length).toBe(DEMO_STAFF.length + DEMO_ACCOUNTS.length + DEMO_COMPANIES.length);
    for (const record of records) expect(Object.keys(record).sort()).toEqual(RECORD_FIELDS);
    expect(response.body).not.toMatch(/password|argon2|session_version|search_text/);
  });

  it('finds by name, username, email and phone in either spelling, Arabic folded', async () => {
    const find = async (q: string) =>
      (await listAll(t, admin, 'employees', { filter: { q } })).map((record) => record.username);
    expect(await find('Turki Al-Subaie')).toEqual(['turki.subaie']);
    expect(await find('MAJED.GHAMDI')).toEqual(['majed.ghamdi']);
    expect(await find('fahad.zahrani@demo')).toEqual(['fahad.zahrani']);
    expect(await find('0541100306')).toEqual(['ahmed.hawsawi']);
    expect(await find('+966541100306')).toEqual(['ahmed.hawsawi']);
    expect(await find('٠٥٤١١٠٠٣٠٦')).toEqual(['ahmed.hawsawi']);
    expect(await find('عبد الله')).toEqual(['abdullah.qahtani']);
    expect(await find('ريم العتيبى')).toEqual(['reem.otaibi']);
    expect(await find('nobody-has-this')).toEqual([]);
  });

  it('finds accounts written before search text existed once the server has started', async () => {
    const id = await demoUserId(ROLE.gateEmployee);
    await t.database.db.update(users).set({ search_text: '' }).where(eq(users.id, id));
    expect(await listAll(t, admin, 'employees', { filter: { q: 'gate@demo' } })).toEqual([]);
    await refreshFoldedText(t.database.db, () => {});
    expect((await listAll(t, admin, 'employees', { filter: { q: '0503456789' } })).map((record) => record.id)).toEqual([
      id,
    ]);
  });

  it('finds an account made by sign-up, inactive, by its phone as dialled at home', async () => {
    await withTestApp({ SIGN_UP_ENABLED: true }, async (app) => {
      const payload = {
        name: 'نايف السبيعي',
        username: 'Naif.Subaie',
        email: 'naif@example.sa',
        phone: '+966 55 765 4321',
        password: 'Secret#2026',
      };
      expect((await app.request({ method: 'POST', url: '/api/auth/sign-up', payload })).statusCode).toBe(201);
      const found = await listAll(app, await app.bearer(ROLE.admin), 'employees', { filter: { q: '0557654321' } });
      expect(found).toMatchObject([
        { name: 'نايف السبيعي', username: 'naif.subaie', role_id: ROLE.gateEmployee, is_active: false, area_id: null },
      ]);
    });
  });

  it('filters by role, area and active, with the totals of the filter', async () => {
    const gateEmployees = DEMO_STAFF.filter((member) => member.role_id === ROLE.gateEmployee).length + 1;
    const byRole = await request(
      'GET',
      listUrl('employees', { filter: { role_id: ROLE.gateEmployee }, range: [0, 4] }),
      admin,
    );
    expect(totalOf(byRole)).toBe(gateEmployees);
    expect(byRole.json().every((record: { role_id: number }) => record.role_id === ROLE.gateEmployee)).toBe(true);

    const inArea = await listAll(t, admin, 'employees', { filter: { area_id: place.areaId } });
    expect(inArea.length).toBeGreaterThan(0);
    expect(inArea.every((record) => record.area_id === place.areaId)).toBe(true);

    const inactive = await listAll(t, admin, 'employees', { filter: { is_active: false } });
    expect(inactive.map((record) => record.username)).toContain('nasser.dawsari');
    expect(inactive.every((record) => record.is_active === false)).toBe(true);

    expectValidationError(await request('GET', listUrl('employees', { filter: { password_hash: 'x' } }), admin), {
      filter: 'ps.validation.unknown_filter',
    });
  });

  it('sorts by last sign-in (never signed in counts as longest ago) and by name', async () => {
    const latest = await listAll(t, admin, 'employees', { sort: ['last_login_at', 'DESC'] });
    const times = latest.map((record) =>
      record.last_login_at ? Date.parse(record.last_login_at as string) : -Infinity,
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(latest.at(-1)!.last_login_at).toBeNull();

    // One name in either script: an English screen files Latin script first, an Arabic screen (`name_ar`) Arabic first.
    const arabic = (name: string) => /[\u0600-\u06FF]/.test(name);
    const byName = (await listAll(t, admin, 'employees', { sort: ['name', 'ASC'] })).map(
      (record) => record.name as string,
    );
    const firstArabic = byName.findIndex(arabic);
    expect(firstArabic).toBeGreaterThan(0);
    expect(byName.slice(firstArabic).every(arabic)).toBe(true);
    const byArabicName = (await listAll(t, admin, 'employees', { sort: ['name_ar', 'ASC'] })).map(
      (record) => record.name as string,
    );
    expect(byArabicName.slice(0, byName.length - firstArabic).every(arabic)).toBe(true);
    expect(byArabicName.slice(byName.length - firstArabic)).toEqual(byName.slice(0, firstArabic));
    expectValidationError(await request('GET', listUrl('employees', { sort: ['password_hash', 'ASC'] }), admin), {
      sort: 'ps.validation.invalid_choice',
    });
  });
});

describe('POST /api/employees', () => {
  it('creates an employee who can sign in: phone stored E.164 from Arabic-Indic digits, username in lower case', async () => {
    const body = employeeBody({
      username: 'New.Hire',
      phone: '٠٥٥١٢٣٤٥٦٧',
      role_id: ROLE.gateEmployee,
      area_id: place.areaId,
      gate_id: place.gateId,
    });
    const response = await request('POST', '/api/employees', admin, body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(Object.keys(created).sort()).toEqual(RECORD_FIELDS);
    expect(created).toMatchObject({
      username: 'new.hire',
      phone: '+966551234567',
      role_id: ROLE.gateEmployee,
      area_id: place.areaId,
      gate_id: place.gateId,
      company_id: null,
      last_login_at: null,
    });
    const token = await t.bearer({ email: body.email, password: body.password });
    expect((await request('GET', '/api/auth/me', token)).json().email).toBe(body.email);
    expect((await listAll(t, admin, 'employees', { filter: { q: '0551234567' } })).map((record) => record.id)).toEqual([
      created.id,
    ]);
  });

  it('refuses a confirmation that differs, a short password, a bad phone and a missing name', async () => {
    expectValidationError(
      await request('POST', '/api/employees', admin, employeeBody({ password_confirmation: 'Secret#2027' })),
      {
        password_confirmation: 'ps.validation.passwords_mismatch',
      },
    );
    expectValidationError(
      await request('POST', '/api/employees', admin, employeeBody({ password: 'abc', password_confirmation: 'abc' })),
      {
        password: 'ps.validation.min_length_6',
      },
    );
    expectValidationError(
      await request('POST', '/api/employees', admin, employeeBody({ phone: '0112345678', name: '' })),
      {
        phone: 'ps.validation.saudi_mobile',
        name: 'ps.validation.required',
      },
    );
    expectValidationError(await request('POST', '/api/employees', admin, employeeBody({ role_id: 7 })), {
      role_id: 'ps.validation.invalid_choice',
    });
  });

  it('refuses a username or an email taken in another case, as a field error, and creates nothing', async () => {
    const taken = await createThrough(t, admin, 'employees', employeeBody());
    const before = await countRows(t.database.db, users);
    const sameUsername = await request(
      'POST',
      '/api/employees',
      admin,
      employeeBody({ username: String(taken.username).toUpperCase() }),
    );
    expectError(sameUsername, 409, 'duplicate');
    expect(sameUsername.json().errors).toEqual({ username: 'ps.validation.unique' });
    const sameEmail = await request(
      'POST',
      '/api/employees',
      admin,
      employeeBody({ email: String(taken.email).toUpperCase() }),
    );
    expectError(sameEmail, 409, 'duplicate');
    expect(sameEmail.json().errors).toEqual({ email: 'ps.validation.unique' });
    expect(await countRows(t.database.db, users)).toBe(before);
  });

  it("places a gate employee at a gate of the chosen area, and refuses another area's gate", async () => {
    const gateEmployee = (changes: object) =>
      employeeBody({ role_id: ROLE.gateEmployee, area_id: place.areaId, gate_id: place.gateId, ...changes });
    expectValidationError(
      await request('POST', '/api/employees', admin, gateEmployee({ gate_id: place.otherAreaGateId })),
      { gate_id: 'ps.validation.gate_not_in_area' },
    );
    expectValidationError(
      await request('POST', '/api/employees', admin, gateEmployee({ area_id: null, gate_id: null })),
      {
        area_id: 'ps.validation.required',
        gate_id: 'ps.validation.required',
      },
    );
    expectValidationError(await request('POST', '/api/employees', admin, employeeBody({ gate_id: place.gateId })), {
      area_id: 'ps.validation.required',
    });
    expectValidationError(await request('POST', '/api/employees', admin, gateEmployee({ area_id: 999_999 })), {
      gate_id: 'ps.validation.gate_not_in_area',
    });
    expectValidationError(await request('POST', '/api/employees', admin, gateEmployee({ gate_id: 999_999 })), {
      gate_id: 'ps.validation.invalid_choice',
    });
    // An admin may work at an area without a gate.
    expect((await request('POST', '/api/employees', admin, employeeBody({ area_id: place.areaId }))).statusCode).toBe(
      201,
    );
  });

  it('gives a company manager a company, which other roles never keep', async () => {
    expectValidationError(
      await request('POST', '/api/employees', superAdmin, employeeBody({ role_id: ROLE.companyManager })),
      { company_id: 'ps.validation.required' },
    );
    expectValidationError(
      await request(
        'POST',
        '/api/employees',
        superAdmin,
        employeeBody({ role_id: ROLE.companyManager, company_id: 999_999 }),
      ),
      {
        company_id: 'ps.validation.invalid_choice',
      },
    );
    const manager = await createThrough(
      t,
      superAdmin,
      'employees',
      employeeBody({ role_id: ROLE.companyManager, company_id: place.companyId }),
    );
    expect(manager.company_id).toBe(place.companyId);
    const adminWithCompany = await createThrough(
      t,
      superAdmin,
      'employees',
      employeeBody({ company_id: place.companyId }),
    );
    expect(adminWithCompany.company_id).toBeNull();
  });

  it("refuses an admin's super admin or company manager with 403, and creates nothing", async () => {
    const before = await countRows(t.database.db, users);
    expectError(
      await request('POST', '/api/employees', admin, employeeBody({ role_id: ROLE.superAdmin })),
      403,
      'forbidden',
    );
    expectError(
      await request(
        'POST',
        '/api/employees',
        admin,
        employeeBody({ role_id: ROLE.companyManager, company_id: place.companyId }),
      ),
      403,
      'forbidden',
    );
    expect(await countRows(t.database.db, users)).toBe(before);
    expect(
      (await request('POST', '/api/employees', superAdmin, employeeBody({ role_id: ROLE.superAdmin }))).statusCode,
    ).toBe(201);
  });
});

describe('PUT /api/employees/:id', () => {
  it('edits an employee and leaves the password alone, whatever the body says', async () => {
    const body = employeeBody();
    const employee = await createThrough(t, admin, 'employees', body);
    const hashBefore = (await userRow(employee.id)).password_hash;
    const response = await request(
      'PUT',
      `/api/employees/${employee.id}`,
      admin,
      edited(employee, { name: 'Renamed Employee', password: 'Other#2026', password_hash: 'x' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed Employee' });
    expect((await userRow(employee.id)).password_hash).toBe(hashBefore);
    await t.bearer({ email: body.email, password: body.password });
  });

  it('refuses a username or an email of another account, in another case', async () => {
    const first = await createThrough(t, admin, 'employees', employeeBody());
    const second = await createThrough(t, admin, 'employees', employeeBody());
    const response = await request(
      'PUT',
      `/api/employees/${second.id}`,
      admin,
      edited(second, { email: String(first.email).toUpperCase() }),
    );
    expectError(response, 409, 'duplicate');
    expect(response.json().errors).toEqual({ email: 'ps.validation.unique' });
  });

  it('refuses a gate of another area', async () => {
    const employee = await createThrough(
      t,
      admin,
      'employees',
      employeeBody({ role_id: ROLE.gateEmployee, area_id: place.areaId, gate_id: place.gateId }),
    );
    expectValidationError(
      await request(
        'PUT',
        `/api/employees/${employee.id}`,
        admin,
        edited(employee, { gate_id: place.otherAreaGateId }),
      ),
      {
        gate_id: 'ps.validation.gate_not_in_area',
      },
    );
    const moved = await request(
      'PUT',
      `/api/employees/${employee.id}`,
      admin,
      edited(employee, { gate_id: place.otherGateId }),
    );
    expect(moved.json().gate_id).toBe(place.otherGateId);
  });

  it("reaches the employee's next request at once: a new workplace, a deactivation", async () => {
    const body = employeeBody({ role_id: ROLE.gateEmployee, area_id: place.areaId, gate_id: place.gateId });
    const employee = await createThrough(t, admin, 'employees', body);
    const token = await t.bearer(body);
    expect((await request('GET', '/api/auth/me', token)).json()).toMatchObject({ gate_id: place.gateId });
    await request('PUT', `/api/employees/${employee.id}`, admin, edited(employee, { gate_id: place.otherGateId }));
    expect((await request('GET', '/api/auth/me', token)).json()).toMatchObject({ gate_id: place.otherGateId });
    await request('PUT', `/api/employees/${employee.id}`, admin, edited(employee, { is_active: false }));
    expectError(await request('GET', '/api/auth/me', token), 401, 'unauthorized');
  });

  it('lets nobody deactivate themself or change their own role', async () => {
    for (const roleId of [ROLE.superAdmin, ROLE.admin]) {
      const token = roleId === ROLE.superAdmin ? superAdmin : admin;
      const id = await demoUserId(roleId);
      const own = (await request('GET', `/api/employees/${id}`, token)).json();
      const deactivate = await request('PUT', `/api/employees/${id}`, token, edited(own, { is_active: false }));
      expectError(deactivate, 422, 'own_account');
      expect(deactivate.json().errors).toEqual({ is_active: 'ps.validation.own_account' });
      const demote = await request(
        'PUT',
        `/api/employees/${id}`,
        token,
        edited(own, { role_id: ROLE.gateEmployee, area_id: place.areaId, gate_id: place.gateId }),
      );
      expectError(demote, 422, 'own_account');
      expect(demote.json().errors).toEqual({ role_id: 'ps.validation.own_account' });
      expect(
        (await request('PUT', `/api/employees/${id}`, token, edited(own, { phone: '0509998877' }))).statusCode,
      ).toBe(200);
      expect(await userRow(id)).toMatchObject({ role_id: roleId, is_active: true });
    }
  });

  it("refuses an admin's edit of a super admin or a company manager, and a promotion to super admin, changing nothing", async () => {
    const superAdminId = await demoUserId(ROLE.superAdmin);
    const managerId = await demoUserId(ROLE.companyManager);
    for (const id of [superAdminId, managerId]) {
      const record = (await request('GET', `/api/employees/${id}`, admin)).json();
      expectError(
        await request('PUT', `/api/employees/${id}`, admin, edited(record, { name: 'Taken Over' })),
        403,
        'forbidden',
      );
      expect((await userRow(id)).name).toBe(record.name);
    }
    const employee = await createThrough(t, admin, 'employees', employeeBody());
    expectError(
      await request('PUT', `/api/employees/${employee.id}`, admin, edited(employee, { role_id: ROLE.superAdmin })),
      403,
      'forbidden',
    );
    expect((await userRow(employee.id)).role_id).toBe(ROLE.admin);
    expect(await auditRows(employee.id)).toHaveLength(1);
    const promoted = await request(
      'PUT',
      `/api/employees/${employee.id}`,
      superAdmin,
      edited(employee, { role_id: ROLE.superAdmin }),
    );
    expect(promoted.json().role_id).toBe(ROLE.superAdmin);
  });
});

describe('DELETE /api/employees/:id', () => {
  it('lets nobody delete themself', async () => {
    const id = await demoUserId(ROLE.admin);
    expectError(await request('DELETE', `/api/employees/${id}`, admin), 422, 'own_account');
    expect(await countRows(t.database.db, users, eq(users.id, id))).toBe(1);
  });

  it("refuses an admin's delete of a super admin", async () => {
    const id = await demoUserId(ROLE.superAdmin);
    expectError(await request('DELETE', `/api/employees/${id}`, admin), 403, 'forbidden');
    expect(await countRows(t.database.db, users, eq(users.id, id))).toBe(1);
  });

  it('deletes an employee, answers the record, then 404', async () => {
    const employee = await createThrough(t, admin, 'employees', employeeBody());
    const response = await request('DELETE', `/api/employees/${employee.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(employee);
    expectError(await request('GET', `/api/employees/${employee.id}`, admin), 404, 'not_found');
  });
});

describe('the last active super admin', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  });
  afterAll(() => app.close());

  const rootId = () => idOf(demoAccount(ROLE.superAdmin).email);
  const idOf = async (email: string) =>
    (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const activeSuperAdmins = () =>
    countRows(app.database.db, users, and(eq(users.role_id, ROLE.superAdmin), eq(users.is_active, true)));

  /**
   * Two new super admins, each signed in, made the only active ones: the demo super admin who
   * made them (and those of earlier tests) are set aside (inactive).
   */
  async function twoSuperAdmins() {
    await changeUsers(app.database.db, eq(users.id, await rootId()), { is_active: true });
    const root = await app.bearer(ROLE.superAdmin);
    const bodies = [employeeBody({ role_id: ROLE.superAdmin }), employeeBody({ role_id: ROLE.superAdmin })];
    const [first, second] = await Promise.all(
      bodies.map(async (body) => ({
        record: await createThrough(app, root, 'employees', body),
        token: await app.bearer(body),
      })),
    );
    const others = and(
      eq(users.role_id, ROLE.superAdmin),
      notInArray(users.id, [first!.record.id, second!.record.id]),
    )!;
    await changeUsers(app.database.db, others, { is_active: false });
    expect(await activeSuperAdmins()).toBe(2);
    return { first: first!, second: second! };
  }
  type Two = Awaited<ReturnType<typeof twoSuperAdmins>>;
  const demoteEachOther = ({ first, second }: Two) =>
    Promise.all([
      app.request({
        method: 'PUT',
        url: `/api/employees/${second.record.id}`,
        token: first.token,
        payload: edited(second.record, { role_id: ROLE.admin }),
      }),
      app.request({
        method: 'PUT',
        url: `/api/employees/${first.record.id}`,
        token: second.token,
        payload: edited(first.record, { role_id: ROLE.admin }),
      }),
    ]);

  /** One demotion went through; the other was refused as the last super admin's, or its token had ended with the role. */
  function expectOneDemoted(answers: Awaited<ReturnType<typeof demoteEachOther>>) {
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0], answers.map((answer) => answer.body).join('\n')).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused)
      expect(refused.json()).toMatchObject({
        code: 'last_super_admin',
        errors: { role_id: 'ps.validation.last_super_admin' },
      });
  }

  it('stays when two super admins demote each other at once', async () => {
    expectOneDemoted(await demoteEachOther(await twoSuperAdmins()));
    expect(await activeSuperAdmins()).toBe(1);
  });

  it('stays when both demotions wait for each other inside their transactions (PostgreSQL)', async (context) => {
    if (app.database.kind !== 'postgres') context.skip();
    const two = await twoSuperAdmins();
    // The test holds the super admins' lock, so both requests get past their own row lock and
    // wait for it; once it is released they run one after the other.
    const answers = whileLockHeld(app.database.db, advisoryLock('active super admins'), () => demoteEachOther(two));
    const settled = await answers;
    expect(settled.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectOneDemoted(settled);
    expect(await activeSuperAdmins()).toBe(1);
  });

  it('stays when one deactivates the other while being deleted', async () => {
    const { first, second } = await twoSuperAdmins();
    const [deactivated, deleted] = await Promise.all([
      app.request({
        method: 'PUT',
        url: `/api/employees/${second.record.id}`,
        token: first.token,
        payload: edited(second.record, { is_active: false }),
      }),
      app.request({ method: 'DELETE', url: `/api/employees/${first.record.id}`, token: second.token }),
    ]);
    expect([deactivated.statusCode, deleted.statusCode].filter((status) => status === 200)).toHaveLength(1);
    expect(await activeSuperAdmins()).toBe(1);
  });
});

describe('POST /api/employees/:id/password', () => {
  const changePassword = (id: number, token: string, password: string, confirmation = password) =>
    request('POST', `/api/employees/${id}/password`, token, { password, password_confirmation: confirmation });

  it('refuses a confirmation that differs and a short password', async () => {
    const employee = await createThrough(t, admin, 'employees', employeeBody());
    expectValidationError(await changePassword(employee.id, admin, 'Fresh#2026', 'Fresh#2027'), {
      password_confirmation: 'ps.validation.passwords_mismatch',
    });
    expectValidationError(await changePassword(employee.id, admin, 'short'), {
      password: 'ps.validation.min_length_6',
    });
  });

  it('sets the new password and ends every token issued before it', async () => {
    const body = employeeBody();
    const employee = await createThrough(t, admin, 'employees', body);
    const before = await t.bearer({ email: body.email, password: body.password });
    expect((await request('GET', '/api/auth/me', before)).statusCode).toBe(200);

    const response = await changePassword(employee.id, admin, 'Fresh#2026');
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(RECORD_FIELDS);
    expectError(await request('GET', '/api/auth/me', before), 401, 'unauthorized');
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: body.password },
      }),
      401,
      'invalid_credentials',
    );
    const after = await t.bearer({ email: body.email, password: 'Fresh#2026' });
    expect((await request('GET', '/api/auth/me', after)).statusCode).toBe(200);

    const [, change] = await auditRows(employee.id);
    expect(change).toMatchObject({ action: 'password', changes: { password: ['***', '***'] } });
  });

  it("refuses an admin's change of a super admin's password, changing nothing", async () => {
    const id = await demoUserId(ROLE.superAdmin);
    const hashBefore = (await userRow(id)).password_hash;
    expectError(await changePassword(id, admin, 'Taken#2026'), 403, 'forbidden');
    expect((await userRow(id)).password_hash).toBe(hashBefore);
    expectError(await changePassword(999_999, admin, 'Fresh#2026'), 404, 'not_found');
  });
});

describe('secrets', () => {
  it('never reach an answer, a log line or an audit row', async () => {
    const log = new PassThrough();
    const lines: string[] = [];
    log.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LOG_LEVEL: 'trace' }, { logStream: log }, async (app) => {
      const token = await app.bearer(ROLE.superAdmin);
      const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        app.request({ method, url, token, payload });
      const body = employeeBody({ password: 'Created#Secret1', password_confirmation: 'Created#Secret1' });
      const answers = [await call('POST', '/api/employees', body)];
      const created = answers[0]!.json();
      answers.push(
        await call('PUT', `/api/employees/${created.id}`, { ...created, name: 'Changed', password: 'Edited#Secret2' }),
        await call('POST', `/api/employees/${created.id}/password`, {
          password: 'Changed#Secret3',
          password_confirmation: 'Changed#Secret3',
        }),
        await call('POST', '/api/employees', { ...body, password_confirmation: 'Refused#Secret4' }),
        await call('GET', `/api/employees/${created.id}`),
        await call('GET', listUrl('employees', { range: [0, 999] })),
        await call('DELETE', `/api/employees/${created.id}`),
      );
      const secrets = ['Created#Secret1', 'Edited#Secret2', 'Changed#Secret3', 'Refused#Secret4', '$argon2'];
      const audit = JSON.stringify(
        await app.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.resource, 'employees'), eq(auditLog.record_id, created.id))),
      );
      expect(JSON.parse(audit).map((row: { action: string }) => row.action)).toEqual([
        'create',
        'update',
        'password',
        'delete',
      ]);
      expect(lines.join('').length).toBeGreaterThan(0);
      for (const secret of secrets) {
        for (const answer of answers) expect(answer.body).not.toContain(secret);
        expect(lines.join('')).not.toContain(secret);
        expect(audit).not.toContain(secret);
      }
      expect(audit).not.toMatch(/password_hash|session_version|search_text/);
    });
  });
});

describe('POST /api/employees/:id/unlock', () => {
  it('still lifts the sign-in lock-outs of an account', async () => {
    const employee = await createThrough(t, admin, 'employees', employeeBody());
    await t.database.db.insert(loginFailures).values({ email: String(employee.email), ip: '10.0.0.1' });
    expect((await request('POST', `/api/employees/${employee.id}/unlock`, admin)).json()).toEqual({ unlocked: true });
    expect(await countRows(t.database.db, loginFailures, eq(loginFailures.email, String(employee.email)))).toBe(0);
  });
});
