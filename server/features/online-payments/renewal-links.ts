import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { recordVersionOf } from '../../core/crud';
import { subscriptionPaymentRow, subscriptionsResource } from '../subscriptions';
import { insertGatewayPaymentRow, type LinkPurpose } from './link';
import { readSubscription } from './subscription-links';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The version of an approved subscription a renewal may pay for: its own as it stands; none for any other. */
export async function renewedVersion(db: Database | Transaction, clock: Clock, subscription: SubscriptionRow) {
  if (subscription.status !== 'active') return null;
  return recordVersionOf(db, clock, subscriptionsResource, subscription);
}

/**
 * A renewal as a link's purpose: paid, it is a payment row of the subscription with its e-invoice,
 * and the subscription's end moved to the one the link was made for. The link binds to the
 * subscription's version, so a second renewal paid after the first finds it changed and is paid
 * back.
 */
export const renewalLinkPurpose = {
  resource: 'subscriptions',
  recordIdOf: (link) => link.subscription_id!,
  read: readSubscription,
  payableVersion: renewedVersion,
  async record(tx, { link, record: subscription, payment, onlineMethodId, now }) {
    const transactionId = await insertGatewayPaymentRow(
      tx,
      subscriptionPaymentRow({
        subscription: { ...subscription, final_price_halalas: link.amount_halalas },
        paymentMethodId: onlineMethodId,
        paidBy: null,
        at: now,
      }),
      payment,
    );
    await tx
      .update(subscriptions)
      .set({ end_date: link.renews_until!, updated_at: now })
      .where(eq(subscriptions.id, subscription.id));
    return {
      transactionId,
      changes: { end_date: [subscription.end_date, link.renews_until], payment_transaction: [null, transactionId] },
    };
  },
} satisfies LinkPurpose<SubscriptionRow>;
