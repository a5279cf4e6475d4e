import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, localDate } from '../../../domain/local-date';
import { ROLE } from '../../../domain/roles';
import { subscriptionEndDate } from '../../../domain/subscription-period';
import {
  appSettings,
  auditLog,
  companies,
  companySubscriptions,
  companySubscriptionVehicles,
  paymentMethods,
  paymentTransactions,
  vehicles,
} from '../../db/schema';
import { refreshFoldedText } from '../../core/refresh-folded-text';
import { takeQuotaUnit } from './company-subscriptions';
import { companyPlacement } from '../../test/company-placement';
import { companyBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide as decideOn } from '../../test/decisions';
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
import { stayValues } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let demoManager: string;
let placement: Awaited<ReturnType<typeof companyPlacement>>;
let cashId: number;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  demoManager = await t.bearer(ROLE.companyManager);
  placement = await companyPlacement(t, superAdmin);
  [{ id: cashId }] = (await t.database.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, 'cash'))) as [{ id: number }];
});
afterAll(() => t.close());

const today = () => localDate(new Date());
let made = 0;

function subscriptionBody(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    subscriber_name: `Subscriber ${made}`,
    phone: `05${String(50_000_000 + made).padStart(8, '0')}`,
    email: `subscriber${made}@example.sa`,
    notes: null,
    vehicles: [{ plate_letters: 'abj', plate_number: String(1000 + made), notes: null, is_active: true }],
    ...overrides,
  };
}

/** A fresh company with `initial_quota` units and its manager, signed in. */
async function companyWithManager(overrides: Record<string, unknown> = {}) {
  const body = companyBody(placement, { initial_quota: 3, ...overrides });
  const company = await createThrough(t, superAdmin, 'companies', body);
  const token = await t.bearer({ email: body.admin_email, password: body.admin_password });
  return { id: company.id, token, body };
}

const post = (token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/company-subscriptions', token, payload });
const decide = (id: number, action: 'approve' | 'reject', payload: object, token = superAdmin) =>
  decideOn(t, { url: `/api/company-subscriptions/${id}/${action}`, token, payload });
const usedQuota = async (companyId: number) =>
  (await t.database.db.select({ used: companies.used_quota }).from(companies).where(eq(companies.id, companyId)))[0]!
    .used;
const subscriptionsOf = (companyId: number) =>
  countRows(t.database.db, companySubscriptions, eq(companySubscriptions.company_id, companyId));

describe('POST /api/company-subscriptions', () => {
  it("makes a pending subscription of the caller's company with its vehicles, taking one unit", async () => {
    const company = await companyWithManager();
    const response = await post(
      company.token,
      subscriptionBody({
        company_id: 1,
        status: 'active',
        phone: '050 123 4567',
        vehicles: [{ plate_letters: 'r s d', plate_number: '٤٨٢١' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      company_id: company.id,
      area_id: placement.area_id,
      status: 'pending',
      phone: '+966501234567',
      start_date: null,
      approved_by: null,
      vehicles: [{ plate_letters: 'RSD', plate_number: '4821', notes: null, is_active: true }],
    });
    expect(await usedQuota(company.id)).toBe(1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'company-subscriptions'), eq(auditLog.record_id, created.id)));
    expect(audit).toMatchObject({ action: 'create' });
    expect(JSON.stringify(audit!.changes)).toContain('RSD');
  });

  it('refuses a body without vehicles, or with a plate outside SPEC section 5 or the Saudi alphabet, storing nothing', async () => {
    const company = await companyWithManager();
    expectValidationError(await post(company.token, subscriptionBody({ vehicles: [] })), {
      vehicles: 'ps.validation.at_least_one_vehicle',
    });
    expectValidationError(
      await post(company.token, subscriptionBody({ vehicles: [{ plate_letters: 'ABJDR', plate_number: '12a' }] })),
      {
        'vehicles.0.plate_letters': 'ps.validation.plate_letters_length',
        'vehicles.0.plate_number': 'ps.validation.plate_number',
      },
    );
    expectValidationError(
      await post(company.token, subscriptionBody({ vehicles: [{ plate_letters: 'ABC', plate_number: '12' }] })),
      {
        'vehicles.0.plate_letters': { message: 'ps.validation.plate_letter', args: { letter: 'C' } },
      },
    );
    expectValidationError(
      await post(company.token, subscriptionBody({ vehicles: [{ plate_letters: 'AB', plate_number: '12345' }] })),
      {
        'vehicles.0.plate_number': 'ps.validation.plate_number',
      },
    );
    expectValidationError(await post(company.token, subscriptionBody({ phone: '0112345678', email: 'not-an-email' })), {
      phone: 'ps.validation.saudi_mobile',
      email: 'ps.validation.email',
    });
    expect(await subscriptionsOf(company.id)).toBe(0);
  });

  it('is the manager’s: a super admin may read and decide but not create', async () => {
    expectError(await post(superAdmin, subscriptionBody()), 403, 'forbidden');
  });
});

describe('the quota', () => {
  it('takes the last unit, then refuses with quota_exhausted and stores nothing', async () => {
    const company = await companyWithManager({ initial_quota: 2 });
    await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    const refused = await post(company.token, subscriptionBody());
    expectError(refused, 422, 'quota_exhausted');
    expect(refused.json().message).toMatch(/no quota left/);
    expect(await subscriptionsOf(company.id)).toBe(2);
    expect(
      (await t.request({ method: 'GET', url: '/api/company-subscriptions/quota', token: company.token })).json(),
    ).toMatchObject({
      initial: 2,
      used: 2,
      remaining: 0,
      is_exhausted: true,
      level: 'exhausted',
      status: 'active',
    });
  });

  it('gets a unit back when a subscription is rejected', async () => {
    const company = await companyWithManager({ initial_quota: 1 });
    const first = await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    expectError(await post(company.token, subscriptionBody()), 422, 'quota_exhausted');
    const rejected = await decide(first.id, 'reject', { reason: 'Not an employee' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Not an employee' });
    expect(await usedQuota(company.id)).toBe(0);
    await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
  });

  it('refuses outside the validity of the quota (over, or not begun)', async () => {
    const company = await companyWithManager();
    await t.database.db
      .update(companies)
      .set({ quota_valid_from: '2025-01-01', quota_valid_to: addDays(today(), -1) })
      .where(eq(companies.id, company.id));
    expectError(await post(company.token, subscriptionBody()), 422, 'quota_not_in_force');
    expect(
      (await t.request({ method: 'GET', url: '/api/company-subscriptions/quota', token: company.token })).json().status,
    ).toBe('expired');
    await t.database.db
      .update(companies)
      .set({ quota_valid_from: addDays(today(), 1), quota_valid_to: '2099-12-31' })
      .where(eq(companies.id, company.id));
    expectError(await post(company.token, subscriptionBody()), 422, 'quota_not_in_force');
    // Its last day is still in force.
    await t.database.db
      .update(companies)
      .set({ quota_valid_from: '2025-01-01', quota_valid_to: today() })
      .where(eq(companies.id, company.id));
    await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    expect(await subscriptionsOf(company.id)).toBe(1);
  });

  it('refuses a deactivated company (whose managers are signed out anyway)', async () => {
    const company = await companyWithManager();
    await t.database.db.update(companies).set({ is_active: false }).where(eq(companies.id, company.id));
    await expect(t.database.db.transaction((tx) => takeQuotaUnit(tx, company.id, today()))).rejects.toMatchObject({
      statusCode: 422,
      code: 'company_inactive',
    });
    expectError(await post(company.token, subscriptionBody()), 401, 'unauthorized');
  });

  it('answers the quota figures of the caller’s company', async () => {
    const company = await companyWithManager({ initial_quota: 20 });
    for (let i = 0; i < 18; i++)
      await t.database.db
        .insert(companySubscriptions)
        .values({ company_id: company.id, subscriber_name: 'Bulk', phone: '+966551112233', email: 'bulk@example.sa' });
    const response = await t.request({ method: 'GET', url: '/api/company-subscriptions/quota', token: company.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      initial: 20,
      used: 18,
      remaining: 2,
      status: 'active',
      level: 'low',
      is_exhausted: false,
      is_low: true,
      low_threshold: 2,
      valid_from: company.body.quota_valid_from,
      valid_to: company.body.quota_valid_to,
    });
    expectError(
      await t.request({ method: 'GET', url: '/api/company-subscriptions/quota', token: superAdmin }),
      403,
      'forbidden',
    );
  });

  it('gives exactly one of two requests the last unit', async () => {
    const company = await companyWithManager({ initial_quota: 1 });
    const answers = await Promise.all([
      post(company.token, subscriptionBody()),
      post(company.token, subscriptionBody()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await subscriptionsOf(company.id)).toBe(1);
    expect(await usedQuota(company.id)).toBe(1);
  });

  it('gives exactly one of two requests waiting on the company row the last unit (PostgreSQL)', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const company = await companyWithManager({ initial_quota: 1 });
    const answers = await whileLockHeld(
      t.database.db,
      sql`select id from companies where id = ${company.id} for update`,
      () => Promise.all([post(company.token, subscriptionBody()), post(company.token, subscriptionBody())]),
    );
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([
      201, 422,
    ]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().code).toBe('quota_exhausted');
    expect(await subscriptionsOf(company.id)).toBe(1);
    expect(await usedQuota(company.id)).toBe(1);
  });
});

describe('a company manager reaches their own company only', () => {
  it("answers 404 for another company's subscription, never counts or finds it", async () => {
    const mine = await companyWithManager();
    const theirs = await companyWithManager();
    const own = await createThrough(
      t,
      mine.token,
      'company-subscriptions',
      subscriptionBody({ subscriber_name: 'Scoped Subscriber Mine' }),
    );
    const other = await createThrough(
      t,
      theirs.token,
      'company-subscriptions',
      subscriptionBody({ subscriber_name: 'Scoped Subscriber Theirs' }),
    );
    for (const request of [
      { method: 'GET' as const, url: `/api/company-subscriptions/${other.id}` },
      { method: 'PUT' as const, url: `/api/company-subscriptions/${other.id}`, payload: subscriptionBody() },
      { method: 'DELETE' as const, url: `/api/company-subscriptions/${other.id}` },
    ]) {
      expectError(await t.request({ ...request, token: mine.token }), 404, 'not_found');
    }
    const list = await t.request({
      method: 'GET',
      url: listUrl('company-subscriptions', { filter: { q: 'scoped subscriber' } }),
      token: mine.token,
    });
    expect(list.json().map((found: { id: number }) => found.id)).toEqual([own.id]);
    expect(totalOf(list)).toBe(1);
    expect(await listAll(t, mine.token, 'company-subscriptions', { filter: { company_id: theirs.id } })).toEqual([]);
    const counts = await t.request({
      method: 'GET',
      url: listUrl('company-subscriptions/counts', { filter: { company_id: theirs.id } }),
      token: mine.token,
    });
    expect(counts.json().all).toBe(0);
    expect((await listAll(t, demoManager, 'company-subscriptions')).every((found) => found.company_id === 1)).toBe(
      true,
    );
    // The other company's row is unchanged and still there.
    expect(
      (await t.request({ method: 'GET', url: `/api/company-subscriptions/${other.id}`, token: theirs.token })).json()
        .subscriber_name,
    ).toBe('Scoped Subscriber Theirs');
  });

  it('edits their subscription and its vehicles, the company staying theirs', async () => {
    const company = await companyWithManager();
    const created = await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    const edited = subscriptionBody({
      company_id: 1,
      subscriber_name: 'Edited Name',
      vehicles: [
        { plate_letters: 'KHL', plate_number: '77' },
        { plate_letters: 'NAS', plate_number: '305', is_active: false },
      ],
    });
    const response = await t.request({
      method: 'PUT',
      url: `/api/company-subscriptions/${created.id}`,
      token: company.token,
      payload: edited,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      company_id: company.id,
      subscriber_name: 'Edited Name',
      status: 'pending',
    });
    expect(
      response
        .json()
        .vehicles.map((vehicle: { plate_letters: string; is_active: boolean }) => [
          vehicle.plate_letters,
          vehicle.is_active,
        ]),
    ).toEqual([
      ['KHL', true],
      ['NAS', false],
    ]);
    expect(
      await countRows(
        t.database.db,
        companySubscriptionVehicles,
        eq(companySubscriptionVehicles.subscription_id, created.id),
      ),
    ).toBe(2);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.record_id, created.id),
          eq(auditLog.resource, 'company-subscriptions'),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(Object.keys(audit!.changes as object).sort()).toEqual(['email', 'phone', 'subscriber_name', 'vehicles']);
  });

  it('finds by subscriber, phone as 05…, email and plate', async () => {
    const company = await companyWithManager();
    const created = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody({
        subscriber_name: 'Fatimah Al-Harbi',
        phone: '+966598765432',
        email: 'fatimah@search.example.sa',
        vehicles: [{ plate_letters: 'XTG', plate_number: '5150' }],
      }),
    );
    for (const q of ['fatimah al', '0598765432', '+966598765432', 'search.example', 'XTG5150', 'xtg 5150']) {
      expect(
        (await listAll(t, company.token, 'company-subscriptions', { filter: { q } })).map((found) => found.id),
        q,
      ).toEqual([created.id]);
    }
  });

  it('finds, after the next start, subscriptions written before they had search text, and companies refolded', async () => {
    const company = await companyWithManager({ name: 'Refold Trading' });
    const created = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody({ vehicles: [{ plate_letters: 'KHD', plate_number: '7373' }] }),
    );
    const db = t.database.db;
    // As migration 0010 left them: the column added, empty.
    await db.update(companySubscriptions).set({ search_text: '' }).where(eq(companySubscriptions.id, created.id));
    await db.update(companies).set({ search_text: 'as an older folding wrote it' }).where(eq(companies.id, company.id));
    expect(await listAll(t, company.token, 'company-subscriptions', { filter: { q: 'KHD 7373' } })).toEqual([]);

    await refreshFoldedText(db, () => {});
    expect(
      (await listAll(t, company.token, 'company-subscriptions', { filter: { q: 'KHD 7373' } })).map(
        (found) => found.id,
      ),
    ).toEqual([created.id]);
    await db.update(appSettings).set({ value: '1' }).where(eq(appSettings.key, 'text_folding_version'));
    await refreshFoldedText(db, () => {});
    expect(
      (await listAll(t, superAdmin, 'companies', { filter: { q: 'refold trading' } })).map((found) => found.id),
    ).toEqual([company.id]);
  });
});

describe('tabs', () => {
  it('filters and counts each status as of today', async () => {
    const company = await companyWithManager({ initial_quota: 20 });
    const row = (
      status: 'pending' | 'awaiting_payment' | 'active' | 'rejected',
      start: string | null = null,
      end: string | null = null,
    ) => ({
      company_id: company.id,
      subscriber_name: `Tab ${status} ${start}`,
      phone: '+966551112233',
      email: 'tab@example.sa',
      search_text: `tab${status}`,
      status,
      start_date: start,
      end_date: end,
    });
    await t.database.db
      .insert(companySubscriptions)
      .values([
        row('pending'),
        row('pending'),
        row('awaiting_payment'),
        row('rejected'),
        row('active', today(), addMonths(today(), 1)),
        row('active', addDays(today(), 3), addMonths(today(), 2)),
        row('active', '2025-01-01', addDays(today(), -1)),
      ]);
    const expected = { all: 7, pending: 2, awaiting_payment: 1, approved: 1, active: 1, expired: 1, rejected: 1 };
    const counts = await t.request({
      method: 'GET',
      url: listUrl('company-subscriptions/counts'),
      token: company.token,
    });
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json()).toEqual(expected);
    for (const status of ['pending', 'awaiting_payment', 'approved', 'active', 'expired', 'rejected'] as const) {
      const list = await t.request({
        method: 'GET',
        url: listUrl('company-subscriptions', { filter: { status } }),
        token: company.token,
      });
      expect(totalOf(list), status).toBe(expected[status]);
      expect(list.json().every((found: { status: string }) => found.status === status)).toBe(true);
    }
    const searched = await t.request({
      method: 'GET',
      url: listUrl('company-subscriptions/counts', { filter: { q: 'tab pending', status: 'active' } }),
      token: company.token,
    });
    expect(searched.json()).toMatchObject({ all: 2, pending: 2, active: 0 });
  });
});

describe('approve and reject (super admin)', () => {
  it('approves a pending subscription: dates from today for the company’s duration, method, who and when', async () => {
    const company = await companyWithManager({ default_duration_months: 6 });
    const created = await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    expectError(await decide(created.id, 'approve', { payment_method_id: cashId }, company.token), 403, 'forbidden');
    expectValidationError(await decide(created.id, 'approve', {}), { payment_method_id: 'ps.validation.required' });
    expectValidationError(await decide(created.id, 'approve', { payment_method_id: 999_999 }), {
      payment_method_id: 'ps.validation.invalid_choice',
    });
    const response = await decide(created.id, 'approve', {
      payment_method_id: cashId,
      admin_notes: 'Paid at the office',
    });
    expect(response.statusCode, response.body).toBe(200);
    const approved = response.json();
    expect(approved).toMatchObject({
      status: 'active',
      start_date: today(),
      // Counted as an individual subscription's: six months from 26 November end on 25 May.
      end_date: subscriptionEndDate(today(), 6, 'months'),
      payment_method_id: cashId,
      admin_notes: 'Paid at the office',
      approved_by: expect.any(Number),
      approved_at: expect.any(String),
    });
    expect(await usedQuota(company.id)).toBe(1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.record_id, created.id),
          eq(auditLog.resource, 'company-subscriptions'),
          eq(auditLog.action, 'status'),
        ),
      );
    expect(audit!.changes).toMatchObject({ status: ['pending', 'active'], payment_method_id: [null, cashId] });
    // Decided once: a second decision is a 409, and the manager may no longer withdraw it.
    expectError(await decide(created.id, 'approve', { payment_method_id: cashId }), 409, 'subscription_not_pending');
    expectError(await decide(created.id, 'reject', { reason: 'Too late' }), 409, 'subscription_not_pending');
    expectError(
      await t.request({ method: 'DELETE', url: `/api/company-subscriptions/${created.id}`, token: company.token }),
      409,
      'subscription_not_pending',
    );
  });

  it('needs a reason to reject', async () => {
    const company = await companyWithManager();
    const created = await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    expectValidationError(await decide(created.id, 'reject', { reason: '  ' }), { reason: 'ps.validation.required' });
    expect((await decide(created.id, 'reject', { reason: 'Duplicate' })).statusCode).toBe(200);
    expectError(await decide(created.id, 'approve', { payment_method_id: cashId }), 409, 'subscription_not_pending');
  });

  it('lets the manager withdraw a pending subscription, freeing its unit and its vehicles', async () => {
    const company = await companyWithManager();
    const created = await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    expect(
      (await t.request({ method: 'DELETE', url: `/api/company-subscriptions/${created.id}`, token: company.token }))
        .statusCode,
    ).toBe(200);
    expect(await usedQuota(company.id)).toBe(0);
    expect(
      await countRows(
        t.database.db,
        companySubscriptionVehicles,
        eq(companySubscriptionVehicles.subscription_id, created.id),
      ),
    ).toBe(0);
  });

  it('lets one of two approvals at once through; the other is a 409', async () => {
    const company = await companyWithManager();
    const created = await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    const answers = await Promise.all([
      decide(created.id, 'approve', { payment_method_id: cashId }),
      decide(created.id, 'approve', { payment_method_id: cashId }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('lets one of two approvals waiting on the row through; the other is a 409 (PostgreSQL)', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const company = await companyWithManager();
    const created = await createThrough(t, company.token, 'company-subscriptions', subscriptionBody());
    const answers = await whileLockHeld(
      t.database.db,
      sql`select id from company_subscriptions where id = ${created.id} for update`,
      () =>
        Promise.all([
          decide(created.id, 'approve', { payment_method_id: cashId }),
          decide(created.id, 'approve', { payment_method_id: cashId, admin_notes: 'second' }),
        ]),
    );
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([
      200, 409,
    ]);
    // Both read it pending; the one that waited finds it approved since: no longer what its decider read.
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('record_changed');
    const audits = await countRows(
      t.database.db,
      auditLog,
      and(
        eq(auditLog.record_id, created.id),
        eq(auditLog.resource, 'company-subscriptions'),
        eq(auditLog.action, 'status'),
      ),
    );
    expect(audits).toBe(1);
    // The approval that lost the race paid nothing.
    expect(
      await countRows(t.database.db, paymentTransactions, eq(paymentTransactions.company_subscription_id, created.id)),
    ).toBe(1);
  });
});

describe('vehicles of a company', () => {
  it('counts the active vehicles of its approved subscriptions and those inside now, never a pending request’s', async () => {
    const company = await companyWithManager();
    const held = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody({
        vehicles: [
          { plate_letters: 'LNV', plate_number: '4242' },
          { plate_letters: 'LNV', plate_number: '4243', is_active: false },
        ],
      }),
    );
    const freed = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody({ vehicles: [{ plate_letters: 'LNV', plate_number: '4244' }] }),
    );
    await decide(freed.id, 'reject', { reason: 'No' });
    await t.database.db.insert(vehicles).values([
      stayValues('LNV4242', placement.area_id),
      stayValues('LNV4243', placement.area_id),
      stayValues('LNV4244', placement.area_id),
      stayValues('LNV4242', placement.area_id, {
        exit_time: new Date(),
        entry_time: new Date(Date.now() - 3_600_000),
      }),
    ]);
    const statisticsOf = async () =>
      (await t.request({ method: 'GET', url: `/api/companies/${company.id}/statistics`, token: company.token })).json();
    // A plate in a pending request tells its manager nothing of where that car is parked.
    expect(await statisticsOf()).toMatchObject({ vehicles_registered: 0, vehicles_inside: 0 });
    expect(
      (await t.request({ method: 'GET', url: '/api/company-dashboard', token: company.token })).json(),
    ).toMatchObject({ vehicles_registered: 0, vehicles_inside: 0 });
    expect((await decide(held.id, 'approve', { payment_method_id: cashId })).statusCode).toBe(200);
    expect(await statisticsOf()).toMatchObject({ vehicles_registered: 1, vehicles_inside: 1 });
    const dashboard = await t.request({ method: 'GET', url: '/api/company-dashboard', token: company.token });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json()).toMatchObject({
      vehicles_registered: 1,
      vehicles_inside: 1,
      quota: { used: 1, remaining: 2, level: 'healthy' },
      subscriptions_by_status: { pending: 0, rejected: 1, approved: 0, active: 1, expired: 0 },
      latest_subscriptions: [
        { id: freed.id, status: 'rejected', vehicles: 1 },
        { id: held.id, status: 'active', vehicles: 2 },
      ],
    });
  });

  it('gives the demo manager a subscription in every tab and a vehicle inside', async () => {
    const counts = (
      await t.request({ method: 'GET', url: '/api/company-subscriptions/counts', token: demoManager })
    ).json();
    for (const tab of ['pending', 'approved', 'active', 'expired', 'rejected'])
      expect(counts[tab], tab).toBeGreaterThan(0);
    const dashboard = (await t.request({ method: 'GET', url: '/api/company-dashboard', token: demoManager })).json();
    expect(dashboard.vehicles_inside).toBeGreaterThan(0);
  });
});
