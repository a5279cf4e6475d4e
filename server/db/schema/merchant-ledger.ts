import { sql } from 'drizzle-orm';
import { BILLING_MODES, VALIDATION_REASONS } from '../../../domain/merchant-validation';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { areas } from './areas';
import { users } from './staff';
import { vehicles } from './gate';
import { paymentTransactions } from './payments';
import { merchants, merchantOffers } from './merchants';

/**
 * A validation given to a stay: settled when given (its amount, and the merchant's billing mode
 * then), never changed but for the payment of the exit that took it off.
 */
export const merchantValidations = pgTable(
  'merchant_validations',
  {
    id: serial('id').primaryKey(),
    merchant_id: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    offer_id: integer('offer_id')
      .notNull()
      .references(() => merchantOffers.id),
    stay_id: integer('stay_id')
      .notNull()
      .references(() => vehicles.id),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    /** The stay's plate key, for the plate's daily limit. */
    plate: text('plate').notNull(),
    validator_id: integer('validator_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    amount_halalas: integer('amount_halalas').notNull(),
    billing_mode: text('billing_mode').notNull(),
    stackable: boolean('stackable').notNull(),
    /** The payment of the exit that took it off the price. */
    transaction_id: integer('transaction_id').references(() => paymentTransactions.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('merchant_validations_merchant_idx').on(table.merchant_id, table.created_at),
    index('merchant_validations_offer_idx').on(table.offer_id),
    index('merchant_validations_stay_idx').on(table.stay_id),
    index('merchant_validations_area_idx').on(table.area_id),
    index('merchant_validations_plate_idx').on(table.plate, table.created_at),
    index('merchant_validations_validator_idx').on(table.validator_id, table.created_at),
    index('merchant_validations_transaction_idx').on(table.transaction_id),
    check('merchant_validations_reason_check', oneOf(table.reason, VALIDATION_REASONS)),
    check('merchant_validations_billing_mode_check', oneOf(table.billing_mode, BILLING_MODES)),
    check('merchant_validations_amount_check', sql`${table.amount_halalas} >= 1`),
  ],
);

/** Money a prepaid merchant paid in: rows, never edits; the balance on the merchant's row follows them. */
export const merchantTopUps = pgTable(
  'merchant_top_ups',
  {
    id: serial('id').primaryKey(),
    merchant_id: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    amount_halalas: integer('amount_halalas').notNull(),
    reference: text('reference'),
    /** The payment the money came in with, and so its tax invoice. */
    transaction_id: integer('transaction_id').references(() => paymentTransactions.id),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('merchant_top_ups_merchant_idx').on(table.merchant_id, table.created_at),
    index('merchant_top_ups_created_by_idx').on(table.created_by),
    index('merchant_top_ups_transaction_idx').on(table.transaction_id),
    check('merchant_top_ups_amount_check', sql`${table.amount_halalas} >= 1`),
  ],
);

/** A monthly merchant's bill for a month of the operator's calendar: once a month, paid by its payment. */
export const merchantBills = pgTable(
  'merchant_bills',
  {
    id: serial('id').primaryKey(),
    merchant_id: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    month: text('month').notNull(),
    amount_halalas: integer('amount_halalas').notNull(),
    transaction_id: integer('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('merchant_bills_merchant_month_unique').on(table.merchant_id, table.month),
    index('merchant_bills_transaction_idx').on(table.transaction_id),
    index('merchant_bills_created_by_idx').on(table.created_by),
    check('merchant_bills_amount_check', sql`${table.amount_halalas} >= 1`),
  ],
);
