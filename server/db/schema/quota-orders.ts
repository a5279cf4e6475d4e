import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { QUOTA_ORDER_MAX_UNITS, QUOTA_ORDER_STATUSES, type QuotaOrderStatus } from '../../../domain/quota-order';
import { oneOf } from './columns';
import { companies } from './companies';
import { users } from './staff';

/**
 * A company's order of more quota, paid online by its manager (domain/quota-order.ts): its units,
 * the end of validity they run to, and its price. Paid, its payment row names it
 * (`payment_transactions.quota_order_id`) and the company's quota grows by its units, once.
 */
export const quotaOrders = pgTable(
  'quota_orders',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    units: integer('units').notNull(),
    valid_to: date('valid_to').notNull(),
    amount_halalas: integer('amount_halalas').notNull(),
    status: text('status').$type<QuotaOrderStatus>().notNull().default('awaiting_payment'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was paid, or cancelled: null while it awaits its payment. */
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('quota_orders_company_idx').on(table.company_id, table.id),
    index('quota_orders_created_by_idx').on(table.created_by),
    check('quota_orders_status_check', oneOf(table.status, QUOTA_ORDER_STATUSES)),
    check('quota_orders_units_check', sql`${table.units} between 1 and ${sql.raw(String(QUOTA_ORDER_MAX_UNITS))}`),
    check('quota_orders_amount_check', sql`${table.amount_halalas} > 0`),
    check('quota_orders_closed_check', sql`(${table.status} = 'awaiting_payment') = (${table.closed_at} is null)`),
  ],
);
