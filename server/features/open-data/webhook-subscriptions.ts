import { and, asc, eq } from 'drizzle-orm';
import { isWebhookEndpointAllowed } from '../../../domain/open-data';
import type { WebhookSubscriptionCreate } from '../../../domain/schemas/integrator';
import type { Database } from '../../db/client';
import { webhookSubscriptions } from '../../db/schema';
import { ApiError, notFound, refusal } from '../../errors';
import type { Integrator } from './integrator-auth';
import { newWebhookSecret } from './webhook-signature';
import { forgetSubscribedTopics } from './webhook-outbox';

/**
 * An integrator's webhook subscriptions, kept by the integrator itself with a key scoped
 * webhooks:manage. Session events carry sessions, so a subscription also needs sessions:read.
 */

const answered = {
  id: webhookSubscriptions.id,
  endpoint: webhookSubscriptions.endpoint,
  topics: webhookSubscriptions.topics,
  created_at: webhookSubscriptions.created_at,
};

export function listWebhookSubscriptions(db: Database, integrator: Integrator) {
  return db
    .select(answered)
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.integrator_id, integrator.id))
    .orderBy(asc(webhookSubscriptions.id));
}

/** A new subscription with its signing secret, answered this once. */
export async function createWebhookSubscription(
  db: Database,
  integrator: Integrator,
  body: WebhookSubscriptionCreate,
  allowLocalHttp: boolean,
) {
  if (!integrator.scopes.includes('sessions:read')) throw new ApiError(403, 'scope_missing');
  if (!isWebhookEndpointAllowed(body.endpoint, allowLocalHttp)) throw refusal('webhook_endpoint_not_allowed');
  const secret = newWebhookSecret();
  const [made] = await db
    .insert(webhookSubscriptions)
    .values({ integrator_id: integrator.id, endpoint: body.endpoint, topics: body.topics, secret })
    .returning(answered);
  forgetSubscribedTopics(db);
  return { ...made!, secret };
}

/** Removes one of the integrator's own subscriptions, and the deliveries still queued for it. */
export async function deleteWebhookSubscription(db: Database, integrator: Integrator, id: number) {
  const removed = await db
    .delete(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.integrator_id, integrator.id)))
    .returning({ id: webhookSubscriptions.id });
  if (removed.length === 0) throw notFound();
  forgetSubscribedTopics(db);
}
