import { and, eq } from 'drizzle-orm';
import type { SubscriberContact } from '../../../domain/subscriber-contact';
import type { OfferLanguage } from '../../../domain/offer';
import { renewable, renewalPeriod } from '../../../domain/subscription-period';
import { subscriptionPlans, subscriptions } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { subscriptionsOfSubscriber } from '../subscriptions';
import { closeHostedPages, type LinkSettings } from './link';
import { openLink } from './link-opening';
import type { PurposeContext } from './link-purposes';
import type { OnlinePayments } from './online-payments';
import { checkout } from './payment-links';
import { renewedVersion } from './renewal-links';

/**
 * A subscriber renews their subscription on their own page: under its lock, a subscription of
 * theirs (whom they signed in as) that may be renewed today gets a link for its plan's
 * price now and the period that follows (domain/subscription-period.ts `renewalPeriod`), bound to
 * the subscription as it stands; answers the gateway's page to pay it. Another's, or one not
 * renewable, is a 404 or 409 and makes nothing.
 */
export async function renewalCheckout(
  context: PurposeContext & { payments: OnlinePayments },
  settings: LinkSettings,
  { subscriptionId, subscriber, lang }: { subscriptionId: number; subscriber: SubscriberContact; lang: OfferLanguage },
) {
  const { db, clock, payments } = context;
  const made = await db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), subscriptionsOfSubscriber(subscriber)))
      .for('update');
    if (!subscription) throw notFound();
    const today = clock.today();
    if (!renewable(subscription, today)) throw conflict('subscription_not_renewable');
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, subscription.plan_id));
    if (!plan!.is_active || plan!.price_halalas <= 0) throw conflict('subscription_not_renewable');
    const period = renewalPeriod(
      subscription.end_date!,
      today,
      plan!.duration,
      plan!.duration_unit as 'days' | 'months',
    );
    const now = clock.now();
    return openLink(tx, {
      column: 'subscription_id',
      recordId: subscription.id,
      renewsUntil: period.end,
      amountHalalas: plan!.price_halalas,
      description: `${subscription.reference}: ${plan!.name_ar} | ${plan!.name_en}`,
      recordVersion: (await renewedVersion(tx, clock, subscription))!,
      expiresAt: new Date(now.getTime() + settings.linkHours * 3_600_000),
      language: lang,
      gateway: payments.name,
      now,
      audit: { actor: null, resource: 'subscriptions' },
    });
  });
  void closeHostedPages(payments, made.closedRefs);
  return checkout(context, settings, made.token, lang);
}
