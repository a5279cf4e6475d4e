import { and, eq, inArray } from 'drizzle-orm';
import { contactColumns, type SubscriberContact } from '../../../../domain/subscriber-contact';
import { addDays } from '../../../../domain/local-date';
import { cardLabel } from '../../../../domain/automatic-renewal';
import type { Clock } from '../../../clock';
import type { Database, Transaction } from '../../../db/client';
import { automaticRenewals, subscriptionPlans, subscriptions } from '../../../db/schema';
import { recordAudit } from '../../../core/audit';
import type { Mailer } from '../../../core/mailer';
import type { TextMessenger } from '../../../core/text-messages';
import { ApiError, conflict, notFound } from '../../../errors';
import { subscriptionsOfSubscriber } from '../../subscriptions';
import { unlessGatewayDown } from '../gateway';
import type { OnlinePayments } from '../online-payments';
import { type AutomaticRenewalSettings, mailNotice } from './automatic-renewal-mail';

export interface AutomaticRenewalContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  texts: TextMessenger;
  payments: OnlinePayments;
  log: { warn(object: object, message: string): void };
}

type Renewal = typeof automaticRenewals.$inferSelect;

/** Whether a subscription may renew by itself: approved, its plan still offered for a price. */
export const renewsAutomatically = (
  subscription: { status: string },
  plan: { is_active: boolean; price_halalas: number },
) => subscription.status === 'active' && plan.is_active && plan.price_halalas > 0;

/** One of the subscriber's own subscriptions with its plan, locked for the rest of the transaction; another's is a 404. */
async function ownSubscription(tx: Transaction, subscriber: SubscriberContact, subscriptionId: number) {
  const [found] = await tx
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
    .where(and(eq(subscriptions.id, subscriptionId), subscriptionsOfSubscriber(subscriber)))
    .for('update', { of: subscriptions });
  if (!found) throw notFound();
  return found;
}

/**
 * Deletes, at the gateway, the saved cards no automatic renewal uses any more. Best effort, after
 * the change that let go of them is committed: the product no longer charges a token it forgot,
 * whatever the gateway keeps.
 */
export async function forgetUnusedCards(context: AutomaticRenewalContext, tokens: string[]) {
  if (tokens.length === 0) return;
  const used = await context.db
    .select({ card_token: automaticRenewals.card_token })
    .from(automaticRenewals)
    .where(inArray(automaticRenewals.card_token, tokens));
  const unused = tokens.filter((token) => !used.some((row) => row.card_token === token));
  for (const token of unused)
    await context.payments.gateway.forgetSavedCard(token).catch((error: unknown) => {
      context.log.warn({ err: error }, 'a saved card could not be deleted at the gateway');
    });
}

/**
 * The subscriber turns on the automatic renewal of one of their subscriptions with a card they
 * saved at the gateway (its token, never the card): the gateway must know the token and its bank
 * have verified it. Turned on within the notice window, the confirmation it mails is the notice of
 * the coming charge; a card saved before for it is replaced and deleted.
 */
export async function startAutomaticRenewal(
  context: AutomaticRenewalContext,
  settings: AutomaticRenewalSettings,
  {
    subscriber,
    subscriptionId,
    cardToken,
  }: { subscriber: SubscriberContact; subscriptionId: number; cardToken: string },
) {
  const { db, clock, payments } = context;
  const card = await unlessGatewayDown(() => payments.gateway.savedCard(cardToken));
  if (!card) throw new ApiError(422, 'card_not_saved');
  if (card.status !== 'active') throw conflict('card_not_verified');
  const today = clock.today();
  const started = await db.transaction(async (tx) => {
    const { subscription, plan } = await ownSubscription(tx, subscriber, subscriptionId);
    if (!renewsAutomatically(subscription, plan)) throw conflict('subscription_not_renewable_automatically');
    const end = subscription.end_date!;
    const toldNow = today >= addDays(end, -settings.noticeDays);
    const values = {
      ...contactColumns(subscriber),
      gateway: payments.name,
      card_token: card.token,
      card_brand: card.brand,
      card_last_four: card.lastFour,
      card_month: card.month,
      card_year: card.year,
      notified_for: toldNow ? end : null,
      notified_on: toldNow ? today : null,
      failed_attempts: 0,
    };
    const [before] = await tx
      .select()
      .from(automaticRenewals)
      .where(eq(automaticRenewals.subscription_id, subscriptionId));
    const [renewal] = await tx
      .insert(automaticRenewals)
      .values({ subscription_id: subscriptionId, ...values, created_at: clock.now() })
      .onConflictDoUpdate({ target: automaticRenewals.subscription_id, set: values })
      .returning();
    await recordAudit(tx, null, {
      action: 'start_automatic_renewal',
      resource: 'subscriptions',
      recordId: subscriptionId,
      changes: { automatic_renewal: [before ? cardLabelOf(before) : null, cardLabelOf(renewal!)] },
    });
    return { renewal: renewal!, subscription, plan, replaced: before?.card_token };
  });
  if (started.replaced && started.replaced !== card.token) await forgetUnusedCards(context, [started.replaced]);
  await mailNotice(context, settings, { ...started, today });
  return started.renewal;
}

const cardLabelOf = (renewal: Renewal) => cardLabel({ brand: renewal.card_brand, lastFour: renewal.card_last_four });

/** Stops an automatic renewal: the row and its token go; the card is deleted at the gateway unless another uses it. */
export async function stopAutomaticRenewal(tx: Transaction, subscriptionId: number) {
  const stopped = await tx
    .delete(automaticRenewals)
    .where(eq(automaticRenewals.subscription_id, subscriptionId))
    .returning();
  if (stopped[0])
    await recordAudit(tx, null, {
      action: 'stop_automatic_renewal',
      resource: 'subscriptions',
      recordId: subscriptionId,
      changes: { automatic_renewal: [cardLabelOf(stopped[0]), null] },
    });
  return stopped[0]?.card_token;
}

/** The subscriber stops the automatic renewal of one of their subscriptions: at once, whatever the next charge. */
export async function stopOwnAutomaticRenewal(
  context: AutomaticRenewalContext,
  { subscriber, subscriptionId }: { subscriber: SubscriberContact; subscriptionId: number },
) {
  const token = await context.db.transaction(async (tx) => {
    await ownSubscription(tx, subscriber, subscriptionId);
    return stopAutomaticRenewal(tx, subscriptionId);
  });
  if (token) await forgetUnusedCards(context, [token]);
}

/** The automatic renewals of some subscriptions, for their subscriber's page. */
export function automaticRenewalsOf(db: Database, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db.select().from(automaticRenewals).where(inArray(automaticRenewals.subscription_id, subscriptionIds));
}
