import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR, STAY_RECEIPT } from '../../../domain/fixtures/receipt';
import { receiptNumber } from '../../../domain/receipt';
import { ROLE } from '../../../domain/roles';
import { decodeZatcaTlv, zatcaTimestamp } from '../../../domain/zatca-qr';
import { paymentMethods, paymentTransactions, subscriptions } from '../../db/schema';
import { areaBody, employeeBody, gateBody, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { createThrough, expectError } from '../../test/rest';
import { queryRows } from '../../test/sql';
import { IN_THE_PAST } from '../../test/stays';

const OPERATOR_SETTINGS = {
  OPERATOR_NAME: OPERATOR.name,
  OPERATOR_NAME_AR: OPERATOR.name_ar,
  OPERATOR_VAT_NUMBER: OPERATOR.vat_number,
  OPERATOR_ADDRESS: OPERATOR.address,
  OPERATOR_ADDRESS_AR: OPERATOR.address_ar,
};

let t: TestApp;
let superAdmin: string;
let admin: string;
let methodIds: Record<string, number>;
let area: { id: number; name: string; name_ar: string; entry: number; exit: number };
let exitTypeId: number;
let events = 0;
const MINUTE = 60_000;

type Receipt = Record<string, unknown> & { qr: string; issued_at: string };

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const receiptOf = (id: number, token = admin) =>
  t.request({ method: 'GET', url: `/api/payment-transactions/${id}/receipt`, token });

/** A guest's stay through the gates: in `minutes` before its exit, out paying with `method`; answers the exit's answer. */
async function gateStay(plate: string, minutes: number, method: string) {
  const exitTime = new Date(Date.now() - MINUTE);
  const entryTime = new Date(exitTime.getTime() - minutes * MINUTE);
  const gate = (path: string, gateId: number, body: object) =>
    t.request({
      method: 'POST',
      url: `/api/gate/${path}`,
      token: superAdmin,
      payload: { gate_id: gateId, event_id: `receipt-test-${++events}`, ...body },
    });
  const ticketed = expectStatus(
    await gate('entries', area.entry, { plate, occurred_at: entryTime.toISOString(), ...IN_THE_PAST }),
    201,
  );
  const left = expectStatus(
    await gate('exits', area.exit, {
      ticket: ticketed.ticket.number,
      payment_method: method,
      occurred_at: exitTime.toISOString(),
      ...IN_THE_PAST,
    }),
    200,
  );
  return { ...left, ticket: ticketed.ticket.number as string };
}

/** A gate employee at `gateId` of `areaId`: their bearer header. */
async function gateEmployeeAt(areaId: number, gateId: number) {
  const account = employeeBody({ role_id: ROLE.gateEmployee, area_id: areaId, gate_id: gateId });
  await createThrough(t, superAdmin, 'employees', account);
  return t.bearer({ email: account.email, password: account.password });
}

/** A guest's stay in `area` for `minutes`, let out by force with its fee paid in cash: its payment's id. */
async function forcedExitPayment(plate: string, minutes: number) {
  const entryTime = new Date(Date.now() - (minutes + 1) * MINUTE);
  const gate = {
    gate_id: area.entry,
    event_id: `receipt-test-${++events}`,
    plate,
    occurred_at: entryTime.toISOString(),
    ...IN_THE_PAST,
  };
  const entered = expectStatus(
    await t.request({ method: 'POST', url: '/api/gate/entries', token: superAdmin, payload: gate }),
    201,
  );
  const closed = expectStatus(
    await t.request({
      method: 'POST',
      url: `/api/vehicles/${entered.stay_id}/force-exit`,
      token: superAdmin,
      payload: { reason: 'Lane camera down', charge: true, payment_method: 'cash' },
    }),
    200,
  );
  return closed.transaction_id as number;
}

/** A subscription to `area` approved and paid by bank transfer: its payment row. */
async function approvedSubscriptionPayment() {
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id, { price: 250 }));
  const requested = await createThrough(
    t,
    superAdmin,
    'subscriptions',
    subscriptionBody({ area_id: area.id, plan_id: plan.id }),
  );
  expectStatus(
    await decide(t, {
      url: `/api/subscriptions/${requested.id}/approve`,
      token: admin,
      payload: { payment_method_id: methodIds.bank_transfer },
    }),
    200,
  );
  const [paid] = await t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.subscription_id, requested.id));
  return { ...paid!, request: requested, plan };
}

/** The payment as its own page reads it (its time of creation). */
async function paymentOf(id: number) {
  return expectStatus(await t.request({ method: 'GET', url: `/api/payment-transactions/${id}`, token: admin }), 200);
}

/** A copy of payment `id` written straight to the table with `changes`: states no endpoint writes yet. */
async function copyOf(id: number, changes: Partial<typeof paymentTransactions.$inferInsert>): Promise<number> {
  const [row] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  const { id: _, created_at: __, updated_at: ___, ...values } = row!;
  const [copy] = await t.database.db
    .insert(paymentTransactions)
    .values({ ...values, ...changes })
    .returning({ id: paymentTransactions.id });
  return copy!.id;
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, TIME_ZONE: 'Asia/Riyadh', ...OPERATOR_SETTINGS });
  superAdmin = await t.bearer(ROLE.superAdmin);
  admin = await t.bearer(ROLE.admin);
  const methods = await t.database.db.select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods);
  methodIds = Object.fromEntries(methods.map((method) => [method.code, method.id]));
  const types = expectStatus(
    await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin }),
    200,
  ) as Array<{ id: number; code: string }>;
  const typeId = (code: string) => types.find((type) => type.code === code)!.id;
  exitTypeId = typeId('exit');
  const created = await createThrough(t, superAdmin, 'areas', areaBody());
  area = {
    id: created.id,
    name: created.name as string,
    name_ar: created.name_ar as string,
    entry: (await createThrough(t, superAdmin, 'gates', gateBody(created.id, typeId('entry')))).id,
    exit: (await createThrough(t, superAdmin, 'gates', gateBody(created.id, exitTypeId))).id,
  };
});
afterAll(() => t.close());

describe('the receipt of a stay paid at the exit gate', () => {
  it('splits the VAT out of the amount paid, to the halala, and names the operator, the stay and its lines', async () => {
    // 2 h 10 min under areaBody's tariff: 5.00 for the first hour, 2 × 3.00 for the further ones.
    const exit = await gateStay('ABJ 2001', 130, 'cash');
    expect(exit.amount).toBe(11);
    const payment = await paymentOf(exit.transaction_id);
    const receipt = expectStatus(await receiptOf(exit.transaction_id), 200) as Receipt;
    expect(receipt).toEqual({
      ...STAY_RECEIPT,
      number: `R-${String(exit.transaction_id).padStart(6, '0')}`,
      transaction_id: exit.transaction_id,
      issued_at: payment.created_at,
      area: { name: area.name, name_ar: area.name_ar },
      stay: {
        ...STAY_RECEIPT.stay,
        plate_number: '2001',
        guest_ticket_number: exit.ticket,
        entry_time: exit.entry_time,
        exit_time: exit.exit_time,
      },
      qr: expect.any(String),
    });
    expect(decodeZatcaTlv(receipt.qr)).toEqual({
      sellerName: OPERATOR.name_ar,
      vatNumber: OPERATOR.vat_number,
      timestamp: zatcaTimestamp(new Date(payment.created_at)),
      total: '11.00',
      vat: '1.43',
    });
    expect(decodeZatcaTlv(receipt.qr).timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('is the same at every reprint', async () => {
    const exit = await gateStay('ABJ 2002', 75, 'card');
    const first = expectStatus(await receiptOf(exit.transaction_id), 200);
    expect(expectStatus(await receiptOf(exit.transaction_id, superAdmin), 200)).toEqual(first);
  });
});

describe('the receipt of a subscription payment', () => {
  it('names the subscription paid for, with the VAT of its price', async () => {
    const { request: requested, plan, ...paid } = await approvedSubscriptionPayment();
    const [approved] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, requested.id));
    const receipt = expectStatus(await receiptOf(paid.id), 200) as Receipt;
    expect(receipt).toMatchObject({
      number: `R-${String(paid.id).padStart(6, '0')}`,
      issued_at: paid.created_at.toISOString(),
      type: 'subscription',
      area: { name: area.name, name_ar: area.name_ar },
      stay: null,
      subscription: {
        kind: 'individual',
        reference: requested.reference,
        holder_name: requested.applicant_name,
        company: null,
        plan: { name_en: plan.name_en, name_ar: plan.name_ar },
        start_date: approved!.start_date,
        end_date: approved!.end_date,
      },
      payment_method: { code: 'bank_transfer' },
      reference: requested.reference,
      // 250.00 × 15 / 115 = 32.6087: 32.61 of VAT, 217.39 before it.
      net: 217.39,
      vat: 32.61,
      total: 250,
    });
    expect(approved!.start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(decodeZatcaTlv(receipt.qr)).toEqual({
      sellerName: OPERATOR.name_ar,
      vatNumber: OPERATOR.vat_number,
      timestamp: zatcaTimestamp(paid.created_at),
      total: '250.00',
      vat: '32.61',
    });
  });

  it("names a company subscriber's subscription by its company", async () => {
    const [company] = await queryRows<{ id: number; subscriber_name: string; name: string; name_ar: string | null }>(
      t.database.db,
      sql`select cs.id, cs.subscriber_name, c.name, c.name_ar from company_subscriptions cs join companies c on c.id = cs.company_id order by cs.id limit 1`,
    );
    const [row] = await t.database.db
      .insert(paymentTransactions)
      .values({
        type: 'subscription',
        company_subscription_id: company!.id,
        area_id: area.id,
        amount_halalas: 9999,
        payment_method_id: methodIds.card!,
        status: 'paid',
      })
      .returning({ id: paymentTransactions.id });
    const receipt = expectStatus(await receiptOf(row!.id), 200) as Receipt;
    expect(receipt).toMatchObject({
      stay: null,
      subscription: {
        kind: 'company',
        reference: null,
        holder_name: company!.subscriber_name,
        company: { name: company!.name, name_ar: company!.name_ar },
        plan: null,
      },
      // 99.99 × 15 / 115 = 13.0422.
      net: 86.95,
      vat: 13.04,
      total: 99.99,
    });
    expect(decodeZatcaTlv(receipt.qr)).toMatchObject({ total: '99.99', vat: '13.04' });
  });
});

describe('no receipt', () => {
  it('for a payment not paid: 422 no_receipt', async () => {
    const exit = await gateStay('ABJ 2004', 90, 'cash');
    const pending = await copyOf(exit.transaction_id, { status: 'pending' });
    const failed = await copyOf(exit.transaction_id, { status: 'failed' });
    for (const id of [pending, failed]) expectError(await receiptOf(id), 422, 'no_receipt');
  });

  it('for a refund: its credit note, naming the receipt it corrects, its amounts what was paid back', async () => {
    const exit = await gateStay('ABJ 2007', 90, 'cash');
    const refund = await copyOf(exit.transaction_id, {
      amount_halalas: -500,
      lines: [],
      refund_of_id: exit.transaction_id,
    });
    const receipt = expectStatus(await receiptOf(refund), 200);
    expect(receipt).toMatchObject({
      corrects: { number: receiptNumber(exit.transaction_id), einvoice_number: null },
      total: 5,
      vat: 0.65,
      net: 4.35,
    });
    expect(decodeZatcaTlv(receipt.qr)).toMatchObject({ total: '5.00', vat: '0.65' });
    expect(expectStatus(await receiptOf(exit.transaction_id), 200).corrects).toBeNull();
  });

  it('for a stay that cost nothing: no tax invoice of nothing sold, 422 no_receipt, for the gate staff as well', async () => {
    const exit = await gateStay('ABJ 2003', 20, 'cash');
    expect(exit).toMatchObject({ amount: 0, payment_method: 'free' });
    expectError(await receiptOf(exit.transaction_id), 422, 'no_receipt');
    expectError(await receiptOf(exit.transaction_id, await gateEmployeeAt(area.id, area.entry)), 422, 'no_receipt');
  });

  it('for a payment that does not exist: 404; for what is no id: 400', async () => {
    expectError(await receiptOf(2_147_483_647), 404, 'not_found');
    expect((await receiptOf('abc' as unknown as number)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it("is the super admin's and the admin's for any payment; a company manager gets 403, and no one signed in 401", async () => {
    const exit = await gateStay('ABJ 2005', 45, 'card');
    for (const role of [ROLE.superAdmin, ROLE.admin])
      expectStatus(await receiptOf(exit.transaction_id, await t.bearer(role)), 200);
    expectError(await receiptOf(exit.transaction_id, await t.bearer(ROLE.companyManager)), 403, 'forbidden');
    expect(
      (await t.request({ method: 'GET', url: `/api/payment-transactions/${exit.transaction_id}/receipt` })).statusCode,
    ).toBe(401);
  });

  it("is a gate employee's for a payment taken at a gate of their own area, whoever took it, to hand over at the exit", async () => {
    const exit = await gateStay('ABJ 2006', 75, 'cash');
    const receipt = expectStatus(await receiptOf(exit.transaction_id, await gateEmployeeAt(area.id, area.entry)), 200);
    expect(receipt).toEqual(expectStatus(await receiptOf(exit.transaction_id), 200));
  });

  it("is no gate employee's for a payment taken elsewhere, or not at a gate: 403", async () => {
    const exit = await gateStay('ABJ 2009', 75, 'cash');
    const elsewhere = await createThrough(t, superAdmin, 'areas', areaBody());
    const elsewhereGate = await createThrough(t, superAdmin, 'gates', gateBody(elsewhere.id, exitTypeId));
    // The same area's payments that no gate took: a refund, a stay let out by force, a subscription's.
    const refund = expectStatus(
      await decide(t, {
        url: `/api/payment-transactions/${exit.transaction_id}/refund`,
        token: admin,
        payload: { amount: 2, payment_method: 'cash', reason: 'Barrier fault' },
      }),
      201,
    );
    const forced = await forcedExitPayment('ABJ 2008', 130);
    const subscriptionPayment = await approvedSubscriptionPayment();
    const own = await gateEmployeeAt(area.id, area.entry);
    expectStatus(await receiptOf(forced, admin), 200);
    expectStatus(await receiptOf(subscriptionPayment.id, admin), 200);
    expectError(
      await receiptOf(exit.transaction_id, await gateEmployeeAt(elsewhere.id, elsewhereGate.id)),
      403,
      'forbidden',
    );
    for (const id of [refund.id as number, forced, subscriptionPayment.id])
      expectError(await receiptOf(id, own), 403, 'forbidden');
    // The demo's gate employee works in a demo area.
    expectError(await receiptOf(exit.transaction_id, await t.bearer(ROLE.gateEmployee)), 403, 'forbidden');
  });
});
