import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Milliseconds until the row's window ends, by the database's clock, which every process shares. */
const msLeft =
  sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.window_ends_at} - now())) * 1000))`.mapWith(Number);

/**
 * Counts one hit of `key` and answers the window's count, in one statement: the upsert locks the
 * key's row, so hits arriving together from several processes are counted one after the other
 * and only the first `max` of a window see a count within it.
 */
export async function countHit(db: Database, key: string, windowMs: number) {
  const windowEnded = sql`${rateLimitHits.window_ends_at} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, window_ends_at: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitHits.hits} + 1 end`,
        window_ends_at: sql`case when ${windowEnded} then excluded.window_ends_at else ${rateLimitHits.window_ends_at} end`,
      },
    })
    .returning({ current: rateLimitHits.hits, ttl: msLeft });
  return row!;
}

/**
 * A store for @fastify/rate-limit that keeps its counts in the database (table rate_limit_hits)
 * instead of this process's memory, so that N server processes on one PostgreSQL database refuse
 * the same request a single one would. Each route's limit counts apart (its method and URL lead
 * the key). Fixed windows only: the plugin's continueExceeding and exponentialBackoff are not used.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, counted: Counted, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => counted(null, result),
        (error: Error) => counted(error),
      );
    }

    child(routeOptions: {
      method?: string | string[];
      url?: string;
      routeInfo?: { method?: string; url?: string };
    }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      return new DatabaseRateLimitStore(undefined, route?.url ? `${String(route.method)} ${route.url} ` : '');
    }
  }
  return DatabaseRateLimitStore;
}

/** Deletes the counts whose window has ended (the next hit of their key starts a new one anyway). */
export async function forgetEndedRateLimitWindows(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.window_ends_at, sql`now()`));
}
