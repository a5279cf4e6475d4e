import { sql } from 'drizzle-orm';
import { type StoredSubscriptionStatus, STORED_SUBSCRIPTION_STATUSES } from '../../../domain/subscription-status';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, searchIndex, timestamps } from './columns';
import { paymentMethods } from './reference';
import { areas } from './areas';
import { subscriptionPlans } from './plans';
import { users } from './staff';

/**
 * A person's subscription: requested (by the public form or by staff), then approved or rejected.
 * Prices are the plan's at the time of the request, frozen in halalas: the discount is an amount
 * (the offer shows it as a share of the original price), and the final price is what remains.
 * The QR credential is kept only as a hash; the token itself is shown once, when it is issued.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    /** What the applicant quotes: short, random, unique. */
    reference: text('reference').notNull(),
    applicant_name: text('applicant_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    plan_price_halalas: integer('plan_price_halalas').notNull(),
    discount_halalas: integer('discount_halalas').notNull().default(0),
    final_price_halalas: integer('final_price_halalas').notNull(),
    status: text('status').$type<StoredSubscriptionStatus>().notNull().default('pending'),
    start_date: date('start_date'),
    end_date: date('end_date'),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.id),
    applicant_notes: text('applicant_notes'),
    admin_notes: text('admin_notes'),
    rejection_reason: text('rejection_reason'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** A rejection's decider and moment, as an approval's are kept above. */
    rejected_at: timestamp('rejected_at', { withTimezone: true }),
    rejected_by: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    qr_code_hash: text('qr_code_hash'),
    qr_issued_at: timestamp('qr_issued_at', { withTimezone: true }),
    /** The applicant's own account, once applicants have accounts. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The last time a gate let the subscription through. */
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    /** Its vehicles are registered for a person with disabilities: they park free wherever the tariff exempts them. */
    disability: boolean('disability').notNull().default(false),
    /** The end date the subscriber was last reminded of (server/features/subscriptions/reminders.ts): once per end, a renewal's again. */
    reminded_for: date('reminded_for'),
    search_text: text('search_text').notNull().default(''),
    /** When its personal fields were redacted, by their retention or an erase; null while they are kept. */
    redacted_at: timestamp('redacted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('subscriptions_reference_unique').on(table.reference),
    uniqueIndex('subscriptions_qr_code_hash_unique').on(table.qr_code_hash),
    // The list walks newest first and filters by tab, area and plan: with those columns in the
    // index the walk reads no table row it then throws away (an expired tab's first page read
    // 6,907 rows for 10 at 100,000 subscriptions).
    index('subscriptions_created_sort_idx').on(
      table.created_at,
      table.id,
      table.status,
      table.end_date,
      table.area_id,
      table.plan_id,
    ),
    index('subscriptions_status_end_idx').on(table.status, table.end_date),
    index('subscriptions_area_idx').on(table.area_id),
    // A subscriber's own page finds their subscriptions by the email they sign in with, in any case.
    index('subscriptions_email_idx').on(sql`lower(${table.email})`),
    // ...or by the mobile number, as stored (E.164).
    index('subscriptions_phone_idx').on(table.phone),
    index('subscriptions_plan_idx').on(table.plan_id),
    index('subscriptions_payment_method_idx').on(table.payment_method_id),
    index('subscriptions_approved_by_idx').on(table.approved_by),
    index('subscriptions_rejected_by_idx').on(table.rejected_by),
    index('subscriptions_user_idx').on(table.user_id),
    // The retention's walk of rejected requests not yet redacted (server/features/privacy/personal-data-retention.ts).
    index('subscriptions_rejected_unredacted_idx')
      .on(table.updated_at)
      .where(sql`${table.status} = 'rejected' and ${table.redacted_at} is null`),
    searchIndex('subscriptions', table.search_text),
    check('subscriptions_status_check', oneOf(table.status, STORED_SUBSCRIPTION_STATUSES)),
    check(
      'subscriptions_prices_check',
      sql`${table.plan_price_halalas} >= 0 and ${table.discount_halalas} between 0 and ${table.plan_price_halalas} and ${table.final_price_halalas} = ${table.plan_price_halalas} - ${table.discount_halalas}`,
    ),
    check(
      'subscriptions_approved_check',
      sql`${table.status} <> 'active' or (${table.start_date} is not null and ${table.end_date} >= ${table.start_date} and ${table.payment_method_id} is not null and ${table.approved_at} is not null)`,
    ),
    check(
      'subscriptions_awaiting_payment_check',
      sql`${table.status} <> 'awaiting_payment' or (${table.payment_method_id} is not null and ${table.approved_at} is not null and ${table.qr_code_hash} is null)`,
    ),
    check('subscriptions_rejected_check', sql`${table.status} <> 'rejected' or ${table.rejection_reason} is not null`),
  ],
);

/** The vehicles a subscription lets in, by plate. */
export const subscriptionVehicles = pgTable(
  'subscription_vehicles',
  {
    id: serial('id').primaryKey(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    plate_letters: text('plate_letters').notNull(),
    plate_number: text('plate_number').notNull(),
    model: text('model'),
    colour: text('colour'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscription_vehicles_plate_unique').on(
      table.subscription_id,
      table.plate_letters,
      table.plate_number,
    ),
    index('subscription_vehicles_plate_idx').on(table.plate_number, table.plate_letters),
  ],
);
