import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from './sql';

/** Sessions of this test's database waiting for a lock: a row's (a transaction id) or an advisory one. */
const WAITING = sql`select count(*)::int as waiting from pg_locks
  where not granted and pid in (select pid from pg_stat_activity where datname = current_database())`;

/** How many sessions of this test's database wait for a lock now. */
export async function lockWaitersNow(db: Database): Promise<number> {
  return (await queryRows<{ waiting: number }>(db, WAITING))[0]!.waiting;
}

/** Resolves once `waiters` sessions of this test's database wait for a lock. */
export async function lockWaiters(db: Database, waiters: number): Promise<void> {
  while ((await lockWaitersNow(db)) < waiters) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Takes `lock` in a transaction of the test's own and holds it until `release` (which ends the transaction). */
export async function holdLock(db: Database, lock: SQL): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.execute(lock);
    locked();
    await held;
  });
  await lockTaken;
  return {
    async release() {
      release();
      await holder;
    },
  };
}

/**
 * Runs `requests` while the test holds `lock` in a transaction, until `waiters` sessions wait for
 * it; then lets them go, so they meet at the lock rather than one finishing before the other
 * starts. Only PostgreSQL has locks to wait on: the embedded database runs one query at a time.
 */
export async function whileLockHeld<T>(db: Database, lock: SQL, requests: () => Promise<T>, waiters = 2): Promise<T> {
  const held = await holdLock(db, lock);
  const answers = requests();
  await lockWaiters(db, waiters);
  await held.release();
  return answers;
}
