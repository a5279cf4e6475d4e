import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Server-wide settings the process keeps in the database (for example the token secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const gateTypes = pgTable('gate_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name_en: text('name_en').notNull(),
  name_ar: text('name_ar').notNull(),
});

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    max_capacity: integer('max_capacity').notNull(),
    subscription_capacity: integer('subscription_capacity').notNull(),
    guest_ticket_capacity: integer('guest_ticket_capacity').notNull(),
    free_minutes: integer('free_minutes').notNull(),
    grace_minutes: integer('grace_minutes').notNull(),
    cooldown_minutes: integer('cooldown_minutes').notNull(),
    hourly_fee_halalas: integer('hourly_fee_halalas').notNull(),
    after_first_hour_fee_halalas: integer('after_first_hour_fee_halalas').notNull(),
    daily_cap_halalas: integer('daily_cap_halalas').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('areas_name_idx').on(table.name)],
);

export const gates = pgTable(
  'gates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    gate_type_id: integer('gate_type_id')
      .notNull()
      .references(() => gateTypes.id),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    status: text('status').notNull().default('active'),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('gates_area_idx').on(table.area_id)],
);

export const subAreas = pgTable(
  'sub_areas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    max_capacity: integer('max_capacity'),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('sub_areas_area_idx').on(table.area_id)],
);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contact_phone: text('contact_phone').notNull(),
  area_id: integer('area_id').references(() => areas.id),
  sub_area_id: integer('sub_area_id').references(() => subAreas.id),
  is_active: boolean('is_active').notNull().default(true),
  default_duration_months: integer('default_duration_months').notNull().default(1),
  initial_quota: integer('initial_quota').notNull(),
  quota_valid_from: date('quota_valid_from').notNull(),
  quota_valid_to: date('quota_valid_to').notNull(),
  admin_notes: text('admin_notes'),
  ...timestamps,
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  password_hash: text('password_hash').notNull(),
  phone: text('phone'),
  role_id: integer('role_id').notNull(),
  area_id: integer('area_id').references(() => areas.id),
  gate_id: integer('gate_id').references(() => gates.id),
  company_id: integer('company_id').references(() => companies.id),
  is_active: boolean('is_active').notNull().default(true),
  is_email_verified: boolean('is_email_verified').notNull().default(false),
  last_login_at: timestamp('last_login_at', { withTimezone: true }),
  ...timestamps,
});

/** Company subscriptions hold a unit of their company's quota while pending or active. */
export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    subscriber_name: text('subscriber_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    area_id: integer('area_id').references(() => areas.id),
    status: text('status').notNull().default('pending'),
    start_date: date('start_date'),
    end_date: date('end_date'),
    ...timestamps,
  },
  (table) => [index('company_subscriptions_company_idx').on(table.company_id)],
);

/** Entry operations: a vehicle is inside while its row has no exit time. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    plate: text('plate').notNull(),
    type: text('type').notNull().default('guest'),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    entry_gate_id: integer('entry_gate_id').references(() => gates.id),
    exit_gate_id: integer('exit_gate_id').references(() => gates.id),
    entry_time: timestamp('entry_time', { withTimezone: true }).notNull().defaultNow(),
    exit_time: timestamp('exit_time', { withTimezone: true }),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [
    index('vehicles_area_idx').on(table.area_id),
    uniqueIndex('vehicles_one_open_entry_per_plate_area')
      .on(table.plate, table.area_id)
      .where(sql`${table.exit_time} is null`),
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

/** Mail the product sent; the default transport, and the record of every transport. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
});

/** Failed sign-ins, counted per account across every server process. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_email_idx').on(table.email, table.failed_at)],
);
