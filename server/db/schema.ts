import type { AuditChanges } from '../../domain/schemas/audit-log';
import { sql } from 'drizzle-orm';
import type { VehicleType } from '../../domain/vehicle';
import type { StoredSubscriptionStatus } from '../../domain/subscription-status';
import type { DurationUnit } from '../../domain/schemas/subscription-plan';
import type { GateStatus } from '../../domain/schemas/gate';
import type { RetentionKind } from '../../domain/privacy';
import type { PaymentStatus, PaymentTransactionType } from '../../domain/payment-transaction';
import type { ParkingCardStatus, ParkingCardType } from '../../domain/parking-cart';
import type { BillingMode, OfferKind } from '../../domain/merchant-validation';
import type { GateTypeCode } from '../../domain/gate-passage';
import type { PoolOverflow } from '../../domain/company-pool';
import type { AuditAction } from '../../domain/audit';
import { ROLE_IDS } from '../../domain/roles';
import { AUDIT_ACTIONS } from '../../domain/audit';
import { GATE_STATUSES } from '../../domain/schemas/gate';
import { DURATION_UNITS, PLAN_TYPES } from '../../domain/schemas/subscription-plan';
import { STORED_SUBSCRIPTION_STATUSES } from '../../domain/subscription-status';
import { VEHICLE_TYPES } from '../../domain/vehicle';
import { GATE_EVENT_KINDS } from '../../domain/schemas/gate-operations';
import { PARKING_CARD_STATUSES, PARKING_CARD_TYPES } from '../../domain/parking-cart';
import { PAYMENT_STATUSES, PAYMENT_TRANSACTION_TYPES } from '../../domain/payment-transaction';
import { CURRENCY } from '../../domain/money';
import { POOL_OVERFLOWS } from '../../domain/company-pool';
import {
  EINVOICE_DOCUMENT_KINDS,
  EINVOICE_DOCUMENT_TYPES,
  EINVOICE_SUBMISSION_STATUSES,
  EINVOICE_UNIT_STATUSES,
  FATOORA_ENVIRONMENTS,
  type EInvoiceBuyer,
  type EInvoiceDocumentKind,
  type EInvoiceDocumentType,
  type EInvoiceSubmissionStatus,
  type EInvoiceUnitStatus,
  type FatooraEnvironment,
  type FatooraMessage,
} from '../../domain/einvoice';
import { FEE_ADJUSTMENT_KINDS } from '../../domain/schemas/fee-adjustment';
import { CASHIER_SHIFT_STATUSES, type ReconciliationLine } from '../../domain/cashier-shift';
import type { DenominationCount } from '../../domain/cash-denominations';
import { LANE_TIME_SOURCES, type LaneTimeSource } from '../../domain/lane-time';
import {
  BARRIER_STATES,
  BARRIER_STATE_SOURCES,
  type BarrierState,
  type BarrierStateSource,
  DEFAULT_HEARTBEAT_SECONDS,
  LANE_ALARM_KINDS,
  LANE_CONFIRMATION_REASONS,
  LANE_CONFIRMATION_STATUSES,
  type LaneAlarmKind,
  type LaneConfirmationReason,
  type LaneConfirmationStatus,
  LANE_DEVICE_KINDS,
  LANE_DEVICE_STATUSES,
  type LaneDeviceKind,
  type LaneDeviceStatus,
  MAX_HEARTBEAT_SECONDS,
  MIN_HEARTBEAT_SECONDS,
} from '../../domain/lane-devices';
import type { Tariff, TariffLine } from '../../domain/tariff';
import type { EventDay, PeakWindow } from '../../domain/tariff-windows';
import { RULE_MODES, type TariffRule } from '../../domain/tariff-regulation';
import type { PaymentMethodCode } from '../../domain/schemas/reference';
import {
  INTEGRATOR_STATUSES,
  type IntegratorScope,
  type IntegratorStatus,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryStatus,
  type WebhookTopic,
} from '../../domain/open-data';
import type { CompanyVehicle } from '../../domain/schemas/company-subscription';
import { ACCESS_KINDS, RETENTION_KINDS } from '../../domain/privacy';
import { BILLING_MODES, OFFER_KINDS, VALIDATION_REASONS } from '../../domain/merchant-validation';
import { nameSortColumns } from './folded-names';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

/** A CHECK that the column holds one of the domain's values (the values are our own constants). */
function oneOf(column: PgColumn, values: readonly (string | number)[]) {
  const list = values
    .map((value) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`))
    .join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * The indexes a list needs at a million rows (server/core/list-page.ts): the search text by trigrams,
 * which serves `LIKE '%…%'` of three letters or more (pg_trgm, created in migration 0005). Written
 * through at each insert (no fast-update list): the embedded database has no autovacuum to merge
 * such a list, and every search would read all of it.
 */
function searchIndex(table: string, searchText: ExtraConfigColumn) {
  return index(`${table}_search_idx`).using('gin', searchText.op('gin_trgm_ops')).with({ fastupdate: 'off' });
}

/**
 * …and each name sort with the id after it, the order a list reads in either direction. The
 * columns a list's search and filters read, and those the sort is computed from, follow as keys
 * (Drizzle has no INCLUDE; after the unique id they never order anything): a bounded walk
 * (server/core/list-page.ts) then reads the index alone instead of a row of the table per entry,
 * 1.7 ms instead of 10 ms for the 6,700 entries before the first "mall" of bench/list-million.
 */
function nameSortIndexes(
  table: string,
  columns: Parameters<typeof nameSortColumns>[0] & { id: PgColumn; search_text: PgColumn },
  filtered: PgColumn[],
) {
  const sorts: Record<string, SQL> = nameSortColumns(columns);
  const read = [columns.name, columns.name_key, columns.name_ar_key, columns.search_text, ...filtered];
  return Object.entries(sorts).map(([field, sort]) =>
    index(`${table}_${field}_sort_idx`).on(sort, columns.id, ...read),
  );
}

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
  code: text('code').$type<GateTypeCode>().notNull().unique(),
  name_en: text('name_en').notNull(),
  name_ar: text('name_ar').notNull(),
});

/** How a subscription or a stay is paid (DESIGN section 3): reference data, the same on every database. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  code: text('code').$type<PaymentMethodCode>().notNull().unique(),
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
    is_active: boolean('is_active').notNull().default(true),
    /** What breaking each municipal rule does to a tariff version of this area (domain/tariff-regulation.ts). */
    rule_first_minutes_free: text('rule_first_minutes_free').notNull().default('warn'),
    rule_disability_free: text('rule_disability_free').notNull().default('warn'),
    search_text: text('search_text').notNull().default(''),
    /** The folded names (domain/arabic), unique: "Riyadh Mall" and "riyadh  mall" are one name. */
    name_key: text('name_key'),
    name_ar_key: text('name_ar_key'),
    ...timestamps,
  },
  (table) => [
    index('areas_name_idx').on(table.name),
    ...nameSortIndexes('areas', table, [table.is_active]),
    searchIndex('areas', table.search_text),
    uniqueIndex('areas_name_key_unique').on(table.name_key),
    uniqueIndex('areas_name_ar_key_unique').on(table.name_ar_key),
    check(
      'areas_capacities_check',
      sql`${table.max_capacity} >= 1 and ${table.subscription_capacity} >= 0 and ${table.guest_ticket_capacity} >= 0`,
    ),
    check('areas_rule_first_minutes_free_check', oneOf(table.rule_first_minutes_free, RULE_MODES)),
    check('areas_rule_disability_free_check', oneOf(table.rule_disability_free, RULE_MODES)),
  ],
);

/**
 * The versions of an area's tariff, each holding from `effective_from`: the one in force at an
 * instant is the latest that has started by then (the later written of two that start together).
 * One that has started is never changed: a change is a new version. A stay freezes the version
 * in force at its entry (`vehicles.tariff`, with the version's id and the operator's time zone).
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: serial('id').primaryKey(),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    effective_from: timestamp('effective_from', { withTimezone: true }).notNull(),
    free_minutes: integer('free_minutes').notNull(),
    grace_minutes: integer('grace_minutes').notNull(),
    cooldown_minutes: integer('cooldown_minutes').notNull(),
    hourly_fee_halalas: integer('hourly_fee_halalas').notNull(),
    after_first_hour_fee_halalas: integer('after_first_hour_fee_halalas').notNull(),
    daily_cap_halalas: integer('daily_cap_halalas').notNull(),
    disability_free: boolean('disability_free').notNull().default(true),
    peaks: jsonb('peaks').$type<PeakWindow[]>().notNull().default([]),
    event_days: jsonb('event_days').$type<EventDay[]>().notNull().default([]),
    /** The municipal rules it broke when it was published under a profile that warns. */
    regulation_warnings: jsonb('regulation_warnings').$type<TariffRule[]>().notNull().default([]),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('tariff_versions_area_from_idx').on(table.area_id, table.effective_from, table.id),
    index('tariff_versions_created_by_idx').on(table.created_by),
    check(
      'tariff_versions_minutes_check',
      sql`${table.free_minutes} >= 0 and ${table.grace_minutes} >= 0 and ${table.cooldown_minutes} >= 0`,
    ),
    check(
      'tariff_versions_fees_check',
      sql`${table.hourly_fee_halalas} >= 0 and ${table.after_first_hour_fee_halalas} >= 0 and ${table.daily_cap_halalas} >= 0`,
    ),
  ],
);

export const gates = pgTable(
  'gates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    description: text('description'),
    gate_type_id: integer('gate_type_id')
      .notNull()
      .references(() => gateTypes.id),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    status: text('status').$type<GateStatus>().notNull().default('active'),
    search_text: text('search_text').notNull().default(''),
    name_key: text('name_key'),
    name_ar_key: text('name_ar_key'),
    ...timestamps,
  },
  (table) => [
    index('gates_area_idx').on(table.area_id),
    index('gates_gate_type_idx').on(table.gate_type_id),
    ...nameSortIndexes('gates', table, [table.area_id, table.gate_type_id, table.status]),
    searchIndex('gates', table.search_text),
    uniqueIndex('gates_area_name_key_unique').on(table.area_id, table.name_key),
    uniqueIndex('gates_area_name_ar_key_unique').on(table.area_id, table.name_ar_key),
    check('gates_status_check', oneOf(table.status, GATE_STATUSES)),
  ],
);

export const subAreas = pgTable(
  'sub_areas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    max_capacity: integer('max_capacity'),
    search_text: text('search_text').notNull().default(''),
    name_key: text('name_key'),
    name_ar_key: text('name_ar_key'),
    ...timestamps,
  },
  (table) => [
    index('sub_areas_area_idx').on(table.area_id),
    ...nameSortIndexes('sub_areas', table, [table.area_id]),
    searchIndex('sub_areas', table.search_text),
    uniqueIndex('sub_areas_area_name_key_unique').on(table.area_id, table.name_key),
    uniqueIndex('sub_areas_area_name_ar_key_unique').on(table.area_id, table.name_ar_key),
    check('sub_areas_max_capacity_check', sql`${table.max_capacity} >= 1`),
  ],
);

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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    phone: text('phone'),
    role_id: integer('role_id').notNull(),
    area_id: integer('area_id').references(() => areas.id),
    gate_id: integer('gate_id').references(() => gates.id),
    company_id: integer('company_id').references(() => companies.id),
    /** The merchant a validator validates for. */
    merchant_id: integer('merchant_id').references((): AnyPgColumn => merchants.id),
    is_active: boolean('is_active').notNull().default(true),
    is_email_verified: boolean('is_email_verified').notNull().default(false),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Raised by a trigger (migration 0001) when the password, the role or the active flag
     * changes; a token carries the version it was issued under and is refused after a change.
     */
    session_version: integer('session_version').notNull().default(0),
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    // One account per username and per address whatever their case: "Ali" and "ali" are one.
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // A person has one name, in either script: filed Latin first for an English screen, Arabic first for an Arabic one.
    index('users_name_sort_idx').on(sql`${table.name} collate "english"`, table.id),
    index('users_name_ar_sort_idx').on(sql`${table.name} collate "arabic"`, table.id),
    index('users_last_login_sort_idx').on(sql`coalesce(${table.last_login_at}, '-infinity'::timestamptz)`, table.id),
    index('users_area_idx').on(table.area_id),
    index('users_gate_idx').on(table.gate_id),
    index('users_company_idx').on(table.company_id),
    index('users_merchant_idx').on(table.merchant_id),
    searchIndex('users', table.search_text),
    check('users_role_check', oneOf(table.role_id, ROLE_IDS)),
  ],
);

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
    status: text('status').$type<StoredSubscriptionStatus>().notNull().default('pending'),
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
    check('company_subscriptions_status_check', oneOf(table.status, STORED_SUBSCRIPTION_STATUSES)),
  ],
);

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

/**
 * Entry operations (stays): a vehicle is inside while its row has no exit time. The plate is kept
 * as its key (`plate`, letters then number, as domain/plates.ts keys it) and in its parts. A
 * stay keeps the tariff of its area at its entry (`tariff`, the six columns in halalas), which
 * prices it at the exit whatever the area's fees are by then.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    plate: text('plate').notNull(),
    plate_letters: text('plate_letters').notNull(),
    plate_number: text('plate_number').notNull(),
    type: text('type').$type<VehicleType>().notNull().default('guest'),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    entry_gate_id: integer('entry_gate_id').references(() => gates.id),
    exit_gate_id: integer('exit_gate_id').references(() => gates.id),
    entry_time: timestamp('entry_time', { withTimezone: true }).notNull().defaultNow(),
    exit_time: timestamp('exit_time', { withTimezone: true }),
    /** The individual subscription a subscriber entered with. */
    subscription_id: integer('subscription_id').references(() => subscriptions.id),
    /** The company vehicle a company subscriber entered as; its company may replace its vehicles later. */
    company_subscription_vehicle_id: integer('company_subscription_vehicle_id').references(
      () => companySubscriptionVehicles.id,
      { onDelete: 'set null' },
    ),
    /** A guest's ticket: its printed number (domain/references.ts) and the SHA-256 of its QR value. */
    guest_ticket_number: text('guest_ticket_number'),
    guest_qr_hash: text('guest_qr_hash'),
    tariff: jsonb('tariff').$type<Tariff>().notNull(),
    entered_by: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    exited_by: integer('exited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff closed the stay without a gate (POST /api/vehicles/:id/force-exit); null for a gate's exit. */
    forced_exit_reason: text('forced_exit_reason'),
    /** The plate in both scripts, letters before and after the number (db/stay-columns.ts), for the list's search. */
    search_text: text('search_text').notNull().default(''),
    /** The gate events that opened and closed the stay (gate_events). */
    entry_event_id: text('entry_event_id'),
    exit_event_id: text('exit_event_id'),
    notes: text('notes'),
    /** When the plate and ticket were redacted, by their retention or an erase; null while they are kept. */
    redacted_at: timestamp('redacted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('vehicles_area_idx').on(table.area_id),
    index('vehicles_entry_gate_idx').on(table.entry_gate_id),
    index('vehicles_exit_gate_idx').on(table.exit_gate_id),
    index('vehicles_subscription_idx').on(table.subscription_id),
    index('vehicles_company_subscription_vehicle_idx').on(table.company_subscription_vehicle_id),
    index('vehicles_entered_by_idx').on(table.entered_by),
    index('vehicles_exited_by_idx').on(table.exited_by),
    // What an entry counts under its area's lock: the open stays of the area by type, from the index alone.
    index('vehicles_open_by_area_idx')
      .on(table.area_id, table.type)
      .where(sql`${table.exit_time} is null`),
    // A plate's last exit from an area before an entry (the cooldown).
    index('vehicles_plate_exits_idx').on(table.plate, table.area_id, table.exit_time),
    // The list's default order, newest entry first, and a day range of entries.
    index('vehicles_entry_time_idx').on(table.entry_time, table.id),
    // The stays that left within a time (the home's exits today and on the same weekday a week before).
    index('vehicles_exit_time_idx').on(table.exit_time),
    // The retention's walk of closed guest stays not yet redacted (server/features/privacy/personal-data-retention.ts).
    index('vehicles_guest_unredacted_idx')
      .on(table.exit_time)
      .where(sql`${table.type} = 'guest' and ${table.exit_time} is not null and ${table.redacted_at} is null`),
    searchIndex('vehicles', table.search_text),
    uniqueIndex('vehicles_guest_ticket_number_unique').on(table.guest_ticket_number),
    uniqueIndex('vehicles_guest_qr_hash_unique').on(table.guest_qr_hash),
    uniqueIndex('vehicles_entry_event_unique').on(table.entry_event_id),
    uniqueIndex('vehicles_exit_event_unique').on(table.exit_event_id),
    check('vehicles_type_check', oneOf(table.type, VEHICLE_TYPES)),
    check('vehicles_plate_key_check', sql`${table.plate} = ${table.plate_letters} || ${table.plate_number}`),
    check(
      'vehicles_one_subscription_check',
      sql`num_nonnulls(${table.subscription_id}, ${table.company_subscription_vehicle_id}) <= 1`,
    ),
    uniqueIndex('vehicles_one_open_entry_per_plate_area')
      .on(table.plate, table.area_id)
      .where(sql`${table.exit_time} is null`),
  ],
);

/**
 * The operator's parking cards (domain/parking-cart.ts). An issued card has one holder: a
 * subscription card an individual subscription, a guest card a plate (its parts, stored as
 * domain/plates.ts reads them); a blocked or lost card may keep the holder it had, an available
 * card has none. The status changes only by the actions of the domain's table.
 */
export const parkingCards = pgTable(
  'parking_cards',
  {
    id: serial('id').primaryKey(),
    /** As printed on the card: capitals, digits and dashes. */
    card_number: text('card_number').notNull(),
    type: text('type').$type<ParkingCardType>().notNull(),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    status: text('status').$type<ParkingCardStatus>().notNull().default('available'),
    subscription_id: integer('subscription_id').references(() => subscriptions.id),
    plate_letters: text('plate_letters'),
    plate_number: text('plate_number'),
    issued_at: timestamp('issued_at', { withTimezone: true }),
    blocked_reason: text('blocked_reason'),
    notes: text('notes'),
    /** The card number and the holder's plate in both scripts, for the list's search. */
    search_text: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('parking_cards_card_number_unique').on(table.card_number),
    index('parking_cards_area_idx').on(table.area_id, table.status),
    index('parking_cards_subscription_idx').on(table.subscription_id),
    searchIndex('parking_cards', table.search_text),
    check('parking_cards_type_check', oneOf(table.type, PARKING_CARD_TYPES)),
    check('parking_cards_status_check', oneOf(table.status, PARKING_CARD_STATUSES)),
    check('parking_cards_plate_check', sql`(${table.plate_letters} is null) = (${table.plate_number} is null)`),
    check(
      'parking_cards_holder_of_type_check',
      sql`case ${table.type} when 'subscription' then ${table.plate_letters} is null else ${table.subscription_id} is null end`,
    ),
    check(
      'parking_cards_issued_check',
      sql`case ${table.status}
        when 'available' then ${table.subscription_id} is null and ${table.plate_letters} is null and ${table.issued_at} is null
        when 'issued' then num_nonnulls(${table.subscription_id}, ${table.plate_letters}) = 1 and ${table.issued_at} is not null
        else true end`,
    ),
    check(
      'parking_cards_blocked_reason_check',
      sql`(${table.status} = 'blocked') = (${table.blocked_reason} is not null)`,
    ),
  ],
);

/**
 * The first answer of each gate event, written in the event's own transaction: the same event
 * again (a lane's retry) is answered from here and changes nothing. Only operations that
 * happened are kept; a refused event leaves nothing, so its retry is decided afresh.
 */
/**
 * A gate's camera, barrier controller or pay station, which sends the gate's events with its own
 * key: only the key's hash is kept (the key is shown once, at its making or rotation).
 */
export const laneDevices = pgTable(
  'lane_devices',
  {
    id: serial('id').primaryKey(),
    gate_id: integer('gate_id')
      .notNull()
      .references(() => gates.id),
    kind: text('kind').$type<LaneDeviceKind>().notNull(),
    name: text('name').notNull(),
    status: text('status').$type<LaneDeviceStatus>().notNull().default('active'),
    /** The key's public part, by which a request finds its device, and the SHA-256 of its secret part. */
    key_id: text('key_id').notNull(),
    key_hash: text('key_hash').notNull(),
    key_issued_at: timestamp('key_issued_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeat_seconds: integer('heartbeat_seconds').notNull().default(DEFAULT_HEARTBEAT_SECONDS),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * The earliest time the device may still claim for an event (domain/lane-time.ts): raised by its
     * requests that had nothing older to send and by each of its replays taken; none until it is heard.
     */
    replay_floor_at: timestamp('replay_floor_at', { withTimezone: true }),
    /** The latest picture a camera sent with a read, kept with a barrier opened by hand at its gate. */
    last_photo_url: text('last_photo_url'),
    /** The plate's key read with that picture, if any: an erase of the plate forgets the picture. */
    last_photo_plate: text('last_photo_plate'),
    last_photo_at: timestamp('last_photo_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('lane_devices_key_id_unique').on(table.key_id),
    index('lane_devices_gate_idx').on(table.gate_id),
    check('lane_devices_kind_check', oneOf(table.kind, LANE_DEVICE_KINDS)),
    check('lane_devices_status_check', oneOf(table.status, LANE_DEVICE_STATUSES)),
    check(
      'lane_devices_heartbeat_check',
      sql`${table.heartbeat_seconds} between ${sql.raw(String(MIN_HEARTBEAT_SECONDS))} and ${sql.raw(String(MAX_HEARTBEAT_SECONDS))}`,
    ),
  ],
);

export const gateEvents = pgTable(
  'gate_events',
  {
    event_id: text('event_id').primaryKey(),
    kind: text('kind').notNull(),
    gate_id: integer('gate_id')
      .notNull()
      .references(() => gates.id),
    answer: jsonb('answer').notNull(),
    /** The lane device that sent it; none from a staff console. */
    device_id: integer('device_id').references(() => laneDevices.id),
    /** Whose time the event was taken at (domain/lane-time.ts): a replay is flagged here. */
    time_source: text('time_source').$type<LaneTimeSource>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gate_events_gate_idx').on(table.gate_id),
    index('gate_events_device_idx').on(table.device_id),
    // The retention's walk (server/features/gate/gate-event-retention.ts).
    index('gate_events_created_idx').on(table.created_at),
    check('gate_events_kind_check', oneOf(table.kind, GATE_EVENT_KINDS)),
    check('gate_events_time_source_check', oneOf(table.time_source, LANE_TIME_SOURCES)),
  ],
);

/**
 * A barrier's states: reported by its controller (once per the controller's event id, a replay
 * is no second row) or opened by a member of staff from the console, with their reason and the
 * gate camera's latest picture.
 */
export const barrierStates = pgTable(
  'barrier_states',
  {
    id: serial('id').primaryKey(),
    event_id: text('event_id').notNull(),
    gate_id: integer('gate_id')
      .notNull()
      .references(() => gates.id),
    device_id: integer('device_id').references(() => laneDevices.id),
    user_id: integer('user_id').references(() => users.id),
    state: text('state').$type<BarrierState>().notNull(),
    source: text('source').$type<BarrierStateSource>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    photo_url: text('photo_url'),
    /** The plate's key read with the picture, copied with it from the lane device. */
    photo_plate: text('photo_plate'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('barrier_states_event_unique').on(table.event_id),
    index('barrier_states_gate_idx').on(table.gate_id, table.at),
    index('barrier_states_device_idx').on(table.device_id),
    index('barrier_states_user_idx').on(table.user_id),
    check('barrier_states_state_check', oneOf(table.state, BARRIER_STATES)),
    check('barrier_states_source_check', oneOf(table.source, BARRIER_STATE_SOURCES)),
    check(
      'barrier_states_source_fields_check',
      sql`case ${table.source} when 'device' then ${table.device_id} is not null
        else ${table.user_id} is not null and ${table.reason} is not null end`,
    ),
  ],
);

/**
 * A lane's alarms, each kept until a person acknowledges it. One open alarm per device and kind,
 * whichever server instance raises it: the partial unique index makes a second raise a no-op.
 */
export const laneAlarms = pgTable(
  'lane_alarms',
  {
    id: serial('id').primaryKey(),
    device_id: integer('device_id')
      .notNull()
      .references(() => laneDevices.id),
    gate_id: integer('gate_id')
      .notNull()
      .references(() => gates.id),
    kind: text('kind').$type<LaneAlarmKind>().notNull(),
    raised_at: timestamp('raised_at', { withTimezone: true }).notNull(),
    acknowledged_at: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledged_by: integer('acknowledged_by').references(() => users.id),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('lane_alarms_open_unique')
      .on(table.device_id, table.kind)
      .where(sql`${table.acknowledged_at} is null`),
    index('lane_alarms_gate_idx').on(table.gate_id),
    index('lane_alarms_acknowledged_by_idx').on(table.acknowledged_by),
    check('lane_alarms_kind_check', oneOf(table.kind, LANE_ALARM_KINDS)),
    check(
      'lane_alarms_acknowledged_check',
      sql`(${table.acknowledged_at} is null) = (${table.acknowledged_by} is null)`,
    ),
  ],
);

/**
 * The reads a lane did not act on (its `confirm` answer), each waiting for a person at the gate's
 * console, who confirms it with the right plate (the event is then registered under the lane's
 * event id) or refuses it. The lane learns the decision when it sends the event id again.
 */
export const laneConfirmations = pgTable(
  'lane_confirmations',
  {
    id: serial('id').primaryKey(),
    event_id: text('event_id').notNull(),
    device_id: integer('device_id')
      .notNull()
      .references(() => laneDevices.id),
    gate_id: integer('gate_id')
      .notNull()
      .references(() => gates.id),
    kind: text('kind').$type<'entry' | 'exit'>().notNull(),
    plate_letters: text('plate_letters'),
    plate_number: text('plate_number'),
    confidence: doublePrecision('confidence'),
    alternatives: jsonb('alternatives')
      .$type<Array<{ plate: { letters: string; number: string }; confidence: number }>>()
      .notNull(),
    photo_url: text('photo_url'),
    reason: text('reason').$type<LaneConfirmationReason>().notNull(),
    /** The lane's own time of the event, when it sent one. */
    occurred_at: timestamp('occurred_at', { withTimezone: true }),
    heard_at: timestamp('heard_at', { withTimezone: true }).notNull(),
    /** The device's replay floor when the server heard it: the person's decision takes the time the lane's rule gave then. */
    replay_floor_at: timestamp('replay_floor_at', { withTimezone: true }),
    /** What the lane's pay station took, when it sent the event with a payment (a replayed exit it let out offline). */
    payment_method: text('payment_method').$type<PaymentMethodCode>(),
    status: text('status').$type<LaneConfirmationStatus>().notNull().default('pending'),
    confirmed_letters: text('confirmed_letters'),
    confirmed_number: text('confirmed_number'),
    stay_id: integer('stay_id').references(() => vehicles.id),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    /** The database's time, as the gate events' own: a run of unsure reads is counted since the device's last event. */
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lane_confirmations_event_unique').on(table.event_id),
    index('lane_confirmations_pending_idx')
      .on(table.gate_id)
      .where(sql`${table.status} = 'pending'`),
    index('lane_confirmations_device_idx').on(table.device_id, table.created_at),
    index('lane_confirmations_stay_idx').on(table.stay_id),
    index('lane_confirmations_decided_by_idx').on(table.decided_by),
    check('lane_confirmations_kind_check', oneOf(table.kind, GATE_EVENT_KINDS)),
    check('lane_confirmations_reason_check', oneOf(table.reason, LANE_CONFIRMATION_REASONS)),
    check('lane_confirmations_status_check', oneOf(table.status, LANE_CONFIRMATION_STATUSES)),
    check('lane_confirmations_decided_check', sql`(${table.status} = 'pending') = (${table.decided_at} is null)`),
  ],
);

/**
 * The open data API's integrators (domain/open-data.ts): a key each, only its hash kept as a lane
 * device's is (server/core/device-keys.ts), with what it may read and, optionally, the areas it reaches.
 */
export const integrators = pgTable(
  'integrators',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<IntegratorScope[]>().notNull(),
    /** The areas the key reaches; null for every area. */
    area_ids: jsonb('area_ids').$type<number[]>(),
    status: text('status').$type<IntegratorStatus>().notNull().default('active'),
    key_id: text('key_id').notNull(),
    key_hash: text('key_hash').notNull(),
    key_issued_at: timestamp('key_issued_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('integrators_key_id_unique').on(table.key_id),
    check('integrators_status_check', oneOf(table.status, INTEGRATOR_STATUSES)),
  ],
);

/**
 * Where an integrator wants session events sent, and the secret they are signed with: kept as it
 * is, since signing needs it (a hash would not do), and answered only when made.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').primaryKey(),
    integrator_id: integer('integrator_id')
      .notNull()
      .references(() => integrators.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    topics: jsonb('topics').$type<WebhookTopic[]>().notNull(),
    secret: text('secret').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_subscriptions_integrator_idx').on(table.integrator_id)],
);

/**
 * The webhooks' outbox: a row per event and subscription, written in the gate event's own
 * transaction and sent afterwards by the delivery round (server/features/open-data/webhook-deliveries.ts).
 * `delivery_id` is the idempotency id a receiver sees on every attempt of the same delivery.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    delivery_id: uuid('delivery_id').notNull().defaultRandom(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<WebhookTopic>().notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When it may next be taken: due, or leased to the round sending it now (a lease), or the backoff's next try. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_http_status: integer('last_http_status'),
    last_error: text('last_error'),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_delivery_id_unique').on(table.delivery_id),
    index('webhook_deliveries_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'queued'`),
    index('webhook_deliveries_subscription_idx').on(table.subscription_id),
    // The retention's walk (server/features/open-data/webhook-deliveries.ts).
    index('webhook_deliveries_created_idx').on(table.created_at),
    check('webhook_deliveries_status_check', oneOf(table.status, WEBHOOK_DELIVERY_STATUSES)),
  ],
);

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
    // company, or for one merchant's validations (and such a payment is no stay's).
    check('payment_transactions_guest_stay_check', sql`${table.type} <> 'guest' or ${table.vehicle_id} is not null`),
    check(
      'payment_transactions_paid_for_check',
      sql`num_nonnulls(${table.subscription_id}, ${table.company_subscription_id}, ${table.merchant_id}) <= 1 and (${table.vehicle_id} is not null or num_nonnulls(${table.subscription_id}, ${table.company_subscription_id}, ${table.merchant_id}) = 1) and (${table.merchant_id} is null or ${table.vehicle_id} is null)`,
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

/** The operator settings the database itself needs: the time zone whose days the revenue rollup counts (one row). */
export const operatorSettings = pgTable(
  'operator_settings',
  {
    id: boolean('id').primaryKey().default(true),
    time_zone: text('time_zone').notNull(),
  },
  (table) => [check('operator_settings_one_row_check', sql`${table.id}`)],
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
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The text with its secrets (reset codes) hidden. */
    body: text('body').notNull(),
    /** The whole text, kept only while it is undelivered and its secrets are still valid. */
    body_with_secrets: text('body_with_secrets'),
    secrets_expire_at: timestamp('secrets_expire_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** When the recipient and text were redacted, by their retention or an erase; null while they are kept. */
    redacted_at: timestamp('redacted_at', { withTimezone: true }),
  },
  (table) => [
    // The retention's walk (server/features/privacy/personal-data-retention.ts) and a recipient's mail (an erase, an export).
    index('outbox_unredacted_idx')
      .on(table.created_at)
      .where(sql`${table.redacted_at} is null`),
    index('outbox_recipient_idx').on(sql`lower(${table.recipient})`),
  ],
);

/** Failed sign-ins, counted per account and address across every server process. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_email_idx').on(table.email, table.failed_at)],
);

/**
 * The hits of each request limit (per address, per email) in its current window, kept in the
 * database so that every server process on it counts the same hits. One row per limited key,
 * counted by one upsert; rows whose window has ended are deleted in the background.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_window_ends_at_idx').on(table.window_ends_at)],
);

/**
 * Every change made through the API, one row each, written in the change's own transaction.
 * Append-only: a trigger (migration 0004) refuses to update or delete a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept as written: an account deleted later still shows who acted. */
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    actor_role_id: integer('actor_role_id'),
    action: text('action').$type<AuditAction>().notNull(),
    resource: text('resource').notNull(),
    record_id: integer('record_id'),
    /** The fields that changed, `{ field: [before, after] }`, secrets removed. */
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    /**
     * When a data subject's erase redacted the personal values of `changes`: the one update the
     * append-only trigger allows (migration 0042), once, keeping every field's name and the rest.
     */
    redacted_at: timestamp('redacted_at', { withTimezone: true }),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_record_idx').on(table.resource, table.record_id),
    index('audit_log_actor_idx').on(table.actor_id, table.at),
    check('audit_log_action_check', oneOf(table.action, AUDIT_ACTIONS)),
  ],
);

/**
 * How long each kind of personal data is kept (domain/privacy.ts): one row per kind, written by
 * the reference data with the defaults and changed by the super admin only.
 */
export const retentionPeriods = pgTable(
  'retention_periods',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<RetentionKind>().notNull(),
    days: integer('days').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('retention_periods_kind_unique').on(table.kind),
    check('retention_periods_kind_check', oneOf(table.kind, RETENTION_KINDS)),
    check('retention_periods_days_check', sql`${table.days} > 0`),
  ],
);

/**
 * Who read a person's data: one row per opening of a stay, a subscription or a plate's history
 * (never per list page), written by the same request. `subject_keys` are the plates, phones and
 * emails it showed as `kind:stored form` (domain/privacy.ts), found by any one of them.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept as written, as the audit log's: an account deleted later still shows who looked. */
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    actor_role_id: integer('actor_role_id'),
    kind: text('kind').notNull(),
    record_id: integer('record_id'),
    subjects: text('subjects').notNull(),
    subject_keys: text('subject_keys').array().notNull(),
  },
  (table) => [
    index('access_log_at_idx').on(table.at, table.id),
    index('access_log_actor_idx').on(table.actor_id, table.at),
    index('access_log_subject_keys_idx').using('gin', table.subject_keys),
    check('access_log_kind_check', oneOf(table.kind, ACCESS_KINDS)),
  ],
);

/**
 * An e-invoice generation unit (EGS): one signer and one chain of documents. Each area has its
 * own, so each area's exits chain their own documents. Its private key is kept encrypted
 * (server/features/einvoicing/zatca/key-vault.ts); `counter` and `last_hash` are its chain's head, moved under the
 * unit's row lock in the transaction that writes the document.
 */
export const einvoiceUnits = pgTable(
  'einvoice_units',
  {
    id: serial('id').primaryKey(),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    common_name: text('common_name').notNull(),
    serial_number: text('serial_number').notNull(),
    invoice_types: text('invoice_types').notNull(),
    environment: text('environment').$type<FatooraEnvironment>().notNull(),
    status: text('status').$type<EInvoiceUnitStatus>().$type<EInvoiceUnitStatus>().notNull().default('new'),
    private_key: text('private_key').notNull(),
    csr: text('csr').notNull(),
    compliance_request_id: text('compliance_request_id'),
    compliance_token: text('compliance_token'),
    compliance_secret: text('compliance_secret'),
    /** The document types whose compliance check passed, with the Authority's answer. */
    compliance_checks: jsonb('compliance_checks').$type<Record<string, string>>().notNull().default({}),
    production_token: text('production_token'),
    production_secret: text('production_secret'),
    certificate_expires_at: timestamp('certificate_expires_at', { withTimezone: true }),
    counter: integer('counter').notNull().default(0),
    last_hash: text('last_hash').notNull(),
    ...timestamps,
  },
  (table) => [
    index('einvoice_units_area_idx').on(table.area_id),
    // One unit signs an area's documents at a time; a revoked one keeps its documents.
    uniqueIndex('einvoice_units_one_active_per_area')
      .on(table.area_id)
      .where(sql`${table.status} = 'active'`),
    check('einvoice_units_status_check', oneOf(table.status, EINVOICE_UNIT_STATUSES)),
    check('einvoice_units_environment_check', oneOf(table.environment, FATOORA_ENVIRONMENTS)),
  ],
);

/**
 * A signed tax document, byte for byte as it was hashed, signed and sent: never changed, never
 * deleted (a trigger, migration 0028), kept for the six years the law asks. A refund's credit note
 * names the invoice it corrects; the payment it states is never edited after it.
 */
export const einvoiceDocuments = pgTable(
  'einvoice_documents',
  {
    id: serial('id').primaryKey(),
    unit_id: integer('unit_id')
      .notNull()
      .references(() => einvoiceUnits.id),
    counter: integer('counter').notNull(),
    number: text('number').notNull(),
    uuid: text('uuid').notNull(),
    kind: text('kind').$type<EInvoiceDocumentKind>().$type<EInvoiceDocumentKind>().notNull(),
    type: text('type').$type<EInvoiceDocumentType>().notNull(),
    payment_transaction_id: integer('payment_transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    corrects_id: integer('corrects_id').references((): AnyPgColumn => einvoiceDocuments.id),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
    total_halalas: integer('total_halalas').notNull(),
    vat_halalas: integer('vat_halalas').notNull(),
    previous_hash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    qr: text('qr').notNull(),
    xml: text('xml').notNull(),
    /** The buyer a standard document names (its XML states it too), for the printed invoice; null on a simplified one. */
    buyer: jsonb('buyer').$type<EInvoiceBuyer>(),
  },
  (table) => [
    uniqueIndex('einvoice_documents_unit_counter_unique').on(table.unit_id, table.counter),
    uniqueIndex('einvoice_documents_number_unique').on(table.number),
    uniqueIndex('einvoice_documents_uuid_unique').on(table.uuid),
    uniqueIndex('einvoice_documents_payment_unique').on(table.payment_transaction_id),
    index('einvoice_documents_corrects_idx').on(table.corrects_id),
    index('einvoice_documents_issued_idx').on(table.issued_at, table.id),
    check('einvoice_documents_kind_check', oneOf(table.kind, EINVOICE_DOCUMENT_KINDS)),
    check('einvoice_documents_type_check', oneOf(table.type, EINVOICE_DOCUMENT_TYPES)),
    check('einvoice_documents_counter_check', sql`${table.counter} > 0`),
    check('einvoice_documents_amounts_check', sql`${table.total_halalas} > 0 and ${table.vat_halalas} >= 0`),
  ],
);

/**
 * Paid payments waiting for their document, written by a trigger (migration 0028) in the
 * payment's own transaction whenever a payment of some money is paid in an area with an active
 * unit, however it was written; the issuer (server/features/einvoicing/einvoice-issuer.ts) drains it in order under
 * the unit's lock, so a payment never waits on signing and none is missed.
 */
export const einvoicePending = pgTable(
  'einvoice_pending',
  {
    payment_transaction_id: integer('payment_transaction_id')
      .primaryKey()
      .references(() => paymentTransactions.id),
    unit_id: integer('unit_id')
      .notNull()
      .references(() => einvoiceUnits.id),
    queued_at: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('einvoice_pending_unit_idx').on(table.unit_id, table.payment_transaction_id)],
);

/**
 * A document's way to the Authority: the reporting or clearance queue (attempts, when next) and
 * the Authority's last answer. Apart from the document, which never changes.
 */
export const einvoiceSubmissions = pgTable(
  'einvoice_submissions',
  {
    document_id: integer('document_id')
      .primaryKey()
      .references(() => einvoiceDocuments.id),
    status: text('status')
      .$type<EInvoiceSubmissionStatus>()
      .$type<EInvoiceSubmissionStatus>()
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    /** The HTTP status of the last answer, or null when the Authority could not be reached. */
    http_status: integer('http_status'),
    messages: jsonb('messages').$type<FatooraMessage[]>().notNull().default([]),
    /** The document as the Authority cleared and stamped it (standard documents). */
    cleared_xml: text('cleared_xml'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('einvoice_submissions_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'queued'`),
    index('einvoice_submissions_status_idx').on(table.status),
    check('einvoice_submissions_status_check', oneOf(table.status, EINVOICE_SUBMISSION_STATUSES)),
  ],
);

/**
 * The embedded Fatoora simulator's memory, standing in for the Authority's: the CSIDs it issued
 * and the documents it received. Nothing of the product reads these tables.
 */
export const fatooraSimulatorCsids = pgTable('fatoora_simulator_csids', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  token: text('token').notNull().unique(),
  secret: text('secret').notNull(),
  certificate: text('certificate').notNull(),
  /** The request it was issued for: a production CSID is issued for the compliance CSID's. */
  csr: text('csr').notNull(),
  /** The compliance checks passed with this CSID, by document type. */
  checks: jsonb('checks').$type<string[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fatooraSimulatorDocuments = pgTable(
  'fatoora_simulator_documents',
  {
    uuid: text('uuid').primaryKey(),
    /** The signer: its certificate's serial number. */
    signer: text('signer').notNull(),
    counter: integer('counter').notNull(),
    hash: text('hash').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('fatoora_simulator_documents_signer_counter').on(table.signer, table.counter)],
);

/** Unique indexes that stand for a rule on one field: a violation is that field's error. */
export const UNIQUE_FIELD_OF_INDEX: Record<string, string> = {
  areas_name_key_unique: 'name',
  areas_name_ar_key_unique: 'name_ar',
  gates_area_name_key_unique: 'name',
  gates_area_name_ar_key_unique: 'name_ar',
  sub_areas_area_name_key_unique: 'name',
  sub_areas_area_name_ar_key_unique: 'name_ar',
  users_email_unique: 'email',
  users_username_unique: 'username',
  parking_cards_card_number_unique: 'card_number',
};

/**
 * Foreign keys of fields the API writes as sent: a violation is that field naming a record that
 * does not exist. A delete a foreign key refuses is its service's answer (a 409), never this.
 */
export const REFERENCE_FIELD_OF_FOREIGN_KEY: Record<string, string> = {
  companies_area_id_areas_id_fk: 'area_id',
  companies_sub_area_id_sub_areas_id_fk: 'sub_area_id',
  companies_plan_id_subscription_plans_id_fk: 'plan_id',
  company_pools_area_id_areas_id_fk: 'pools',
  gates_area_id_areas_id_fk: 'area_id',
  gates_gate_type_id_gate_types_id_fk: 'gate_type_id',
  parking_cards_area_id_areas_id_fk: 'area_id',
  sub_areas_area_id_areas_id_fk: 'area_id',
  subscription_plans_area_id_areas_id_fk: 'area_id',
  users_area_id_areas_id_fk: 'area_id',
  users_gate_id_gates_id_fk: 'gate_id',
  users_merchant_id_merchants_id_fk: 'merchant_id',
  merchants_area_id_areas_id_fk: 'area_id',
  merchant_offers_merchant_id_merchants_id_fk: 'merchant_id',
};
