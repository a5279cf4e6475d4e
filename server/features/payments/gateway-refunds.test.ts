import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { einvoicePending, paymentTransactions } from '../../db/schema';
import { areaBody, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { onboardUnit } from '../../test/einvoicing';
import { whileLockHeld } from '../../test/locks';
import { countRows, createThrough, expectError, listAll } from '../../test/rest';
import { NO_FAULTS } from '../online-payments/simulator/moyasar-simulator';
import { subscriptionPaidOnline } from '../../test/online-payments';
import { settlePendingGatewayRefunds } from './gateway-refunds';

let t: TestApp;
let admin: string;
let place: { area_id: number; plan_id: number };
let onlineMethodId: number;
let cashMethodId: number;
let now = new Date();

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { now: () => now, backgroundJobs: false });
  admin = await t.bearer(ROLE.admin);
  const superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Refunds Online Area' }));
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id, { price: 300 }));
  place = { area_id: area.id, plan_id: plan.id };
  await onboardUnit(t, superAdmin, area.id);
  const methods = await listAll(t, admin, 'payment-methods');
  onlineMethodId = methods.find((method) => method.code === 'online')!.id;
  cashMethodId = methods.find((method) => method.code === 'cash')!.id;
});
afterAll(() => t.close());
afterEach(() => {
  Object.assign(t.app.payments.simulator!.faults, NO_FAULTS);
  now = new Date();
});

const paidOnline = () => subscriptionPaidOnline(t, { admin, place, onlineMethodId });

const refund = (paymentId: number, payload: object) =>
  decide(t, { url: `/api/payment-transactions/${paymentId}/refund`, token: admin, payload });

const refundsOf = (paymentId: number) =>
  t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.refund_of_id, paymentId));

const atGateway = async (gatewayPaymentId: string) => (await t.app.payments.gateway.fetchPayment(gatewayPaymentId))!;

const creditNotesOf = (refundId: number) =>
  countRows(t.database.db, einvoicePending, eq(einvoicePending.payment_transaction_id, refundId));

describe('a refund of an online payment', () => {
  it('is paid back through the gateway: a paid row by the online method with its credit note, the gateway’s payment refunded', async () => {
    const payment = await paidOnline();
    const refunded = await refund(payment.id, { amount: 300, payment_method: 'online', reason: 'Moved abroad' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({ amount: -300, status: 'paid', refund_of_id: payment.id });
    expect(await creditNotesOf(refunded.json().id)).toBe(1);
    expect(await atGateway(payment.gatewayPaymentId)).toMatchObject({ status: 'refunded', refundedHalalas: 30000 });
    const read = await t.request({ method: 'GET', url: `/api/payment-transactions/${payment.id}`, token: admin });
    expect(read.json()).toMatchObject({ refundable: 0, refunds: [{ amount: -300, status: 'paid' }] });
  });

  it('pays back part, then the rest, and never more than was paid', async () => {
    const payment = await paidOnline();
    expect((await refund(payment.id, { amount: 100, payment_method: 'online', reason: 'Part' })).statusCode).toBe(201);
    const over = await refund(payment.id, { amount: 250, payment_method: 'online', reason: 'Too much' });
    expectError(over, 422, 'refund_exceeds_payment');
    expect((await refund(payment.id, { amount: 200, payment_method: 'online', reason: 'Rest' })).statusCode).toBe(201);
    expect((await atGateway(payment.gatewayPaymentId)).refundedHalalas).toBe(30000);
  });

  it('pays back nothing when the gateway refuses it: the row failed, no credit note, the amount still to refund', async () => {
    const payment = await paidOnline();
    t.app.payments.simulator!.faults.refusesRefunds = true;
    const refused = await refund(payment.id, { amount: 300, payment_method: 'online', reason: 'Refused' });
    expectError(refused, 422, 'gateway_refused_refund');
    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({ status: 'failed', amount_halalas: -30000 });
    expect(await creditNotesOf(row!.id)).toBe(0);
    expect((await atGateway(payment.gatewayPaymentId)).refundedHalalas).toBe(0);
    t.app.payments.simulator!.faults.refusesRefunds = false;
    expect((await refund(payment.id, { amount: 300, payment_method: 'online', reason: 'Again' })).statusCode).toBe(201);
  });

  it('stays pending, holding its amount, when the gateway’s answer is lost, until the job finds it paid back', async () => {
    const payment = await paidOnline();
    t.app.payments.simulator!.faults.losesRefundAnswers = true;
    const lost = await refund(payment.id, { amount: 300, payment_method: 'online', reason: 'Answer lost' });
    expect(lost.statusCode, lost.body).toBe(201);
    expect(lost.json()).toMatchObject({ status: 'pending' });
    expect(await creditNotesOf(lost.json().id)).toBe(0);
    t.app.payments.simulator!.faults.losesRefundAnswers = false;
    expectError(
      await refund(payment.id, { amount: 1, payment_method: 'cash', reason: 'More' }),
      422,
      'refund_exceeds_payment',
    );
    const job = () =>
      settlePendingGatewayRefunds({ db: t.database.db, clock: t.app.clock, refunds: t.app.payments.refunds });
    await job();
    expect((await refundsOf(payment.id))[0]).toMatchObject({ status: 'pending' });
    now = new Date(Date.now() + 3 * 60_000);
    await Promise.all([job(), job()]);
    expect((await refundsOf(payment.id)).map((row) => row.status)).toEqual(['paid']);
    expect(await creditNotesOf(lost.json().id)).toBe(1);
    expect((await atGateway(payment.gatewayPaymentId)).refundedHalalas).toBe(30000);
  });

  it('is refused online for a payment no gateway took, and paid back at the desk for one it did', async () => {
    const cash = await createThrough(t, admin, 'subscriptions', subscriptionBody(place));
    const approved = await decide(t, {
      url: `/api/subscriptions/${cash.id}/approve`,
      token: admin,
      payload: { payment_method_id: cashMethodId },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.subscription_id, cash.id));
    const online = await refund(row!.id, { amount: 10, payment_method: 'online', reason: 'Wrong way' });
    expectError(online, 422, 'online_refund_of_offline_payment');
    expect(await refundsOf(row!.id)).toEqual([]);
    const payment = await paidOnline();
    const atDesk = await refund(payment.id, { amount: 50, payment_method: 'cash', reason: 'Cash back' });
    expect(atDesk.statusCode, atDesk.body).toBe(201);
    expect((await atGateway(payment.gatewayPaymentId)).refundedHalalas).toBe(0);
  });
});

describe('two refunds of one online payment at once', () => {
  it('pay back no more than it paid: one is paid back through the gateway, the other refused', async () => {
    const payment = await paidOnline();
    const both = () =>
      Promise.all(
        ['First', 'Second'].map((reason) => refund(payment.id, { amount: 300, payment_method: 'online', reason })),
      );
    // On PostgreSQL both wait at a lock the test holds on the payment, then go at once.
    const answers = t.databaseUrl
      ? await whileLockHeld(
          t.database.db,
          sql`select 1 from payment_transactions where id = ${payment.id} for update`,
          both,
        )
      : await both();
    // The second finds the payment changed since it was read (409), or nothing left to refund (422).
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    const rows = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.refund_of_id, payment.id), eq(paymentTransactions.status, 'paid')));
    expect(rows).toHaveLength(1);
    expect((await atGateway(payment.gatewayPaymentId)).refundedHalalas).toBe(30000);
  });
});
