import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { ApiError } from '../../errors';
import { countHit } from '../../core/rate-limit-store';

/** Whether a sign-in's error is a failed guess, which the address keeps against it. */
export type IsFailure = (error: unknown) => boolean;

/**
 * The per-address sign-in limit: `max` failed sign-ins per `windowMs`, counted in the database
 * beside the other request limits (server/core/rate-limit-store.ts), so every process on one
 * database stops a guesser at the same count.
 *
 * Each attempt reserves one of the address's places before the password is checked, in one
 * atomic statement (attempts racing on several processes cannot all see a free place), and a
 * right sign-in gives its place back: only failures are kept. Within a process the attempts of one
 * address run one after the other, so staff behind one address (a car park's NAT) signing in at
 * once each find the places the others gave back, instead of being refused for attempts still
 * being checked.
 */
export function addressSignInLimit(db: Database, max: number, windowMs: number) {
  const queues = new Map<string, Promise<unknown>>();
  const keyOf = (ip: string) => `sign-in failures ${ip}`;

  async function attempt<T>(ip: string, work: () => Promise<T>, isFailure: IsFailure): Promise<T> {
    const key = keyOf(ip);
    const reserved = await countHit(db, key, windowMs);
    const giveBack = () =>
      db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(eq(rateLimitHits.key, key));
    if (reserved.current > max) {
      await giveBack();
      throw new ApiError(429, 'rate_limited', undefined, Math.max(1, Math.ceil(reserved.ttl / 1000)));
    }
    try {
      const result = await work();
      await giveBack();
      return result;
    } catch (error) {
      if (!isFailure(error)) await giveBack();
      throw error;
    }
  }

  return {
    /** Runs a sign-in of `ip` within the limit: 429 `rate_limited` when its failures have used up the window. */
    run<T>(ip: string, work: () => Promise<T>, isFailure: IsFailure): Promise<T> {
      const before = queues.get(ip) ?? Promise.resolve();
      const mine = before.then(() => attempt(ip, work, isFailure));
      const settled = mine.catch(() => undefined);
      queues.set(ip, settled);
      void settled.then(() => {
        if (queues.get(ip) === settled) queues.delete(ip);
      });
      return mine;
    },
  };
}
