import { and, isNull, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';

/**
 * The subscriptions an email names, as their subscriber reaches them on their own page (the email
 * folded to lower case): never a redacted one. Every path a subscriber takes to a subscription
 * (their page, their QR code, a renewal, an automatic renewal) finds it through this.
 */
export const subscriptionsOfEmail = (email: string) =>
  and(sql`lower(${subscriptions.email}) = ${email}`, isNull(subscriptions.redacted_at));
