import { and, asc, eq, isNotNull, notExists } from 'drizzle-orm';
import { bilingualMail } from '../../../domain/reminder';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { paymentLinks, subscriptions } from '../../db/schema';
import type { Mailer } from '../../core/mailer';
import type { LinkSettings } from './link';
import { linkSecret } from './link-sending';
import { linkMessage, openSubscriptionLink } from './subscription-links';
import type { OnlinePayments } from './online-payments';

const FIRST_LINK_SUBJECT = { en: 'Pay for your parking subscription', ar: 'ادفع اشتراكك في المواقف' };

/** How many approvals one round takes up. */
const FIRST_LINKS_PER_ROUND = 20;

interface FirstLinkContext {
  db: Database;
  clock: Clock;
  payments: OnlinePayments;
  mailer: Mailer;
}

/**
 * The public request's way on to payment: a subscription approved to be paid online that no link
 * was ever made for gets one, mailed to its subscriber in both languages. Each is taken under its
 * row's lock (skipped while another instance holds it) and checked again there, so it is mailed
 * once whichever instance's round finds it.
 */
export async function sendFirstPaymentLinks(context: FirstLinkContext, settings: LinkSettings): Promise<number> {
  const { db, clock, payments, mailer } = context;
  const noLinkYet = notExists(
    db.select({ id: paymentLinks.id }).from(paymentLinks).where(eq(paymentLinks.subscription_id, subscriptions.id)),
  );
  const waiting = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'awaiting_payment'), isNotNull(subscriptions.email), noLinkYet))
    .orderBy(asc(subscriptions.id))
    .limit(FIRST_LINKS_PER_ROUND);
  let sent = 0;
  for (const { id } of waiting) {
    const made = await db.transaction(async (tx) => {
      const [subscription] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'awaiting_payment'), noLinkYet))
        .for('update', { skipLocked: true });
      if (!subscription) return null;
      const opened = await openSubscriptionLink(
        tx,
        clock,
        { gatewayName: payments.name, linkHours: settings.linkHours, createdBy: null, language: 'ar' },
        subscription,
      );
      return { ...opened, subscription };
    });
    if (!made?.subscription.email) continue;
    const texts = {
      ar: (await linkMessage(context, settings.publicUrl, made.subscription, made.link, made.token, 'ar')).text,
      en: (await linkMessage(context, settings.publicUrl, made.subscription, made.link, made.token, 'en')).text,
    };
    await mailer.send({
      to: made.subscription.email,
      ...bilingualMail(FIRST_LINK_SUBJECT, (language) => texts[language]),
      secrets: linkSecret(made.token, made.link),
    });
    sent++;
  }
  return sent;
}
