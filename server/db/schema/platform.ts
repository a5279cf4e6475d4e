import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';

/** How a message of the outbox goes: by mail, or as a text message to a mobile number. */
export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Server-wide settings the process keeps in the database (for example the token secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The operator settings the database itself needs: the time zone whose days the revenue rollup counts (one row). */
export const operatorSettings = pgTable(
  'operator_settings',
  {
    id: boolean('id').primaryKey().default(true),
    time_zone: text('time_zone').notNull(),
  },
  (table) => [check('operator_settings_one_row_check', sql`${table.id}`)],
);

/**
 * Mail and text messages the product sent; the default transport, and the record of every
 * transport. A text message's recipient is a mobile number in E.164, and its subject names what it
 * is (it is not sent).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull().default('mail'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The text with its secrets (reset codes) hidden. */
    body: text('body').notNull(),
    /** The whole text, kept only while it is undelivered and its secrets are still valid. */
    body_with_secrets: text('body_with_secrets'),
    secrets_expire_at: timestamp('secrets_expire_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** When the recipient and text were redacted, by their retention or an erase; null while they are kept. */
    redacted_at: timestamp('redacted_at', { withTimezone: true }),
  },
  (table) => [
    // The retention's walk (server/features/privacy/personal-data-retention.ts) and a recipient's mail (an erase, an export).
    index('outbox_unredacted_idx')
      .on(table.created_at)
      .where(sql`${table.redacted_at} is null`),
    index('outbox_recipient_idx').on(sql`lower(${table.recipient})`),
    check('outbox_channel_check', oneOf(table.channel, OUTBOX_CHANNELS)),
  ],
);

/**
 * The hits of each request limit (per address, per email) in its current window, kept in the
 * database so that every server process on it counts the same hits. One row per limited key,
 * counted by one upsert; rows whose window has ended are deleted in the background.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_window_ends_at_idx').on(table.window_ends_at)],
);
