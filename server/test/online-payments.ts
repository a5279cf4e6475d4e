import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createMailer } from '../core/mailer';
import { createTextMessenger } from '../core/text-messages';
import { paymentTransactions } from '../db/schema';
import { decide } from './decisions';
import { subscriptionBody } from './fixtures';
import type { TestApp } from './harness';
import { createThrough } from './rest';

/** What a feature's job is given to run it as the server does: the database, its time, the gateway, mail and text messages kept in the outbox. */
export const jobContext = (t: TestApp) => ({
  db: t.database.db,
  clock: t.app.clock,
  payments: t.app.payments,
  log: t.app.log,
  mailer: createMailer({
    db: t.database.db,
    log: t.app.log,
    from: 'Parking <no-reply@parking.test>',
    logBodies: false,
  }),
  texts: createTextMessenger({ db: t.database.db, log: t.app.log, logBodies: false }),
});

/** What a payer fills in on the gateway's hosted page (the simulator's), by the way they pay. */
export const SIMULATOR_SOURCES = {
  mada: 'type=creditcard&name=Sara+Alharbi&number=4201320111111010&expiry=12%2F30&cvc=123',
  visa: 'type=creditcard&name=Sara+Alharbi&number=4111111111111111&expiry=12%2F30&cvc=123',
  applePay: 'type=applepay',
  stcPay: 'type=stcpay&mobile=0551234567&otp=123456',
} as const;

/**
 * The payer fills in the gateway's hosted page (a path of this server: the simulator's); answers
 * its status and, when the page sends the browser back to the product, where to.
 */
export async function submitHostedPage(t: TestApp, page: string, form: Record<string, string> | string) {
  const sent = await t.request({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
  });
  return { status: sent.statusCode, location: sent.headers.location as string | undefined, body: sent.body };
}

/**
 * A subscription of `place` approved by `admin` to be paid online, paid by its link on the
 * gateway's page as `source` says, the payer back on the product; answers its payment row's id and
 * the gateway's payment id.
 */
export async function subscriptionPaidOnline(
  t: TestApp,
  {
    admin,
    place,
    onlineMethodId,
  }: { admin: string; place: { area_id: number; plan_id: number }; onlineMethodId: number },
  source: keyof typeof SIMULATOR_SOURCES = 'mada',
) {
  const created = await createThrough(t, admin, 'subscriptions', subscriptionBody(place));
  const approved = await decide(t, {
    url: `/api/subscriptions/${created.id}/approve`,
    token: admin,
    payload: { payment_method_id: onlineMethodId },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const sent = await decide(t, {
    url: `/api/subscriptions/${created.id}/payment-link`,
    token: admin,
    payload: { lang: 'en' },
  });
  await payLink(t, (sent.json().url as string).split('/pay/')[1]!, source);
  const [row] = await t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.subscription_id, created.id));
  expect(row).toMatchObject({ status: 'paid', payment_method_id: onlineMethodId });
  return { id: row!.id, gatewayPaymentId: row!.reference! };
}

/** The payer opens a link, pays on the gateway's page as `source` says and comes back to the product. */
export async function payLink(t: TestApp, token: string, source: keyof typeof SIMULATOR_SOURCES = 'mada') {
  const opened = await t.request({
    method: 'POST',
    url: `/api/public/payment-links/${token}/checkout`,
    payload: { lang: 'ar' },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const page = new URL(opened.json().url);
  const paid = await submitHostedPage(t, `${page.pathname}${page.search}`, SIMULATOR_SOURCES[source]);
  expect(paid.status).toBe(303);
  await t.request({ method: 'GET', url: paid.location! });
}

/** Test cards for saved cards: one the bank charges, one it declines for want of funds. */
export const SAVED_CARDS = { visa: '4111111111111111', insufficientFunds: '4201320000311101' } as const;

/**
 * A subscriber's browser saves a card with the gateway itself (the simulator's tokens API, with the
 * publishable key the subscriber's page is given) and passes, or fails, its 3-D Secure page;
 * answers the gateway's token for it and where the browser is sent back to.
 */
export async function saveCard(
  t: TestApp,
  cardSaving: { tokens_url: string; publishable_key: string },
  { number = SAVED_CARDS.visa, verified = true }: { number?: string; verified?: boolean } = {},
) {
  const created = await t.request({
    method: 'POST',
    url: new URL(cardSaving.tokens_url).pathname,
    headers: { authorization: `Basic ${Buffer.from(`${cardSaving.publishable_key}:`).toString('base64')}` },
    payload: {
      name: 'Sara Alharbi',
      number,
      month: '09',
      year: '2030',
      cvc: '123',
      callback_url: 'http://parking.test/my-subscription?automatic_renewal=1',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const token = created.json() as { id: string; status: string; verification_url: string };
  expect(token.status).toBe('initiated');
  const verification = await submitHostedPage(t, new URL(token.verification_url).pathname, {
    passed: String(verified),
  });
  expect(verification.status).toBe(303);
  return { token: token.id, returnedTo: verification.location! };
}
