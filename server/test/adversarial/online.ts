import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import fc from 'fast-check';
import { gatewayPayments, paymentLinks, paymentTransactions, subscriptions } from '../../db/schema';
import { NO_FAULTS } from '../../features/online-payments/simulator/moyasar-simulator';
import { subscriptionBody } from '../fixtures';
import { action } from './action';
import type { Invariant } from './action';
import type { Run } from './run';

/**
 * A payer paying a subscription online through the gateway simulator, its signals as the gateway
 * may send them (once, twice, after the browser's return, only the return), one payer or two at
 * once, sometimes after staff rejected the subscription, and a caller posing as the gateway. The
 * model's truth: whether the subscription was still awaiting its payment when it was paid.
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
async function decideOnRead(run: Run, url: string, decision: string, payload: object) {
  const token = run.world.admin;
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
  }),
  async (run, { signals, payers, rejectedFirst, forged }) => {
    const { t, admin, online } = run.world;
    const created = await run.send('staff add a subscription', {
      method: 'POST',
      url: '/api/subscriptions',
      token: admin,
      payload: subscriptionBody({ area_id: run.world.areas.A.id, plan_id: online.planId }),
    });
    if (created.statusCode !== 201) return;
    const url = `/api/subscriptions/${created.json().id}`;
    if ((await decideOnRead(run, url, 'approve', { payment_method_id: online.methodId })).statusCode !== 200) return;
    const sent = await decideOnRead(run, url, 'payment-link', { lang: 'ar' });
    if (sent.statusCode !== 200) return;
    const token = (sent.json().url as string).split('/pay/')[1]!;
    const opened = await run.send('the payer opens the gateway page', {
      method: 'POST',
      url: `/api/public/payment-links/${token}/checkout`,
      payload: { lang: 'ar' },
    });
    if (opened.statusCode !== 200) return;
    const page = new URL(opened.json().url as string);
    if (rejectedFirst) await decideOnRead(run, url, 'reject', { reason: 'Withdrawn' });
    run.onlineSubscriptions.push({ id: created.json().id, paid: !rejectedFirst });
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
 * Each subscription paid online has one payment if it awaited it when paid and none otherwise;
 * what a link could not take, a subscription's or a stay's paid ahead, is paid back.
 */
export const onlinePaymentsOnce: Invariant = {
  name: 'a subscription paid online has one payment row if it awaited it, none otherwise, and no refund of a link is left due',
  holds: 'I52, I20',
  async check(run) {
    if (run.onlineSubscriptions.length === 0 && run.paidAheadStays.length === 0) return undefined;
    const { db } = run.world.t.database;
    const ids = run.onlineSubscriptions.map((subscription) => subscription.id);
    if (ids.length > 0) {
      const rows = await db
        .select({ id: subscriptions.id, status: subscriptions.status })
        .from(subscriptions)
        .where(inArray(subscriptions.id, ids));
      const payments = await db
        .select({ subscription: paymentTransactions.subscription_id })
        .from(paymentTransactions)
        .where(and(inArray(paymentTransactions.subscription_id, ids), isNull(paymentTransactions.refund_of_id)));
      for (const truth of run.onlineSubscriptions) {
        const paidRows = payments.filter((payment) => payment.subscription === truth.id).length;
        const status = rows.find((row) => row.id === truth.id)?.status;
        if (paidRows !== (truth.paid ? 1 : 0))
          return `subscription ${truth.id} has ${paidRows} payment rows; it ${truth.paid ? 'awaited' : 'did not await'} its payment`;
        if ((status === 'active') !== truth.paid)
          return `subscription ${truth.id} is ${status} after its online payment`;
      }
    }
    const records = [
      ...(ids.length > 0 ? [inArray(paymentLinks.subscription_id, ids)] : []),
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
