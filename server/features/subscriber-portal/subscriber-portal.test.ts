import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../domain/local-date';
import { gatewayPayments, outbox, paymentLinks, paymentTransactions, subscriptions } from '../../db/schema';
import { subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailedCode, otherThan } from '../../test/mailed-codes';
import { SIMULATOR_SOURCES, submitHostedPage } from '../../test/online-payments';
import { countRows, expectError, expectValidationError } from '../../test/rest';
import { approvedAtDesk, ownMobile, subscriberPageArea, subscriberSignedIn } from '../../test/subscriber-page';
import { qrCodeHash } from '../subscriptions';

let t: TestApp;
let admin: string;
let place: { area_id: number; plan_id: number };
let cashId: number;
let now = new Date();

beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_PER_MINUTE: 1000, PASSWORD_RESET_RESEND_SECONDS: 0 },
    { now: () => now, backgroundJobs: false },
  );
  ({ admin, place, cashId } = await subscriberPageArea(t, 'Subscriber Page Area'));
});
afterAll(() => t.close());
afterEach(() => {
  now = new Date();
});

/** A subscription approved and paid at the desk today: active for the plan's 30 days. */
const activeSubscription = (overrides: Record<string, unknown> = {}) =>
  approvedAtDesk(t, { admin, place, cashId }, overrides);

const askCode = async (email: string) => {
  const asked = await t.request({ method: 'POST', url: '/api/public/subscriber/codes', payload: { email } });
  await t.app.background.settled();
  return asked;
};
const signIn = (email: string, otp: string) =>
  t.request({ method: 'POST', url: '/api/public/subscriber/sessions', payload: { email, otp } });

const signedIn = (as: string | { phone: string }) => subscriberSignedIn(t, as);

const mine = (token: string) =>
  t.request({
    method: 'GET',
    url: '/api/public/subscriber/subscriptions',
    headers: { 'x-subscriber-session': token },
  });
const renew = (token: string, id: number) =>
  t.request({
    method: 'POST',
    url: `/api/public/subscriber/subscriptions/${id}/renewal`,
    headers: { 'x-subscriber-session': token },
    payload: { lang: 'en' },
  });

/** The payer pays on the gateway's page a renewal opened and comes back to the product. */
async function payOn(url: string) {
  const page = new URL(url);
  const paid = await submitHostedPage(t, `${page.pathname}${page.search}`, SIMULATOR_SOURCES.applePay);
  expect(paid.status).toBe(303);
  await t.request({ method: 'GET', url: paid.location! });
}

const paymentsOf = (id: number) =>
  t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.subscription_id, id));
const rowOf = async (id: number) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

describe('signing in to the subscriber page with a one-time code', () => {
  it('answers alike whether or not a subscription names the email, and mails a code only to one that does', async () => {
    const subscription = await activeSubscription();
    const unknown = await askCode('nobody.here@example.sa');
    const known = await askCode(subscription.email.toUpperCase());
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.json()).toEqual(known.json());
    expect(await countRows(t.database.db, outbox, eq(outbox.recipient, 'nobody.here@example.sa'))).toBe(0);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, subscription.email));
    expect(mail!.subject).toContain('Your sign-in code');
    // The outbox keeps the mail without its code, which only the copy kept until it expires holds.
    expect(mail!.body).not.toContain(await mailedCode(t, subscription.email));
  });

  it('takes the latest code once; a few wrong tries spend it; a code past its time opens nothing', async () => {
    const { email } = await activeSubscription();
    await askCode(email);
    const code = await mailedCode(t, email);
    for (let attempt = 0; attempt < 5; attempt++) expectError(await signIn(email, otherThan(code)), 400, 'otp_invalid');
    expectError(await signIn(email, code), 400, 'otp_invalid');

    await askCode(email);
    const second = await mailedCode(t, email);
    expect((await signIn(email, second)).statusCode).toBe(200);
    expectError(await signIn(email, second), 400, 'otp_invalid');

    await askCode(email);
    const late = await mailedCode(t, email);
    now = new Date(now.getTime() + 16 * 60_000);
    expectError(await signIn(email, late), 400, 'otp_invalid');
  });

  it('opens a session that reads only what its email names, until it ends or the subscriber signs out', async () => {
    const subscription = await activeSubscription();
    const other = await activeSubscription();
    const token = await signedIn(subscription.email);
    const view = await mine(token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      email: subscription.email,
      subscriptions: [
        {
          id: subscription.id,
          reference: subscription.reference,
          status: 'active',
          end_date: subscription.end_date,
          vehicles: [{ plate_letters: 'TSX' }],
          renewal: { amount: 300, start: addDays(subscription.end_date, 1) },
          payments: [{ amount: 300, method: { code: 'cash' }, receipt_number: expect.stringMatching(/^R-/) }],
        },
      ],
    });
    expect(JSON.stringify(view.json())).not.toContain(other.reference);
    const receiptOf = (paymentId: number) =>
      t.request({
        method: 'GET',
        url: `/api/public/subscriber/payments/${paymentId}/receipt`,
        headers: { 'x-subscriber-session': token },
      });
    const [paid] = view.json().subscriptions[0].payments;
    const receipt = await receiptOf(paid.id);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({ number: paid.receipt_number, total: 300, subscription: expect.anything() });
    const [othersPayment] = await paymentsOf(other.id);
    expect((await receiptOf(othersPayment!.id)).statusCode).toBe(404);
    expectError(await mine('sp_not-a-session-anyone-was-given'), 401, 'subscriber_signed_out');

    now = new Date(now.getTime() + 13 * 3_600_000);
    expectError(await mine(token), 401, 'subscriber_signed_out');
    now = new Date();
    const again = await signedIn(subscription.email);
    const out = await t.request({
      method: 'DELETE',
      url: '/api/public/subscriber/sessions/current',
      headers: { 'x-subscriber-session': again },
    });
    expect(out.statusCode).toBe(204);
    expectError(await mine(again), 401, 'subscriber_signed_out');
  });
});

describe('signing in to the subscriber page with a code to a mobile number', () => {
  const askByPhone = async (phone: string) => {
    const asked = await t.request({ method: 'POST', url: '/api/public/subscriber/codes', payload: { phone } });
    await t.app.background.settled();
    return asked;
  };

  it('texts a code to a mobile number a subscription names, however it is typed, and to no other', async () => {
    const subscription = await activeSubscription({ phone: ownMobile() });
    const typed = `${subscription.phone.slice(4, 6)} ${subscription.phone.slice(6)}`.replace(/^/, '0');
    const unknown = await askByPhone('0599999999');
    const known = await askByPhone(typed);
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.json()).toEqual(known.json());
    expect(await countRows(t.database.db, outbox, eq(outbox.recipient, '+966599999999'))).toBe(0);
    const [text] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, subscription.phone));
    expect(text).toMatchObject({ channel: 'sms', subject: expect.stringContaining('Your sign-in code') });
    const code = await mailedCode(t, subscription.phone);
    expect(text!.body_with_secrets).toContain('رمز الدخول');
    expect(text!.body).not.toContain(code);
  });

  it('opens a session that reads the subscriptions naming the mobile number, not those naming only its email', async () => {
    const subscription = await activeSubscription({ phone: ownMobile() });
    const sameEmailOtherPhone = await activeSubscription({ email: subscription.email, phone: ownMobile() });
    const token = await signedIn({ phone: subscription.phone });
    const view = await mine(token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      email: null,
      phone: subscription.phone,
      subscriptions: [{ id: subscription.id, status: 'active' }],
    });
    expect(JSON.stringify(view.json())).not.toContain(sameEmailOtherPhone.reference);
    const renewal = await renew(token, subscription.id);
    expect(renewal.statusCode, renewal.body).toBe(200);
    expect((await renew(token, sameEmailOtherPhone.id)).statusCode).toBe(404);
  });

  it('takes the code only for the number it was sent to, and refuses both or neither of email and number', async () => {
    const subscription = await activeSubscription({ phone: ownMobile() });
    await askByPhone(subscription.phone);
    const code = await mailedCode(t, subscription.phone);
    expectError(await signIn(subscription.email, code), 400, 'otp_invalid');
    const both = await t.request({
      method: 'POST',
      url: '/api/public/subscriber/codes',
      payload: { email: subscription.email, phone: subscription.phone },
    });
    expectValidationError(both, { phone: 'ps.validation.email_or_mobile' });
    const neither = await t.request({ method: 'POST', url: '/api/public/subscriber/codes', payload: {} });
    expectValidationError(neither, { email: 'ps.validation.email_or_mobile' });
    expectValidationError(await askByPhone('0112345678'), { phone: 'ps.validation.saudi_mobile' });
    expect(await countRows(t.database.db, outbox, eq(outbox.recipient, '+966112345678'))).toBe(0);
  });
});

describe("the subscriber's QR code", () => {
  it('is a new one, shown once, for an active subscription of theirs: the code they had stops working', async () => {
    const subscription = await activeSubscription();
    const other = await activeSubscription();
    const token = await signedIn(subscription.email);
    const show = (id: number) =>
      t.request({
        method: 'POST',
        url: `/api/public/subscriber/subscriptions/${id}/qr-code`,
        headers: { 'x-subscriber-session': token },
      });
    const before = (await rowOf(subscription.id)).qr_code_hash;
    const shown = await show(subscription.id);
    expect(shown.statusCode, shown.body).toBe(200);
    const after = await rowOf(subscription.id);
    expect(after.qr_code_hash).toBe(qrCodeHash(shown.json().qr_token));
    expect(after.qr_code_hash).not.toBe(before);
    expect((await show(other.id)).statusCode).toBe(404);
    now = new Date(now.getTime() + 40 * 86_400_000);
    const again = await signedIn(subscription.email);
    const expired = await t.request({
      method: 'POST',
      url: `/api/public/subscriber/subscriptions/${subscription.id}/qr-code`,
      headers: { 'x-subscriber-session': again },
    });
    expectError(expired, 409, 'subscription_not_active');
  });
});

describe('renewing on the subscriber page', () => {
  it('pays the plan online and runs the subscription on from the day after its end, with its payment row and e-invoice', async () => {
    const subscription = await activeSubscription();
    const token = await signedIn(subscription.email);
    const opened = await renew(token, subscription.id);
    expect(opened.statusCode, opened.body).toBe(200);
    await payOn(opened.json().url);
    const renewedTo = addDays(addDays(subscription.end_date, 1), 29);
    expect(await rowOf(subscription.id)).toMatchObject({ status: 'active', end_date: renewedTo });
    const rows = await paymentsOf(subscription.id);
    expect(rows.map((row) => row.amount_halalas).sort()).toEqual([30_000, 30_000]);
    const view = (await mine(token)).json();
    expect(view.subscriptions[0]).toMatchObject({ end_date: renewedTo, renewal: null });
    expect(view.subscriptions[0].payments).toHaveLength(2);
  });

  it('runs an expired subscription from today, so no day past is paid for', async () => {
    const subscription = await activeSubscription();
    now = new Date(now.getTime() + 40 * 86_400_000);
    const token = await signedIn(subscription.email);
    const opened = await renew(token, subscription.id);
    expect(opened.statusCode, opened.body).toBe(200);
    await payOn(opened.json().url);
    const today = localDate(now);
    expect(await rowOf(subscription.id)).toMatchObject({ end_date: addDays(today, 29) });
  });

  it("refuses another's subscription and one whose end is more than 30 days away, making no link", async () => {
    const subscription = await activeSubscription();
    const other = await activeSubscription();
    const token = await signedIn(subscription.email);
    expect((await renew(token, other.id)).statusCode).toBe(404);
    await t.database.db
      .update(subscriptions)
      .set({ end_date: addDays(localDate(now), 45) })
      .where(eq(subscriptions.id, subscription.id));
    expectError(await renew(token, subscription.id), 409, 'subscription_not_renewable');
    expect(await countRows(t.database.db, paymentLinks, eq(paymentLinks.subscription_id, subscription.id))).toBe(0);
  });

  it('pays a renewal for the subscription as it was: one changed since its page opened is paid back, its end kept', async () => {
    const subscription = await activeSubscription();
    const token = await signedIn(subscription.email);
    const opened = (await renew(token, subscription.id)).json().url as string;
    // Staff change the subscription while the subscriber is on the gateway's page.
    const edited = await t.request({
      method: 'PUT',
      url: `/api/subscriptions/${subscription.id}`,
      token: admin,
      payload: { ...subscriptionBody(place, { email: subscription.email }), admin_notes: 'Moved to bay 12' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await payOn(opened);
    expect(await paymentsOf(subscription.id)).toHaveLength(1);
    expect((await rowOf(subscription.id)).end_date).toBe(subscription.end_date);
    const outcomes = await t.database.db
      .select({ outcome: gatewayPayments.outcome })
      .from(gatewayPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
      .where(eq(paymentLinks.subscription_id, subscription.id));
    expect(outcomes.map((row) => row.outcome)).toEqual([expect.stringMatching(/^refund/)]);
  });
});
