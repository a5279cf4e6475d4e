import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../../domain/local-date';
import { ROLE } from '../../../../domain/roles';
import {
  automaticRenewals,
  einvoicePending,
  outbox,
  paymentLinks,
  paymentSimulatorPayments,
  paymentSimulatorTokens,
  paymentTransactions,
  subscriptions,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { jobContext, SAVED_CARDS, saveCard } from '../../../test/online-payments';
import { countRows, expectError } from '../../../test/rest';
import { approvedAtDesk, ownMobile, subscriberPageArea, subscriberSignedIn } from '../../../test/subscriber-page';
import { sendDueReminders } from '../../subscriptions/reminders';
import { settleMissedPayments } from '../gateway-payments';
import { NO_FAULTS } from '../simulator/moyasar-simulator';
import { renewAutomatically } from './renewal-charges';

let t: TestApp;
let admin: string;
let place: { area_id: number; plan_id: number };
let cashId: number;
let now = new Date();
const SETTINGS = { publicUrl: 'http://parking.test', noticeDays: 7, linkHours: 72 };

beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_PER_MINUTE: 1000, PASSWORD_RESET_RESEND_SECONDS: 0 },
    { now: () => now, backgroundJobs: false },
  );
  ({ admin, place, cashId } = await subscriberPageArea(t, 'Automatic Renewal Area'));
});
afterAll(() => t.close());
afterEach(() => {
  now = new Date();
  Object.assign(t.app.payments.simulator!.faults, NO_FAULTS);
});

/** One round of the automatic renewals' job, as the server runs it, and the webhooks it set off. */
async function round() {
  await renewAutomatically(jobContext(t), SETTINGS, Infinity);
  await t.app.background.settled();
}

/** A subscription approved and paid at the desk today: active for the plan's 30 days. */
const activeSubscription = (overrides: Record<string, unknown> = {}) =>
  approvedAtDesk(t, { admin, place, cashId }, overrides);
const signedIn = (as: string | { phone: string }) => subscriberSignedIn(t, as);

const mine = async (session: string) => {
  const view = await t.request({
    method: 'GET',
    url: '/api/public/subscriber/subscriptions',
    headers: { 'x-subscriber-session': session },
  });
  expect(view.statusCode, view.body).toBe(200);
  return view.json();
};
const turnOn = (session: string, id: number, cardToken: string) =>
  t.request({
    method: 'PUT',
    url: `/api/public/subscriber/subscriptions/${id}/automatic-renewal`,
    headers: { 'x-subscriber-session': session },
    payload: { card_token: cardToken },
  });
const turnOff = (session: string, id: number) =>
  t.request({
    method: 'DELETE',
    url: `/api/public/subscriber/subscriptions/${id}/automatic-renewal`,
    headers: { 'x-subscriber-session': session },
  });

/** A subscription renewing by itself with a card saved as `card` says; answers it and the subscriber's session. */
async function renewingItself(card: { number?: string } = {}) {
  const subscription = await activeSubscription();
  const session = await signedIn(subscription.email);
  const { token } = await saveCard(t, (await mine(session)).card_saving, card);
  const started = await turnOn(session, subscription.id, token);
  expect(started.statusCode, started.body).toBe(204);
  return { subscription, session, cardToken: token };
}

const on = (day: string) => {
  now = new Date(`${day}T09:00:00+03:00`);
};
const paymentsOf = (id: number) =>
  t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.subscription_id, id));
const endOf = async (id: number) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.end_date;
const mailsTo = (email: string, subject: string) =>
  countRows(t.database.db, outbox, and(eq(outbox.recipient, email), like(outbox.subject, `%${subject}%`)));
const tokenAtGateway = async (token: string) =>
  (await t.database.db.select().from(paymentSimulatorTokens).where(eq(paymentSimulatorTokens.id, token)))[0];

describe('turning on automatic renewal', () => {
  it('saves a verified card by its token for a subscription of theirs, shows it, and mails the coming charge', async () => {
    const { subscription, session } = await renewingItself();
    const [shown] = (await mine(session)).subscriptions;
    expect(shown).toMatchObject({
      id: subscription.id,
      may_renew_automatically: true,
      automatic_renewal: {
        card: { brand: 'visa', last_four: '1111', month: 9, year: 2030 },
        next_charge_on: addDays(subscription.end_date, -1),
        amount: 300,
      },
    });
    expect(await mailsTo(subscription.email, 'renews automatically')).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(automaticRenewals)
      .where(eq(automaticRenewals.subscription_id, subscription.id));
    // Told when it was turned on, far from the end: the notice before the charge is still to come.
    expect(row).toMatchObject({ card_last_four: '1111', notified_for: null, email: subscription.email });
  });

  it('tells a subscriber who signed in by mobile number by text message, there and nowhere else', async () => {
    const subscription = await activeSubscription({ phone: ownMobile() });
    const session = await signedIn({ phone: subscription.phone });
    const { token } = await saveCard(t, (await mine(session)).card_saving);
    expect((await turnOn(session, subscription.id, token)).statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(automaticRenewals)
      .where(eq(automaticRenewals.subscription_id, subscription.id));
    expect(row).toMatchObject({ email: null, phone: subscription.phone });
    const [notice] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, subscription.phone), like(outbox.subject, '%renews automatically%')));
    expect(notice).toMatchObject({ channel: 'sms', body: expect.stringContaining('1111') });
    expect(await mailsTo(subscription.email, 'renews automatically')).toBe(0);
  });

  it("refuses a card its bank did not verify, a token the gateway does not know, and another's subscription", async () => {
    const subscription = await activeSubscription();
    const other = await activeSubscription();
    const session = await signedIn(subscription.email);
    const { card_saving } = await mine(session);
    const unverified = await saveCard(t, card_saving, { verified: false });
    expectError(await turnOn(session, subscription.id, unverified.token), 409, 'card_not_verified');
    expectError(await turnOn(session, subscription.id, 'token_nobodysavedthis'), 422, 'card_not_saved');
    const { token } = await saveCard(t, card_saving);
    expect((await turnOn(session, other.id, token)).statusCode).toBe(404);
    expect(await countRows(t.database.db, automaticRenewals, eq(automaticRenewals.subscription_id, other.id))).toBe(0);
  });
});

describe('the charge of an automatic renewal', () => {
  it('is told a week before, charged once from the day before the end, and renews with a payment row and e-invoice', async () => {
    const { subscription } = await renewingItself();
    const end = subscription.end_date;
    on(addDays(end, -8));
    await round();
    expect(await mailsTo(subscription.email, 'renews automatically')).toBe(1);

    on(addDays(end, -7));
    await round();
    await round();
    expect(await mailsTo(subscription.email, 'renews automatically')).toBe(2);
    // The subscriber is told of the charge instead of the reminder to renew by hand.
    await sendDueReminders(t.database.db, jobContext(t).mailer, t.app.clock, {
      publicUrl: SETTINGS.publicUrl,
      REMINDER_DAYS_BEFORE: 7,
      OFFER_CONTACT_PHONE: '+966112345678',
      OFFER_CONTACT_EMAIL: 'subscriptions@parking.example',
    });
    expect(await mailsTo(subscription.email, 'ends soon')).toBe(0);
    expect(await paymentsOf(subscription.id)).toHaveLength(1);

    on(addDays(end, -1));
    await round();
    await round();
    await settleMissedPayments(jobContext(t), Infinity);
    const renewedTo = addDays(end, 30);
    expect(await endOf(subscription.id)).toBe(renewedTo);
    const payments = await paymentsOf(subscription.id);
    expect(payments.map((payment) => payment.amount_halalas)).toEqual([30_000, 30_000]);
    const charged = payments.find((payment) => payment.reference !== null)!;
    // Its e-invoice is queued with the payment, in its transaction, as every payment's is.
    expect(
      await countRows(t.database.db, einvoicePending, eq(einvoicePending.payment_transaction_id, charged.id)),
    ).toBe(1);
    expect(await mailsTo(subscription.email, 'is renewed')).toBe(1);
  });

  it('is charged once when two instances run the round at once', async () => {
    const { subscription } = await renewingItself();
    on(addDays(subscription.end_date, -7));
    await Promise.all([round(), round()]);
    expect(await mailsTo(subscription.email, 'renews automatically')).toBe(2);
    on(addDays(subscription.end_date, -1));
    await Promise.all([round(), round(), round()]);
    const charges = await t.database.db
      .select()
      .from(paymentSimulatorPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.charge_id, paymentSimulatorPayments.id))
      .where(
        and(
          eq(paymentLinks.subscription_id, subscription.id),
          sql`${paymentSimulatorPayments.source}->>'type' = 'token'`,
        ),
      );
    expect(charges).toHaveLength(1);
    expect(await paymentsOf(subscription.id)).toHaveLength(2);
    expect(await endOf(subscription.id)).toBe(addDays(subscription.end_date, 30));
  });

  it('is settled once by the round that asks for what was missed when its answer is lost', async () => {
    const { subscription } = await renewingItself();
    const end = subscription.end_date;
    on(addDays(end, -7));
    await round();
    on(addDays(end, -1));
    t.app.payments.simulator!.faults.losesChargeAnswers = true;
    t.app.payments.simulator!.faults.webhookDeliveries = 0;
    await round();
    expect(await paymentsOf(subscription.id)).toHaveLength(1);
    // Tried today: the next round does not charge the card again.
    t.app.payments.simulator!.faults.losesChargeAnswers = false;
    await round();
    await settleMissedPayments(jobContext(t), Infinity);
    await settleMissedPayments(jobContext(t), Infinity);
    expect(await paymentsOf(subscription.id)).toHaveLength(2);
    expect(await endOf(subscription.id)).toBe(addDays(end, 30));
  });

  it('leaves a declined card unpaid and tries a day later; after three declines it stops, deletes the card and says so', async () => {
    const { subscription, cardToken } = await renewingItself({ number: SAVED_CARDS.insufficientFunds });
    const end = subscription.end_date;
    on(addDays(end, -7));
    await round();
    for (const day of [-1, 0, 1]) {
      on(addDays(end, day));
      await round();
      await round();
      expect(await paymentsOf(subscription.id)).toHaveLength(1);
      expect(await endOf(subscription.id)).toBe(end);
    }
    expect(await mailsTo(subscription.email, 'could not be renewed')).toBe(3);
    expect(
      await countRows(t.database.db, automaticRenewals, eq(automaticRenewals.subscription_id, subscription.id)),
    ).toBe(0);
    expect(await tokenAtGateway(cardToken)).toBeUndefined();
    const [last] = await t.database.db
      .select({ text: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.recipient, subscription.email), like(outbox.subject, '%could not be renewed%')))
      .orderBy(outbox.id)
      .offset(2);
    expect(last!.text).toContain('The automatic renewal is stopped');
    expect(last!.text).toContain('INSUFFICIENT FUNDS');
  });

  it('is never made once the subscriber stops it, and the card is deleted at the gateway', async () => {
    const { subscription, session, cardToken } = await renewingItself();
    const stopped = await turnOff(session, subscription.id);
    expect(stopped.statusCode).toBe(204);
    expect(await tokenAtGateway(cardToken)).toBeUndefined();
    expect((await mine(session)).subscriptions[0].automatic_renewal).toBeNull();
    for (const day of [-7, -1, 0]) {
      on(addDays(subscription.end_date, day));
      await round();
    }
    expect(await paymentsOf(subscription.id)).toHaveLength(1);
    expect(await endOf(subscription.id)).toBe(subscription.end_date);
  });

  it('stops, says so and charges nothing once its plan is no longer offered', async () => {
    const { subscription, cardToken } = await renewingItself();
    on(addDays(subscription.end_date, -7));
    await round();
    const superAdmin = await t.bearer(ROLE.superAdmin);
    const withdrawn = await t.request({
      method: 'POST',
      url: `/api/subscription-plans/${place.plan_id}/status`,
      token: superAdmin,
      payload: { active: false },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    try {
      on(addDays(subscription.end_date, -1));
      await round();
      expect(
        await countRows(t.database.db, automaticRenewals, eq(automaticRenewals.subscription_id, subscription.id)),
      ).toBe(0);
      expect(await tokenAtGateway(cardToken)).toBeUndefined();
      expect(await paymentsOf(subscription.id)).toHaveLength(1);
      expect(await mailsTo(subscription.email, 'could not be renewed')).toBe(1);
    } finally {
      await t.request({
        method: 'POST',
        url: `/api/subscription-plans/${place.plan_id}/status`,
        token: superAdmin,
        payload: { active: true },
      });
    }
  });

  it('charges the subscription as it stands: one renewed by hand meanwhile is not charged for the same days', async () => {
    const { subscription } = await renewingItself();
    on(addDays(subscription.end_date, -7));
    await round();
    on(addDays(subscription.end_date, -2));
    const renewed = await t.request({
      method: 'POST',
      url: `/api/public/subscriber/subscriptions/${subscription.id}/renewal`,
      headers: { 'x-subscriber-session': await signedIn(subscription.email) },
      payload: { lang: 'en' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const page = new URL(renewed.json().url);
    await t.request({
      method: 'POST',
      url: `${page.pathname}${page.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=applepay',
    });
    await t.app.background.settled();
    const newEnd = addDays(subscription.end_date, 30);
    expect(await endOf(subscription.id)).toBe(newEnd);
    on(addDays(subscription.end_date, -1));
    await round();
    expect(await paymentsOf(subscription.id)).toHaveLength(2);
    expect(await endOf(subscription.id)).toBe(newEnd);
    expect(localDate(now)).toBe(addDays(subscription.end_date, -1));
  });
});
