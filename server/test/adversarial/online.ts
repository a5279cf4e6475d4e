import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import fc from 'fast-check';
import {
  companySubscriptions,
  gatewayPayments,
  paymentLinks,
  paymentTransactions,
  subscriptions,
} from '../../db/schema';
import { NO_FAULTS } from '../../features/online-payments/simulator/moyasar-simulator';
import { subscriptionBody } from '../fixtures';
import { normalizeSaudiMobile } from '../../../domain/phone';
import { mailedCode } from '../mailed-codes';
import { action } from './action';
import type { Invariant } from './action';
import type { Database } from '../../db/client';
import type { Run } from './run';

/**
 * A payer paying a subscription (a person's, or a company's, whose manager pays) online through
 * the gateway simulator, its signals as the gateway may send them (once, twice, after the
 * browser's return, only the return), one payer or two at once, sometimes after staff rejected the
 * subscription, and a caller posing as the gateway. The model's truth: whether the subscription
 * was still awaiting its payment when it was paid.
 */

const WEBHOOK_FAULTS = {
  once: {},
  twice: { webhookDeliveries: 2 },
  'after the return': { webhookAfterReturn: true },
  'only the return': { webhookDeliveries: 0 },
} as const;

export const SIGNAL_MODES = Object.keys(WEBHOOK_FAULTS) as Array<keyof typeof WEBHOOK_FAULTS>;

const PAID_CARD = 'type=creditcard&name=Model+Payer&number=4201320111111010&expiry=12%2F30&cvc=123';

/** A decision on what its decider has just read. */
async function decideOnRead(run: Run, token: string, url: string, decision: string, payload: object) {
  const read = await run.send('staff read the subscription', { method: 'GET', url, token });
  return run.send(decision, {
    method: 'POST',
    url: `${url}/${decision}`,
    token,
    headers: { 'if-match': String(read.headers.etag) },
    payload,
  });
}

export const payOnline = action(
  'a payer pays a subscription online',
  2,
  fc.record({
    signals: fc.constantFrom(...SIGNAL_MODES),
    payers: fc.constantFrom(1, 2),
    rejectedFirst: fc.boolean(),
    forged: fc.boolean(),
    company: fc.boolean(),
  }),
  async (run, { signals, payers, rejectedFirst, forged, company }) => {
    const { t, online } = run.world;
    const decider = company ? run.world.superAdmin : run.world.admin;
    const created = company ? await companySubscriptionAdded(run) : await subscriptionAdded(run);
    if (created.statusCode !== 201) return;
    const url = `/api/${company ? 'company-subscriptions' : 'subscriptions'}/${created.json().id}`;
    const approved = await decideOnRead(run, decider, url, 'approve', { payment_method_id: online.methodId });
    if (approved.statusCode !== 200) return;
    const sent = await decideOnRead(run, decider, url, 'payment-link', { lang: 'ar' });
    if (sent.statusCode !== 200) return;
    const token = (sent.json().url as string).split('/pay/')[1]!;
    const opened = await run.send('the payer opens the gateway page', {
      method: 'POST',
      url: `/api/public/payment-links/${token}/checkout`,
      payload: { lang: 'ar' },
    });
    if (opened.statusCode !== 200) return;
    const page = new URL(opened.json().url as string);
    if (rejectedFirst) await decideOnRead(run, decider, url, 'reject', { reason: 'Withdrawn' });
    run.onlineSubscriptions.push({ id: created.json().id, company, paid: !rejectedFirst });
    try {
      await payOnPage(run, page, { signals, payers });
      if (forged)
        await run.send(
          'a caller posing as the gateway',
          {
            method: 'POST',
            url: '/api/payments/moyasar/webhook',
            payload: { type: 'payment_paid', secret_token: 'guessed', live: false, data: { id: 'any' } },
          },
          true,
        );
      await t.app.background.settled();
    } finally {
      Object.assign(t.app.payments.simulator!.faults, NO_FAULTS);
    }
  },
);

const subscriptionAdded = (run: Run) =>
  run.send('staff add a subscription', {
    method: 'POST',
    url: '/api/subscriptions',
    token: run.world.admin,
    payload: subscriptionBody({ area_id: run.world.areas.A.id, plan_id: run.world.online.planId }),
  });

/** A plate of its own for each company subscription paid online: the company's other plates stay free. */
let companyPlates = 0;

const companySubscriptionAdded = (run: Run) =>
  run.send('a company manager adds a subscription', {
    method: 'POST',
    url: '/api/company-subscriptions',
    token: run.world.company.manager,
    payload: {
      subscriber_name: 'Online Payer',
      phone: '0551234567',
      email: 'online.payer@example.sa',
      notes: null,
      vehicles: [
        { plate_letters: 'KHD', plate_number: String(1 + (companyPlates++ % 9999)), notes: null, is_active: true },
      ],
    },
  });

/**
 * A subscriber renews a subscription on their own page: signed in by the code mailed to them, the
 * renewal paid on the gateway's page as its signals come, sometimes after staff edited the
 * subscription. The model's truth: whether the subscription stood as the renewal's page was opened.
 */
/**
 * A subscription of `planId` staff add and approve paid in cash at the desk, whose subscriber then
 * signs in to their own page by the code mailed to them: its body, the approval, and the session's
 * header; nothing when a step was refused.
 */
export async function subscriberOnTheirPage(run: Run, planId: number, byPhone: boolean) {
  const { t, admin } = run.world;
  const body = subscriptionBody({ area_id: run.world.areas.A.id, plan_id: planId });
  const created = await run.send('staff add a subscription', {
    method: 'POST',
    url: '/api/subscriptions',
    token: admin,
    payload: body,
  });
  if (created.statusCode !== 201) return null;
  const url = `/api/subscriptions/${created.json().id}`;
  const approved = await decideOnRead(run, admin, url, 'approve', {
    payment_method_id: run.world.company.cashMethodId,
  });
  if (approved.statusCode !== 200) return null;
  // By their email, or by their mobile number (typed as at home; the code goes to it as stored).
  const contact = byPhone ? { phone: body.phone } : { email: body.email };
  await run.send('the subscriber asks for a code', {
    method: 'POST',
    url: '/api/public/subscriber/codes',
    payload: contact,
  });
  await t.app.background.settled();
  const recipient = byPhone ? normalizeSaudiMobile(body.phone)! : body.email;
  const session = await run.send('the subscriber signs in', {
    method: 'POST',
    url: '/api/public/subscriber/sessions',
    payload: { ...contact, otp: await mailedCode(t, recipient) },
  });
  if (session.statusCode !== 200) return null;
  return {
    body,
    url,
    subscription: approved.json() as { id: number; reference: string; end_date: string },
    headers: { 'x-subscriber-session': String(session.json().token) },
  };
}

export const renewOnline = action(
  'a subscriber renews on their own page',
  1,
  fc.record({ signals: fc.constantFrom(...SIGNAL_MODES), editedFirst: fc.boolean(), byPhone: fc.boolean() }),
  async (run, { signals, editedFirst, byPhone }) => {
    const { t, admin, online } = run.world;
    const subscriber = await subscriberOnTheirPage(run, online.planId, byPhone);
    if (!subscriber) return;
    const { body, url, subscription, headers } = subscriber;
    const opened = await run.send('the subscriber renews', {
      method: 'POST',
      url: `/api/public/subscriber/subscriptions/${subscription.id}/renewal`,
      headers,
      payload: { lang: 'en' },
    });
    if (opened.statusCode !== 200) return;
    if (editedFirst)
      await run.send('staff edit the subscription', {
        method: 'PUT',
        url,
        token: admin,
        payload: { ...body, admin_notes: 'Moved to another bay' },
      });
    run.renewals.push({ id: subscription.id, endBefore: subscription.end_date, paid: !editedFirst });
    try {
      await payOnPage(run, new URL(opened.json().url as string), { signals, payers: 1 });
      await t.app.background.settled();
    } finally {
      Object.assign(t.app.payments.simulator!.faults, NO_FAULTS);
    }
  },
);

/**
 * Each renewal paid on the subscriber's page moved its subscription's end once and wrote one
 * payment when the subscription stood as its page was opened; otherwise nothing, its payment paid back.
 */
/**
 * Where some subscriptions stand: each one's end and how many payments (refunds aside) it has, as
 * the checks of renewals read them.
 */
export async function endsAndPayments(db: Database, ids: number[]) {
  const rows = await db
    .select({ id: subscriptions.id, end: subscriptions.end_date })
    .from(subscriptions)
    .where(inArray(subscriptions.id, ids));
  const payments = await db
    .select({ subscription: paymentTransactions.subscription_id })
    .from(paymentTransactions)
    .where(and(inArray(paymentTransactions.subscription_id, ids), isNull(paymentTransactions.refund_of_id)));
  return (id: number) => ({
    end: rows.find((row) => row.id === id)?.end,
    paidRows: payments.filter((payment) => payment.subscription === id).length,
  });
}

export const renewalsOnce: Invariant = {
  name: "a renewal on the subscriber's page moves the end and writes a payment once if the subscription stood, none otherwise",
  holds: 'I54, I52',
  async check(run) {
    if (run.renewals.length === 0) return undefined;
    const db = run.world.truth;
    const ids = run.renewals.map((renewal) => renewal.id);
    const standing = await endsAndPayments(db, ids);
    for (const truth of run.renewals) {
      const { end, paidRows } = standing(truth.id);
      if (paidRows !== (truth.paid ? 2 : 1))
        return `subscription ${truth.id} has ${paidRows} payment rows after a renewal that ${truth.paid ? 'stood' : 'did not stand'}`;
      if ((end !== truth.endBefore) !== truth.paid)
        return `subscription ${truth.id} ends on ${end} (${truth.endBefore} before) after a renewal that ${truth.paid ? 'stood' : 'did not stand'}`;
    }
    const [due] = await db
      .select({ id: gatewayPayments.gateway_payment_id })
      .from(gatewayPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
      .where(and(inArray(paymentLinks.subscription_id, ids), eq(gatewayPayments.outcome, 'refund_due')));
    return due && `gateway payment ${due.id} of a renewal is still to be refunded`;
  },
};

/**
 * Payers pay on the gateway's page (the simulator's) with a test card that pays, its signals as
 * `signals` says, and come back; the caller puts the simulator's faults back.
 */
export async function payOnPage(
  run: Run,
  page: URL,
  { signals, payers }: { signals: keyof typeof WEBHOOK_FAULTS; payers: number },
) {
  Object.assign(run.world.t.app.payments.simulator!.faults, WEBHOOK_FAULTS[signals], { payPaidInvoices: payers > 1 });
  const paid = await Promise.all(
    Array.from({ length: payers }, () =>
      run.send('the payer pays on the gateway page', {
        method: 'POST',
        url: `${page.pathname}${page.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: PAID_CARD,
      }),
    ),
  );
  for (const answer of paid)
    if (answer.headers.location)
      await run.send('the payer returns', { method: 'GET', url: String(answer.headers.location) });
}

/**
 * Each subscription paid online, a person's or a company's, has one payment if it awaited it when paid and none otherwise;
 * what a link could not take, a subscription's or a stay's paid ahead, is paid back.
 */
export const onlinePaymentsOnce: Invariant = {
  name: "a subscription (a person's or a company's) paid online has one payment row if it awaited it, none otherwise, and no refund of a link is left due",
  holds: 'I52, I20',
  async check(run) {
    if (run.onlineSubscriptions.length === 0 && run.paidAheadStays.length === 0) return undefined;
    const db = run.world.truth;
    const ids = run.onlineSubscriptions.filter((truth) => !truth.company).map((truth) => truth.id);
    const companyIds = run.onlineSubscriptions.filter((truth) => truth.company).map((truth) => truth.id);
    const rows = [
      ...(ids.length > 0
        ? await db
            .select({ id: subscriptions.id, status: subscriptions.status })
            .from(subscriptions)
            .where(inArray(subscriptions.id, ids))
        : []
      ).map((row) => ({ ...row, company: false })),
      ...(companyIds.length > 0
        ? await db
            .select({ id: companySubscriptions.id, status: companySubscriptions.status })
            .from(companySubscriptions)
            .where(inArray(companySubscriptions.id, companyIds))
        : []
      ).map((row) => ({ ...row, company: true })),
    ];
    const payments =
      run.onlineSubscriptions.length === 0
        ? []
        : await db
            .select({
              subscription: paymentTransactions.subscription_id,
              company: paymentTransactions.company_subscription_id,
            })
            .from(paymentTransactions)
            .where(
              and(
                or(
                  ids.length > 0 ? inArray(paymentTransactions.subscription_id, ids) : undefined,
                  companyIds.length > 0 ? inArray(paymentTransactions.company_subscription_id, companyIds) : undefined,
                ),
                isNull(paymentTransactions.refund_of_id),
              ),
            );
    for (const truth of run.onlineSubscriptions) {
      const paidRows = payments.filter((payment) =>
        truth.company ? payment.company === truth.id : payment.subscription === truth.id,
      ).length;
      const status = rows.find((row) => row.id === truth.id && row.company === truth.company)?.status;
      const kind = truth.company ? 'company subscription' : 'subscription';
      if (paidRows !== (truth.paid ? 1 : 0))
        return `${kind} ${truth.id} has ${paidRows} payment rows; it ${truth.paid ? 'awaited' : 'did not await'} its payment`;
      if ((status === 'active') !== truth.paid) return `${kind} ${truth.id} is ${status} after its online payment`;
    }
    const records = [
      ...(ids.length > 0 ? [inArray(paymentLinks.subscription_id, ids)] : []),
      ...(companyIds.length > 0 ? [inArray(paymentLinks.company_subscription_id, companyIds)] : []),
      ...(run.paidAheadStays.length > 0 ? [inArray(paymentLinks.stay_id, run.paidAheadStays)] : []),
    ];
    const [due] = await db
      .select({ id: gatewayPayments.gateway_payment_id })
      .from(gatewayPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
      .where(and(or(...records), eq(gatewayPayments.outcome, 'refund_due')));
    return due && `gateway payment ${due.id} is still to be refunded`;
  },
};
