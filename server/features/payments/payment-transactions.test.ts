import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../domain/local-date';
import { sarToHalalas } from '../../../domain/money';
import { PAYMENT_STATUSES, PAYMENT_TRANSACTION_TYPES } from '../../../domain/payment-transaction';
import { ROLE } from '../../../domain/roles';
import { PAYMENT_METHOD_CODES } from '../../../domain/schemas/reference';
import { TARIFF_LINE } from '../../../domain/tariff';
import { postgresErrorOf } from '../../db/postgres-errors';
import { paymentMethods, paymentTransactions, vehicles } from '../../db/schema';
import { areaBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createThrough, expectError, listAll, listUrl, totalOf } from '../../test/rest';
import { queryRows } from '../../test/sql';
import { stayValues, TEST_TARIFF } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let admin: string;
let areaA: number;
let areaB: number;
let methodIds: Record<string, number>;
let subscriptionId: number;
/** The named transactions of the fixed data set, by name. */
const id: Record<string, number> = {};

type Listed = Record<string, unknown> & { id: number; amount: number };
type Insert = typeof paymentTransactions.$inferInsert;

/** A closed stay of `plate` in `areaId` and the values its payment carries of it. */
async function closedStay(plate: string, areaId: number, type: 'guest' | 'subscription' = 'guest') {
  const entry_time = new Date('2026-02-28T08:00:00Z');
  const exit_time = new Date('2026-02-28T10:00:00Z');
  const [stay] = await t.database.db
    .insert(vehicles)
    .values(
      stayValues(plate, areaId, {
        type,
        entry_time,
        exit_time,
        guest_ticket_number: type === 'guest' ? `T-${plate}` : null,
      }),
    )
    .returning({ id: vehicles.id });
  return {
    vehicle_id: stay!.id,
    entry_time,
    exit_time,
    duration_minutes: 120,
    free_minutes: 30,
    chargeable_minutes: 120,
    hourly_rate_halalas: 500,
    tariff: TEST_TARIFF,
  };
}

type Payment = {
  type?: 'guest' | 'subscription';
  area_id: number;
  amount: number;
  method: string;
  status?: string;
  at: string;
};

function paymentValues({
  type = 'guest',
  area_id,
  amount,
  method,
  status = 'paid',
  at,
}: Payment): Omit<Insert, 'vehicle_id'> {
  return {
    type,
    area_id,
    amount_halalas: amount,
    payment_method_id: methodIds[method]!,
    status,
    created_at: new Date(at),
  } as Omit<Insert, 'vehicle_id'>;
}

async function insertPayment(values: Insert): Promise<number> {
  const [row] = await t.database.db
    .insert(paymentTransactions)
    .values(values)
    .returning({ id: paymentTransactions.id });
  return row!.id;
}

/** A closed stay's payment in `payment.area_id`. */
async function stayPayment(plate: string, payment: Payment): Promise<number> {
  const lines =
    payment.amount > 0 ? [{ key: TARIFF_LINE.firstHour, values: { fee: payment.amount }, amount: payment.amount }] : [];
  return insertPayment({
    ...(await closedStay(plate, payment.area_id, payment.type)),
    ...paymentValues(payment),
    lines,
  });
}

/** The constraint the database refuses `values` by. */
async function refusal(values: Record<string, unknown>): Promise<string | undefined> {
  try {
    await t.database.db.insert(paymentTransactions).values(values as Insert);
  } catch (error) {
    return postgresErrorOf(error)?.constraint;
  }
  return undefined;
}

const listed = (filter: Record<string, unknown>, sort?: [string, string], token = superAdmin) =>
  listAll(t, token, 'payment-transactions', { filter, sort, range: [0, 999] }) as Promise<Listed[]>;
const listedIds = async (filter: Record<string, unknown>, sort?: [string, string]) =>
  (await listed(filter, sort)).map((row) => row.id);
const named = (...names: string[]) => names.map((name) => id[name]!);

async function totals(filter: Record<string, unknown>, token = superAdmin) {
  const response = await t.request({
    method: 'GET',
    url: `/api/payment-transactions/totals?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; amount: number };
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, TIME_ZONE: 'Asia/Riyadh' });
  superAdmin = await t.bearer(ROLE.superAdmin);
  admin = await t.bearer(ROLE.admin);
  areaA = (await createThrough(t, superAdmin, 'areas', areaBody())).id;
  areaB = (await createThrough(t, superAdmin, 'areas', areaBody())).id;
  const methods = await t.database.db.select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods);
  methodIds = Object.fromEntries(methods.map((method) => [method.code, method.id]));
  subscriptionId = (await queryRows<{ id: number }>(t.database.db, sql`select min(id) as id from subscriptions`))[0]!
    .id;

  // Riyadh is UTC+3: 20:59Z is 23:59 of March 1st there, 21:00Z midnight of March 2nd.
  id.g1 = await stayPayment('ABJ1234', { area_id: areaA, amount: 1500, method: 'cash', at: '2026-03-01T20:59:00Z' });
  id.g2 = await stayPayment('DHR55', { area_id: areaA, amount: 750, method: 'card', at: '2026-03-01T21:00:00Z' });
  id.g3 = await stayPayment('ABJ9', {
    area_id: areaA,
    amount: 325,
    method: 'cash',
    status: 'pending',
    at: '2026-03-03T08:00:00Z',
  });
  id.s1 = await stayPayment('RSX12', {
    type: 'subscription',
    area_id: areaA,
    amount: 0,
    method: 'free',
    at: '2026-03-02T10:00:00Z',
  });
  id.p1 = await insertPayment({
    ...paymentValues({
      type: 'subscription',
      area_id: areaA,
      amount: 25_000,
      method: 'bank_transfer',
      at: '2026-03-04T09:00:00Z',
    }),
    subscription_id: subscriptionId,
    vehicle_id: null,
  });
  const [g1] = await t.database.db
    .select()
    .from(paymentTransactions)
    .where(sql`${paymentTransactions.id} = ${id.g1}`);
  const { id: _, created_at: __, updated_at: ___, ...stayOfG1 } = g1!;
  id.r1 = await insertPayment({
    ...stayOfG1,
    amount_halalas: -500,
    lines: [],
    refund_of_id: id.g1,
    created_at: new Date('2026-03-05T09:00:00Z'),
    notes: 'Paid twice',
  });
  id.f1 = await stayPayment('KSA777', {
    area_id: areaB,
    amount: 1200,
    method: 'online',
    status: 'failed',
    at: '2026-03-02T12:00:00Z',
  });

  // More rows for the totals property: every type, method, status, sign and day of March's first week.
  const codes = ['cash', 'card', 'online', 'wallet', 'bank_transfer'];
  for (let n = 0; n < 30; n++) {
    const payment = {
      area_id: n % 3 === 0 ? areaB : areaA,
      amount: (n * 7919) % 20_000,
      method: codes[n % codes.length]!,
      status: PAYMENT_STATUSES[n % PAYMENT_STATUSES.length],
      at: new Date(Date.parse('2026-03-01T00:00:00Z') + n * 5.3 * 3_600_000).toISOString(),
    };
    if (n % 4 === 0)
      await insertPayment({
        ...paymentValues({ ...payment, type: 'subscription' }),
        subscription_id: subscriptionId,
        vehicle_id: null,
      });
    else await stayPayment(`ABJ${100 + n}`, payment);
  }
});
afterAll(() => t.close());

describe('GET /api/payment-transactions', () => {
  it("lists the newest first, money in SAR, the stay's plate and ticket and the method by code", async () => {
    const [first] = await listed({ id: id.g1 });
    expect(first).toMatchObject({
      id: id.g1,
      type: 'guest',
      plate: 'ABJ1234',
      guest_ticket_number: 'T-ABJ1234',
      amount: 15,
      hourly_rate: 5,
      currency: 'SAR',
      payment_method: 'cash',
      status: 'paid',
      duration_minutes: 120,
      refund_of_id: null,
      expected_exit_time: null,
    });
    expect(first).not.toHaveProperty('amount_halalas');
    expect(first).not.toHaveProperty('tariff');
    const dates = (await listed({ area_id: areaA })).map((row) => Date.parse(row.created_at as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('answers a payment that is no stay without one, and a refund negative and linked', async () => {
    const [payment] = await listed({ id: id.p1 });
    expect(payment).toMatchObject({
      vehicle_id: null,
      plate: null,
      entry_time: null,
      exit_time: null,
      duration_minutes: null,
      hourly_rate: null,
      subscription_id: subscriptionId,
      amount: 250,
    });
    const [refund] = await listed({ id: id.r1 });
    expect(refund).toMatchObject({ amount: -5, refund_of_id: id.g1, plate: 'ABJ1234', notes: 'Paid twice' });
  });

  it('filters by area, type, payment method and status', async () => {
    const inA = new Set(await listedIds({ area_id: areaA }));
    expect(named('g1', 'g2', 'g3', 's1', 'p1', 'r1').every((one) => inA.has(one))).toBe(true);
    expect(inA.has(id.f1!)).toBe(false);
    for (const row of await listed({ area_id: areaA, type: 'subscription' })) expect(row.type).toBe('subscription');
    expect(await listedIds({ area_id: areaA, type: 'subscription', payment_method: 'free' })).toEqual(named('s1'));
    expect(await listedIds({ area_id: areaA, payment_method: 'bank_transfer', amount_min: 250 })).toEqual(named('p1'));
    expect(
      await listedIds({ area_id: areaB, status: 'failed', payment_method: 'online', amount_min: 12, amount_max: 12 }),
    ).toEqual(named('f1'));
    expect(await listedIds({ area_id: areaA, status: 'pending', amount_min: 3.25, amount_max: 3.25 })).toEqual(
      named('g3'),
    );
  });

  it("bounds local days of the operator's time zone, both included", async () => {
    const day1 = await listedIds({
      area_id: areaA,
      from: '2026-03-01',
      to: '2026-03-01',
      type: 'guest',
      payment_method: 'cash',
      amount_min: 15,
      amount_max: 15,
    });
    expect(day1).toEqual(named('g1'));
    const day2 = await listedIds({
      area_id: areaA,
      from: '2026-03-02',
      to: '2026-03-02',
      payment_method: 'card',
      amount_min: 7.5,
      amount_max: 7.5,
    });
    expect(day2).toEqual(named('g2'));
    for (const row of await listed({ area_id: areaA, from: '2026-03-02', to: '2026-03-03' })) {
      expect(['2026-03-02', '2026-03-03']).toContain(localDate(new Date(row.created_at as string), 'Asia/Riyadh'));
    }
  });

  it("finds the stay's plate typed in either script, whole or in part", async () => {
    expect(await listedIds({ area_id: areaA, q: 'ABJ1234' })).toEqual(named('r1', 'g1'));
    expect(await listedIds({ area_id: areaA, q: 'ح ب ا ١٢٣٤' })).toEqual(named('r1', 'g1'));
    expect(await listedIds({ area_id: areaA, q: '1234 abj' })).toEqual(named('r1', 'g1'));
    expect(await listedIds({ area_id: areaA, q: 'DHR5' })).toEqual(named('g2'));
    expect(await listedIds({ area_id: areaA, q: 'ZZZ' })).toEqual([]);
  });

  it('bounds the amount in SAR, refunds below zero', async () => {
    expect(await listedIds({ area_id: areaA, amount_max: -0.01 })).toEqual(named('r1'));
    for (const row of await listed({ area_id: areaA, amount_min: 10, amount_max: 100 }))
      expect(row.amount).toBeGreaterThanOrEqual(10);
    expect((await listed({ area_id: areaA, amount_min: 10, amount_max: 100 })).every((row) => row.amount <= 100)).toBe(
      true,
    );
  });

  it('sorts by amount, area and creation, ties by id', async () => {
    const byAmount = await listed({ area_id: areaA }, ['amount', 'ASC']);
    expect(byAmount[0]!.id).toBe(id.r1);
    expect(byAmount.map((row) => row.amount)).toEqual([...byAmount.map((row) => row.amount)].sort((a, b) => a - b));
    const descending = await listed({ area_id: areaA }, ['amount', 'DESC']);
    expect(descending[0]!.id).toBe(id.p1);
    const byArea = await listed({ from: '2026-03-01', to: '2026-03-07', q: 'ABJ' }, ['area_id', 'ASC']);
    const areas = byArea.map((row) => row.area_id as number);
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
    expect(new Set(areas)).toEqual(new Set([areaA, areaB]));
    const oldest = await listed({ area_id: areaA, payment_method: 'cash', type: 'guest' }, ['created_at', 'ASC']);
    expect(oldest[0]!.id).toBe(id.g1);
    const dates = oldest.map((row) => Date.parse(row.created_at as string));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('refuses an unknown filter or sort, and a bad filter value', async () => {
    for (const query of [
      { filter: { plate: 'ABJ' } },
      { filter: { payment_method: 'gold' } },
      { filter: { amount_min: 1.001 } },
      { filter: { from: '2026-13-01' } },
      { sort: ['amount_halalas', 'ASC'] },
    ]) {
      const response = await t.request({
        method: 'GET',
        url: listUrl('payment-transactions', query),
        token: superAdmin,
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('GET /api/payment-transactions/totals', () => {
  it('counts and sums exactly the rows the list answers, whatever the filters', async () => {
    const filters = fc.record(
      {
        area_id: fc.constantFrom(areaA, areaB),
        type: fc.constantFrom(...PAYMENT_TRANSACTION_TYPES),
        payment_method: fc.constantFrom(...PAYMENT_METHOD_CODES),
        status: fc.constantFrom(...PAYMENT_STATUSES),
        from: fc.constantFrom('2026-03-01', '2026-03-02', '2026-03-04'),
        to: fc.constantFrom('2026-03-02', '2026-03-05', '2026-03-07'),
        q: fc.constantFrom('ABJ', 'ح ب ا', '12', 'DHR55'),
        amount_min: fc.integer({ min: -1000, max: 20_000 }).map((halalas) => halalas / 100),
        amount_max: fc.integer({ min: 0, max: 30_000 }).map((halalas) => halalas / 100),
      },
      { requiredKeys: ['area_id'] },
    );
    await fc.assert(
      fc.asyncProperty(filters, async (filter) => {
        const response = await t.request({
          method: 'GET',
          url: listUrl('payment-transactions', { filter, range: [0, 999] }),
          token: superAdmin,
        });
        expect(response.statusCode, response.body).toBe(200);
        const rows = response.json() as Listed[];
        const sum = await totals(filter);
        expect(sum.count).toBe(rows.length);
        expect(totalOf(response)).toBe(rows.length);
        expect(sarToHalalas(sum.amount)).toBe(rows.reduce((total, row) => total + sarToHalalas(row.amount), 0));
      }),
      { numRuns: 40 },
    );
  });

  it('sums a refund as negative money, to the halala', async () => {
    expect(await totals({ area_id: areaA, q: 'ABJ1234' })).toEqual({ count: 2, amount: 10 });
    expect(
      await totals({
        area_id: areaA,
        from: '2026-03-01',
        to: '2026-03-01',
        type: 'guest',
        payment_method: 'cash',
        amount_min: 15,
        amount_max: 15,
      }),
    ).toEqual({ count: 1, amount: 15 });
    expect(await totals({ area_id: areaA, q: 'nothing' })).toEqual({ count: 0, amount: 0 });
  });

  it('counts and sums every payment of the database with no filter, by status, by type and by days, as its rows add up', async () => {
    // The demo's weeks and this file's rows: the paid ones come from the revenue rollup, the others row by row.
    const rows = await queryRows<{ status: string; type: string; day: string; count: number; amount: string }>(
      t.database.db,
      sql`select status, type, (created_at at time zone 'Asia/Riyadh')::date::text as day, count(*)::int as count, sum(amount_halalas)::text as amount
        from payment_transactions group by 1, 2, 3`,
    );
    const expected = (keep: (row: (typeof rows)[number]) => boolean) => {
      const kept = rows.filter(keep);
      return {
        count: kept.reduce((sum, row) => sum + row.count, 0),
        amount: kept.reduce((sum, row) => sum + Number(row.amount), 0) / 100,
      };
    };
    expect(await totals({})).toEqual(expected(() => true));
    for (const status of PAYMENT_STATUSES)
      expect(await totals({ status })).toEqual(expected((row) => row.status === status));
    expect(await totals({ type: 'subscription' })).toEqual(expected((row) => row.type === 'subscription'));
    const today = localDate(new Date(), 'Asia/Riyadh');
    expect(await totals({ from: '2026-03-02', to: today })).toEqual(
      expected((row) => row.day >= '2026-03-02' && row.day <= today),
    );
  });

  it('refuses an unknown filter', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/payment-transactions/totals?filter=${encodeURIComponent('{"plate":"A"}')}`,
      token: superAdmin,
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('GET /api/payment-transactions/:id', () => {
  it("answers a stay's payment with the tariff frozen at its entry and its lines, in SAR", async () => {
    const response = await t.request({ method: 'GET', url: `/api/payment-transactions/${id.g1}`, token: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: id.g1,
      amount: 15,
      tariff: {
        free_minutes: 30,
        grace_minutes: 15,
        cooldown_minutes: 60,
        hourly_fee: 5,
        after_first_hour_fee: 3,
        daily_cap: 50,
      },
      lines: [{ key: TARIFF_LINE.firstHour, values: { fee: 15 }, amount: 15 }],
    });
  });

  it("answers a subscription's payment without a tariff or lines, and 404 for none", async () => {
    const response = await t.request({ method: 'GET', url: `/api/payment-transactions/${id.p1}`, token: superAdmin });
    expect(response.json()).toMatchObject({ id: id.p1, tariff: null, lines: [], amount: 250 });
    expectError(
      await t.request({ method: 'GET', url: '/api/payment-transactions/2147483647', token: superAdmin }),
      404,
      'not_found',
    );
  });
});

describe('access', () => {
  it("is the super admin's and the admin's; a gate employee and a company manager get 403", async () => {
    const urls = [
      '/api/payment-transactions',
      `/api/payment-transactions/${id.g1}`,
      '/api/payment-transactions/totals',
    ];
    for (const role of [ROLE.superAdmin, ROLE.admin]) {
      const token = await t.bearer(role);
      for (const url of urls)
        expect((await t.request({ method: 'GET', url, token })).statusCode, `${role} ${url}`).toBe(200);
    }
    for (const role of [ROLE.gateEmployee, ROLE.companyManager]) {
      const token = await t.bearer(role);
      for (const url of urls) expectError(await t.request({ method: 'GET', url, token }), 403, 'forbidden');
    }
    for (const url of urls) expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the table', () => {
  it("refuses a guest payment without its stay, and a stay's payment without its stay's values", async () => {
    const guest = paymentValues({ area_id: areaA, amount: 100, method: 'cash', at: '2026-03-01T10:00:00Z' });
    expect(await refusal({ ...guest, vehicle_id: null, subscription_id: subscriptionId })).toBe(
      'payment_transactions_guest_stay_check',
    );
    const stay = await closedStay('ABJ4321', areaA);
    expect(await refusal({ ...guest, ...stay, entry_time: null })).toBe('payment_transactions_stay_check');
    expect(await refusal({ ...guest, ...stay, tariff: null })).toBe('payment_transactions_stay_check');
    expect(await refusal({ ...guest, ...stay, exit_time: new Date('2026-02-28T07:00:00Z') })).toBe(
      'payment_transactions_numbers_check',
    );
  });

  it('refuses a payment that is no stay unless it names one subscription', async () => {
    const payment = {
      ...paymentValues({
        type: 'subscription',
        area_id: areaA,
        amount: 100,
        method: 'cash',
        at: '2026-03-01T10:00:00Z',
      }),
      vehicle_id: null,
    };
    expect(await refusal(payment)).toBe('payment_transactions_paid_for_check');
    const [company] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select min(id) as id from company_subscriptions`,
    );
    expect(await refusal({ ...payment, subscription_id: subscriptionId, company_subscription_id: company!.id })).toBe(
      'payment_transactions_paid_for_check',
    );
  });

  it('takes a negative amount for a refund only, and a refund only negative', async () => {
    const payment = {
      ...paymentValues({
        type: 'subscription',
        area_id: areaA,
        amount: 100,
        method: 'cash',
        at: '2026-03-01T10:00:00Z',
      }),
      vehicle_id: null,
      subscription_id: subscriptionId,
    };
    expect(await refusal({ ...payment, amount_halalas: -100 })).toBe('payment_transactions_refund_check');
    expect(await refusal({ ...payment, refund_of_id: id.p1 })).toBe('payment_transactions_refund_check');
    expect(await refusal({ ...payment, amount_halalas: 0, refund_of_id: id.p1 })).toBe(
      'payment_transactions_refund_check',
    );
    expect(await refusal({ ...payment, amount_halalas: -100, refund_of_id: 2_147_483_647 })).toBe(
      'payment_transactions_refund_of_id_payment_transactions_id_fk',
    );
    expect(await refusal({ ...payment, amount_halalas: -100, refund_of_id: id.p1 })).toBeUndefined();
  });
});
