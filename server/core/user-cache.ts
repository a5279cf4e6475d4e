import { eq, getTableColumns, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { Caller } from './caller';

/**
 * How long a signed-in user read from the embedded database serves the requests that follow. That
 * database has one process, this one, and every write to a user made through it forgets that user
 * at once (`userChanged`); a change made by hand in SQL is seen within this time.
 *
 * On PostgreSQL nothing is kept: other instances write the same users, and a copy kept here would
 * let a deactivated, demoted or re-passworded account act on this instance until it was forgotten,
 * whereas the read costs one primary-key lookup (docs/operations.md, "Several instances"). So a
 * change made on any instance holds at the very next request on every other.
 */
export const USER_CACHE_TTL_MS = 5_000;
/** Signed-in users kept per database; past it, the longest kept is dropped. */
export const USER_CACHE_MAX_USERS = 1_000;

/** Every column but the password hash, which is never read for a request. */
const { password_hash: _passwordHash, ...callerColumns } = getTableColumns(users);

interface UserCache {
  kept(userId: number): Promise<Caller | undefined>;
  fresh(userId: number): Promise<Caller | undefined>;
  forget(userId: number): void;
}

/** Whether other processes may write this database: a PostgreSQL server's, not the embedded one. */
function sharedWithOtherProcesses(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

function createUserCache(db: Database): UserCache {
  const entries = new Map<number, { user: Caller; expiresAt: number }>();
  const read = db
    .select(callerColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('signed_in_user');
  if (sharedWithOtherProcesses(db)) {
    const readNow = async (userId: number) => (await read.execute({ id: userId }))[0];
    return { fresh: readNow, kept: readNow, forget() {} };
  }
  // Counts the users forgotten. A read that started before a write and ends after its
  // `forget` may hold the old row: such a read is answered but not kept.
  let forgotten = 0;

  async function fresh(userId: number): Promise<Caller | undefined> {
    const forgottenBefore = forgotten;
    const [user] = await read.execute({ id: userId });
    entries.delete(userId);
    if (user && forgotten === forgottenBefore) {
      if (entries.size >= USER_CACHE_MAX_USERS) entries.delete(entries.keys().next().value!);
      // Shared by the requests that follow: a handler that changed it would change theirs.
      entries.set(userId, { user: Object.freeze(user), expiresAt: Date.now() + USER_CACHE_TTL_MS });
    }
    return user;
  }

  return {
    fresh,
    async kept(userId) {
      const entry = entries.get(userId);
      return entry && entry.expiresAt > Date.now() ? entry.user : fresh(userId);
    },
    forget(userId) {
      forgotten += 1;
      entries.delete(userId);
    },
  };
}

const cachesByDatabase = new WeakMap<Database, UserCache>();

function cacheOf(db: Database): UserCache {
  let cache = cachesByDatabase.get(db);
  if (!cache) cachesByDatabase.set(db, (cache = createUserCache(db)));
  return cache;
}

/** The user of a token (without the password hash): as read now on PostgreSQL, at most USER_CACHE_TTL_MS ago on the embedded database. */
export function keptUser(db: Database, userId: number): Promise<Caller | undefined> {
  return cacheOf(db).kept(userId);
}

/** The user of a token as the database has it now, kept for the requests that follow. */
export function freshUser(db: Database, userId: number): Promise<Caller | undefined> {
  return cacheOf(db).fresh(userId);
}

/**
 * Every write to a user in this process calls this once it has committed (never inside the
 * transaction: a request in between would keep the row as it was), so that the user's next
 * request sees the change: a deactivation, a new password, role, area or company.
 */
export function userChanged(db: Database, userId: number): void {
  if (db instanceof PgTransaction)
    throw new Error(
      'userChanged is called with the database once the transaction has committed, not with the transaction',
    );
  cachesByDatabase.get(db)?.forget(userId);
}
