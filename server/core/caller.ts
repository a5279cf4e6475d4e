import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user a request carries: every column but the password hash, which is never read for it. */
export type Caller = Omit<UserRow, 'password_hash'>;
