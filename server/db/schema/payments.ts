import { sql } from 'drizzle-orm';
import {
  type PaymentStatus,
  type PaymentTransactionType,
  PAYMENT_STATUSES,
  PAYMENT_TRANSACTION_TYPES,
} from '../../../domain/payment-transaction';
import { CURRENCY } from '../../../domain/money';
import { FEE_ADJUSTMENT_KINDS } from '../../../domain/schemas/fee-adjustment';
import { CASHIER_SHIFT_STATUSES, type ReconciliationLine } from '../../../domain/cashier-shift';
import type { DenominationCount } from '../../../domain/cash-denominations';
import type { Tariff, TariffLine } from '../../../domain/tariff';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { paymentMethods } from './reference';
import { areas, gates } from './areas';
import { users } from './staff';
import { companySubscriptions } from './company-subscriptions';
import { subscriptions } from './subscriptions';
import { vehicles } from './gate';
import { merchants } from './merchants';
import { quotaOrders } from './quota-orders';

/** The columns a payments index carries after its sort: `first`, then the list's exact filters. */
function paymentListColumns(
  table: { type: PgColumn; status: PgColumn; payment_method_id: PgColumn },
  first: PgColumn[],
) {
  return [...first, table.type, table.status, table.payment_method_id];
}

/**
 * What was paid: a closed stay's payment (its stay, times, minutes, frozen tariff and lines), or a
 * payment that is no stay (a subscription paid at approval or at the office: no stay, times,
 * minutes or tariff, and it names its subscription). A refund is a row of its own, negative,
 * naming the payment it refunds (never an edit); that refunds stay within the payment is the
 * service's rule, not the table's.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    /** The stay paid for; null for a payment that is no stay. */
    vehicle_id: integer('vehicle_id').references(() => vehicles.id),
    subscription_id: integer('subscription_id').references(() => subscriptions.id),
    company_subscription_id: integer('company_subscription_id').references(() => companySubscriptions.id),
    /** A company's order of more quota, paid online (its type `subscription`: the company buys room for subscribers). */
    quota_order_id: integer('quota_order_id').references(() => quotaOrders.id),
    /** The merchant whose validations the payment pays for (a top-up or a month's bill); its type is then `merchant`. */
    merchant_id: integer('merchant_id').references((): AnyPgColumn => merchants.id),
    type: text('type').$type<PaymentTransactionType>().notNull(),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    entry_time: timestamp('entry_time', { withTimezone: true }),
    exit_time: timestamp('exit_time', { withTimezone: true }),
    /** By when the vehicle is to have left (SPEC's expected exit time); none for a stay that paid at its exit. */
    expected_exit_time: timestamp('expected_exit_time', { withTimezone: true }),
    duration_minutes: integer('duration_minutes'),
    free_minutes: integer('free_minutes'),
    chargeable_minutes: integer('chargeable_minutes'),
    hourly_rate_halalas: integer('hourly_rate_halalas'),
    amount_halalas: integer('amount_halalas').notNull(),
    currency: text('currency').notNull().default(CURRENCY),
    payment_method_id: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    status: text('status').$type<PaymentStatus>().notNull().default('paid'),
    reference: text('reference'),
    tariff: jsonb('tariff').$type<Tariff>(),
    lines: jsonb('lines').$type<TariffLine[]>().notNull().default([]),
    /** The payment this row refunds; its amount is then negative. A refunded payment cannot be deleted. */
    refund_of_id: integer('refund_of_id').references((): AnyPgColumn => paymentTransactions.id),
    /** The cashier's shift the payment was taken in (a refund: paid back in); none for a lane device's or an administrator's. */
    cashier_shift_id: integer('cashier_shift_id').references((): AnyPgColumn => cashierShifts.id),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
  },
  (table) => [
    // An area's payments over a time (its list, its totals) and every area's, newest first, and the
    // list sorted by amount: each followed by the id that breaks its ties and the columns the
    // list's filters and totals read (Drizzle has no INCLUDE), so that the walk of a list and the
    // sum of its totals read the index alone (bench/README.md): the totals of an area's month took
    // 15-40 ms through the table's rows, 1 ms from the index.
    index('payment_transactions_area_created_idx').on(
      table.area_id,
      table.created_at,
      ...paymentListColumns(table, [table.id, table.amount_halalas]),
    ),
    index('payment_transactions_created_idx').on(
      table.created_at,
      ...paymentListColumns(table, [table.id, table.area_id, table.amount_halalas]),
    ),
    index('payment_transactions_amount_idx').on(
      table.amount_halalas,
      ...paymentListColumns(table, [table.id, table.area_id, table.created_at]),
    ),
    // The few payments the revenue rollup leaves out (pending, failed): the totals of a list add
    // them to the rollup's instead of summing every paid row (server/features/payments/payment-transactions.ts).
    index('payment_transactions_unpaid_idx')
      .on(table.created_at, table.area_id, table.type, table.amount_halalas)
      .where(sql`${table.status} <> 'paid'`),
    index('payment_transactions_vehicle_idx').on(table.vehicle_id),
    index('payment_transactions_subscription_idx').on(table.subscription_id),
    index('payment_transactions_company_subscription_idx').on(table.company_subscription_id),
    index('payment_transactions_quota_order_idx').on(table.quota_order_id),
    index('payment_transactions_merchant_idx').on(table.merchant_id),
    index('payment_transactions_payment_method_idx').on(table.payment_method_id),
    index('payment_transactions_refund_of_idx').on(table.refund_of_id),
    index('payment_transactions_created_by_idx').on(table.created_by),
    index('payment_transactions_cashier_shift_idx').on(table.cashier_shift_id),
    index('payment_transactions_updated_by_idx').on(table.updated_by),
    check('payment_transactions_type_check', oneOf(table.type, PAYMENT_TRANSACTION_TYPES)),
    check(
      'payment_transactions_merchant_check',
      sql`(${table.type} = 'merchant') = (${table.merchant_id} is not null)`,
    ),
    check('payment_transactions_status_check', oneOf(table.status, PAYMENT_STATUSES)),
    check('payment_transactions_currency_check', oneOf(table.currency, [CURRENCY])),
    check(
      'payment_transactions_numbers_check',
      sql`${table.exit_time} >= ${table.entry_time} and ${table.duration_minutes} >= 0 and ${table.free_minutes} >= 0 and ${table.chargeable_minutes} between 0 and ${table.duration_minutes} and ${table.hourly_rate_halalas} >= 0`,
    ),
    // A stay's payment has all of its stay's values, any other none of them; but one taken at the
    // entry (an event day paid on the way in) has no exit, minutes or free time yet.
    check(
      'payment_transactions_stay_check',
      sql`num_nulls(${table.vehicle_id}, ${table.entry_time}, ${table.hourly_rate_halalas}, ${table.tariff}) in (0, 4) and num_nulls(${table.exit_time}, ${table.duration_minutes}, ${table.free_minutes}, ${table.chargeable_minutes}) in (0, 4) and (${table.exit_time} is null or ${table.vehicle_id} is not null)`,
    ),
    // A guest pays for a stay; a payment that is no stay pays for one subscription, individual or
    // company, for one company's quota order, or for one merchant's validations (and such a payment is no stay's).
    check('payment_transactions_guest_stay_check', sql`${table.type} <> 'guest' or ${table.vehicle_id} is not null`),
    check(
      'payment_transactions_paid_for_check',
      sql`num_nonnulls(${table.subscription_id}, ${table.company_subscription_id}, ${table.merchant_id}, ${table.quota_order_id}) <= 1 and (${table.vehicle_id} is not null or num_nonnulls(${table.subscription_id}, ${table.company_subscription_id}, ${table.merchant_id}, ${table.quota_order_id}) = 1) and (${table.merchant_id} is null or ${table.vehicle_id} is null) and (${table.quota_order_id} is null or (${table.vehicle_id} is null and ${table.type} = 'subscription'))`,
    ),
    // Negative is a refund, and a refund is negative.
    check(
      'payment_transactions_refund_check',
      sql`(${table.refund_of_id} is null) = (${table.amount_halalas} >= 0) and ${table.refund_of_id} <> ${table.id}`,
    ),
  ],
);

/**
 * A gate employee's till from its float to its count: at most one open per employee and one per
 * gate. The close keeps the cash counted per note and coin and, per method, expected against
 * counted (halalas); a trigger of its migration refuses to change a closed shift or to delete any.
 */
export const cashierShifts = pgTable(
  'cashier_shifts',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('open'),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    gate_id: integer('gate_id')
      .notNull()
      .references(() => gates.id),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => users.id),
    float_halalas: integer('float_halalas').notNull(),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    cash_count: jsonb('cash_count').$type<DenominationCount[]>(),
    reconciliation: jsonb('reconciliation').$type<ReconciliationLine[]>(),
    difference_halalas: integer('difference_halalas'),
    has_difference: boolean('has_difference'),
    difference_reason: text('difference_reason'),
  },
  (table) => [
    uniqueIndex('cashier_shifts_open_employee_unique')
      .on(table.employee_id)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('cashier_shifts_open_gate_unique')
      .on(table.gate_id)
      .where(sql`${table.status} = 'open'`),
    index('cashier_shifts_opened_idx').on(table.opened_at, table.id),
    index('cashier_shifts_area_opened_idx').on(table.area_id, table.opened_at),
    index('cashier_shifts_gate_idx').on(table.gate_id),
    index('cashier_shifts_employee_idx').on(table.employee_id, table.opened_at),
    check('cashier_shifts_status_check', oneOf(table.status, CASHIER_SHIFT_STATUSES)),
    check('cashier_shifts_float_check', sql`${table.float_halalas} >= 0`),
    // Open has no close; closed has all of it, and a difference its reason.
    check(
      'cashier_shifts_close_check',
      sql`num_nulls(${table.closed_at}, ${table.cash_count}, ${table.reconciliation}, ${table.difference_halalas}, ${table.has_difference}) = (case when ${table.status} = 'open' then 5 else 0 end) and (${table.has_difference} is not true or ${table.difference_reason} is not null) and ${table.closed_at} >= ${table.opened_at}`,
    ),
  ],
);

/**
 * Every exit that took less than its stay owed when the server heard of it: a force exit without a
 * charge (a waiver), an exit priced at a lane's time within the tolerance, or one an administrator
 * backdated (flagged even when it lowered nothing). Written in the exit's own transaction, beside
 * its payment, and never changed: what was not taken, by whom, where and why.
 */
export const feeAdjustments = pgTable(
  'fee_adjustments',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    payment_transaction_id: integer('payment_transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    /** The exit gate; none for a force exit. */
    gate_id: integer('gate_id').references(() => gates.id),
    /** Who closed the stay. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** What the stay cost when the server heard of its exit, what was charged, and the difference. */
    owed_halalas: integer('owed_halalas').notNull(),
    charged_halalas: integer('charged_halalas').notNull(),
    waived_halalas: integer('waived_halalas').notNull(),
    /** The exit's time as priced, and when the server heard of it. */
    exit_time: timestamp('exit_time', { withTimezone: true }).notNull(),
    arrived_at: timestamp('arrived_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fee_adjustments_arrived_idx').on(table.arrived_at, table.id),
    index('fee_adjustments_area_arrived_idx').on(table.area_id, table.arrived_at),
    index('fee_adjustments_user_idx').on(table.user_id),
    index('fee_adjustments_gate_idx').on(table.gate_id),
    index('fee_adjustments_payment_idx').on(table.payment_transaction_id),
    uniqueIndex('fee_adjustments_vehicle_unique').on(table.vehicle_id),
    check('fee_adjustments_kind_check', oneOf(table.kind, FEE_ADJUSTMENT_KINDS)),
    check(
      'fee_adjustments_amounts_check',
      sql`${table.charged_halalas} >= 0 and ${table.waived_halalas} = ${table.owed_halalas} - ${table.charged_halalas} and ${table.waived_halalas} >= 0 and ${table.exit_time} <= ${table.arrived_at}`,
    ),
  ],
);
