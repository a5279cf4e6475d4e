import { sql } from 'drizzle-orm';
import { type PoolOverflow, POOL_OVERFLOWS } from '../../../domain/company-pool';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, searchIndex, timestamps } from './columns';
import { areas, subAreas } from './areas';
import { subscriptionPlans } from './plans';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    contact_phone: text('contact_phone').notNull(),
    area_id: integer('area_id').references(() => areas.id),
    sub_area_id: integer('sub_area_id').references(() => subAreas.id),
    plan_id: integer('plan_id').references(() => subscriptionPlans.id),
    is_active: boolean('is_active').notNull().default(true),
    default_duration_months: integer('default_duration_months').notNull().default(1),
    initial_quota: integer('initial_quota').notNull(),
    quota_valid_from: date('quota_valid_from').notNull(),
    quota_valid_to: date('quota_valid_to').notNull(),
    admin_notes: text('admin_notes'),
    /**
     * A VAT-registered company's VAT number and national address: its sales are then standard tax
     * invoices naming it (BR-KSA-44, 63), cleared by the Authority before they are handed over.
     */
    vat_number: text('vat_number'),
    address_street: text('address_street'),
    address_building_number: text('address_building_number'),
    address_district: text('address_district'),
    address_city: text('address_city'),
    address_postal_code: text('address_postal_code'),
    /**
     * Units of the quota held (subscriptions pending or approved), kept by a trigger of
     * company_subscriptions (migration 0007) in the transaction of each change: read with the
     * company's row, sorted and filtered by like any column.
     */
    used_quota: integer('used_quota').notNull().default(0),
    /** The quota's last day its managers were last reminded of (server/features/subscriptions/reminders.ts): once per end. */
    quota_reminded_for: date('quota_reminded_for'),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('companies_name_sort_idx').on(sql`${table.name} collate "english"`, table.id),
    index('companies_name_ar_sort_idx').on(sql`coalesce(${table.name_ar}, ${table.name}) collate "arabic"`, table.id),
    index('companies_remaining_quota_idx').on(sql`greatest(0, ${table.initial_quota} - ${table.used_quota})`, table.id),
    index('companies_area_idx').on(table.area_id),
    index('companies_sub_area_idx').on(table.sub_area_id),
    index('companies_plan_idx').on(table.plan_id),
    searchIndex('companies', table.search_text),
    check('companies_quota_check', sql`${table.initial_quota} >= 1 and ${table.default_duration_months} >= 1`),
    check('companies_used_quota_check', sql`${table.used_quota} >= 0`),
    check(
      'companies_vat_buyer_check',
      sql`${table.vat_number} is null or (${table.vat_number} ~ '^3[0-9]{13}3$' and ${table.address_street} is not null and ${table.address_building_number} ~ '^[0-9]{4}$' and ${table.address_district} is not null and ${table.address_city} is not null and ${table.address_postal_code} ~ '^[0-9]{5}$')`,
    ),
  ],
);

/**
 * A company's pool in an area (domain/company-pool.ts): at most `size` of its vehicles inside as
 * its subscribers at once; the gate counts them under the area's lock.
 */
export const companyPools = pgTable(
  'company_pools',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    size: integer('size').notNull(),
    overflow: text('overflow').$type<PoolOverflow>().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('company_pools_company_area_unique').on(table.company_id, table.area_id),
    index('company_pools_area_idx').on(table.area_id),
    check('company_pools_size_check', sql`${table.size} >= 1`),
    check('company_pools_overflow_check', oneOf(table.overflow, POOL_OVERFLOWS)),
  ],
);
