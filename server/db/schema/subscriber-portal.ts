import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time codes a subscriber signs in to their own page with (server/features/subscriber-portal),
 * sent to the email their subscriptions name: kept as a hash, spent by a few wrong tries.
 */
export const subscriberCodes = pgTable(
  'subscriber_codes',
  {
    id: serial('id').primaryKey(),
    /** The address the code was sent to, folded to lower case. */
    email: text('email').notNull(),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriber_codes_email_idx').on(table.email)],
);

/** A subscriber's signed-in session on their own page: the token is theirs alone, kept as its hash. */
export const subscriberSessions = pgTable(
  'subscriber_sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriber_sessions_email_idx').on(table.email)],
);
