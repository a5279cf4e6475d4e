import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from './handle';

/**
 * What the server's advisory locks stand for. A rule that counts rows and then writes one holds
 * the lock of exactly what it counts, whatever row locks it holds besides, so that two requests
 * counting the same thing take turns wherever they come from (another area, another instance).
 * docs/architecture.md (Lock order) lists them with the row locks, in the order they are taken.
 */
export type LockedSubject =
  /** The set of active super admins, of which one must remain. */
  | 'active super admins'
  /** A plate's merchant validations of one local day, in every area. */
  | 'plate validations'
  /** A validator's merchant validations of the last hour. */
  | 'validator validations';

/** The statement that takes the lock: its name (`parking-system: <subject> <key>`) hashed to the 64-bit key. */
export const advisoryLock = (subject: LockedSubject, ...key: Array<string | number>): SQL =>
  sql`select pg_advisory_xact_lock(hashtextextended(${['parking-system:', subject, ...key].join(' ')}, 0))`;

/**
 * Holds the lock of `subject` and `key` until the transaction ends: another transaction asking
 * for the same one waits for this one's commit or rollback, and then sees what it wrote.
 */
export async function lockUntilCommit(
  tx: Transaction,
  subject: LockedSubject,
  ...key: Array<string | number>
): Promise<void> {
  await tx.execute(advisoryLock(subject, ...key));
}
