import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { automaticRenewalStep, MAX_FAILED_CHARGES, type NotRenewedReason } from '../../../../domain/automatic-renewal';
import { addDays } from '../../../../domain/local-date';
import { SUBSCRIBER_PAGE_PATH } from '../../../../domain/schemas/subscriber-portal';
import { renewalPeriod } from '../../../../domain/subscription-period';
import { automaticRenewals, paymentLinks, subscriptionPlans, subscriptions } from '../../../db/schema';
import { rawRows } from '../../../db/raw-rows';
import { GatewayError } from '../gateway';
import { settleGatewayPayment } from '../gateway-payments';
import { closeHostedPages } from '../link';
import { openLink } from '../link-opening';
import { renewedVersion } from '../renewal-links';
import { type AutomaticRenewalSettings, mailNotice, mailNotRenewed, mailRenewed } from './automatic-renewal-mail';
import {
  type AutomaticRenewalContext,
  forgetUnusedCards,
  renewsAutomatically,
  stopAutomaticRenewal,
} from './saved-cards';

type Renewal = typeof automaticRenewals.$inferSelect;

/**
 * Marks a charge told for `end`, in one statement only one caller wins: of several instances at
 * once, one mails it, and a charge is never made on the day its notice went.
 */
async function claimNotice(context: AutomaticRenewalContext, renewal: Renewal, end: string, today: string) {
  const claimed = await rawRows(
    context.db,
    sql`update ${automaticRenewals} set notified_for = ${end}, notified_on = ${today}
      where id = ${renewal.id} and notified_for is distinct from ${end}::date returning *`,
  );
  return claimed.length === 1;
}

/** Stops a renewal the subscription can take no more (its plan withdrawn, too many declines), and tells the subscriber why. */
async function stop(
  context: AutomaticRenewalContext,
  settings: AutomaticRenewalSettings,
  renewal: Renewal,
  subscription: typeof subscriptions.$inferSelect,
  reason: NotRenewedReason,
) {
  await context.db.transaction((tx) => stopAutomaticRenewal(tx, renewal.subscription_id));
  await forgetUnusedCards(context, [renewal.card_token]);
  await mailNotRenewed(context, settings, { renewal, subscription, reason, stopped: true });
}

/**
 * One charge of a saved card for the renewal due today. Under the subscription's lock (the order
 * every writer of it takes), the renewal is checked due again (another instance may have charged
 * it), and a link is opened for the plan's price now and the period that follows, bound to the
 * subscription's version and carrying the id the charge is made with; the try is marked. Then the
 * card is charged and the payment settled as any gateway payment is (gateway-payments.ts): the
 * link's rules decide what it renews, once. A charge whose answer is lost is settled by the round
 * that asks for what signals missed, by its id.
 */
async function charge(context: AutomaticRenewalContext, settings: AutomaticRenewalSettings, renewalId: number) {
  const { db, clock, payments } = context;
  const today = clock.today();
  const prepared = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ subscription: subscriptions, plan: subscriptionPlans })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
      .innerJoin(automaticRenewals, eq(automaticRenewals.subscription_id, subscriptions.id))
      .where(eq(automaticRenewals.id, renewalId))
      .for('update', { of: subscriptions });
    const [renewal] = await tx
      .select()
      .from(automaticRenewals)
      .where(eq(automaticRenewals.id, renewalId))
      .for('update');
    if (!found || !renewal) return null;
    const { subscription, plan } = found;
    if (automaticRenewalStep(renewal, subscription, today, settings.noticeDays) !== 'charge') return null;
    if (!renewsAutomatically(subscription, plan)) return { renewal, subscription, withdrawn: true as const };
    const end = subscription.end_date!;
    const period = renewalPeriod(end, today, plan.duration, plan.duration_unit as 'days' | 'months');
    const now = clock.now();
    const chargeId = randomUUID();
    const opened = await openLink(tx, {
      column: 'subscription_id',
      recordId: subscription.id,
      renewsUntil: period.end,
      chargeId,
      amountHalalas: plan.price_halalas,
      description: `${subscription.reference}: ${plan.name_ar} | ${plan.name_en}`,
      recordVersion: (await renewedVersion(tx, clock, subscription))!,
      expiresAt: new Date(now.getTime() + settings.linkHours * 3_600_000),
      language: 'ar',
      gateway: payments.name,
      now,
    });
    const failedBefore = renewal.attempted_for === end ? renewal.failed_attempts : 0;
    await tx
      .update(automaticRenewals)
      .set({ attempted_for: end, attempted_on: today, failed_attempts: failedBefore })
      .where(eq(automaticRenewals.id, renewal.id));
    return { renewal, subscription, plan, period, chargeId, failedBefore, ...opened };
  });
  if (!prepared) return;
  if ('withdrawn' in prepared) {
    await stop(context, settings, prepared.renewal, prepared.subscription, { kind: 'plan_withdrawn' });
    return;
  }
  const { renewal, subscription, plan, link } = prepared;
  void closeHostedPages(payments, prepared.closedRefs);
  let payment;
  try {
    payment = await payments.gateway.chargeSavedCard({
      cardToken: renewal.card_token,
      chargeId: prepared.chargeId,
      amountHalalas: plan.price_halalas,
      description: link.description,
      linkToken: prepared.token,
      returnUrl: `${settings.publicUrl}${SUBSCRIBER_PAGE_PATH}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    context.log.warn({ err: error, subscription: subscription.id }, 'an automatic renewal could not be charged now');
    return;
  }
  await settleGatewayPayment(context, payment.id);
  const [settled] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
  if (settled?.status === 'paid') {
    await mailRenewed(context, settings, {
      renewal,
      subscription,
      until: prepared.period.end,
      amountHalalas: plan.price_halalas,
    });
    return;
  }
  if (payment.status === 'paid') return;
  await db
    .update(paymentLinks)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentLinks.id, link.id), eq(paymentLinks.status, 'open')));
  const failed = prepared.failedBefore + 1;
  const reason: NotRenewedReason = { kind: 'declined', message: payment.message ?? 'DECLINED' };
  if (failed >= MAX_FAILED_CHARGES) {
    await stop(context, settings, renewal, subscription, reason);
    return;
  }
  await db.update(automaticRenewals).set({ failed_attempts: failed }).where(eq(automaticRenewals.id, renewal.id));
  await mailNotRenewed(context, settings, { renewal, subscription, reason, stopped: false });
}

/**
 * The automatic renewals' round: each whose subscription ends within the notice window takes the
 * step due today (domain/automatic-renewal.ts): told, or charged. Any instance may run it at once: a notice is claimed, a charge re-checked under its
 * subscription's lock.
 */
export async function renewAutomatically(
  context: AutomaticRenewalContext,
  settings: AutomaticRenewalSettings,
  until: number,
) {
  const today = context.clock.today();
  const due = await context.db
    .select({ renewal: automaticRenewals, subscription: subscriptions, plan: subscriptionPlans })
    .from(automaticRenewals)
    .innerJoin(subscriptions, eq(subscriptions.id, automaticRenewals.subscription_id))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.end_date, addDays(today, settings.noticeDays))))
    .orderBy(asc(automaticRenewals.id));
  for (const { renewal, subscription, plan } of due) {
    if (performance.now() > until) return;
    const step = automaticRenewalStep(renewal, subscription, today, settings.noticeDays);
    if (step === 'notify' && (await claimNotice(context, renewal, subscription.end_date!, today)))
      await mailNotice(context, settings, {
        renewal: { ...renewal, notified_for: subscription.end_date, notified_on: today },
        subscription,
        plan,
        today,
      });
    if (step === 'charge') await charge(context, settings, renewal.id);
  }
}
