import type { PaymentStatus } from '../../../domain/payment-transaction';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { TARIFF_LINE } from '../../../domain/tariff';
import { auditLog, paymentMethods, paymentTransactions, users, vehicles } from '../../db/schema';
import { areaBody, demoAccount, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide, versionRead } from '../../test/decisions';
import { countRows, createThrough, expectError, expectValidationError } from '../../test/rest';
import { queryRows } from '../../test/sql';
import { stayValues, TEST_TARIFF } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let admin: string;
let adminId: number;
let superAdminId: number;
let areaId: number;
let otherAreaId: number;
let subscriptionId: number;
let companySubscription: { id: number; area_id: number };
let methodIds: Record<string, number>;
let plates = 0;

type Answer = Awaited<ReturnType<TestApp['request']>>;
type PaymentRecord = Record<string, unknown> & { id: number; amount: number };

const url = (id?: number, tail = '') => `/api/payment-transactions${id === undefined ? '' : `/${id}`}${tail}`;
const post = (payload: object, token = admin) => t.request({ method: 'POST', url: url(), token, payload });
const put = (id: number, payload: object, token = admin) => t.request({ method: 'PUT', url: url(id), token, payload });
const refund = (id: number, payload: object, token = admin) => decide(t, { url: url(id, '/refund'), token, payload });
/** A refund refused before its payment is read (no such payment, no permission): its version is beside the point. */
const refundUnread = (id: number, payload: object, token = admin) =>
  t.request({ method: 'POST', url: url(id, '/refund'), token, payload, headers: { 'if-match': '"any"' } });
const remove = (
  id: number,
  { reason, token = superAdmin, inQuery = false }: { reason?: string; token?: string; inQuery?: boolean } = {},
) =>
  inQuery
    ? t.request({ method: 'DELETE', url: `${url(id)}?${new URLSearchParams({ reason: reason ?? '' })}`, token })
    : t.request({ method: 'DELETE', url: url(id), token, ...(reason === undefined ? {} : { payload: { reason } }) });

async function detail(id: number) {
  const response = await t.request({ method: 'GET', url: url(id), token: superAdmin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PaymentRecord & {
    refunds: Array<{ id: number; amount: number }>;
    refundable: number;
    amount_fixed_by: string | null;
  };
}

/** What a refusal must leave as it was: the payments' rows and the audit log. */
async function snapshot() {
  const [payments] = await queryRows<{ rows: number; digest: string }>(
    t.database.db,
    sql`select count(*)::int as rows, md5(string_agg(p::text, ',' order by p.id)) as digest from payment_transactions p`,
  );
  return { payments, audited: await countRows(t.database.db, auditLog) };
}

async function expectNothingChanged(before: Awaited<ReturnType<typeof snapshot>>, ...answers: Answer[]) {
  for (const answer of answers) expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
  expect(await snapshot()).toEqual(before);
}

const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.resource} = 'payment-transactions' and ${auditLog.record_id} = ${id}`)
    .orderBy(auditLog.id);

/** A payment by hand; the subscription here is paid many times over, so each says it is a second payment (that rule has its own test). */
const manual = (overrides: Record<string, unknown> = {}) => ({
  subscription_id: subscriptionId,
  amount: 150,
  payment_method: 'cash',
  second_payment: true,
  ...overrides,
});

async function manualPayment(overrides: Record<string, unknown> = {}): Promise<PaymentRecord> {
  return (await createThrough(t, admin, 'payment-transactions', manual(overrides))) as PaymentRecord;
}

/** A closed stay's payment as the exit gate writes it: `halalas` by the frozen tariff, `free` when nothing. */
async function gatePayment(halalas: number, status: PaymentStatus = 'paid'): Promise<number> {
  const plate = `ABJ${1000 + ++plates}`;
  const entry_time = new Date('2026-02-28T08:00:00Z');
  const exit_time = new Date('2026-02-28T10:00:00Z');
  const [stay] = await t.database.db
    .insert(vehicles)
    .values(stayValues(plate, areaId, { entry_time, exit_time, guest_ticket_number: `T-${plate}` }))
    .returning({ id: vehicles.id });
  const [row] = await t.database.db
    .insert(paymentTransactions)
    .values({
      vehicle_id: stay!.id,
      type: 'guest',
      area_id: areaId,
      entry_time,
      exit_time,
      duration_minutes: 120,
      free_minutes: 30,
      chargeable_minutes: 120,
      hourly_rate_halalas: 500,
      tariff: TEST_TARIFF,
      lines: halalas > 0 ? [{ key: TARIFF_LINE.firstHour, values: { fee: halalas }, amount: halalas }] : [],
      amount_halalas: halalas,
      payment_method_id: methodIds[halalas > 0 ? 'card' : 'free']!,
      status,
    })
    .returning({ id: paymentTransactions.id });
  return row!.id;
}

/** The payment an approval through the API writes. */
async function approvalPayment(): Promise<number> {
  const plan = await createThrough(t, admin, 'subscription-plans', planBody(areaId, { price: 300 }));
  const subscription = await createThrough(
    t,
    admin,
    'subscriptions',
    subscriptionBody({ area_id: areaId, plan_id: plan.id }),
  );
  const approved = await decide(t, {
    url: `/api/subscriptions/${subscription.id}/approve`,
    token: admin,
    payload: { payment_method_id: methodIds.cash },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const [payment] = await t.database.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.subscription_id, subscription.id));
  return payment!.id;
}

async function userId(roleId: number): Promise<number> {
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount(roleId).email));
  return user!.id;
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  admin = await t.bearer(ROLE.admin);
  adminId = await userId(ROLE.admin);
  superAdminId = await userId(ROLE.superAdmin);
  areaId = (await createThrough(t, admin, 'areas', areaBody())).id;
  otherAreaId = (await createThrough(t, admin, 'areas', areaBody())).id;
  const plan = await createThrough(t, admin, 'subscription-plans', planBody(areaId));
  subscriptionId = (
    await createThrough(t, admin, 'subscriptions', subscriptionBody({ area_id: areaId, plan_id: plan.id }))
  ).id;
  [companySubscription] = (await queryRows<{ id: number; area_id: number }>(
    t.database.db,
    sql`select s.id, coalesce(s.area_id, c.area_id) as area_id from company_subscriptions s join companies c on c.id = s.company_id where coalesce(s.area_id, c.area_id) is not null order by s.id limit 1`,
  )) as [{ id: number; area_id: number }];
  const methods = await t.database.db.select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods);
  methodIds = Object.fromEntries(methods.map((method) => [method.code, method.id]));
});
afterAll(() => t.close());

describe('POST /api/payment-transactions', () => {
  it("records a subscription's payment taken by hand in the subscription's area, paid by default, by the caller, audited", async () => {
    const response = await post(
      manual({ amount: 150.5, payment_method: 'bank_transfer', reference: ' TRX-1001 ', notes: 'Paid at the office' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      type: 'subscription',
      subscription_id: subscriptionId,
      company_subscription_id: null,
      area_id: areaId,
      vehicle_id: null,
      entry_time: null,
      amount: 150.5,
      currency: 'SAR',
      payment_method: 'bank_transfer',
      status: 'paid',
      reference: 'TRX-1001',
      notes: 'Paid at the office',
      refund_of_id: null,
      expected_exit_time: null,
      created_by: adminId,
      updated_by: null,
    });
    const [row] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, created.id));
    expect(row).toMatchObject({ amount_halalas: 15_050, lines: [], tariff: null });
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'create', actor_id: adminId, actor_role_id: ROLE.admin });
    expect(entry!.changes).toMatchObject({
      amount: [null, 150.5],
      subscription_id: [null, subscriptionId],
      created_by: [null, adminId],
    });
    expect(await detail(created.id)).toMatchObject({
      refunds: [],
      refundable: 150.5,
      amount_fixed_by: null,
      tariff: null,
      lines: [],
    });
  });

  it("books a company subscription's payment to its area, with the status, the area and the expected exit given", async () => {
    const created = await manualPayment({
      subscription_id: null,
      company_subscription_id: companySubscription.id,
      area_id: companySubscription.area_id,
      status: 'pending',
      expected_exit_time: '2026-12-01T18:00:00+03:00',
    });
    expect(created).toMatchObject({
      subscription_id: null,
      company_subscription_id: companySubscription.id,
      area_id: companySubscription.area_id,
      status: 'pending',
      expected_exit_time: '2026-12-01T15:00:00.000Z',
    });
  });

  it('refuses a body that names no subscription or both, another area, or money that is not money, and writes nothing', async () => {
    const before = await snapshot();
    const answers = [
      await post({ amount: 10, payment_method: 'cash' }),
      await post(manual({ company_subscription_id: companySubscription.id })),
      await post(manual({ area_id: otherAreaId })),
      await post(manual({ amount: 0 })),
      await post(manual({ amount: -5 })),
      await post(manual({ amount: 1.005 })),
      await post(manual({ amount: 100_000.01 })),
      await post(manual({ amount: '10' })),
      await post(manual({ payment_method: 'free' })),
      await post(manual({ payment_method: 'gold' })),
      await post(manual({ status: 'refunded' })),
      await post(manual({ subscription_id: 2_147_483_647 })),
    ];
    expectValidationError(answers[0]!, {
      subscription_id: 'ps.validation.required',
      company_subscription_id: 'ps.validation.required',
    });
    expectValidationError(answers[1]!, { company_subscription_id: 'ps.validation.one_subscription' });
    expectValidationError(answers[2]!, { subscription_id: 'ps.validation.subscription_of_area' });
    expectValidationError(answers[3]!, { amount: 'ps.validation.more_than_zero' });
    expectValidationError(answers[4]!, { amount: 'ps.validation.more_than_zero' });
    expectValidationError(answers[5]!, { amount: 'ps.validation.two_decimals' });
    expectValidationError(answers[6]!, { amount: 'ps.validation.too_large' });
    expectValidationError(answers[7]!, { amount: 'ps.validation.number' });
    expectValidationError(answers[8]!, { payment_method: 'ps.validation.invalid_choice' });
    expectValidationError(answers[9]!, { payment_method: 'ps.validation.invalid_choice' });
    expectValidationError(answers[10]!, { status: 'ps.validation.invalid_choice' });
    expectValidationError(answers[11]!, { subscription_id: 'ps.validation.invalid_choice' });
    await expectNothingChanged(before, ...answers);
  });
});

describe('a second payment', () => {
  it('is refused (422, with what is paid) unless the request says it is one, for an individual and a company subscription', async () => {
    const plan = await createThrough(t, admin, 'subscription-plans', planBody(areaId));
    const fresh = (
      await createThrough(t, admin, 'subscriptions', subscriptionBody({ area_id: areaId, plan_id: plan.id }))
    ).id;
    const first = await post(manual({ subscription_id: fresh, amount: 100, second_payment: undefined }));
    expect(first.statusCode, first.body).toBe(201);
    const before = await snapshot();
    const again = await post(manual({ subscription_id: fresh, amount: 100, second_payment: undefined }));
    expectError(again, 422, 'subscription_already_paid');
    expect(again.json()).toMatchObject({ paid: 100 });
    await expectNothingChanged(before, again);
    // A pending payment takes no money: it needs no confirmation.
    expect(
      (await post(manual({ subscription_id: fresh, status: 'pending', second_payment: undefined }))).statusCode,
    ).toBe(201);
    expect((await post(manual({ subscription_id: fresh, second_payment: true }))).statusCode).toBe(201);

    const companyPaid = await post(
      manual({
        subscription_id: null,
        company_subscription_id: companySubscription.id,
        area_id: companySubscription.area_id,
      }),
    );
    expect(companyPaid.statusCode, companyPaid.body).toBe(201);
    expectError(
      await post(
        manual({
          subscription_id: null,
          company_subscription_id: companySubscription.id,
          area_id: companySubscription.area_id,
          second_payment: false,
        }),
      ),
      422,
      'subscription_already_paid',
    );
  });

  it("counts the approval's payment, and none once refunds paid everything back", async () => {
    const approval = await approvalPayment();
    const [{ subscription_id: approved }] = (await t.database.db
      .select({ subscription_id: paymentTransactions.subscription_id })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, approval))) as [{ subscription_id: number }];
    expectError(
      await post(manual({ subscription_id: approved, second_payment: undefined })),
      422,
      'subscription_already_paid',
    );
    expect((await refund(approval, { amount: 300, payment_method: 'cash', reason: 'Paid twice' })).statusCode).toBe(
      201,
    );
    expect((await post(manual({ subscription_id: approved, second_payment: undefined }))).statusCode).toBe(201);
  });
});

describe('PUT /api/payment-transactions/:id', () => {
  it('changes the status, the method, the reference, the notes and, on a manual payment, the amount; by whom, audited before and after', async () => {
    const created = await manualPayment({ reference: 'R-1', notes: 'First' });
    // As react-admin's edit form sends it: the whole record, read-only fields included.
    const record = await detail(created.id);
    const edits: Array<[string, unknown]> = [
      ['status', 'pending'],
      ['payment_method', 'card'],
      ['reference', 'R-2'],
      ['notes', 'Second'],
      ['amount', 120.25],
    ];
    let previous: PaymentRecord = record;
    for (const [field, value] of edits) {
      const response = await put(created.id, { ...previous, [field]: value }, superAdmin);
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json();
      expect(updated[field], field).toBe(value);
      expect(updated.updated_by).toBe(superAdminId);
      expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(previous.updated_at as string));
      const entry = (await auditOf(created.id)).at(-1)!;
      expect(entry).toMatchObject({ action: 'update', actor_id: superAdminId });
      expect((entry.changes as Record<string, unknown>)[field], field).toEqual([previous[field], value]);
      previous = updated;
    }
    const [row] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, created.id));
    expect(row).toMatchObject({
      amount_halalas: 12_025,
      status: 'pending',
      reference: 'R-2',
      notes: 'Second',
      updated_by: superAdminId,
      subscription_id: subscriptionId,
    });
  });

  it("keeps the amount of a gate's payment, an approval's, a refund and a refunded payment (422), and changes nothing", async () => {
    const gate = await gatePayment(1500);
    const approval = await approvalPayment();
    const refunded = await manualPayment({ amount: 40 });
    const refundRow = (await refund(refunded.id, { amount: 10, payment_method: 'cash', reason: 'Overpaid' })).json();
    const cases: Array<[number, string]> = [
      [gate, 'stay'],
      [approval, 'approval'],
      [refundRow.id, 'refund'],
      [refunded.id, 'refunded'],
    ];
    for (const [id, reason] of cases) {
      const record = await detail(id);
      expect(record.amount_fixed_by, reason).toBe(reason);
      const before = await snapshot();
      const answer = await put(id, { ...record, amount: record.amount + 1, notes: 'Changed with the amount' });
      expectError(answer, 422, 'payment_amount_immutable');
      await expectNothingChanged(before, answer);
      // The same record with its own amount edits what may change.
      const notes = await put(id, { ...record, notes: `Noted ${reason}` });
      expect(notes.statusCode, notes.body).toBe(200);
      expect(notes.json()).toMatchObject({ amount: record.amount, notes: `Noted ${reason}` });
    }
  });

  it('keeps a refund and a refunded payment paid, and `free` for a payment of nothing only', async () => {
    const refunded = await manualPayment({ amount: 40 });
    const refundRow = (await refund(refunded.id, { amount: 5, payment_method: 'cash', reason: 'Overpaid' })).json();
    const free = await detail(await gatePayment(0));
    const paid = await manualPayment();
    const before = await snapshot();
    const answers = [
      await put(refundRow.id, { ...refundRow, status: 'failed' }),
      await put(refunded.id, { ...refunded, status: 'pending' }),
      await put(free.id, { ...free, payment_method: 'cash' }),
      await put(paid.id, { ...paid, payment_method: 'free' }),
      await put(paid.id, { ...paid, amount: 0 }),
      await put(paid.id, { ...paid, status: 'lost' }),
    ];
    expectError(answers[0]!, 422, 'refund_status_fixed');
    expectError(answers[1]!, 422, 'refunded_payment_status_fixed');
    expectValidationError(answers[2]!, { payment_method: 'ps.validation.free_only_for_nothing' });
    expectValidationError(answers[3]!, { payment_method: 'ps.validation.free_only_for_nothing' });
    expectValidationError(answers[4]!, { amount: 'ps.validation.more_than_zero' });
    expectValidationError(answers[5]!, { status: 'ps.validation.invalid_choice' });
    await expectNothingChanged(before, ...answers);
  });

  it('answers 404 for a payment that does not exist', async () => {
    expectError(await put(2_147_483_647, { payment_method: 'cash', status: 'paid' }), 404, 'not_found');
  });
});

describe('POST /api/payment-transactions/:id/refund', () => {
  it("pays back a gate's payment as a new negative row with the stay's values and no lines; the payment itself stays", async () => {
    const gate = await gatePayment(1500);
    const original = await detail(gate);
    const response = await refund(gate, { amount: 5.5, payment_method: 'cash', reason: ' Charged twice ' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      refund_of_id: gate,
      amount: -5.5,
      type: 'guest',
      area_id: areaId,
      vehicle_id: original.vehicle_id,
      plate: original.plate,
      entry_time: original.entry_time,
      exit_time: original.exit_time,
      duration_minutes: 120,
      hourly_rate: 5,
      payment_method: 'cash',
      status: 'paid',
      notes: 'Charged twice',
      created_by: adminId,
    });
    const [row] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, created.id));
    expect(row).toMatchObject({ amount_halalas: -550, lines: [], tariff: TEST_TARIFF });
    expect(await detail(gate)).toMatchObject({
      amount: 15,
      refundable: 9.5,
      refunds: [{ id: created.id, amount: -5.5 }],
      amount_fixed_by: 'stay',
    });
    expect(await detail(created.id)).toMatchObject({
      lines: [],
      refundable: 0,
      refunds: [],
      amount_fixed_by: 'refund',
    });
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'create', actor_id: adminId });
    expect(entry!.changes).toMatchObject({
      amount: [null, -5.5],
      refund_of_id: [null, gate],
      notes: [null, 'Charged twice'],
    });
  });

  it('refunds a payment up to what it paid, and no halala more', async () => {
    const paid = await manualPayment({ amount: 15 });
    expect((await refund(paid.id, { amount: 10, payment_method: 'cash', reason: 'Part' })).statusCode).toBe(201);
    const before = await snapshot();
    const over = await refund(paid.id, { amount: 5.01, payment_method: 'cash', reason: 'Too much' });
    expectError(over, 422, 'refund_exceeds_payment');
    expect(over.json().refundable).toBe(5);
    await expectNothingChanged(before, over);
    expect((await refund(paid.id, { amount: 5, payment_method: 'card', reason: 'The rest' })).statusCode).toBe(201);
    expectError(
      await refund(paid.id, { amount: 0.01, payment_method: 'cash', reason: 'Nothing left' }),
      422,
      'refund_exceeds_payment',
    );
    expect(await detail(paid.id)).toMatchObject({ refundable: 0, refunds: [{ amount: -10 }, { amount: -5 }] });
  });

  it('refuses to refund a refund, an unpaid payment or one of nothing, or without a reason, and changes nothing', async () => {
    const paid = await manualPayment({ amount: 20 });
    const refundRow = (await refund(paid.id, { amount: 1, payment_method: 'cash', reason: 'Part' })).json();
    const pending = await manualPayment({ status: 'pending' });
    const free = await gatePayment(0);
    const before = await snapshot();
    const body = { amount: 1, payment_method: 'cash', reason: 'Again' };
    const answers = [
      await refund(refundRow.id, body),
      await refund(pending.id, body),
      await refund(free, body),
      await refund(paid.id, { amount: 1, payment_method: 'cash' }),
      await refund(paid.id, { ...body, reason: '   ' }),
      await refund(paid.id, { ...body, amount: 0 }),
      await refund(paid.id, { ...body, payment_method: 'free' }),
      await refundUnread(2_147_483_647, body),
    ];
    expectError(answers[0]!, 422, 'refund_of_refund');
    expectError(answers[1]!, 422, 'payment_not_paid');
    expectError(answers[2]!, 422, 'nothing_to_refund');
    expectValidationError(answers[3]!, { reason: 'ps.validation.required' });
    expectValidationError(answers[4]!, { reason: 'ps.validation.required' });
    expectValidationError(answers[5]!, { amount: 'ps.validation.more_than_zero' });
    expectValidationError(answers[6]!, { payment_method: 'ps.validation.invalid_choice' });
    expectError(answers[7]!, 404, 'not_found');
    await expectNothingChanged(before, ...answers);
  });

  it('lets one of ten refunds at once on the payment as read pay back: the others find it changed and pay nothing', async () => {
    const paid = await manualPayment({ amount: 10 });
    const seen = await versionRead(t, admin, url(paid.id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        t.request({
          method: 'POST',
          url: url(paid.id, '/refund'),
          token: admin,
          headers: { 'if-match': seen },
          payload: { amount: 3, payment_method: 'cash', reason: `Race ${index}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json().code).toBe('record_changed');
    const [refunded] = await queryRows<{ total: number; count: number }>(
      t.database.db,
      sql`select coalesce(sum(amount_halalas), 0)::int as total, count(*)::int as count from payment_transactions where refund_of_id = ${paid.id}`,
    );
    expect(refunded).toEqual({ total: -300, count: 1 });
  });

  it('pays back no more than the payment, however many refunds are taken on it', async () => {
    const paid = await manualPayment({ amount: 10 });
    const answers = [];
    for (let index = 0; index < 4; index += 1)
      answers.push(await refund(paid.id, { amount: 3, payment_method: 'cash', reason: `Again ${index}` }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 422]);
    expect(answers[3]!.json()).toMatchObject({ code: 'refund_exceeds_payment', refundable: 1 });
  });
});

describe('DELETE /api/payment-transactions/:id', () => {
  it("is the super admin's alone, with a reason that the audit log keeps with the deleted row", async () => {
    const payment = await manualPayment({ amount: 75, reference: 'DEL-1' });
    const before = await snapshot();
    const refused = [
      await remove(payment.id, { token: admin, reason: 'Entered twice' }),
      await remove(payment.id),
      await remove(payment.id, { reason: ' ' }),
      await remove(payment.id, { inQuery: true }),
    ];
    expectError(refused[0]!, 403, 'forbidden');
    expectValidationError(refused[1]!, { reason: 'ps.validation.required' });
    expectValidationError(refused[2]!, { reason: 'ps.validation.required' });
    expectValidationError(refused[3]!, { reason: 'ps.validation.required' });
    await expectNothingChanged(before, ...refused);

    const response = await remove(payment.id, { reason: 'Entered twice' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: payment.id, amount: 75, reference: 'DEL-1' });
    expect(await countRows(t.database.db, paymentTransactions, eq(paymentTransactions.id, payment.id))).toBe(0);
    const entry = (await auditOf(payment.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'delete', actor_id: superAdminId, actor_role_id: ROLE.superAdmin });
    expect(entry.changes).toMatchObject({
      reason: ['Entered twice', null],
      amount: [75, null],
      reference: ['DEL-1', null],
      subscription_id: [subscriptionId, null],
    });
  });

  it('takes the reason from the query too', async () => {
    const payment = await manualPayment();
    expect((await remove(payment.id, { reason: 'Test entry', inQuery: true })).statusCode).toBe(200);
    expect((await auditOf(payment.id)).at(-1)!.changes).toMatchObject({ reason: ['Test entry', null] });
  });

  it('refuses a payment with refunds (409) until its refunds are deleted', async () => {
    const payment = await manualPayment({ amount: 30 });
    const refundRow = (await refund(payment.id, { amount: 30, payment_method: 'cash', reason: 'Cancelled' })).json();
    const before = await snapshot();
    const refused = await remove(payment.id, { reason: 'Cleaning up' });
    expectError(refused, 409, 'payment_has_refunds');
    await expectNothingChanged(before, refused);
    expect((await remove(refundRow.id, { reason: 'Refund entered by mistake' })).statusCode).toBe(200);
    expect((await remove(payment.id, { reason: 'Cleaning up' })).statusCode).toBe(200);
  });
});

describe('access to the writes', () => {
  it('lets an admin create, edit and refund; a gate employee and a company manager get 403 and change nothing; no token is 401', async () => {
    const payment = await manualPayment({ amount: 50 });
    const requests = (token?: string) => {
      const edited = put(payment.id, { ...payment, notes: 'By someone' }, token);
      const body = { amount: 1, payment_method: 'cash', reason: 'By someone' };
      return [
        post(manual(), token),
        edited,
        // The admin's refund is taken on the payment as the edit beside it leaves it; the others are refused unread.
        token === admin ? edited.then(() => refund(payment.id, body, token)) : refundUnread(payment.id, body, token),
        remove(payment.id, { reason: 'By someone', token }),
      ];
    };
    for (const role of [ROLE.gateEmployee, ROLE.companyManager]) {
      const token = await t.bearer(role);
      const before = await snapshot();
      const answers = await Promise.all(requests(token));
      for (const answer of answers) expectError(answer, 403, 'forbidden');
      await expectNothingChanged(before, ...answers);
    }
    const before = await snapshot();
    const anonymous = [
      await post(manual(), ''),
      await put(payment.id, payment, ''),
      await refundUnread(payment.id, { amount: 1, payment_method: 'cash', reason: 'x' }, ''),
      await t.request({ method: 'DELETE', url: url(payment.id), payload: { reason: 'x' } }),
    ];
    for (const answer of anonymous) expectError(answer, 401, 'unauthorized');
    await expectNothingChanged(before, ...anonymous);
    const [created, edited, refunded, deleted] = await Promise.all(requests(admin));
    expect([created!.statusCode, edited!.statusCode, refunded!.statusCode, deleted!.statusCode]).toEqual([
      201, 200, 201, 403,
    ]);
  });
});
