import { sql } from 'drizzle-orm';
import { type DurationUnit, DURATION_UNITS, PLAN_TYPES } from '../../../domain/schemas/subscription-plan';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { oneOf, searchIndex, timestamps } from './columns';
import { areas } from './areas';

/** What the operator sells: individual subscriptions and company quotas, per area. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    name_en: text('name_en').notNull(),
    name_ar: text('name_ar').notNull(),
    plan_type: text('plan_type').notNull(),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    free_quota: integer('free_quota').notNull().default(0),
    paid_quota: integer('paid_quota').notNull().default(0),
    duration: integer('duration').notNull(),
    duration_unit: text('duration_unit').$type<DurationUnit>().notNull(),
    price_halalas: integer('price_halalas').notNull(),
    description: text('description').notNull(),
    max_vehicles: integer('max_vehicles').notNull().default(1),
    display_order: integer('display_order').notNull().default(1),
    is_active: boolean('is_active').notNull().default(true),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('subscription_plans_area_idx').on(table.area_id),
    index('subscription_plans_display_order_idx').on(table.display_order, table.id),
    searchIndex('subscription_plans', table.search_text),
    check('subscription_plans_type_check', oneOf(table.plan_type, PLAN_TYPES)),
    check('subscription_plans_duration_unit_check', oneOf(table.duration_unit, DURATION_UNITS)),
    check(
      'subscription_plans_numbers_check',
      sql`${table.free_quota} >= 0 and ${table.paid_quota} >= 0 and ${table.duration} >= 1 and ${table.price_halalas} >= 0 and ${table.max_vehicles} >= 1 and ${table.display_order} >= 1`,
    ),
  ],
);
