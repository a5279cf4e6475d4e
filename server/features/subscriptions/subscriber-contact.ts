import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SubscriberContact } from '../../../domain/subscriber-contact';
import { subscriptions } from '../../db/schema';

/**
 * The subscriptions that name a subscriber, as they reach them on their own page: by their email
 * in any case, or by their mobile number as stored (E.164); never a redacted one. Every path a
 * subscriber takes to a subscription (signing in, their page, their QR code, a renewal, an
 * automatic renewal) finds it through this.
 */
export const subscriptionsOfSubscriber = (contact: SubscriberContact) =>
  and(
    contact.kind === 'email'
      ? sql`lower(${subscriptions.email}) = ${contact.key}`
      : eq(subscriptions.phone, contact.key),
    isNull(subscriptions.redacted_at),
  );
