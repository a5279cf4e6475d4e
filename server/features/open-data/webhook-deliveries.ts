import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs, type WebhookTopic } from '../../../domain/open-data';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { postWebhook } from './webhook-post';
import { SIGNATURE_HEADER, webhookSignature } from './webhook-signature';

/**
 * The webhooks' delivery round. A delivery is claimed by moving its next attempt past a lease (as
 * the e-invoicing queue does, server/features/einvoicing/einvoice-reporting.ts): rows locked with SKIP LOCKED, so two
 * instances never take the same one, and no lock held while the receiver is called. A process that
 * dies after sending and before writing the answer leaves the lease to run out and the delivery is
 * sent again with the same id: at least once, which the id lets a receiver make exactly once.
 */

/** How long a claimed delivery waits before another round may take it: longer than a call may last. */
const LEASE_MS = 60_000;
/** A receiver that has not answered by then has failed this attempt. */
const CALL_TIMEOUT_MS = 10_000;
const BATCH = 20;

interface Claimed {
  id: number;
  deliveryId: string;
  topic: WebhookTopic;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  endpoint: string;
  secret: string;
}

async function claimDue(db: Database, clock: Clock): Promise<Claimed[]> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'queued'), lte(webhookDeliveries.next_attempt_at, now)))
      .orderBy(asc(webhookDeliveries.next_attempt_at), asc(webhookDeliveries.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map(({ id }) => id);
    await tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, next_attempt_at: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(webhookDeliveries.id, ids));
    return tx
      .select({
        id: webhookDeliveries.id,
        deliveryId: webhookDeliveries.delivery_id,
        topic: webhookDeliveries.topic,
        payload: webhookDeliveries.payload,
        attempts: webhookDeliveries.attempts,
        createdAt: webhookDeliveries.created_at,
        endpoint: webhookSubscriptions.endpoint,
        secret: webhookSubscriptions.secret,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscription_id))
      .where(inArray(webhookDeliveries.id, ids))
      .orderBy(asc(webhookDeliveries.id));
  });
}

/** The body a receiver gets: the delivery's id (the same on every attempt), its topic, and the session. */
const bodyOf = (claimed: Claimed) =>
  JSON.stringify({
    id: claimed.deliveryId,
    topic: claimed.topic,
    createdAt: claimed.createdAt.toISOString(),
    data: claimed.payload,
  });

/** One attempt: the HTTP status the receiver answered, or why there was none. */
async function send(
  claimed: Claimed,
  clock: Clock,
  allowInternal: boolean,
): Promise<{ status: number | null; error: string | null }> {
  const body = bodyOf(claimed);
  const signedAt = Math.floor(clock.now().getTime() / 1000);
  try {
    const status = await postWebhook(
      claimed.endpoint,
      {
        'content-type': 'application/json',
        'x-parking-delivery': claimed.deliveryId,
        'x-parking-topic': claimed.topic,
        [SIGNATURE_HEADER]: webhookSignature(claimed.secret, signedAt, body),
      },
      body,
      { timeoutMs: CALL_TIMEOUT_MS, allowInternal },
    );
    return { status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` };
  } catch (error) {
    return { status: null, error: (error as Error).message || 'unreachable' };
  }
}

async function deliverOne(db: Database, clock: Clock, claimed: Claimed, allowInternal: boolean) {
  const { status, error } = await send(claimed, clock, allowInternal);
  const now = clock.now();
  const outcome =
    error === null
      ? { status: 'delivered' as const, delivered_at: now }
      : claimed.attempts >= WEBHOOK_MAX_ATTEMPTS
        ? { status: 'failed' as const }
        : { next_attempt_at: new Date(now.getTime() + webhookRetryDelayMs(claimed.attempts)) };
  await db
    .update(webhookDeliveries)
    .set({ ...outcome, last_http_status: status, last_error: error })
    .where(eq(webhookDeliveries.id, claimed.id));
}

/**
 * Sends the deliveries that are due, a batch at a time, until none is left or the round's time
 * (`until`, a performance.now() instant) is up; answers how many it attempted. Only public
 * addresses are reached unless `allowInternal` (WEBHOOK_ALLOW_LOCAL_HTTP).
 */
export async function deliverDueWebhooks(
  db: Database,
  clock: Clock,
  { until = Infinity, allowInternal = false }: { until?: number; allowInternal?: boolean } = {},
): Promise<number> {
  let attempted = 0;
  for (;;) {
    const claimed = await claimDue(db, clock);
    await Promise.all(claimed.map((delivery) => deliverOne(db, clock, delivery, allowInternal)));
    attempted += claimed.length;
    if (claimed.length < BATCH || performance.now() > until) return attempted;
  }
}

/** How long a delivered or failed delivery is kept, for whoever looks into what an integrator was sent. */
export const WEBHOOK_DELIVERY_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** How often the server forgets them. */
export const WEBHOOK_DELIVERY_RETENTION_EVERY_MS = 60 * 60_000;
/** Rows per delete: short statements, so the embedded database's gate requests never wait long behind one. */
const RETENTION_BATCH = 2_000;

/** Forgets the deliveries done with (delivered or failed) older than the retention; queued ones stay whatever their age. */
export async function forgetOldWebhookDeliveries(db: Database, clock: Clock): Promise<void> {
  const before = new Date(clock.now().getTime() - WEBHOOK_DELIVERY_RETENTION_MS);
  for (;;) {
    const oldest = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(lt(webhookDeliveries.created_at, before), ne(webhookDeliveries.status, 'queued')))
      .limit(RETENTION_BATCH);
    const deleted = await db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, oldest))
      .returning({ id: webhookDeliveries.id });
    if (deleted.length < RETENTION_BATCH) return;
  }
}
