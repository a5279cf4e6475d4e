import { sql } from 'drizzle-orm';
import {
  type StoredCompanySubscriptionStatus,
  STORED_COMPANY_SUBSCRIPTION_STATUSES,
} from '../../../domain/subscription-status';
import type { CompanyVehicle } from '../../../domain/schemas/company-subscription';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf, searchIndex, timestamps } from './columns';
import { paymentMethods } from './reference';
import { areas } from './areas';
import { companies } from './companies';
import { users } from './staff';

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
    status: text('status').$type<StoredCompanySubscriptionStatus>().notNull().default('pending'),
    start_date: date('start_date'),
    end_date: date('end_date'),
    notes: text('notes'),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.id),
    admin_notes: text('admin_notes'),
    rejection_reason: text('rejection_reason'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** A rejection's decider and moment, as an approval's are kept above. */
    rejected_at: timestamp('rejected_at', { withTimezone: true }),
    rejected_by: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    /** The company plan's price, frozen at the approval, which its payment transaction pays; null before. */
    price_halalas: integer('price_halalas'),
    /**
     * The vehicles a manager asked for in place of an approved subscription's, until a super admin
     * decides (server/features/companies/company-vehicle-changes.ts); null when no change waits. The gate reads only
     * company_subscription_vehicles, the plates in force.
     */
    pending_vehicles: jsonb('pending_vehicles').$type<CompanyVehicle[]>(),
    /** Subscriber, phone (as stored and as dialled), email and plates, folded for search. */
    search_text: text('search_text').notNull().default(''),
    /** When its personal fields were redacted (server/features/privacy/subject-erase.ts); null while they are kept. */
    redacted_at: timestamp('redacted_at', { withTimezone: true }),
    /** The end date its subscriber was last reminded of (server/features/subscriptions/reminders.ts): once per end. */
    reminded_for: date('reminded_for'),
    ...timestamps,
  },
  (table) => [
    index('company_subscriptions_company_idx').on(table.company_id),
    index('company_subscriptions_area_idx').on(table.area_id),
    index('company_subscriptions_payment_method_idx').on(table.payment_method_id),
    index('company_subscriptions_approved_by_idx').on(table.approved_by),
    index('company_subscriptions_rejected_by_idx').on(table.rejected_by),
    // The home's requests waiting, by company: the few pending among thousands.
    index('company_subscriptions_pending_idx')
      .on(table.company_id)
      .where(sql`${table.status} = 'pending'`),
    searchIndex('company_subscriptions', table.search_text),
    check('company_subscriptions_status_check', oneOf(table.status, STORED_COMPANY_SUBSCRIPTION_STATUSES)),
  ],
);

/** The vehicles a company subscription covers; they go with it. */
export const companySubscriptionVehicles = pgTable(
  'company_subscription_vehicles',
  {
    id: serial('id').primaryKey(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => companySubscriptions.id, { onDelete: 'cascade' }),
    plate_letters: text('plate_letters').notNull(),
    plate_number: text('plate_number').notNull(),
    notes: text('notes'),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('company_subscription_vehicles_subscription_idx').on(table.subscription_id),
    // vehicles.plate is letters then number (ABJ1234): the company's vehicles inside are found by it.
    index('company_subscription_vehicles_plate_idx').on(sql`(${table.plate_letters} || ${table.plate_number})`),
  ],
);
