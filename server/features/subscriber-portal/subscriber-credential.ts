import { and, eq } from 'drizzle-orm';
import type { SubscriberContact } from '../../../domain/subscriber-contact';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { recordAudit } from '../../core/audit';
import { notFound } from '../../errors';
import { reissueCredential, subscriptionsOfSubscriber } from '../subscriptions';

/**
 * A new QR code for one of the subscriber's own subscriptions, active today, shown on their page:
 * the database keeps only a code's hash, so showing it means issuing it, and the old one stops
 * working at once. Audited without an actor, as the subscriber has no account.
 */
export async function subscriberQrCode(
  { db, clock }: { db: Database; clock: Clock },
  subscriber: SubscriberContact,
  id: number,
) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), subscriptionsOfSubscriber(subscriber)))
      .for('update');
    if (!existing) throw notFound();
    const { row, token } = await reissueCredential(tx, clock, existing);
    await recordAudit(tx, null, {
      action: 'reissue_qr',
      resource: 'subscriptions',
      recordId: id,
      changes: { qr_issued_at: [existing.qr_issued_at, row.qr_issued_at] },
    });
    return { qr_token: token };
  });
}
