import type { StoredCompanySubscriptionStatus } from '../../../domain/subscription-status';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../domain/local-date';
import { QUOTA_LEVELS, QUOTA_STATUSES } from '../../../domain/quota';
import { ROLE } from '../../../domain/roles';
import { auditLog, companies, companySubscriptions, subscriptionPlans, users } from '../../db/schema';
import { DEMO_COMPANY } from '../../seed/demo-data';
import { DEMO_COMPANIES } from '../../seed/demo-companies';
import { companySubscriberRefusal } from '../../core/company-access';
import { companyPlacement } from '../../test/company-placement';
import { companyBody, demoAccount } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { changeUsers } from '../../test/users';
import {
  countRows,
  createThrough,
  expectError,
  expectValidationError,
  listAll,
  listUrl,
  totalOf,
} from '../../test/rest';

let t: TestApp;
let superAdmin: string;
let manager: string;
let placement: Awaited<ReturnType<typeof companyPlacement>>;
let alNoorId: number;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.bearer(ROLE.superAdmin);
  manager = await t.bearer(ROLE.companyManager);
  placement = await companyPlacement(t, superAdmin);
  const [alNoor] = await t.database.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  alNoorId = alNoor!.id;
});
afterAll(() => t.close());

const post = (payload: object, token = superAdmin) =>
  t.request({ method: 'POST', url: '/api/companies', token, payload });
const get = (url: string, token = superAdmin) => t.request({ method: 'GET', url, token });
const usersWithEmail = (email: string) => countRows(t.database.db, users, eq(users.email, email));
const companiesNamed = (name: string) => countRows(t.database.db, companies, eq(companies.name, name));

describe('POST /api/companies', () => {
  it('makes the company and its manager account, who signs in to their company', async () => {
    const body = companyBody(placement, {
      admin_email: 'Reem@Gulf-Freight.example.sa',
      admin_username: 'Reem.Gulf',
      contact_phone: '011 456 7890',
    });
    const company = await createThrough(t, superAdmin, 'companies', body);
    expect(company).toMatchObject({
      name: body.name,
      contact_phone: '+966114567890',
      initial_quota: 20,
      used_quota: 0,
      remaining_quota: 20,
      quota_status: 'active',
      quota_level: 'healthy',
      low_quota_threshold: 2,
      manager: {
        name: body.admin_full_name,
        username: 'reem.gulf',
        email: 'reem@gulf-freight.example.sa',
        phone: '+966551234567',
        is_active: true,
        last_login_at: null,
      },
    });
    expect(JSON.stringify(company)).not.toMatch(/admin_password|Company#2026|argon2/);

    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'reem@gulf-freight.example.sa'));
    expect(account).toMatchObject({ role_id: ROLE.companyManager, company_id: company.id });
    expect(account!.password_hash).toMatch(/^\$argon2id\$/);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'reem@gulf-freight.example.sa', password: 'Company#2026' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().user).toMatchObject({ company_id: company.id, role: { role_id: ROLE.companyManager } });
    const own = await get('/api/company-dashboard', `Bearer ${signIn.json().access_token}`);
    expect(own.json().company.id).toBe(company.id);
  });

  it('makes neither when the manager email is taken, whatever its case, and names admin_email', async () => {
    const body = companyBody(placement, { admin_email: 'ADMIN@demo.sa' });
    const response = await post(body);
    expectError(response, 409, 'duplicate');
    expect(response.json().errors).toEqual({ admin_email: 'ps.validation.unique' });
    expect(await companiesNamed(body.name)).toBe(0);
  });

  it('makes neither when the manager username is taken, and names admin_username', async () => {
    const body = companyBody(placement, { admin_username: 'MANAGER' });
    const response = await post(body);
    expectError(response, 409, 'duplicate');
    expect(response.json().errors).toEqual({ admin_username: 'ps.validation.unique' });
    expect(await companiesNamed(body.name)).toBe(0);
    expect(await usersWithEmail(body.admin_email)).toBe(0);
  });

  it('makes no manager account when the company is refused', async () => {
    const elsewhere = await companyPlacement(t, superAdmin);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ sub_area_id: elsewhere.sub_area_id }, { sub_area_id: 'ps.validation.sub_area_of_area' }],
      [{ plan_id: elsewhere.plan_id }, { plan_id: 'ps.validation.company_plan_of_area' }],
      [{ plan_id: 2_000_000_000 }, { plan_id: 'ps.validation.invalid_choice' }],
      [{ sub_area_id: 2_000_000_000 }, { sub_area_id: 'ps.validation.invalid_choice' }],
      [
        { quota_valid_from: '2026-06-02', quota_valid_to: '2026-06-01' },
        { quota_valid_to: 'ps.validation.not_before_start' },
      ],
    ];
    for (const [change, errors] of cases) {
      const body = companyBody(placement, change);
      expectValidationError(await post(body), errors);
      expect(await usersWithEmail(body.admin_email)).toBe(0);
      expect(await companiesNamed(body.name)).toBe(0);
    }
  });

  it('refuses an individual plan, even of the same area', async () => {
    const individual = await companyPlacement(t, superAdmin, 'individual');
    expectValidationError(await post(companyBody(individual)), { plan_id: 'ps.validation.company_plan_of_area' });
  });

  it('names each field that fails, the manager account ones by their admin_ names', async () => {
    const response = await post(
      companyBody(placement, {
        contact_phone: '12345',
        initial_quota: 0,
        default_duration_months: 0,
        quota_valid_from: '2026-02-30',
        admin_password: 'short',
        admin_username: 'ab',
        admin_email: 'not-an-email',
        admin_phone: '011 234 5678',
        admin_full_name: '',
      }),
    );
    expectValidationError(response, {
      contact_phone: 'ps.validation.saudi_phone',
      initial_quota: 'ps.validation.min_one',
      default_duration_months: 'ps.validation.min_one',
      quota_valid_from: 'ps.validation.date',
      admin_password: 'ps.validation.min_length_8',
      admin_username: 'ps.validation.min_length_3',
      admin_email: 'ps.validation.email',
      admin_phone: 'ps.validation.saudi_mobile',
      admin_full_name: 'ps.validation.required',
    });
  });

  it('takes a VAT number only with the whole national address a tax invoice states, in either digit style', async () => {
    expectValidationError(await post(companyBody(placement, { vat_number: '310122393500003' })), {
      address_street: 'ps.validation.required_with_vat_number',
      address_building_number: 'ps.validation.required_with_vat_number',
      address_district: 'ps.validation.required_with_vat_number',
      address_city: 'ps.validation.required_with_vat_number',
      address_postal_code: 'ps.validation.required_with_vat_number',
    });
    const address = {
      address_street: 'طريق الملك فهد',
      address_building_number: '١٢٣٤',
      address_district: 'العليا',
      address_city: 'الرياض',
      address_postal_code: '12211',
    };
    expectValidationError(
      await post(
        companyBody(placement, {
          ...address,
          vat_number: '410122393500003',
          address_building_number: '123',
          address_postal_code: '1221',
        }),
      ),
      {
        vat_number: 'ps.validation.vat_number',
        address_building_number: 'ps.validation.building_number',
        address_postal_code: 'ps.validation.postal_code',
      },
    );
    const company = await createThrough(
      t,
      superAdmin,
      'companies',
      companyBody(placement, { ...address, vat_number: '٣١٠ ١٢٢ ٣٩٣ ٥٠٠ ٠٠٣' }),
    );
    expect(company).toMatchObject({ vat_number: '310122393500003', address_building_number: '1234' });
    // Without a VAT number the address is optional: the company's sales are simplified invoices.
    expect(await createThrough(t, superAdmin, 'companies', companyBody(placement))).toMatchObject({
      vat_number: null,
      address_street: null,
    });
  });

  it('writes one audit row naming the manager, with no password or hash anywhere in it', async () => {
    const company = await createThrough(t, superAdmin, 'companies', companyBody(placement));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'companies'), eq(auditLog.record_id, company.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', actor_role_id: ROLE.superAdmin });
    const changes = rows[0]!.changes as Record<string, [unknown, unknown]>;
    expect(changes.name).toEqual([null, company.name]);
    expect(changes.manager![1]).toMatchObject({ email: (company.manager as { email: string }).email });
    expect(JSON.stringify(rows[0])).not.toMatch(/Company#2026|argon2|password/);
  });
});

describe('PUT /api/companies/:id', () => {
  it('changes the company only: manager account fields sent along are ignored', async () => {
    const company = await createThrough(t, superAdmin, 'companies', companyBody(placement));
    const response = await t.request({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      token: superAdmin,
      payload: {
        ...company,
        name: 'Renamed Holding',
        initial_quota: 40,
        admin_email: 'someone.else@example.sa',
        admin_password: 'Another#2026',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed Holding',
      initial_quota: 40,
      remaining_quota: 40,
      manager: company.manager,
    });
    expect(await usersWithEmail('someone.else@example.sa')).toBe(0);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.resource, 'companies'), eq(auditLog.record_id, company.id), eq(auditLog.action, 'update')),
      );
    // The quota figures that follow from the change are no change of the company's own.
    expect(Object.keys(audit!.changes as object).sort()).toEqual(['initial_quota', 'name']);
  });

  it('leaves no audit row when the form is saved as it was', async () => {
    const company = await createThrough(t, superAdmin, 'companies', companyBody(placement));
    const updates = () =>
      countRows(
        t.database.db,
        auditLog,
        and(eq(auditLog.resource, 'companies'), eq(auditLog.record_id, company.id), eq(auditLog.action, 'update')),
      );
    const response = await t.request({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      token: superAdmin,
      payload: company,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await updates()).toBe(0);
  });
});

describe('a company manager reaches only their own company', () => {
  const otherName = DEMO_COMPANIES[0]!.name;
  let otherId: number;
  beforeAll(async () => {
    const [other] = await t.database.db.select().from(companies).where(eq(companies.name, otherName));
    otherId = other!.id;
  });

  it('lists their company alone, and counts only it', async () => {
    const response = await get(listUrl('companies'), manager);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((company: { id: number }) => company.id)).toEqual([alNoorId]);
    expect(totalOf(response)).toBe(1);
    expect(totalOf(await get(listUrl('companies')))).toBeGreaterThan(1);
  });

  it('never finds another company by search, and no total counts it', async () => {
    const response = await get(listUrl('companies', { filter: { q: otherName } }), manager);
    expect(response.json()).toEqual([]);
    expect(totalOf(response)).toBe(0);
    expect(await listAll(t, superAdmin, 'companies', { filter: { q: otherName } })).toHaveLength(1);
  });

  it('gets many: only their own of the ids asked', async () => {
    const response = await get(listUrl('companies', { filter: { id: [alNoorId, otherId] } }), manager);
    expect(response.json().map((company: { id: number }) => company.id)).toEqual([alNoorId]);
  });

  it("reads their company and its statistics; another company's id is not found", async () => {
    expect((await get(`/api/companies/${alNoorId}`, manager)).json()).toMatchObject({
      id: alNoorId,
      name: DEMO_COMPANY.name,
    });
    expect((await get(`/api/companies/${alNoorId}/statistics`, manager)).statusCode).toBe(200);
    expectError(await get(`/api/companies/${otherId}`, manager), 404, 'not_found');
    expectError(await get(`/api/companies/${otherId}/statistics`, manager), 404, 'not_found');
  });

  it('changes and deletes nothing, their own company included', async () => {
    for (const id of [alNoorId, otherId]) {
      const before = (await get(`/api/companies/${id}`)).json();
      expectError(
        await t.request({
          method: 'PUT',
          url: `/api/companies/${id}`,
          token: manager,
          payload: { ...before, name: 'Taken over' },
        }),
        403,
        'forbidden',
      );
      expectError(await t.request({ method: 'DELETE', url: `/api/companies/${id}`, token: manager }), 403, 'forbidden');
      expect((await get(`/api/companies/${id}`)).json()).toEqual(before);
    }
  });

  it('without a company, reaches none', async () => {
    const email = demoAccount(ROLE.companyManager).email;
    await changeUsers(t.database.db, eq(users.email, email), { company_id: null });
    try {
      const response = await get(listUrl('companies'), manager);
      expect(response.json()).toEqual([]);
      expect(totalOf(response)).toBe(0);
      expectError(await get(`/api/companies/${alNoorId}`, manager), 404, 'not_found');
    } finally {
      await changeUsers(t.database.db, eq(users.email, email), { company_id: alNoorId });
    }
  });

  it('is refused creating a company', async () => {
    expectError(await post(companyBody(placement), manager), 403, 'forbidden');
  });
});

describe('GET /api/companies filters', () => {
  it.each(QUOTA_STATUSES)('quota_status %s finds exactly the companies in that status', async (status) => {
    const every = await listAll(t, superAdmin, 'companies');
    const found = await listAll(t, superAdmin, 'companies', { filter: { quota_status: status } });
    expect(found.map((company) => company.id).sort()).toEqual(
      every
        .filter((company) => company.quota_status === status)
        .map((company) => company.id)
        .sort(),
    );
  });

  it.each(QUOTA_LEVELS)('quota_level %s finds exactly the companies at that level', async (level) => {
    const every = await listAll(t, superAdmin, 'companies');
    const found = await listAll(t, superAdmin, 'companies', { filter: { quota_level: level } });
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((company) => company.id).sort()).toEqual(
      every
        .filter((company) => company.quota_level === level)
        .map((company) => company.id)
        .sort(),
    );
  });

  it('shows the demo quotas in every state', async () => {
    const byName = Object.fromEntries(
      (await listAll(t, superAdmin, 'companies')).map((company) => [company.name, company]),
    );
    expect(byName[DEMO_COMPANY.name]).toMatchObject({ quota_status: 'active', quota_level: 'healthy' });
    expect(byName['Riyadh Medical Supplies']).toMatchObject({
      quota_status: 'active',
      quota_level: 'low',
      used_quota: 18,
      remaining_quota: 2,
    });
    expect(byName['Red Sea Logistics']).toMatchObject({
      quota_status: 'active',
      quota_level: 'exhausted',
      remaining_quota: 0,
    });
    expect(byName['Eastern Petrochemical Services']).toMatchObject({ quota_status: 'expired' });
    expect(byName['Skyline Catering']).toMatchObject({ quota_status: 'no_active_quota', is_active: false });
    const plans = await t.database.db.select().from(subscriptionPlans);
    for (const name of [DEMO_COMPANY.name, ...DEMO_COMPANIES.map((company) => company.name)]) {
      const plan = plans.find((candidate) => candidate.id === byName[name]!.plan_id);
      expect(plan, name).toMatchObject({ plan_type: 'company', area_id: byName[name]!.area_id });
    }
  });

  it('sorts by remaining quota and filters by area and activity', async () => {
    const sorted = await listAll(t, superAdmin, 'companies', { sort: ['remaining_quota', 'ASC'] });
    const remaining = sorted.map((company) => company.remaining_quota as number);
    expect(remaining).toEqual([...remaining].sort((a, b) => a - b));
    const inactive = await listAll(t, superAdmin, 'companies', { filter: { is_active: false } });
    expect(inactive.every((company) => company.is_active === false)).toBe(true);
    const inArea = await listAll(t, superAdmin, 'companies', { filter: { area_id: placement.area_id } });
    expect(inArea.length).toBeGreaterThan(0);
    expect(inArea.every((company) => company.area_id === placement.area_id)).toBe(true);
  });

  it('finds a company by its contact number as people dial it', async () => {
    const company = await createThrough(
      t,
      superAdmin,
      'companies',
      companyBody(placement, { contact_phone: '0126667788' }),
    );
    expect(
      (await listAll(t, superAdmin, 'companies', { filter: { q: '012 666 7788' } })).map((found) => found.id),
    ).toEqual([company.id]);
  });
});

describe("a company's used quota, kept by the database", () => {
  it('follows every subscription that starts or stops holding a unit, whoever writes it', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(() => createThrough(t, superAdmin, 'companies', companyBody(placement, { initial_quota: 5 }))),
    );
    const subscriber = (companyId: number, status: StoredCompanySubscriptionStatus) => ({
      company_id: companyId,
      subscriber_name: 'Kept Count',
      phone: '+966551112233',
      email: 'kept@example.sa',
      status,
    });
    const used = async (id: number) =>
      (await get(`/api/companies/${id}`)).json() as { used_quota: number; remaining_quota: number };
    const rows = await t.database.db
      .insert(companySubscriptions)
      .values([subscriber(first!.id, 'pending'), subscriber(first!.id, 'active'), subscriber(first!.id, 'rejected')])
      .returning({ id: companySubscriptions.id });
    expect(await used(first!.id)).toMatchObject({ used_quota: 2, remaining_quota: 3 });
    const [pending, active, rejected] = rows.map((row) => row.id);
    // Rejection frees a unit, approval keeps it, a reopened request takes one again.
    await t.database.db
      .update(companySubscriptions)
      .set({ status: 'rejected' })
      .where(eq(companySubscriptions.id, pending!));
    await t.database.db
      .update(companySubscriptions)
      .set({ status: 'active' })
      .where(eq(companySubscriptions.id, rejected!));
    expect((await used(first!.id)).used_quota).toBe(2);
    // Moved to another company, the unit moves with it; deleted, it is freed.
    await t.database.db
      .update(companySubscriptions)
      .set({ company_id: second!.id })
      .where(eq(companySubscriptions.id, active!));
    expect([(await used(first!.id)).used_quota, (await used(second!.id)).used_quota]).toEqual([1, 1]);
    await t.database.db.delete(companySubscriptions).where(eq(companySubscriptions.company_id, second!.id));
    expect((await used(second!.id)).used_quota).toBe(0);
    const [counted] = await t.database.db
      .select({ used: sql<number>`count(*)::int` })
      .from(companySubscriptions)
      .where(
        and(
          eq(companySubscriptions.company_id, first!.id),
          inArray(companySubscriptions.status, ['pending', 'active']),
        ),
      );
    expect((await used(first!.id)).used_quota).toBe(counted!.used);
  });

  it('is not a field the form writes', async () => {
    const company = await createThrough(t, superAdmin, 'companies', companyBody(placement, { initial_quota: 5 }));
    await t.database.db.insert(companySubscriptions).values({
      company_id: company.id,
      subscriber_name: 'Held',
      phone: '+966551112233',
      email: 'held@example.sa',
      status: 'pending',
    });
    const response = await t.request({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      token: superAdmin,
      payload: { ...company, used_quota: 0, remaining_quota: 5 },
    });
    expect(response.json()).toMatchObject({ used_quota: 1, remaining_quota: 4 });
  });
});

describe('GET /api/companies/:id/statistics', () => {
  it('counts subscriptions by status as of today and the quota taken per month', async () => {
    const company = await createThrough(t, superAdmin, 'companies', companyBody(placement, { initial_quota: 10 }));
    const today = localDate(new Date());
    const lastYear = `${Number(today.slice(0, 4)) - 1}-01-01`;
    const now = new Date();
    const monthAgo = new Date(now.getTime() - 35 * 86_400_000);
    const subscriber = (status: StoredCompanySubscriptionStatus, extra: object = {}) => ({
      company_id: company.id,
      subscriber_name: 'Test Subscriber',
      phone: '+966551112233',
      email: 'subscriber@example.sa',
      status,
      ...extra,
    });
    await t.database.db.insert(companySubscriptions).values([
      subscriber('pending'),
      subscriber('pending', { created_at: monthAgo }),
      subscriber('rejected'),
      subscriber('active', { start_date: today, end_date: '2099-01-01' }),
      subscriber('active', { start_date: '2099-01-01', end_date: '2099-12-31' }),
      subscriber('active', {
        start_date: lastYear,
        end_date: lastYear,
        created_at: new Date(`${lastYear}T12:00:00Z`),
      }),
    ]);
    const response = await get(`/api/companies/${company.id}/statistics`);
    expect(response.statusCode, response.body).toBe(200);
    const statistics = response.json();
    expect(statistics.subscriptions_by_status).toEqual({
      pending: 2,
      awaiting_payment: 0,
      approved: 1,
      active: 1,
      expired: 1,
      rejected: 1,
    });
    expect(statistics).toMatchObject({ vehicles_registered: 0, vehicles_inside: 0 });
    expect(statistics.quota_use).toHaveLength(12);
    const thisMonth = statistics.quota_use.at(-1);
    expect(thisMonth).toEqual({ month: today.slice(0, 7), taken: 3, used: 5 });
    expect(
      statistics.quota_use.reduce((sum: number, month: { taken: number }) => sum + month.taken, 0),
    ).toBeLessThanOrEqual(5);
    expect((await get(`/api/companies/${company.id}`)).json()).toMatchObject({
      used_quota: 5,
      remaining_quota: 5,
      quota_level: 'healthy',
    });
  });

  it('is 404 for a company that does not exist', async () => {
    expectError(await get('/api/companies/2000000000/statistics'), 404, 'not_found');
  });
});

describe('deactivating a company', () => {
  it("stops its manager's sign-in until it is active again, and ends the token they held for good", async () => {
    const body = companyBody(placement);
    const company = await createThrough(t, superAdmin, 'companies', body);
    const credentials = { email: body.admin_email, password: body.admin_password };
    const token = await t.bearer(credentials);
    expect((await get('/api/company-dashboard', token)).statusCode).toBe(200);

    const put = (is_active: boolean) =>
      t.request({
        method: 'PUT',
        url: `/api/companies/${company.id}`,
        token: superAdmin,
        payload: { ...company, is_active },
      });
    expect((await put(false)).json()).toMatchObject({ is_active: false, quota_status: 'no_active_quota' });
    expectError(await get('/api/company-dashboard', token), 401, 'unauthorized');
    expectError(await get(`/api/companies/${company.id}`, token), 401, 'unauthorized');
    expectError(
      await t.request({ method: 'POST', url: '/api/auth/login', payload: credentials }),
      401,
      'invalid_credentials',
    );

    await put(true);
    // The token held before the deactivation stays ended; signing in again gives a working one.
    expectError(await get('/api/company-dashboard', token), 401, 'unauthorized');
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: credentials })).statusCode).toBe(200);
    expect((await get('/api/company-dashboard', await t.bearer(credentials))).statusCode).toBe(200);
  });

  it('keeps its subscribers out of the gates as company subscribers', async () => {
    const company = await createThrough(t, superAdmin, 'companies', companyBody(placement));
    const today = localDate(new Date());
    const [subscription] = await t.database.db
      .insert(companySubscriptions)
      .values({
        company_id: company.id,
        subscriber_name: 'Gate Test',
        phone: '+966551112244',
        email: 'gate.test@example.sa',
        status: 'active',
        start_date: today,
        end_date: '2099-01-01',
      })
      .returning();
    const ask = () =>
      companySubscriberRefusal(t.database.db, { subscriptionId: subscription!.id, areaId: placement.area_id, today });
    expect(await ask()).toBeNull();
    await t.request({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      token: superAdmin,
      payload: { ...company, is_active: false },
    });
    expect(await ask()).toBe('company_inactive');
  });
});

describe('DELETE /api/companies/:id', () => {
  it('deletes a company without subscriptions together with its manager account, whose token ends at once', async () => {
    const body = companyBody(placement);
    const company = await createThrough(t, superAdmin, 'companies', body);
    const managerEmail = (company.manager as { email: string }).email;
    const managerToken = await t.bearer({ email: body.admin_email, password: body.admin_password });
    expect((await get('/api/company-dashboard', managerToken)).statusCode).toBe(200);
    const response = await t.request({ method: 'DELETE', url: `/api/companies/${company.id}`, token: superAdmin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: company.id, name: company.name, manager: { email: managerEmail } });
    expect(await usersWithEmail(managerEmail)).toBe(0);
    expectError(await get('/api/company-dashboard', managerToken), 401, 'unauthorized');
    expectError(await get(`/api/companies/${company.id}`), 404, 'not_found');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.record_id, company.id), eq(auditLog.action, 'delete'), eq(auditLog.resource, 'companies')),
      );
    expect((audit!.changes as Record<string, unknown[]>).manager).toEqual([
      expect.objectContaining({ email: managerEmail }),
      null,
    ]);
  });

  it('refuses a company that has subscriptions, and keeps its manager account', async () => {
    expectError(
      await t.request({ method: 'DELETE', url: `/api/companies/${alNoorId}`, token: superAdmin }),
      409,
      'company_in_use',
    );
    expect(await usersWithEmail(demoAccount(ROLE.companyManager).email)).toBe(1);
    expect(await countRows(t.database.db, companies, eq(companies.id, alNoorId))).toBe(1);
    expect(
      await countRows(
        t.database.db,
        auditLog,
        and(eq(auditLog.record_id, alNoorId), eq(auditLog.resource, 'companies'), like(auditLog.action, 'delete')),
      ),
    ).toBe(0);
  });
});
