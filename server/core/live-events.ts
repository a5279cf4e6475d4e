import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type LiveEvent, liveEventSchema, type LiveTopic } from '../../domain/live-events';
import type { Database, Transaction } from '../db/client';
import type { Listen, Listening } from '../db/listen';

/** The database channel every instance listens on. */
export const LIVE_CHANNEL = 'live_events';

/** What a write announces: its topic and ids; the company is found from the company subscription it is booked to. */
export interface LiveAnnouncement {
  topic: LiveTopic;
  area_id: number;
  gate_id?: number | null;
  id?: number | null;
  company_subscription_id?: number | null;
}

/**
 * Tells every instance's live stream that a write changed something, inside the write's own
 * transaction: the database delivers it when that commits and drops it when it rolls back, so a
 * screen never hears of a change that did not happen (a write outside a transaction announces at once). One statement, with the company looked up in
 * it, so the write pays one round trip.
 */
export async function announce(tx: Transaction | Database, announcement: LiveAnnouncement): Promise<void> {
  await tx.execute(announcementStatement(announcement));
}

/** The statement that announces, for a write that sends it with writes of its own (a gate event's answer). */
export function announcementStatement(announcement: LiveAnnouncement): SQL {
  const { topic, area_id, gate_id = null, id = null, company_subscription_id = null } = announcement;
  return sql`select pg_notify(${LIVE_CHANNEL}, json_build_object(
    'topic', ${topic}::text, 'area_id', ${area_id}::int, 'gate_id', ${gate_id}::int, 'id', ${id}::int,
    'company_id', (select company_id from company_subscriptions where id = ${company_subscription_id}::int)
  )::text)`;
}

/**
 * What a notification on the channel says: an event, or that an account's access changed (the
 * trigger `users_announce_access_change` of migration 0040 says so for every write to a user
 * that changes what it may do or see).
 */
const notificationSchema = z.union([
  liveEventSchema.transform((event) => ({ event })),
  z.strictObject({ account: z.number().int() }),
]);

function messageOf(payload: string): LiveMessage | undefined {
  try {
    return notificationSchema.parse(JSON.parse(payload));
  } catch {
    return undefined;
  }
}

/**
 * What a subscriber is handed: an event, word that events may have been missed, or that an
 * account's access changed (its streams end: they were admitted and scoped by the account as it was).
 */
export type LiveMessage = { event: LiveEvent } | { resync: true } | { account: number };

export interface LiveSubscriber {
  deliver(message: LiveMessage): void;
  /** The instance is closing: the subscriber ends its stream. */
  end(): void;
}

export interface LiveHub {
  /** Adds a subscriber once this instance listens (it fails, and adds nothing, when the database cannot be reached); answers its removal. */
  subscribe(subscriber: LiveSubscriber): Promise<() => void>;
  /** Ends every subscriber and stops listening. */
  close(): Promise<void>;
}

/**
 * The instance's one listener on the live channel, opened at the first subscriber and kept, and
 * the fan-out of what it hears to this instance's streams.
 */
export function createLiveHub(listen: Listen, warn: (message: string) => void): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  let listening: Promise<Listening> | undefined;
  let closed = false;

  const deliver = (message: LiveMessage) => {
    for (const subscriber of subscribers) subscriber.deliver(message);
  };

  function heard(payload: string) {
    const message = messageOf(payload);
    if (message) deliver(message);
    else warn(`A live event that is none was notified on ${LIVE_CHANNEL}: ${payload.slice(0, 200)}`);
  }

  function startListening(): Promise<Listening> {
    listening ??= listen(LIVE_CHANNEL, { message: heard, gap: () => deliver({ resync: true }) }).catch(
      (error: unknown) => {
        // The next subscriber tries again.
        listening = undefined;
        throw error;
      },
    );
    return listening;
  }

  return {
    async subscribe(subscriber) {
      if (closed) throw new Error('the live events are closed');
      await startListening();
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    async close() {
      closed = true;
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      const opened = await listening?.catch(() => undefined);
      await opened?.close().catch(() => {});
    },
  };
}
