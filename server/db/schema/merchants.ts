import { sql } from 'drizzle-orm';
import { type BillingMode, type OfferKind, BILLING_MODES, OFFER_KINDS } from '../../../domain/merchant-validation';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { oneOf, searchIndex, timestamps } from './columns';
import { areas } from './areas';

/**
 * A shop, clinic or hotel of an area that validates its customers' parking (domain/merchant-validation.ts).
 * A prepaid merchant's balance is its top-ups less its validations, kept on the row in the
 * transaction of each (a validation takes it under the row's lock, and the CHECK refuses below zero).
 */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    billing_mode: text('billing_mode').$type<BillingMode>().notNull(),
    balance_halalas: integer('balance_halalas').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    /**
     * A VAT-registered merchant's VAT number and national address: its top-ups and bills are then
     * standard tax invoices naming it, like a company's (BR-KSA-44, 63).
     */
    vat_number: text('vat_number'),
    address_street: text('address_street'),
    address_building_number: text('address_building_number'),
    address_district: text('address_district'),
    address_city: text('address_city'),
    address_postal_code: text('address_postal_code'),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('merchants_area_idx').on(table.area_id),
    searchIndex('merchants', table.search_text),
    check('merchants_billing_mode_check', oneOf(table.billing_mode, BILLING_MODES)),
    check('merchants_balance_check', sql`${table.balance_halalas} >= 0`),
    check(
      'merchants_vat_buyer_check',
      sql`${table.vat_number} is null or (${table.vat_number} ~ '^3[0-9]{13}3$' and ${table.address_street} is not null and ${table.address_building_number} ~ '^[0-9]{4}$' and ${table.address_district} is not null and ${table.address_city} is not null and ${table.address_postal_code} ~ '^[0-9]{5}$')`,
    ),
  ],
);

/** What a merchant's validators give: free minutes, an amount or a percentage off, or a free stay. */
export const merchantOffers = pgTable(
  'merchant_offers',
  {
    id: serial('id').primaryKey(),
    merchant_id: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    kind: text('kind').$type<OfferKind>().notNull(),
    /** Minutes, halalas or percent by the kind; none for a free stay. */
    value: integer('value'),
    stackable: boolean('stackable').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('merchant_offers_merchant_idx').on(table.merchant_id),
    check('merchant_offers_kind_check', oneOf(table.kind, OFFER_KINDS)),
    check(
      'merchant_offers_value_check',
      sql`(${table.kind} = 'free') = (${table.value} is null) and (${table.value} is null or ${table.value} >= 1) and (${table.kind} <> 'percent_off' or ${table.value} <= 100)`,
    ),
  ],
);
