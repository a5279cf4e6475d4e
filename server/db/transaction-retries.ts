import type { Database } from './handle';
import { isTransactionConflict, postgresErrorOf } from './postgres-errors';

/** How many times a transaction runs at most when it keeps meeting others: the first time and three more. */
export const TRANSACTION_ATTEMPTS = 4;

/** What a client is told to wait when every attempt met another transaction. */
export const TRANSACTION_RETRY_AFTER_SECONDS = 1;

/** A short wait before the next attempt, longer each time and spread out, so that the two that met do not meet again. */
const pauseBefore = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));

type RetryListener = (sqlState: unknown, attempt: number) => void;

/** Who is told of each retry, per database: every app built on it (a test may build two on one). */
const listenersOf = new WeakMap<Database, Set<RetryListener>>();

/**
 * Makes the database's transactions run again, up to TRANSACTION_ATTEMPTS times, when PostgreSQL
 * rolls them back for a deadlock or a serialization failure; any other failure, and the last
 * conflict, reach the caller as they are (the errors plugin answers that one 503 with Retry-After).
 * Only the outer transaction runs again: a rolled back transaction has written nothing, and the
 * work inside it is the database's alone (a notification, an audit row) and goes with it.
 *
 * The database itself is changed rather than wrapped: what is kept per database (the signed-in
 * users, the list estimates) is kept by its identity, which every holder of it must share. Each
 * caller's `onRetry` hears every retry until it calls the answered function.
 */
export function retryTransactions(db: Database, onRetry: RetryListener): () => void {
  let listeners = listenersOf.get(db);
  if (!listeners) {
    const everyone = (listeners = new Set());
    listenersOf.set(db, everyone);
    const runOnce = db.transaction.bind(db);
    db.transaction = async (work, config) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await runOnce(work, config);
        } catch (error) {
          if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
          for (const listener of everyone) listener(postgresErrorOf(error)!.code, attempt);
          await pauseBefore(attempt);
        }
      }
    };
  }
  listeners.add(onRetry);
  return () => void listeners.delete(onRetry);
}
