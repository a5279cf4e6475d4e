import { sql } from 'drizzle-orm';
import { topicsOfGateEvent, type WebhookTopic } from '../../../domain/open-data';
import type { GateEntry, GateExit } from '../../../domain/schemas/gate-operations';
import type { Database, Transaction } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { integrators, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { type StayFacts, staySession, stayFactsOfGateAnswer } from './apds';

/**
 * The webhooks' outbox: a gate event's deliveries are rows written in the event's own transaction,
 * so a session event is sent if and only if its stay was committed (server/features/open-data/webhook-deliveries.ts
 * sends them). Most estates have no subscription: which topics have one is remembered for a few
 * seconds per database handle, so a gate event then costs no statement at all; a subscription made
 * or removed here is seen at once, one made by another instance within that time.
 */

const SUBSCRIBED_TOPICS_TTL_MS = 5_000;
const subscribedTopics = new WeakMap<Database, { until: number; topics: Set<string> }>();

/** Forgets the topics remembered for the database: a subscription was just made or removed. */
export function forgetSubscribedTopics(db: Database) {
  subscribedTopics.delete(db);
}

async function topicsWithSubscriptions(db: Database, tx: Transaction): Promise<Set<string>> {
  const known = subscribedTopics.get(db);
  if (known && known.until > performance.now()) return known.topics;
  const rows = await rawRows<{ topic: string }>(
    tx,
    sql`
    select distinct jsonb_array_elements_text(${webhookSubscriptions.topics}) as topic
    from ${webhookSubscriptions}
    join ${integrators} on ${integrators.id} = ${webhookSubscriptions.integrator_id}
    where ${integrators.status} = 'active'`,
  );
  const topics = new Set(rows.map((row) => row.topic));
  subscribedTopics.set(db, { until: performance.now() + SUBSCRIBED_TOPICS_TTL_MS, topics });
  return topics;
}

/** One row per subscription of an active integrator whose key reaches the area, in one statement; the plate only for sessions:plates. */
async function queue(tx: Transaction, topics: WebhookTopic[], areaId: number, payload: object, plate: string) {
  await tx.execute(sql`
    insert into ${webhookDeliveries} (subscription_id, topic, payload)
    select s.id, t.topic,
      case when i.scopes @> '["sessions:plates"]'::jsonb
        then ${JSON.stringify(payload)}::jsonb || jsonb_build_object('plate', ${plate}::text)
        else ${JSON.stringify(payload)}::jsonb end
    from ${webhookSubscriptions} s
    join ${integrators} i on i.id = s.integrator_id
    cross join jsonb_array_elements_text(${JSON.stringify(topics)}::jsonb) as t(topic)
    where i.status = 'active'
      and s.topics @> jsonb_build_array(t.topic)
      and (i.area_ids is null or i.area_ids @> jsonb_build_array(${areaId}::int))`);
}

/**
 * Queues a stay's session events, in the transaction that opened or closed it: `session.started`
 * for an open stay; `session.ended`, and `payment.recorded` when it cost something, for a closed one.
 */
export async function queueSessionWebhooks(db: Database, tx: Transaction, stay: StayFacts, plate: string) {
  const topics = topicsOfGateEvent(stay.exitTime ? 'exit' : 'entry', stay.payment?.amountHalalas ?? 0);
  const subscribed = await topicsWithSubscriptions(db, tx);
  const wanted = topics.filter((topic) => subscribed.has(topic));
  if (wanted.length > 0) await queue(tx, wanted, stay.areaId, staySession(stay), plate);
}

/** Queues the session events of a gate entry or exit, in its transaction; answers the answer, unchanged. */
export async function withSessionWebhooks<Answer extends GateEntry | GateExit>(
  db: Database,
  tx: Transaction,
  answer: Answer,
): Promise<Answer> {
  await queueSessionWebhooks(db, tx, stayFactsOfGateAnswer(answer), answer.plate);
  return answer;
}
