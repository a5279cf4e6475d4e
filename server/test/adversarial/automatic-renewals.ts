import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { automaticRenewals, gatewayPayments, paymentLinks, paymentSimulatorPayments } from '../../db/schema';
import { renewAutomatically } from '../../features/online-payments';
import { settleMissedPayments } from '../../features/online-payments/gateway-payments';
import { NO_FAULTS } from '../../features/online-payments/simulator/moyasar-simulator';
import { jobContext, SAVED_CARDS, saveCard } from '../online-payments';
import type { Invariant } from './action';
import { endsAndPayments, subscriberOnTheirPage } from './online';
import type { Run } from './run';

/**
 * Automatic renewal with a saved card: a subscriber of a one-day plan turns it on with a card that
 * pays or one its bank declines, sometimes stops it; the job that charges runs as one instance or
 * two at once, its charges' answers sometimes lost (left to the round that asks for missed
 * signals). Time passing between the steps brings the notices and the charges. The model's truth:
 * which subscriptions renew by themselves, with which card, and when each was stopped.
 */

const SETTINGS = { publicUrl: 'http://parking.test', noticeDays: 7, linkHours: 72 };

/**
 * A new subscriber of the one-day plan, signed in by email or by mobile number (told of each charge
 * there), turns on automatic renewal with a card that pays, or one its bank declines.
 */
export async function turnOnAutomaticRenewal(run: Run, { declines, byPhone }: { declines: boolean; byPhone: boolean }) {
  const { t, online } = run.world;
  const subscriber = await subscriberOnTheirPage(run, online.dailyPlanId, byPhone);
  if (!subscriber) return;
  const { subscription, headers } = subscriber;
  const page = await run.send('the subscriber opens their page', {
    method: 'GET',
    url: '/api/public/subscriber/subscriptions',
    headers,
  });
  const { token } = await saveCard(t, page.json().card_saving, {
    number: declines ? SAVED_CARDS.insufficientFunds : SAVED_CARDS.visa,
  });
  const started = await run.send('the subscriber turns on automatic renewal', {
    method: 'PUT',
    url: `/api/public/subscriber/subscriptions/${subscription.id}/automatic-renewal`,
    headers,
    payload: { card_token: token },
  });
  if (started.statusCode !== 204) return;
  run.automaticRenewals.push({
    id: subscription.id,
    reference: subscription.reference,
    session: headers['x-subscriber-session'],
    declines,
    stoppedAt: null,
  });
}

/** How a round of the automatic renewals' job runs: as one instance or two at once, its charges' answers lost or not, a subscriber stopping first. */
export const renewalRound = fc.record({
  instances: fc.constantFrom(1, 2),
  answersLost: fc.boolean(),
  stop: fc.option(fc.nat(), { nil: undefined }),
});

/** A round of the automatic renewals' job, a subscriber perhaps stopping theirs first, and the round that asks for lost answers. */
export async function chargeAutomaticRenewals(
  run: Run,
  { instances, answersLost, stop }: typeof renewalRound extends fc.Arbitrary<infer Params> ? Params : never,
) {
  const { t } = run.world;
  const running = run.automaticRenewals.filter((renewal) => renewal.stoppedAt === null);
  const stopping = stop === undefined || running.length === 0 ? undefined : running[stop % running.length]!;
  if (stopping) {
    const stopped = await run.send('the subscriber stops automatic renewal', {
      method: 'DELETE',
      url: `/api/public/subscriber/subscriptions/${stopping.id}/automatic-renewal`,
      headers: { 'x-subscriber-session': stopping.session },
    });
    // A session past its 12 hours cannot stop it; the subscriber would sign in again.
    if (stopped.statusCode === 204) stopping.stoppedAt = run.now();
  }
  Object.assign(
    t.app.payments.simulator!.faults,
    answersLost ? { losesChargeAnswers: true, webhookDeliveries: 0 } : {},
  );
  try {
    const context = jobContext(t);
    await Promise.all(
      Array.from({ length: instances }, () => renewAutomatically(context, SETTINGS, Number.POSITIVE_INFINITY)),
    );
    await t.app.background.settled();
  } finally {
    Object.assign(t.app.payments.simulator!.faults, NO_FAULTS);
  }
  if (answersLost) await settleMissedPayments(jobContext(t), Number.POSITIVE_INFINITY);
}

/**
 * Each subscription renewing by itself was charged only on days after it was told of the charge,
 * never after it was stopped, never with a card its bank declines; each charge that paid is
 * recorded once, as one payment row, its period following the last without a day paid twice, and
 * the subscription ends where its last recorded renewal took it; nothing is left to refund.
 */
export const automaticRenewalsOnce: Invariant = {
  name: 'an automatic renewal is told before, charged once per period, never after its stop',
  holds: 'I55, I52',
  async check(run) {
    if (run.automaticRenewals.length === 0) return undefined;
    const db = run.world.truth;
    const ids = run.automaticRenewals.map((renewal) => renewal.id);
    const charges = await db
      .select({
        subscription: paymentLinks.subscription_id,
        linkStatus: paymentLinks.status,
        renewsUntil: paymentLinks.renews_until,
        chargedAt: paymentSimulatorPayments.created_at,
        chargeStatus: paymentSimulatorPayments.status,
      })
      .from(paymentLinks)
      .innerJoin(paymentSimulatorPayments, eq(paymentSimulatorPayments.id, paymentLinks.charge_id))
      .where(and(inArray(paymentLinks.subscription_id, ids), isNotNull(paymentLinks.charge_id)))
      .orderBy(asc(paymentLinks.id));
    const standing = await endsAndPayments(db, ids);
    for (const truth of run.automaticRenewals) {
      const own = charges.filter((charge) => charge.subscription === truth.id);
      for (const charge of own)
        if (truth.stoppedAt && charge.chargedAt > truth.stoppedAt)
          return `subscription ${truth.id} was charged at ${charge.chargedAt.toISOString()}, after its automatic renewal stopped`;
      const recorded = own.filter((charge) => charge.linkStatus === 'paid');
      // Nothing in the model changes a subscription under its charge: a card charged and paid back is a charge made twice.
      const paidBack = own.find((charge) => charge.chargeStatus !== 'failed' && charge.linkStatus !== 'paid');
      if (paidBack)
        return `subscription ${truth.id} was charged for its end ${paidBack.renewsUntil} and the charge was not what renewed it`;
      if (truth.declines && recorded.length > 0)
        return `subscription ${truth.id} renewed with a card its bank declines`;
      const { end, paidRows } = standing(truth.id);
      if (paidRows !== 1 + recorded.length)
        return `subscription ${truth.id} has ${paidRows} payment rows for ${recorded.length} renewals charged`;
      const ends = recorded.map((charge) => charge.renewsUntil!);
      if (ends.some((end, index) => index > 0 && end <= ends[index - 1]!))
        return `subscription ${truth.id} was renewed twice for the same days (${ends.join(', ')})`;
      if (ends.length > 0 && end !== ends.at(-1))
        return `subscription ${truth.id} ends on ${end}, not where its last renewal took it (${ends.at(-1)})`;
    }
    // The charge of an end is tried only on a day after that end's notice (checked after every
    // step, before a later end's notice takes the row's place).
    const rowsInForce = await db
      .select()
      .from(automaticRenewals)
      .where(inArray(automaticRenewals.subscription_id, ids));
    for (const row of rowsInForce) {
      if (row.attempted_for === null) continue;
      if (row.notified_for === null || row.notified_for < row.attempted_for)
        return `subscription ${row.subscription_id} was charged for its end ${row.attempted_for} without a notice of it`;
      if (row.notified_for === row.attempted_for && row.attempted_on! <= row.notified_on!)
        return `subscription ${row.subscription_id} was charged on ${row.attempted_on}, the day of its notice (${row.notified_on})`;
    }
    const [due] = await db
      .select({ id: gatewayPayments.gateway_payment_id })
      .from(gatewayPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
      .where(
        and(
          inArray(paymentLinks.subscription_id, ids),
          eq(gatewayPayments.outcome, 'refund_due'),
          sql`${paymentLinks.charge_id} is not null`,
        ),
      );
    return due && `gateway payment ${due.id} of an automatic renewal is still to be refunded`;
  },
};
