import { PassThrough } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlateArabic } from '../../../domain/plates';
import { addDays, localDate } from '../../../domain/local-date';
import { ROLE } from '../../../domain/roles';
import { subscriptionEndDate } from '../../../domain/subscription-period';
import { refreshFoldedText } from '../../core/refresh-folded-text';
import {
  appSettings,
  auditLog,
  paymentMethods,
  paymentTransactions,
  subscriptions,
  subscriptionVehicles,
} from '../../db/schema';
import { qrCodeHash } from './qr-credentials';
import { areaBody, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
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

let t: TestApp;
let admin: string;
let superAdmin: string;
/** An area selling a 30-day plan for two vehicles and a one-month plan, and a company plan. */
let place: {
  area_id: number;
  plan_id: number;
  monthly_plan_id: number;
  company_plan_id: number;
  other_area_id: number;
};
let cash: number;
const log = new PassThrough();
let logText = '';
log.on('data', (chunk) => (logText += String(chunk)));
/** Every QR token an answer carried: none may appear anywhere else. */
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LOG_LEVEL: 'debug' }, { logStream: log });
  admin = await t.bearer(ROLE.admin);
  superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody());
  const other = await createThrough(t, superAdmin, 'areas', areaBody());
  const plan = await createThrough(
    t,
    superAdmin,
    'subscription-plans',
    planBody(area.id, { price: 250.5, max_vehicles: 2, duration: 30, duration_unit: 'days' }),
  );
  const monthly = await createThrough(
    t,
    superAdmin,
    'subscription-plans',
    planBody(area.id, { price: 300, duration: 1, duration_unit: 'months' }),
  );
  const company = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id, { plan_type: 'company' }));
  place = {
    area_id: area.id,
    plan_id: plan.id,
    monthly_plan_id: monthly.id,
    company_plan_id: company.id,
    other_area_id: other.id,
  };
  cash = (await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'cash')))[0]!.id;
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request({ method, url, token, payload });
const body = (overrides: Record<string, unknown> = {}) =>
  subscriptionBody({ area_id: place.area_id, plan_id: place.plan_id }, overrides);
const create = (overrides: Record<string, unknown> = {}) => createThrough(t, admin, 'subscriptions', body(overrides));
const paymentsOf = (subscriptionId: number) =>
  t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.subscription_id, subscriptionId));
const today = () => localDate(new Date());
const auditRows = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'subscriptions'), eq(auditLog.record_id, id)))
    .orderBy(asc(auditLog.id));

async function approve(id: number, payload: object = { payment_method_id: cash }) {
  const response = await decide(t, { url: `/api/subscriptions/${id}/approve`, token: admin, payload });
  if (response.statusCode === 200) tokens.push(response.json().qr_token);
  return response;
}

describe('creating and editing', () => {
  it('takes the prices from the plan and the status from nobody: a pending request with a reference', async () => {
    const record = await create({
      status: 'active',
      plan_price: 1,
      final_price: 0,
      discount: 5,
      start_date: '2020-01-01',
      qr_code_hash: 'x',
      approved_by: 1,
    });
    expect(record).toMatchObject({
      status: 'pending',
      plan_price: 250.5,
      discount: 0,
      discount_percent: 0,
      final_price: 250.5,
      start_date: null,
      end_date: null,
      approved_by: null,
      has_qr_code: false,
      plan: { duration: 30, duration_unit: 'days', max_vehicles: 2 },
      vehicles: [{ plate_letters: 'TSX', model: 'Toyota Camry', colour: 'White' }],
    });
    expect(record.reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(record.phone).toMatch(/^\+9665/);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, record.id));
    expect(row).toMatchObject({
      status: 'pending',
      plan_price_halalas: 25050,
      final_price_halalas: 25050,
      qr_code_hash: null,
      approved_by: null,
    });
    expect((await auditRows(record.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses a plan that is not an active individual plan of the area, and more vehicles than it allows', async () => {
    expectValidationError(
      await request('POST', '/api/subscriptions', admin, body({ plan_id: place.company_plan_id })),
      { plan_id: 'ps.validation.individual_plan_of_area' },
    );
    expectValidationError(await request('POST', '/api/subscriptions', admin, body({ area_id: place.other_area_id })), {
      plan_id: 'ps.validation.individual_plan_of_area',
    });
    const three = ['1', '2', '3'].map((plate_number) => ({ plate_letters: 'ABJ', plate_number }));
    expectValidationError(await request('POST', '/api/subscriptions', admin, body({ vehicles: three })), {
      vehicles: 'ps.validation.too_many_vehicles',
    });
    expectValidationError(await request('POST', '/api/subscriptions', admin, body({ vehicles: [] })), {
      vehicles: 'ps.validation.at_least_one_vehicle',
    });
  });

  it('checks each plate: 1 to 4 letters, 1 to 4 digits, no plate twice', async () => {
    const vehicle = (plate_letters: string, plate_number: string) => ({ plate_letters, plate_number });
    expectValidationError(
      await request('POST', '/api/subscriptions', admin, body({ vehicles: [vehicle('ABJDR', '1')] })),
      { 'vehicles.0.plate_letters': 'ps.validation.plate_letters_length' },
    );
    expectValidationError(
      await request('POST', '/api/subscriptions', admin, body({ vehicles: [vehicle('ABC', '1')] })),
      {
        'vehicles.0.plate_letters': { message: 'ps.validation.plate_letter', args: { letter: 'C' } },
      },
    );
    expectValidationError(
      await request('POST', '/api/subscriptions', admin, body({ vehicles: [vehicle('AB', '12345')] })),
      { 'vehicles.0.plate_number': 'ps.validation.plate_number' },
    );
    expectValidationError(
      await request(
        'POST',
        '/api/subscriptions',
        admin,
        body({ vehicles: [vehicle('AB', '12'), vehicle('a b', '12')] }),
      ),
      { 'vehicles.1.plate_number': 'ps.validation.duplicate_plate' },
    );
    // Typed as read off the plate, right to left: ح above J, ب above B, ا above A.
    const arabic = await create({ vehicles: [vehicle('ح ب أ', '١٢٣')] });
    expect(arabic.vehicles).toMatchObject([{ plate_letters: 'ABJ', plate_number: '123' }]);
  });

  it('replaces the vehicles on an edit and logs them before and after; a pending request may change plan, repriced', async () => {
    const record = await create();
    const edited = {
      ...record,
      vehicles: [{ plate_letters: 'DRS', plate_number: '42', model: null, colour: 'Blue' }],
      plan_id: place.monthly_plan_id,
    };
    const response = await request('PUT', `/api/subscriptions/${record.id}`, admin, edited);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      plan_id: place.monthly_plan_id,
      plan_price: 300,
      final_price: 300,
      vehicles: [{ plate_letters: 'DRS', plate_number: '42' }],
    });
    expect(
      await countRows(t.database.db, subscriptionVehicles, eq(subscriptionVehicles.subscription_id, record.id)),
    ).toBe(1);
    const update = (await auditRows(record.id)).at(-1)!;
    expect(update.action).toBe('update');
    const changes = update.changes as Record<string, [unknown, unknown]>;
    expect(changes.vehicles![0]).toMatchObject([{ plate_letters: 'TSX' }]);
    expect(changes.vehicles![1]).toMatchObject([{ plate_letters: 'DRS' }]);
    expect(changes.final_price).toEqual([250.5, 300]);
  });

  it('keeps the area and plan of a decided request', async () => {
    const record = await create();
    expect((await approve(record.id)).statusCode).toBe(200);
    const response = await request('PUT', `/api/subscriptions/${record.id}`, admin, {
      ...record,
      plan_id: place.monthly_plan_id,
    });
    expectValidationError(response, { plan_id: 'ps.validation.plan_fixed_once_decided' });
    const renamed = await request('PUT', `/api/subscriptions/${record.id}`, admin, {
      ...record,
      applicant_name: 'Renamed After Approval',
    });
    expect(renamed.json()).toMatchObject({
      applicant_name: 'Renamed After Approval',
      status: 'active',
      plan_price: 250.5,
    });
  });
});

describe('approval', () => {
  it('starts today, ends by the plan (both days included), records who and how, and shows the QR token once', async () => {
    const record = await create({ admin_notes: 'Called the applicant' });
    const response = await approve(record.id, { payment_method_id: cash, admin_notes: 'Paid at the kiosk' });
    expect(response.statusCode, response.body).toBe(200);
    const approved = response.json();
    const start = today();
    expect(approved).toMatchObject({
      status: 'active',
      start_date: start,
      end_date: addDays(start, 29),
      payment_method_id: cash,
      payment_method: { code: 'cash' },
      admin_notes: 'Paid at the kiosk',
      approved_by_name: 'Noura Al-Harbi',
      has_qr_code: true,
    });
    expect(approved.qr_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, record.id));
    expect(row!.qr_code_hash).toBe(qrCodeHash(approved.qr_token));
    const again = await request('GET', `/api/subscriptions/${record.id}`, admin);
    expect(again.json()).not.toHaveProperty('qr_token');
    expect(again.body).not.toContain(approved.qr_token);
    expect(again.body).not.toContain(row!.qr_code_hash!);
    const [payment, ...more] = await paymentsOf(record.id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      type: 'subscription',
      area_id: place.area_id,
      amount_halalas: 25050,
      payment_method_id: cash,
      status: 'paid',
      reference: record.reference,
      vehicle_id: null,
      refund_of_id: null,
      created_by: row!.approved_by,
    });
    const entry = (await auditRows(record.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'approve', actor_role_id: ROLE.admin });
    expect(Object.keys(entry.changes as object).sort()).toEqual(
      [
        'admin_notes',
        'approved_at',
        'approved_by',
        'end_date',
        'has_qr_code',
        'payment_method_id',
        'qr_issued_at',
        'start_date',
        'status',
      ].sort(),
    );
  });

  it('ends a months plan on the day before the same day a month later', async () => {
    const record = await create({ plan_id: place.monthly_plan_id });
    const approved = (await approve(record.id)).json();
    expect(approved.end_date).toBe(subscriptionEndDate(today(), 1, 'months'));
  });

  it('refuses a decided request (409, translated) and an unknown payment method', async () => {
    const record = await create();
    expectValidationError(await approve(record.id, { payment_method_id: 999_999 }), {
      payment_method_id: 'ps.validation.invalid_choice',
    });
    expectValidationError(await approve(record.id, {}), { payment_method_id: 'ps.validation.required' });
    expect((await approve(record.id)).statusCode).toBe(200);
    expectError(await approve(record.id), 409, 'subscription_not_pending');
    expectError(
      await decide(t, { url: `/api/subscriptions/${record.id}/reject`, token: admin, payload: { reason: 'Too late' } }),
      409,
      'subscription_not_pending',
    );
    expect((await auditRows(record.id)).map((entry) => entry.action)).toEqual(['create', 'approve']);
    // Paid once: the refused approvals wrote no payment.
    expect(await paymentsOf(record.id)).toHaveLength(1);
  });

  it('lets one of two approvals at once through; the other is a 409', async () => {
    const record = await create();
    const answers = await Promise.all([approve(record.id), approve(record.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await auditRows(record.id)).filter((entry) => entry.action === 'approve')).toHaveLength(1);
    expect(await paymentsOf(record.id)).toHaveLength(1);
  });

  it('makes the second approval wait for the row lock of the first, then refuses it (PostgreSQL)', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const record = await create();
    // The test holds the row's lock, so both approvals wait for it; released, they run one after the other.
    const answers = whileLockHeld(
      t.database.db,
      sql`select id from subscriptions where id = ${record.id} for update`,
      () => Promise.all([approve(record.id), approve(record.id)]),
    );
    const settled = await answers;
    expect(settled.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    // Both read it pending; the one that waited finds it approved since: no longer what its decider read.
    expect(settled.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'record_changed',
      message: expect.any(String),
    });
  });
});

describe('rejection and the QR code', () => {
  it('rejects a pending request with its reason, which is required', async () => {
    const record = await create();
    const reject = (reason: string) =>
      decide(t, { url: `/api/subscriptions/${record.id}/reject`, token: admin, payload: { reason } });
    expectValidationError(await reject('  '), { reason: 'ps.validation.required' });
    const response = await reject('No spaces left');
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'No spaces left',
      has_qr_code: false,
      rejected_at: expect.any(String),
      rejected_by: expect.any(Number),
      rejected_by_name: expect.any(String),
      approved_at: null,
    });
    expectError(await approve(record.id), 409, 'subscription_not_pending');
    expect((await auditRows(record.id)).at(-1)).toMatchObject({
      action: 'reject',
      changes: { status: ['pending', 'rejected'] },
    });
  });

  it('reissues the QR code of an active subscription: a new token, the old one no longer stored', async () => {
    const record = await create();
    const first = (await approve(record.id)).json().qr_token;
    const response = await request('POST', `/api/subscriptions/${record.id}/qr`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const second = response.json().qr_token;
    tokens.push(second);
    expect(second).not.toBe(first);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, record.id));
    expect(row!.qr_code_hash).toBe(qrCodeHash(second));
    expect((await auditRows(record.id)).at(-1)).toMatchObject({ action: 'reissue_qr' });
  });

  it('has no QR code for a pending or expired subscription', async () => {
    const pending = await create();
    expectError(await request('POST', `/api/subscriptions/${pending.id}/qr`, admin), 409, 'subscription_not_active');
    const expired = await create();
    await approve(expired.id);
    await t.database.db
      .update(subscriptions)
      .set({ start_date: addDays(today(), -40), end_date: addDays(today(), -1) })
      .where(eq(subscriptions.id, expired.id));
    expectError(await request('POST', `/api/subscriptions/${expired.id}/qr`, admin), 409, 'subscription_not_active');
  });
});

describe('the list: tabs, counts, search and filters', () => {
  /** Five subscriptions of one marker, one per tab, expired by the local date. */
  async function oneOfEach(marker: string) {
    const [pending, active, expired, rejected, awaiting] = await Promise.all(
      [0, 1, 2, 3, 4].map((index) => create({ applicant_name: `${marker} ${index}` })),
    );
    const [online] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'online'));
    await approve(awaiting!.id, { payment_method_id: online!.id });
    await approve(active!.id);
    await approve(expired!.id);
    // Active through its last day (today), expired from the day after it (yesterday's end).
    await t.database.db
      .update(subscriptions)
      .set({ start_date: addDays(today(), -30), end_date: today() })
      .where(eq(subscriptions.id, active!.id));
    await t.database.db
      .update(subscriptions)
      .set({ start_date: addDays(today(), -30), end_date: addDays(today(), -1) })
      .where(eq(subscriptions.id, expired!.id));
    await decide(t, { url: `/api/subscriptions/${rejected!.id}/reject`, token: admin, payload: { reason: 'No' } });
    return {
      pending: pending!,
      awaiting_payment: awaiting!,
      active: active!,
      expired: expired!,
      rejected: rejected!,
    };
  }

  it('filters each tab as of the local day and counts every tab under the other filters', async () => {
    const marker = 'Tabbed Applicant';
    const made = await oneOfEach(marker);
    for (const status of ['pending', 'awaiting_payment', 'active', 'expired', 'rejected'] as const) {
      const records = await listAll(t, admin, 'subscriptions', { filter: { q: marker, status } });
      expect(
        records.map((record) => record.id),
        status,
      ).toEqual([made[status].id]);
      expect(records[0]!.status).toBe(status);
    }
    const counts = await request(
      'GET',
      `/api/subscriptions/counts?filter=${encodeURIComponent(JSON.stringify({ q: marker, status: 'pending' }))}`,
      admin,
    );
    expect(counts.json()).toEqual({ all: 5, pending: 1, awaiting_payment: 1, active: 1, expired: 1, rejected: 1 });
    const whole = (await request('GET', '/api/subscriptions/counts', admin)).json();
    expect(whole.all).toBe(whole.pending + whole.awaiting_payment + whole.active + whole.expired + whole.rejected);
    expect(whole.pending).toBeGreaterThanOrEqual(5);
    expect(whole.expired).toBeGreaterThanOrEqual(2);
  });

  it('finds a subscription by plate in either script, by phone as dialled at home, by email and by reference', async () => {
    const record = await create({
      phone: '+966 55 987 6543',
      email: 'plate.finder@example.sa',
      vehicles: [{ plate_letters: 'XKZ', plate_number: '9071' }],
    });
    const plate = { letters: 'XKZ', number: '9071' };
    const typed = ['XKZ 9071', 'xkz9071', '9071 XKZ', formatPlateArabic(plate), 'مكص 9071', '٩٠٧١ م ك ص'];
    for (const q of [...typed, '0559876543', '+966559876543', 'plate.finder', record.reference as string]) {
      const found = await listAll(t, admin, 'subscriptions', { filter: { q } });
      expect(
        found.map((row) => row.id),
        q,
      ).toContain(record.id);
    }
  });

  it("sorts the applicant's one name Latin script first for an English screen, Arabic first (applicant_name_ar) for an Arabic one", async () => {
    const made = [
      await create({ applicant_name: 'سارة القحطاني' }),
      await create({ applicant_name: 'Sara Al-Qahtani' }),
    ].map((record) => record.id);
    const order = async (field: string) =>
      (await listAll(t, admin, 'subscriptions', { sort: [field, 'ASC'] }))
        .filter((row) => made.includes(row.id))
        .map((row) => row.applicant_name);
    expect(await order('applicant_name')).toEqual(['Sara Al-Qahtani', 'سارة القحطاني']);
    expect(await order('applicant_name_ar')).toEqual(['سارة القحطاني', 'Sara Al-Qahtani']);
  });

  it('finds a request by its reference typed in lower case, without its dash or spaced', async () => {
    const reference = (await create({})).reference as string;
    const symbols = reference.replace('-', '');
    for (const q of [
      reference.toLowerCase(),
      symbols,
      symbols.toLowerCase(),
      `${symbols.slice(0, 4)} ${symbols.slice(4)}`,
    ]) {
      const found = await listAll(t, admin, 'subscriptions', { filter: { q } });
      expect(
        found.map((row) => row.reference),
        q,
      ).toEqual([reference]);
    }
  });

  it('filters by area, plan and the local days it was made; sorts by the allowed fields only', async () => {
    const record = await create({ plan_id: place.monthly_plan_id });
    // 21:30 UTC on 1 March is 00:30 on 2 March in Riyadh.
    await t.database.db
      .update(subscriptions)
      .set({ created_at: new Date('2026-03-01T21:30:00Z') })
      .where(eq(subscriptions.id, record.id));
    const ids = async (filter: object) => (await listAll(t, admin, 'subscriptions', { filter })).map((row) => row.id);
    expect(await ids({ from: '2026-03-02', to: '2026-03-02' })).toContain(record.id);
    expect(await ids({ to: '2026-03-01' })).not.toContain(record.id);
    expect(await ids({ plan_id: place.monthly_plan_id, area_id: place.area_id })).toContain(record.id);
    expect(await ids({ plan_id: place.plan_id })).not.toContain(record.id);
    const sorted = await request(
      'GET',
      listUrl('subscriptions', { sort: ['final_price', 'DESC'], range: [0, 4] }),
      admin,
    );
    expect(sorted.statusCode).toBe(200);
    expect(totalOf(sorted)).toBeGreaterThan(5);
    expectValidationError(await request('GET', listUrl('subscriptions', { sort: ['qr_code_hash', 'ASC'] }), admin), {
      sort: 'ps.validation.invalid_choice',
    });
    expectValidationError(await request('GET', listUrl('subscriptions', { filter: { status: 'approved' } }), admin), {
      filter: 'ps.validation.unknown_filter',
    });
  });

  it('refolds the search text, plates included, when the folding changes', async () => {
    const record = await create({ vehicles: [{ plate_letters: 'RSD', plate_number: '5150' }] });
    const db = t.database.db;
    await db
      .update(subscriptions)
      .set({ search_text: 'as an older folding wrote it' })
      .where(eq(subscriptions.id, record.id));
    await db.update(appSettings).set({ value: '1' }).where(eq(appSettings.key, 'text_folding_version'));
    await refreshFoldedText(db, () => {});
    expect((await listAll(t, admin, 'subscriptions', { filter: { q: 'RSD 5150' } })).map((row) => row.id)).toEqual([
      record.id,
    ]);
  });

  it('shows the demo subscriptions in every tab', async () => {
    for (const status of ['pending', 'active', 'expired', 'rejected']) {
      const records = await listAll(t, admin, 'subscriptions', { filter: { status, q: '' } });
      expect(records.length, status).toBeGreaterThan(0);
    }
  });
});

describe('secrets', () => {
  it('never shows a QR token or hash in a list, an audit row or the log', async () => {
    expect(tokens.length).toBeGreaterThan(3);
    const hashes = (await t.database.db.select({ hash: subscriptions.qr_code_hash }).from(subscriptions))
      .map((row) => row.hash)
      .filter(Boolean) as string[];
    const list = (await request('GET', listUrl('subscriptions', { range: [0, 999] }), superAdmin)).body;
    const audit = JSON.stringify(
      await t.database.db.select().from(auditLog).where(eq(auditLog.resource, 'subscriptions')),
    );
    const auditAnswer = (
      await request('GET', listUrl('audit-log', { filter: { resource: 'subscriptions' }, range: [0, 999] }), superAdmin)
    ).body;
    for (const text of [list, audit, auditAnswer, logText]) {
      for (const secret of [...tokens, ...hashes]) expect(text).not.toContain(secret);
    }
    for (const text of [list, audit, auditAnswer]) expect(text).not.toMatch(/qr_token|qr_code_hash/);
  });
});
