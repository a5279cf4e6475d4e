import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import {
  auditLog,
  einvoicePending,
  gatewayPayments,
  outbox,
  paymentLinks,
  paymentSimulatorPayments,
  paymentTransactions,
  subscriptions,
} from '../../db/schema';
import { areaBody, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { whileLockHeld } from '../../test/locks';
import { filePublicRequest } from '../../test/public-requests';
import { createMailer } from '../../core/mailer';
import { onboardUnit } from '../../test/einvoicing';
import { countRows, createThrough, expectError, listAll } from '../../test/rest';
import { qrCodeHash } from '../subscriptions';
import { submitHostedPage } from '../../test/online-payments';
import { sendFirstPaymentLinks } from './first-links';
import { linkTokenHash } from './link-tokens';
import { NO_FAULTS } from './simulator/moyasar-simulator';

let t: TestApp;
let admin: string;
let place: { area_id: number; plan_id: number };
let onlineMethodId: number;
let now = new Date();

const PAID_MADA = { type: 'creditcard', name: 'Sara Alharbi', number: '4201320111111010', expiry: '12/30', cvc: '123' };
const DECLINED_MADA = { ...PAID_MADA, number: '4201320000311101' };

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { now: () => now, backgroundJobs: false });
  admin = await t.bearer(ROLE.admin);
  const superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Online Payments Area' }));
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id, { price: 575 }));
  place = { area_id: area.id, plan_id: plan.id };
  await onboardUnit(t, superAdmin, area.id);
  const methods = await listAll(t, admin, 'payment-methods');
  onlineMethodId = methods.find((method) => method.code === 'online')!.id;
});
afterAll(() => t.close());
afterEach(() => {
  Object.assign(t.app.payments.simulator!.faults, NO_FAULTS);
  now = new Date();
});

/** A subscription an admin approved to be paid online. */
async function awaitingPayment(overrides: Record<string, unknown> = {}) {
  const created = await createThrough(t, admin, 'subscriptions', subscriptionBody(place, overrides));
  const approved = await decide(t, {
    url: `/api/subscriptions/${created.id}/approve`,
    token: admin,
    payload: { payment_method_id: onlineMethodId },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json() as { id: number; status: string; qr_token?: string; email: string };
}

/** Staff send the subscription's payment link; answers its token and what they got. */
async function sendLink(id: number, payload: object = { lang: 'en', mail: true }) {
  const sent = await decide(t, { url: `/api/subscriptions/${id}/payment-link`, token: admin, payload });
  expect(sent.statusCode, sent.body).toBe(200);
  const answer = sent.json() as { url: string; text: string; mailed_to: string | null; chat_url: string | null };
  return { ...answer, token: answer.url.split('/pay/')[1]! };
}

const linkView = async (token: string) => {
  const view = await t.request({ method: 'GET', url: `/api/public/payment-links/${token}` });
  expect(view.statusCode, view.body).toBe(200);
  return view.json();
};

/** The gateway's page for the link, as the payer's "Pay" button opens it (a path of this server: the simulator's). */
async function checkoutPage(token: string) {
  const opened = await t.request({
    method: 'POST',
    url: `/api/public/payment-links/${token}/checkout`,
    payload: { lang: 'ar' },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const url = new URL(opened.json().url);
  return `${url.pathname}${url.search}`;
}

/** The payer fills in the hosted page's form; answers where the browser is sent (a return) or the page's status. */
const payOnPage = (page: string, form: Record<string, string> = PAID_MADA) => submitHostedPage(t, page, form);

/** The payer's browser follows the gateway's redirect back to the product. */
async function returnFrom(location: string) {
  const back = await t.request({ method: 'GET', url: location });
  expect(back.statusCode, back.body).toBe(303);
  return back.headers.location as string;
}

const paymentsOf = (subscriptionId: number) =>
  t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.subscription_id, subscriptionId));

const subscriptionRow = async (id: number) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

/** What became of each gateway payment made for the link, in the order they were seen. */
const gatewayRowsOf = (token: string) =>
  t.database.db
    .select()
    .from(gatewayPayments)
    .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
    .where(eq(paymentLinks.token_hash, linkTokenHash(token)))
    .orderBy(asc(gatewayPayments.id));

/** The payments made on the gateway's page of a link, oldest first. */
async function simulatedPaymentsOf(token: string) {
  const [link] = await t.database.db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.token_hash, linkTokenHash(token)));
  return t.app.payments.simulator!.paymentsOf(link!.hosted_payment_ref!);
}

/** The gateway's webhook of a payment, with its secret. */
const webhookOf = (paymentId: string) =>
  t.request({
    method: 'POST',
    url: '/api/payments/moyasar/webhook',
    payload: { type: 'payment_paid', secret_token: 'simulator-webhook-secret', live: false, data: { id: paymentId } },
  });

describe('a subscription approved to be paid online', () => {
  it('awaits its payment: no QR code, no payment row, and a tab of its own', async () => {
    const approved = await awaitingPayment();
    expect(approved.status).toBe('awaiting_payment');
    expect(approved.qr_token).toBeUndefined();
    expect(await paymentsOf(approved.id)).toEqual([]);
    const listed = await listAll(t, admin, 'subscriptions', { filter: { status: 'awaiting_payment' } });
    expect(listed.map((row) => row.id)).toContain(approved.id);
  });

  it('is paid by its link with a test card: one paid row by the online method, its e-invoice queued, active from today, the QR code delivered', async () => {
    const approved = await awaitingPayment();
    const link = await sendLink(approved.id);
    expect(link.mailed_to).toBe(approved.email);
    expect(link.text).toContain(link.url);
    expect(await linkView(link.token)).toMatchObject({ state: 'open', amount: 575, qr_token: null });

    const page = await checkoutPage(link.token);
    const paid = await payOnPage(page);
    expect(paid.status).toBe(303);
    expect(await returnFrom(paid.location!)).toBe(`/pay/${link.token}`);

    const rows = await paymentsOf(approved.id);
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'paid',
        amount_halalas: 57500,
        payment_method_id: onlineMethodId,
        created_by: null,
      }),
    ]);
    const queued = await countRows(
      t.database.db,
      einvoicePending,
      eq(einvoicePending.payment_transaction_id, rows[0]!.id),
    );
    expect(queued).toBe(1);
    const subscription = await subscriptionRow(approved.id);
    expect(subscription).toMatchObject({ status: 'active', start_date: expect.any(String) });
    const view = await linkView(link.token);
    expect(view).toMatchObject({
      state: 'paid',
      start_date: subscription.start_date,
      end_date: subscription.end_date,
      qr_mailed: true,
    });
    expect(qrCodeHash(view.qr_token)).toBe(subscription.qr_code_hash);
    const mailed = await t.database.db.select().from(outbox).where(eq(outbox.recipient, approved.email));
    // The outbox keeps the link's mail without the link's token, its secret.
    expect(mailed[0]!.body).not.toContain(link.token);
    expect(mailed.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Payment link'),
      expect.stringContaining(subscription.reference),
    ]);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, approved.id), eq(auditLog.action, 'pay_online')));
    expect(audited).toMatchObject({ resource: 'subscriptions', actor_id: null });
  });

  it('cannot be paid twice: the paid link refuses another checkout', async () => {
    const approved = await awaitingPayment();
    const link = await sendLink(approved.id);
    await returnFrom((await payOnPage(await checkoutPage(link.token))).location!);
    const again = await t.request({
      method: 'POST',
      url: `/api/public/payment-links/${link.token}/checkout`,
      payload: { lang: 'en' },
    });
    expectError(again, 409, 'payment_link_paid');
    const listed = await t.request({
      method: 'GET',
      url: `/api/subscriptions/${approved.id}/payment-links`,
      token: admin,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ state: 'paid', created_by_name: expect.any(String), paid_at: expect.any(String) }),
    ]);
  });
});

describe('signals that arrive twice, late, forged or wrong', () => {
  it('records a payment once whose webhook arrives twice and whose return is visited twice', async () => {
    t.app.payments.simulator!.faults.webhookDeliveries = 2;
    const approved = await awaitingPayment();
    const link = await sendLink(approved.id);
    const paid = await payOnPage(await checkoutPage(link.token));
    await returnFrom(paid.location!);
    await returnFrom(paid.location!);
    expect(await paymentsOf(approved.id)).toHaveLength(1);
    expect(await gatewayRowsOf(link.token)).toHaveLength(1);
  });

  it('records a payment once whose webhook arrives after the payer has returned', async () => {
    t.app.payments.simulator!.faults.webhookAfterReturn = true;
    const approved = await awaitingPayment();
    const link = await sendLink(approved.id);
    const paid = await payOnPage(await checkoutPage(link.token));
    await returnFrom(paid.location!);
    await t.app.background.settled();
    expect(await paymentsOf(approved.id)).toHaveLength(1);
    expect((await subscriptionRow(approved.id)).status).toBe('active');
  });

  it('takes nothing from a webhook without the secret, nor from one naming no payment of the gateway', async () => {
    t.app.payments.simulator!.faults.webhookDeliveries = 0;
    const approved = await awaitingPayment();
    const link = await sendLink(approved.id);
    await payOnPage(await checkoutPage(link.token));
    const paymentId = (await simulatedPaymentsOf(link.token))[0]!.id;
    const forged = await t.request({
      method: 'POST',
      url: '/api/payments/moyasar/webhook',
      payload: { type: 'payment_paid', secret_token: 'not-the-secret', live: false, data: { id: paymentId } },
    });
    expectError(forged, 401, 'webhook_not_verified');
    const invented = await t.request({
      method: 'POST',
      url: '/api/payments/moyasar/webhook',
      payload: {
        type: 'payment_paid',
        secret_token: 'simulator-webhook-secret',
        live: false,
        data: { id: '00000000-0000-0000-0000-000000000000' },
      },
    });
    expect(invented.statusCode, invented.body).toBe(200);
    expect(await paymentsOf(approved.id)).toEqual([]);
    expect((await subscriptionRow(approved.id)).status).toBe('awaiting_payment');

    // Sent twice, the genuine one is taken twice and recorded once.
    expect((await webhookOf(paymentId)).statusCode).toBe(200);
    expect((await webhookOf(paymentId)).statusCode).toBe(200);
    expect(await paymentsOf(approved.id)).toHaveLength(1);
  });

  it.each([
    ['another amount', { fetchedAmountDrift: -100 }, 'amount_differs'],
    ['another currency', { fetchedCurrency: 'USD' }, 'currency_differs'],
  ])(
    'records nothing of a payment the gateway reports with %s, and leaves it to be paid back',
    async (_name, fault, reason) => {
      Object.assign(t.app.payments.simulator!.faults, fault);
      const approved = await awaitingPayment();
      const link = await sendLink(approved.id);
      await returnFrom((await payOnPage(await checkoutPage(link.token))).location!);
      expect(await paymentsOf(approved.id)).toEqual([]);
      expect((await subscriptionRow(approved.id)).status).toBe('awaiting_payment');
      const received = await gatewayRowsOf(link.token);
      expect(received.map((row) => row.gateway_payments.refund_reason)).toEqual([reason]);
      expect(received[0]!.gateway_payments.outcome).not.toBe('recorded');
    },
  );
});

describe('payments a link cannot take', () => {
  it('leaves a declined or abandoned payment unpaid, the decline shown on the link', async () => {
    const approved = await awaitingPayment();
    const link = await sendLink(approved.id);
    const page = await checkoutPage(link.token);
    const declined = await payOnPage(page, DECLINED_MADA);
    expect(declined.status).toBe(402);
    expect(declined.body).toContain('INSUFFICIENT FUNDS');
    expect(await paymentsOf(approved.id)).toEqual([]);
    expect(await linkView(link.token)).toMatchObject({ state: 'open', last_failure: 'INSUFFICIENT FUNDS' });
    expect((await subscriptionRow(approved.id)).status).toBe('awaiting_payment');
  });

  it('refunds a second payment of a paid link through the gateway, and records one', async () => {
    t.app.payments.simulator!.faults.payPaidInvoices = true;
    const approved = await awaitingPayment();
    const link = await sendLink(approved.id);
    const page = await checkoutPage(link.token);
    await returnFrom((await payOnPage(page)).location!);
    await returnFrom((await payOnPage(page)).location!);
    expect(await paymentsOf(approved.id)).toHaveLength(1);
    const outcomes = (await gatewayRowsOf(link.token)).map((row) => row.gateway_payments);
    expect(outcomes.map((row) => [row.outcome, row.refund_reason])).toEqual([
      ['recorded', null],
      ['refunded', 'link_paid'],
    ]);
    const [refunded] = await t.database.db
      .select()
      .from(paymentSimulatorPayments)
      .where(eq(paymentSimulatorPayments.id, outcomes[1]!.gateway_payment_id));
    expect(refunded).toMatchObject({ status: 'refunded', refunded: 57500 });
  });

  it('refunds a payment of an expired link, and the expired link opens no page', async () => {
    const approved = await awaitingPayment();
    const link = await sendLink(approved.id);
    const page = await checkoutPage(link.token);
    now = new Date(Date.now() + 73 * 3_600_000);
    expect(await linkView(link.token)).toMatchObject({ state: 'expired' });
    expectError(
      await t.request({
        method: 'POST',
        url: `/api/public/payment-links/${link.token}/checkout`,
        payload: { lang: 'en' },
      }),
      409,
      'payment_link_expired',
    );
    expect((await payOnPage(page)).status).toBe(409);
    expect(await paymentsOf(approved.id)).toEqual([]);
  });

  it('refunds a payment made for a subscription rejected since, or changed since the link was sent', async () => {
    const rejected = await awaitingPayment();
    const rejectedLink = await sendLink(rejected.id);
    const rejectedPage = await checkoutPage(rejectedLink.token);
    const rejection = await decide(t, {
      url: `/api/subscriptions/${rejected.id}/reject`,
      token: admin,
      payload: { reason: 'The applicant withdrew' },
    });
    expect(rejection.statusCode, rejection.body).toBe(200);
    expect(await linkView(rejectedLink.token)).toMatchObject({ state: 'cancelled' });
    await returnFrom((await payOnPage(rejectedPage)).location!);
    expect(await paymentsOf(rejected.id)).toEqual([]);
    expect((await subscriptionRow(rejected.id)).status).toBe('rejected');
    expect((await gatewayRowsOf(rejectedLink.token)).map((row) => row.gateway_payments.refund_reason)).toEqual([
      'record_changed',
    ]);

    const changed = await awaitingPayment();
    const changedLink = await sendLink(changed.id);
    const changedPage = await checkoutPage(changedLink.token);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/subscriptions/${changed.id}`,
      token: admin,
      payload: subscriptionBody(place, { applicant_name: 'Another Name' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await returnFrom((await payOnPage(changedPage)).location!);
    expect(await paymentsOf(changed.id)).toEqual([]);
    expect((await gatewayRowsOf(changedLink.token)).map((row) => row.gateway_payments.outcome)).toEqual(['refunded']);

    // A new link for the record as it now stands is paid.
    const renewed = await sendLink(changed.id);
    await returnFrom((await payOnPage(await checkoutPage(renewed.token))).location!);
    expect(await paymentsOf(changed.id)).toHaveLength(1);
  });

  it('keeps the subscriber from being erased while their subscription awaits its payment', async () => {
    const phone = '0559381299';
    await awaitingPayment({ phone });
    const erase = await t.request({
      method: 'POST',
      url: '/api/subject-requests/erase',
      token: admin,
      payload: { kind: 'phone', value: phone },
    });
    expectError(erase, 422, 'subject_still_needed');
    expect(erase.json().holds).toContainEqual(expect.objectContaining({ hold: 'live_subscription' }));
  });

  it('sends a link only for the version of the subscription staff read, and only while it awaits its payment', async () => {
    const approved = await awaitingPayment();
    const stale = await t.request({
      method: 'POST',
      url: `/api/subscriptions/${approved.id}/payment-link`,
      token: admin,
      headers: { 'if-match': 'an-older-version' },
      payload: { lang: 'ar' },
    });
    expectError(stale, 409, 'record_changed');
    const pending = await createThrough(t, admin, 'subscriptions', subscriptionBody(place));
    const refused = await decide(t, {
      url: `/api/subscriptions/${pending.id}/payment-link`,
      token: admin,
      payload: { lang: 'ar' },
    });
    expectError(refused, 409, 'subscription_not_awaiting_payment');
  });
});

describe('two payers of one link at once', () => {
  it('records one payment and refunds the other, their signals meeting at the same moment', async () => {
    const faults = t.app.payments.simulator!.faults;
    faults.payPaidInvoices = true;
    faults.webhookDeliveries = 0;
    const approved = await awaitingPayment();
    const link = await sendLink(approved.id);
    const page = await checkoutPage(link.token);
    await Promise.all([payOnPage(page), payOnPage(page)]);
    const made = await simulatedPaymentsOf(link.token);
    expect(made.map((payment) => payment.status)).toEqual(['paid', 'paid']);
    const signals = () => Promise.all(made.map((payment) => webhookOf(payment.id)));
    // On PostgreSQL both wait at a lock the test holds on what each must read, then go at once.
    const answers = t.databaseUrl
      ? await whileLockHeld(t.database.db, sql`lock table gateway_payments in access exclusive mode`, signals)
      : await signals();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await paymentsOf(approved.id)).toHaveLength(1);
    expect((await gatewayRowsOf(link.token)).map((row) => row.gateway_payments.outcome).sort()).toEqual([
      'recorded',
      'refunded',
    ]);
  });
});

describe('a public request approved to be paid online', () => {
  it('gets its first link mailed by itself in both languages, once whichever rounds find it, the link kept out of the outbox', async () => {
    const email = 'noura.first-link@example.sa';
    const filed = await filePublicRequest(t, 'parking-system-public-requests', {
      applicant_name: 'نورة القحطاني',
      phone: '0559381207',
      email,
      ...place,
      plate_number: '7312',
    });
    const approved = await decide(t, {
      url: `/api/subscriptions/${filed.id}/approve`,
      token: admin,
      payload: { payment_method_id: onlineMethodId },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const mailer = createMailer({
      db: t.database.db,
      log: t.app.log,
      from: 'Parking <no-reply@parking.test>',
      logBodies: false,
    });
    const round = () =>
      sendFirstPaymentLinks(
        { db: t.database.db, clock: t.app.clock, payments: t.app.payments, mailer },
        { publicUrl: 'https://parking.example.sa', linkHours: 72 },
      );
    await Promise.all([round(), round()]);
    await round();
    const mailed = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mailed).toHaveLength(1);
    const [mail] = mailed;
    expect(mail!.subject).toBe('ادفع اشتراكك في المواقف / Pay for your parking subscription');
    const token = /https:\/\/parking\.example\.sa\/pay\/(pl_[\w-]+)/.exec(mail!.body_with_secrets!)![1]!;
    expect(mail!.body_with_secrets).toContain('Your subscription request');
    expect(mail!.body_with_secrets).toContain('تمت الموافقة على طلب اشتراكك');
    expect(mail!.body).not.toContain(token);
    expect(await linkView(token)).toMatchObject({ state: 'open', reference: filed.reference });
    const listed = await t.request({
      method: 'GET',
      url: `/api/subscriptions/${filed.id}/payment-links`,
      token: admin,
    });
    expect(listed.json()).toEqual([expect.objectContaining({ state: 'open', created_by_name: null, paid_at: null })]);
    const [sent] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, filed.id), eq(auditLog.action, 'send_payment_link')));
    expect(sent).toMatchObject({ resource: 'subscriptions', actor_id: null });
  });
});
