import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time codes a subscriber signs in to their own page with (server/features/subscriber-portal),
 * sent to the email or the mobile number their subscriptions name: kept as a hash, spent by a few
 * wrong tries.
 */
export const subscriberCodes = pgTable(
  'subscriber_codes',
  {
    id: serial('id').primaryKey(),
    /** Where the code was sent: an email folded to lower case, or a mobile number in E.164; one of the two. */
    email: text('email'),
    phone: text('phone'),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriber_codes_email_idx').on(table.email),
    index('subscriber_codes_phone_idx').on(table.phone),
    check('subscriber_codes_contact_check', sql`num_nonnulls(${table.email}, ${table.phone}) = 1`),
  ],
);

/** A subscriber's signed-in session on their own page: the token is theirs alone, kept as its hash. */
export const subscriberSessions = pgTable(
  'subscriber_sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    /** Whom it signed in: the email or the mobile number the code went to. */
    email: text('email'),
    phone: text('phone'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriber_sessions_email_idx').on(table.email),
    index('subscriber_sessions_phone_idx').on(table.phone),
    check('subscriber_sessions_contact_check', sql`num_nonnulls(${table.email}, ${table.phone}) = 1`),
  ],
);
