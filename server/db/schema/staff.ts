import { sql } from 'drizzle-orm';
import { ROLE_IDS } from '../../../domain/roles';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { oneOf, searchIndex, timestamps } from './columns';
import { areas, gates } from './areas';
import { companies } from './companies';
import { merchants } from './merchants';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    phone: text('phone'),
    role_id: integer('role_id').notNull(),
    area_id: integer('area_id').references(() => areas.id),
    gate_id: integer('gate_id').references(() => gates.id),
    company_id: integer('company_id').references(() => companies.id),
    /** The merchant a validator validates for. */
    merchant_id: integer('merchant_id').references((): AnyPgColumn => merchants.id),
    is_active: boolean('is_active').notNull().default(true),
    is_email_verified: boolean('is_email_verified').notNull().default(false),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Raised by a trigger (migration 0001) when the password, the role or the active flag
     * changes; a token carries the version it was issued under and is refused after a change.
     */
    session_version: integer('session_version').notNull().default(0),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    // One account per username and per address whatever their case: "Ali" and "ali" are one.
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // A person has one name, in either script: filed Latin first for an English screen, Arabic first for an Arabic one.
    index('users_name_sort_idx').on(sql`${table.name} collate "english"`, table.id),
    index('users_name_ar_sort_idx').on(sql`${table.name} collate "arabic"`, table.id),
    index('users_last_login_sort_idx').on(sql`coalesce(${table.last_login_at}, '-infinity'::timestamptz)`, table.id),
    index('users_area_idx').on(table.area_id),
    index('users_gate_idx').on(table.gate_id),
    index('users_company_idx').on(table.company_id),
    index('users_merchant_idx').on(table.merchant_id),
    searchIndex('users', table.search_text),
    check('users_role_check', oneOf(table.role_id, ROLE_IDS)),
  ],
);

/** A password reset: a one-time code sent by mail, then a short-lived reset token. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otp_hash: text('otp_hash').notNull(),
    otp_expires_at: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    token_hash: text('token_hash'),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true }),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.user_id)],
);

/** Failed sign-ins, counted per account and address across every server process. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_email_idx').on(table.email, table.failed_at)],
);
