import { sql } from 'drizzle-orm';
import { PAYMENT_TRANSACTION_TYPES } from '../../../domain/payment-transaction';
import { bigint, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { areas } from './areas';

/** The paid money a grain of the revenue rollup counts (new builders for each table). */
const revenueFigures = () => ({
  transactions: integer('transactions').notNull().default(0),
  amount_halalas: bigint('amount_halalas', { mode: 'number' }).notNull().default(0),
  charged: integer('charged').notNull().default(0),
  free: integer('free').notNull().default(0),
  refunds: integer('refunds').notNull().default(0),
  refunded_halalas: bigint('refunded_halalas', { mode: 'number' }).notNull().default(0),
  min_charge_halalas: integer('min_charge_halalas'),
  max_charge_halalas: integer('max_charge_halalas'),
});

/**
 * Paid money per area, operator's local day and transaction type, kept by a trigger on
 * payment_transactions in the transaction of each write (migration 0019), so a year's report reads
 * about 36,000 rows instead of a million. A refund counts as a transaction of its own and lowers the
 * amount; the smallest and largest charge are those above zero.
 */
export const revenueDaily = pgTable(
  'revenue_daily',
  {
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    type: text('type').notNull(),
    ...revenueFigures(),
  },
  (table) => [
    primaryKey({ columns: [table.area_id, table.day, table.type] }),
    // The estate's days without an area: the dashboard's last 30 days and today, read from the
    // index alone (a day's rows are spread over the table by area: 30 days touched every page).
    index('revenue_daily_day_idx').on(table.day, table.type, table.amount_halalas),
    check('revenue_daily_type_check', oneOf(table.type, PAYMENT_TRANSACTION_TYPES)),
  ],
);

/**
 * The revenue rollup's figures per area, local month (its first day) and type, kept beside
 * revenue_daily by the same trigger (migration 0023): a year's report reads the whole months here,
 * about 1,200 rows for fifty areas, and only the days of a part month from revenue_daily.
 */
export const revenueMonthly = pgTable(
  'revenue_monthly',
  {
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    type: text('type').notNull(),
    ...revenueFigures(),
  },
  (table) => [
    primaryKey({ columns: [table.area_id, table.month, table.type] }),
    check('revenue_monthly_type_check', oneOf(table.type, PAYMENT_TRANSACTION_TYPES)),
    check('revenue_monthly_month_check', sql`extract(day from ${table.month}) = 1`),
  ],
);

/**
 * The paid money of every area together per local day and type, kept by the same trigger: the
 * report's chart of a year and the home's last 30 days read a row a day and type, not one per area.
 */
export const revenueEstateDaily = pgTable(
  'revenue_estate_daily',
  {
    day: date('day').notNull(),
    type: text('type').notNull(),
    transactions: integer('transactions').notNull().default(0),
    amount_halalas: bigint('amount_halalas', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.type] }),
    check('revenue_estate_daily_type_check', oneOf(table.type, PAYMENT_TRANSACTION_TYPES)),
  ],
);
