import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../domain/local-date';
import { ROLE } from '../../../domain/roles';
import { subscriptionEndDate } from '../../../domain/subscription-period';
import { readFileSync } from 'node:fs';
import {
  auditLog,
  companies,
  companySubscriptionVehicles,
  paymentMethods,
  paymentTransactions,
  subscriptionPlans,
  subscriptions,
  subscriptionVehicles,
  vehicles,
} from '../../db/schema';
import { refreshFoldedText } from '../../core/refresh-folded-text';
import { stayValues } from '../../test/stays';
import { companyPlacement } from '../../test/company-placement';
import { companyBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  countRows,
  createThrough,
  entryAndExitGates,
  expectError,
  expectValidationError,
  listAll,
} from '../../test/rest';
import { lockWaiters, whileLockHeld } from '../../test/locks';
import { decide, versionRead } from '../../test/decisions';
import { queryRows } from '../../test/sql';

/**
 * A company's plates: one form for a plate (no leading zeros), one vehicle for a plate across the
 * company's subscriptions in force, and a change of an approved subscription's plates only by a
 * super admin's decision; what the company's figures, dates and money follow from that.
 */

let t: TestApp;
let superAdmin: string;
let cashId: number;
let placement: Awaited<ReturnType<typeof companyPlacement>>;
let gates: { entry: number; exit: number };

const today = () => localDate(new Date());
let made = 0;
let events = 0;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  placement = await companyPlacement(t, superAdmin);
  [{ id: cashId }] = (await t.database.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, 'cash'))) as [{ id: number }];
  gates = await entryAndExitGates(t, superAdmin, placement.area_id);
});
afterAll(() => t.close());

function subscriptionBody(vehicles: Array<{ plate_letters: string; plate_number: string; is_active?: boolean }>) {
  made += 1;
  return {
    subscriber_name: `Plates ${made}`,
    phone: `05${String(60_000_000 + made).padStart(8, '0')}`,
    email: `plates${made}@example.sa`,
    notes: null,
    vehicles,
  };
}

async function companyWithManager(overrides: Record<string, unknown> = {}) {
  const body = companyBody(placement, { initial_quota: 10, ...overrides });
  const company = await createThrough(t, superAdmin, 'companies', body);
  return { id: company.id, token: await t.bearer({ email: body.admin_email, password: body.admin_password }) };
}

const post = (token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/company-subscriptions', token, payload });
const put = (token: string, id: number, payload: object) =>
  t.request({ method: 'PUT', url: `/api/company-subscriptions/${id}`, token, payload });
const approve = (id: number, payload: object = { payment_method_id: cashId }) =>
  decide(t, { url: `/api/company-subscriptions/${id}/approve`, token: superAdmin, payload });
const decideChange = (id: number, decision: 'approve' | 'reject', payload?: object) =>
  decide(t, { url: `/api/company-subscriptions/${id}/vehicle-change/${decision}`, token: superAdmin, payload });

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const entry = (plate: string) =>
  t.request({
    method: 'POST',
    url: '/api/gate/entries',
    token: superAdmin,
    payload: { gate_id: gates.entry, event_id: `plates-${++events}`, plate },
  });
const exit = (plate: string, paid: object = {}) =>
  t.request({
    method: 'POST',
    url: '/api/gate/exits',
    token: superAdmin,
    payload: { gate_id: gates.exit, event_id: `plates-${++events}`, plate, ...paid },
  });

/** How the gate takes a plate: as a company subscriber or as a guest; the stay is closed again at once (a guest back within the cooldown pays). */
async function admittedAs(plate: string): Promise<string> {
  const inside = expectStatus(await entry(plate), 201);
  const free = await exit(plate);
  if (free.statusCode !== 200) expectStatus(await exit(plate, { payment_method: 'cash' }), 200);
  return inside.type;
}

/** An approved subscription of a fresh company with these plates. */
async function approvedWith(plates: Array<[string, string]>) {
  const company = await companyWithManager();
  const created = await createThrough(
    t,
    company.token,
    'company-subscriptions',
    subscriptionBody(plates.map(([plate_letters, plate_number]) => ({ plate_letters, plate_number }))),
  );
  expectStatus(await approve(created.id), 200);
  return { company, id: created.id };
}

describe('one plate, one form: no leading zeros', () => {
  it('finds the stay of 0777 at its exit as 777, in either script', async () => {
    expect(expectStatus(await entry('SDR 0777'), 201)).toMatchObject({ type: 'guest' });
    expectError(await entry('SDR ٧٧٧'), 422, 'already_inside');
    expect(expectStatus(await exit('ر د س ٧٧٧'), 200)).toMatchObject({ type: 'guest' });
  });

  it('admits ٠٧٧٧ by a company subscription for 777, and finds it searched as 0777', async () => {
    const { company, id } = await approvedWith([['KLZ', '777']]);
    expect(await admittedAs('KLZ ٠٧٧٧')).toBe('subscription');
    expect(await admittedAs('KLZ 0777')).toBe('subscription');
    for (const q of ['KLZ 0777', '0777', 'م ل ك ٠٧٧٧']) {
      expect(
        (await listAll(t, company.token, 'company-subscriptions', { filter: { q } })).map((found) => found.id),
        q,
      ).toEqual([id]);
    }
    expect((await listAll(t, superAdmin, 'vehicles', { filter: { q: 'KLZ 0777' } })).length).toBeGreaterThan(0);
  });

  it('stores a subscription plate typed 0777 as 777, and refuses a number of zeros only', async () => {
    const company = await companyWithManager();
    const created = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'KLN', plate_number: '٠٠٥٥' }]),
    );
    expect(created.vehicles).toMatchObject([{ plate_letters: 'KLN', plate_number: '55' }]);
    expectValidationError(
      await post(company.token, subscriptionBody([{ plate_letters: 'KLN', plate_number: '000' }])),
      { 'vehicles.0.plate_number': 'ps.validation.plate_number' },
    );
  });
});

describe('one plate, one vehicle', () => {
  it('refuses a plate twice in one subscription, 0777 and 777 being one', async () => {
    const company = await companyWithManager();
    expectValidationError(
      await post(
        company.token,
        subscriptionBody([
          { plate_letters: 'NHL', plate_number: '777' },
          { plate_letters: 'nhl', plate_number: '0777' },
        ]),
      ),
      {
        'vehicles.1.plate_number': 'ps.validation.duplicate_plate',
      },
    );
  });

  it("refuses a plate of another of the company's subscriptions in force, pending or approved, until it is freed", async () => {
    const company = await companyWithManager();
    const first = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'NHU', plate_number: '12' }]),
    );
    const twin = subscriptionBody([
      { plate_letters: 'NHV', plate_number: '1' },
      { plate_letters: 'NHU', plate_number: '012' },
    ]);
    const refused = await post(company.token, twin);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'duplicate',
      errors: { 'vehicles.1.plate_number': 'ps.validation.plate_of_another_subscription' },
    });
    // Nor can an edit of another subscription take it.
    const other = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'NHV', plate_number: '2' }]),
    );
    expect(
      (await put(company.token, other.id, { ...twin, vehicles: [{ plate_letters: 'NHU', plate_number: '12' }] }))
        .statusCode,
    ).toBe(409);
    expectStatus(await approve(first.id), 200);
    expect((await post(company.token, twin)).statusCode).toBe(409);
    // Another company's plates are its own business.
    const elsewhere = await companyWithManager();
    expectStatus(await post(elsewhere.token, twin), 201);
    // Rejected, the plate is free again.
    const second = await companyWithManager();
    const held = await createThrough(
      t,
      second.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'NHX', plate_number: '5' }]),
    );
    expectStatus(
      await decide(t, {
        url: `/api/company-subscriptions/${held.id}/reject`,
        token: superAdmin,
        payload: { reason: 'No' },
      }),
      200,
    );
    expectStatus(await post(second.token, subscriptionBody([{ plate_letters: 'NHX', plate_number: '5' }])), 201);
  });

  it('lets exactly one of two requests adding one plate at once through (PostgreSQL)', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const company = await companyWithManager();
    const answers = await whileLockHeld(
      t.database.db,
      sql`select id from companies where id = ${company.id} for update`,
      () =>
        Promise.all([
          post(company.token, subscriptionBody([{ plate_letters: 'NHZ', plate_number: '9' }])),
          post(company.token, subscriptionBody([{ plate_letters: 'NHZ', plate_number: '09' }])),
        ]),
    );
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([
      201, 409,
    ]);
  });
});

describe('plates change only through a decision', () => {
  const approveChangeSeen = (id: number, seen: string) =>
    t.request({
      method: 'POST',
      url: `/api/company-subscriptions/${id}/vehicle-change/approve`,
      token: superAdmin,
      headers: { 'if-match': seen },
    });
  const plateNumbers = (vehicles: Array<{ plate_number: string }> | null) =>
    vehicles?.map((vehicle) => vehicle.plate_number);

  it('approves only the plates the super admin read: a list swapped since answers 409 and its plate stays a guest', async () => {
    const { company, id } = await approvedWith([['GHT', '201']]);
    expectStatus(await put(company.token, id, subscriptionBody([{ plate_letters: 'GHT', plate_number: '202' }])), 200);
    const seen = await versionRead(t, superAdmin, `/api/company-subscriptions/${id}`);
    expectStatus(await put(company.token, id, subscriptionBody([{ plate_letters: 'GHT', plate_number: '203' }])), 200);

    expectError(await approveChangeSeen(id, seen), 409, 'record_changed');
    expect(await admittedAs('GHT 203')).toBe('guest');
    expect(await admittedAs('GHT 201')).toBe('subscription');
    const record = expectStatus(
      await t.request({ method: 'GET', url: `/api/company-subscriptions/${id}`, token: superAdmin }),
      200,
    );
    expect([plateNumbers(record.vehicles), plateNumbers(record.pending_vehicles)]).toEqual([['201'], ['203']]);
  });

  it('never approves a list swapped while the approval waits for the row (PostgreSQL)', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const { company, id } = await approvedWith([['GHU', '301']]);
    expectStatus(await put(company.token, id, subscriptionBody([{ plate_letters: 'GHU', plate_number: '302' }])), 200);
    const seen = await versionRead(t, superAdmin, `/api/company-subscriptions/${id}`);
    // The swap reaches the row first and the approval queues behind it, so the approval is taken
    // on the list the swap commits, a list its decider never read.
    const [swap, approval] = await whileLockHeld(
      t.database.db,
      sql`select id from company_subscriptions where id = ${id} for update`,
      async () => {
        const swapped = put(company.token, id, subscriptionBody([{ plate_letters: 'GHU', plate_number: '303' }]));
        await lockWaiters(t.database.db, 1);
        return Promise.all([swapped, approveChangeSeen(id, seen)]);
      },
    );
    expectStatus(swap, 200);
    expectError(approval, 409, 'record_changed');
    expect(await admittedAs('GHU 303')).toBe('guest');
    expect(await admittedAs('GHU 301')).toBe('subscription');
  });

  it('keeps the old plate at the gate until a super admin approves the swap, audited; then only the new one', async () => {
    const { company, id } = await approvedWith([['GHS', '101']]);
    const swapped = subscriptionBody([{ plate_letters: 'GHS', plate_number: '102' }]);
    const asked = expectStatus(await put(company.token, id, swapped), 200);
    expect(asked).toMatchObject({
      status: 'active',
      vehicles: [{ plate_number: '101' }],
      pending_vehicles: [{ plate_letters: 'GHS', plate_number: '102' }],
    });
    expect(await admittedAs('GHS 102')).toBe('guest');
    expect(await admittedAs('GHS 101')).toBe('subscription');
    // The manager cannot decide it.
    expectError(
      await t.request({
        method: 'POST',
        url: `/api/company-subscriptions/${id}/vehicle-change/approve`,
        token: company.token,
      }),
      403,
      'forbidden',
    );
    const decided = expectStatus(await decideChange(id, 'approve'), 200);
    expect(decided).toMatchObject({ vehicles: [{ plate_number: '102' }], pending_vehicles: null });
    expect(await admittedAs('GHS 102')).toBe('subscription');
    expect(await admittedAs('GHS 101')).toBe('guest');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.resource, 'company-subscriptions'), eq(auditLog.record_id, id), eq(auditLog.action, 'approve')),
      );
    expect(audit).toMatchObject({ actor_role_id: ROLE.superAdmin });
    expect(audit!.changes).toMatchObject({
      vehicles: [
        [expect.objectContaining({ plate_number: '101' })],
        [expect.objectContaining({ plate_number: '102' })],
      ],
    });
    expectError(await decideChange(id, 'approve'), 409, 'no_vehicle_change');
  });

  it('keeps the old plates when the change is rejected, with the reason audited', async () => {
    const { company, id } = await approvedWith([['GHT', '201']]);
    expectStatus(
      await put(
        company.token,
        id,
        subscriptionBody([
          { plate_letters: 'GHT', plate_number: '201' },
          { plate_letters: 'GHT', plate_number: '202' },
        ]),
      ),
      200,
    );
    expectValidationError(await decideChange(id, 'reject', { reason: ' ' }), { reason: 'ps.validation.required' });
    expect(expectStatus(await decideChange(id, 'reject', { reason: 'Not a company car' }), 200)).toMatchObject({
      vehicles: [{ plate_number: '201' }],
      pending_vehicles: null,
    });
    expect(await admittedAs('GHT 202')).toBe('guest');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.resource, 'company-subscriptions'), eq(auditLog.record_id, id), eq(auditLog.action, 'reject')),
      );
    expect(audit!.changes).toMatchObject({ reason: [null, 'Not a company car'] });
  });

  it('lets a pending subscription’s plates change freely, and a note on an approved one at once', async () => {
    const company = await companyWithManager();
    const created = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'GHU', plate_number: '301' }]),
    );
    expect(
      expectStatus(
        await put(company.token, created.id, subscriptionBody([{ plate_letters: 'GHU', plate_number: '302' }])),
        200,
      ),
    ).toMatchObject({
      vehicles: [{ plate_number: '302' }],
      pending_vehicles: null,
    });
    expectStatus(await approve(created.id), 200);
    const noted = subscriptionBody([{ plate_letters: 'GHU', plate_number: '302', notes: 'Pool car' } as never]);
    expect(expectStatus(await put(company.token, created.id, noted), 200)).toMatchObject({
      vehicles: [{ plate_number: '302', notes: 'Pool car' }],
      pending_vehicles: null,
    });
  });

  it('lets one of two approvals of a change waiting on the row through; the other is a 409 (PostgreSQL)', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const { company, id } = await approvedWith([['GHE', '451']]);
    expectStatus(await put(company.token, id, subscriptionBody([{ plate_letters: 'GHE', plate_number: '452' }])), 200);
    const answers = await whileLockHeld(
      t.database.db,
      sql`select id from company_subscriptions where id = ${id} for update`,
      () => Promise.all([decideChange(id, 'approve'), decideChange(id, 'reject', { reason: 'Too late' })]),
    );
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([
      200, 409,
    ]);
    // The second decided on the version both read, which the first decision changed.
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('record_changed');
  });

  it('holds a plate asked for by a change as taken', async () => {
    const { company, id } = await approvedWith([['GHV', '401']]);
    expectStatus(await put(company.token, id, subscriptionBody([{ plate_letters: 'GHV', plate_number: '402' }])), 200);
    expect(
      (await post(company.token, subscriptionBody([{ plate_letters: 'GHV', plate_number: '402' }]))).statusCode,
    ).toBe(409);
  });
});

describe("a company's statistics", () => {
  it('do not change when a pending request lists a plate parked as a guest', async () => {
    const company = await companyWithManager();
    expectStatus(await entry('GHX 501'), 201);
    const statistics = async () =>
      expectStatus(
        await t.request({ method: 'GET', url: `/api/companies/${company.id}/statistics`, token: company.token }),
        200,
      );
    const before = await statistics();
    await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'GHX', plate_number: '501' }]),
    );
    const after = await statistics();
    expect({ registered: after.vehicles_registered, inside: after.vehicles_inside }).toEqual({
      registered: before.vehicles_registered,
      inside: before.vehicles_inside,
    });
    expectStatus(await exit('GHX 501'), 200);
  });
});

describe('the demo', () => {
  it('pays each approved company subscription once, at its price', async () => {
    const unpaid = await queryRows(
      t.database.db,
      sql`select s.id, s.price_halalas, count(p.id)::int as payments, coalesce(sum(p.amount_halalas), 0)::int as paid
        from company_subscriptions s left join payment_transactions p on p.company_subscription_id = s.id and p.vehicle_id is null
        where s.status = 'active' group by s.id having count(p.id) <> 1 or coalesce(sum(p.amount_halalas), 0) <> s.price_halalas`,
    );
    expect(unpaid).toEqual([]);
  });
});

describe('a company subscription’s period', () => {
  it('ends no later than the quota validity, and shows expired once the quota lapsed, as the gate refuses it', async () => {
    const company = await companyWithManager({ default_duration_months: 1, quota_valid_to: addDays(today(), 5) });
    const created = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'JRS', plate_number: '601' }]),
    );
    expect(expectStatus(await approve(created.id), 200)).toMatchObject({
      status: 'active',
      start_date: today(),
      end_date: addDays(today(), 5),
    });
    // The quota ends before the subscription: from that day on, it is not shown active, and the gate refuses it.
    await t.database.db
      .update(companies)
      .set({ quota_valid_to: addDays(today(), -1), quota_valid_from: '2026-01-01' })
      .where(eq(companies.id, company.id));
    const read = expectStatus(
      await t.request({ method: 'GET', url: `/api/company-subscriptions/${created.id}`, token: company.token }),
      200,
    );
    expect(read).toMatchObject({ status: 'expired', quota_valid_to: addDays(today(), -1) });
    expectError(await entry('JRS 601'), 422, 'company_quota_not_active');
    const counts = expectStatus(
      await t.request({ method: 'GET', url: '/api/company-subscriptions/counts', token: company.token }),
      200,
    );
    expect(counts).toMatchObject({ active: 0, expired: 1 });
    expect(
      (await listAll(t, company.token, 'company-subscriptions', { filter: { status: 'expired' } })).map(
        (found) => found.id,
      ),
    ).toEqual([created.id]);
  });

  it('runs a month less a day, as an individual subscription does', async () => {
    const company = await companyWithManager({ default_duration_months: 1 });
    const created = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'JRT', plate_number: '602' }]),
    );
    expect(expectStatus(await approve(created.id), 200)).toMatchObject({
      end_date: subscriptionEndDate(today(), 1, 'months'),
    });
  });

  it('cannot be approved once the quota has lapsed', async () => {
    const company = await companyWithManager();
    const created = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'JRU', plate_number: '603' }]),
    );
    await t.database.db
      .update(companies)
      .set({ quota_valid_to: addDays(today(), -1) })
      .where(eq(companies.id, company.id));
    expectError(await approve(created.id), 422, 'quota_not_in_force_to_approve');
  });
});

describe('company money', () => {
  it('writes one payment of the company plan’s price by the chosen method at the approval, in the list and the revenue report', async () => {
    const [plan] = await t.database.db
      .select({ price: subscriptionPlans.price_halalas })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, placement.plan_id));
    const company = await companyWithManager();
    const created = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'JRV', plate_number: '701' }]),
    );
    const paymentsOf = () =>
      t.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.company_subscription_id, created.id));
    // A refused approval writes none.
    expectStatus(await approve(created.id, { payment_method_id: 999_999 }), 400);
    expect(await paymentsOf()).toEqual([]);
    expect(expectStatus(await approve(created.id), 200)).toMatchObject({ price: plan!.price / 100 });
    const payments = await paymentsOf();
    expect(payments).toMatchObject([
      {
        type: 'subscription',
        amount_halalas: plan!.price,
        payment_method_id: cashId,
        status: 'paid',
        area_id: placement.area_id,
      },
    ]);
    // A second approval is refused and pays nothing more.
    expectError(await approve(created.id), 409, 'subscription_not_pending');
    expect(
      await countRows(t.database.db, paymentTransactions, eq(paymentTransactions.company_subscription_id, created.id)),
    ).toBe(1);
    const listed = await listAll(t, superAdmin, 'payment-transactions', {
      filter: { area_id: placement.area_id, type: 'subscription' },
    });
    expect(listed.map((payment) => payment.id)).toContain(payments[0]!.id);
    const report = expectStatus(
      await t.request({
        method: 'GET',
        url: `/api/reports/revenue?area_id=${placement.area_id}&from=${today()}&to=${today()}`,
        token: superAdmin,
      }),
      200,
    );
    expect(report.totals.subscription_revenue).toBeGreaterThanOrEqual(plan!.price / 100);
  });
});

describe('the migration to plates without leading zeros', () => {
  /** The data statements of the migration, run again over rows written the old way (they change only such rows). */
  async function rewriteStoredPlates() {
    const migration = readFileSync(
      new URL('../../db/migrations/0026_company_vehicle_changes_and_plain_plates.sql', import.meta.url),
      'utf8',
    );
    const statements = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement !== '' && !statement.startsWith('ALTER TABLE'));
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
  }

  it('rewrites stays, subscriptions and company vehicles, and does not fail on two spellings of one plate', async () => {
    const db = t.database.db;
    const stays = await db
      .insert(vehicles)
      .values([
        stayValues('EEU0777', placement.area_id),
        stayValues('EEU777', placement.area_id),
        stayValues('EEU0888', placement.area_id),
        stayValues('EEU0999', placement.area_id, {
          entry_time: new Date(Date.now() - 3_600_000),
          exit_time: new Date(),
        }),
      ])
      .returning({ id: vehicles.id });
    const [individual] = await db.select({ id: subscriptions.id }).from(subscriptions).limit(1);
    await db.insert(subscriptionVehicles).values([
      { subscription_id: individual!.id, plate_letters: 'EEV', plate_number: '0555' },
      { subscription_id: individual!.id, plate_letters: 'EEV', plate_number: '555' },
    ]);
    const company = await companyWithManager();
    const held = await createThrough(
      t,
      company.token,
      'company-subscriptions',
      subscriptionBody([{ plate_letters: 'EEX', plate_number: '444' }]),
    );
    await db
      .update(companySubscriptionVehicles)
      .set({ plate_number: '0444' })
      .where(eq(companySubscriptionVehicles.subscription_id, held.id));

    await rewriteStoredPlates();

    const rewritten = await db
      .select({ plate: vehicles.plate, number: vehicles.plate_number })
      .from(vehicles)
      .where(
        inArray(
          vehicles.id,
          stays.map((stay) => stay.id),
        ),
      )
      .orderBy(asc(vehicles.id));
    // The open stay already in the stored form keeps it; its twin keeps its old spelling, to be force-exited.
    expect(rewritten).toEqual([
      { plate: 'EEU0777', number: '0777' },
      { plate: 'EEU777', number: '777' },
      { plate: 'EEU888', number: '888' },
      { plate: 'EEU999', number: '999' },
    ]);
    const listed = await db
      .select({ number: subscriptionVehicles.plate_number })
      .from(subscriptionVehicles)
      .where(
        and(eq(subscriptionVehicles.subscription_id, individual!.id), eq(subscriptionVehicles.plate_letters, 'EEV')),
      );
    expect(listed).toEqual([{ number: '555' }]);
    const [companyVehicle] = await db
      .select({ number: companySubscriptionVehicles.plate_number })
      .from(companySubscriptionVehicles)
      .where(eq(companySubscriptionVehicles.subscription_id, held.id));
    expect(companyVehicle).toEqual({ number: '444' });
    // The next start refolds what the rewrite cleared: the stay is found by its plate again.
    await refreshFoldedText(db, () => undefined);
    expect((await listAll(t, superAdmin, 'vehicles', { filter: { q: 'EEU 888' } })).map((stay) => stay.id)).toEqual([
      stays[2]!.id,
    ]);
    expect(
      (await listAll(t, company.token, 'company-subscriptions', { filter: { q: 'EEX 0444' } })).map(
        (found) => found.id,
      ),
    ).toEqual([held.id]);
  });
});
