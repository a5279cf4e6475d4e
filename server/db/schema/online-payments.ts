import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  GATEWAY_PAYMENT_OUTCOMES,
  type GatewayPaymentOutcome,
  PAYMENT_LINK_STATUSES,
  type PaymentLinkStatus,
} from '../../../domain/payment-link';
import { ONLINE_CHANNELS, type OnlineChannel } from '../../../domain/online-payment';
import { oneOf } from './columns';
import { paymentTransactions } from './payments';
import { users } from './staff';
import { subscriptions } from './subscriptions';
import { vehicles } from './gate';
import { companySubscriptions } from './company-subscriptions';
import { quotaOrders } from './quota-orders';

/**
 * A link a payer opens to pay one amount online for one record (an approved subscription, a
 * guest's stay), as the product made it: its own token, expiry and status, whatever the gateway's page says. It binds to
 * the version of the record it was made for; a payment for another version pays nothing.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: serial('id').primaryKey(),
    /** The SHA-256 of the token the link's address carries: the token is the payer's alone to know. */
    token_hash: text('token_hash').notNull().unique(),
    /** What it pays for: an approved subscription (a person's or a company's), or a guest's stay paid before leaving (domain/pay-ahead.ts). */
    subscription_id: integer('subscription_id').references(() => subscriptions.id),
    company_subscription_id: integer('company_subscription_id').references(() => companySubscriptions.id),
    stay_id: integer('stay_id').references(() => vehicles.id),
    /** A company's order of more quota, paid by its manager. */
    quota_order_id: integer('quota_order_id').references(() => quotaOrders.id),
    /**
     * A renewal's link, made by the subscriber on their own page: the end date its payment gives
     * the subscription (read when the link was made, bound by the subscription's version).
     */
    renews_until: date('renews_until'),
    /** A stay's link: the instant its amount prices the stay to, where its payment prices it again. */
    priced_at: timestamp('priced_at', { withTimezone: true }),
    amount_halalas: integer('amount_halalas').notNull(),
    description: text('description').notNull(),
    record_version: text('record_version').notNull(),
    status: text('status').$type<PaymentLinkStatus>().notNull().default('open'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    language: text('language').$type<'ar' | 'en'>().notNull(),
    gateway: text('gateway').notNull(),
    /** The gateway's page for it (Moyasar's invoice), made when the payer first opens the link. */
    hosted_payment_ref: text('hosted_payment_ref'),
    hosted_payment_url: text('hosted_payment_url'),
    /** The payment row its gateway payment was recorded as. */
    payment_transaction_id: integer('payment_transaction_id').references(() => paymentTransactions.id),
    /** What the payer's last attempt that did not pay was told (a declined card). */
    last_failure: text('last_failure'),
    /**
     * An automatic renewal's link, charged to a saved card by the server: the id the charge was
     * made with at the gateway (Moyasar's `given_id`), so a charge whose answer was lost is fetched, never made twice.
     */
    charge_id: text('charge_id').unique(),
    /**
     * The QR token the payment issued, sealed with the link's own token: shown to whoever holds the
     * link (the payer, on the page they return to), unreadable from the database alone.
     */
    qr_token_sealed: text('qr_token_sealed'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    // One link open for a record at a time: a new one for the same record closes the last.
    uniqueIndex('payment_links_one_open_idx')
      .on(table.subscription_id)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('payment_links_one_open_company_subscription_idx')
      .on(table.company_subscription_id)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('payment_links_one_open_stay_idx')
      .on(table.stay_id)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('payment_links_one_open_quota_order_idx')
      .on(table.quota_order_id)
      .where(sql`${table.status} = 'open'`),
    index('payment_links_quota_order_idx').on(table.quota_order_id),
    index('payment_links_subscription_idx').on(table.subscription_id),
    index('payment_links_stay_idx').on(table.stay_id),
    index('payment_links_company_subscription_idx').on(table.company_subscription_id),
    index('payment_links_payment_transaction_idx').on(table.payment_transaction_id),
    index('payment_links_created_by_idx').on(table.created_by),
    // The links still open whose pages the job asks about.
    index('payment_links_open_idx')
      .on(table.id)
      .where(sql`${table.status} = 'open' and ${table.hosted_payment_ref} is not null`),
    index('payment_links_open_charges_idx')
      .on(table.id)
      .where(sql`${table.status} = 'open' and ${table.charge_id} is not null`),
    check('payment_links_status_check', oneOf(table.status, PAYMENT_LINK_STATUSES)),
    check(
      'payment_links_paid_check',
      sql`(${table.status} = 'paid') = (${table.payment_transaction_id} is not null and ${table.paid_at} is not null)`,
    ),
    check('payment_links_amount_check', sql`${table.amount_halalas} > 0`),
    check(
      'payment_links_one_record_check',
      sql`num_nonnulls(${table.subscription_id}, ${table.company_subscription_id}, ${table.stay_id}, ${table.quota_order_id}) = 1`,
    ),
    check('payment_links_stay_priced_check', sql`(${table.stay_id} is null) = (${table.priced_at} is null)`),
    check('payment_links_renewal_check', sql`${table.renews_until} is null or ${table.subscription_id} is not null`),
    check('payment_links_charge_check', sql`${table.charge_id} is null or ${table.renews_until} is not null`),
  ],
);

/**
 * A subscription renewed by itself, charged to a card the subscriber saved at the gateway: the
 * product keeps the gateway's token for the card (never the card) and what the subscriber is shown
 * of it. One a subscription; stopping it deletes the row and the token.
 */
export const automaticRenewals = pgTable(
  'automatic_renewals',
  {
    id: serial('id').primaryKey(),
    subscription_id: integer('subscription_id')
      .notNull()
      .unique()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** Whom the subscriber signed in as when they turned it on (an email, or a mobile number in E.164): where its notices go. */
    email: text('email'),
    phone: text('phone'),
    gateway: text('gateway').notNull(),
    /** The gateway's token of the saved card (Moyasar's `token_…`): chargeable only with the secret key. */
    card_token: text('card_token').notNull(),
    card_brand: text('card_brand').notNull(),
    card_last_four: text('card_last_four').notNull(),
    card_month: integer('card_month').notNull(),
    card_year: integer('card_year').notNull(),
    /** The end date the subscriber was last told the charge for, and the day they were told. */
    notified_for: date('notified_for'),
    notified_on: date('notified_on'),
    /** The end date the last charge was tried for, the day it was tried, and how many tries for it failed. */
    attempted_for: date('attempted_for'),
    attempted_on: date('attempted_on'),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('automatic_renewals_email_idx').on(table.email),
    index('automatic_renewals_phone_idx').on(table.phone),
    check('automatic_renewals_contact_check', sql`num_nonnulls(${table.email}, ${table.phone}) = 1`),
  ],
);

/**
 * Each gateway payment the product has seen paid, once, whatever told it (a webhook, the payer's
 * return, the job that asks for what was missed), and what became of it: recorded as a payment
 * row, or to be paid back because its link could not take it (paid already, expired, closed, or a
 * record that changed since).
 */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    gateway_payment_id: text('gateway_payment_id').notNull(),
    payment_link_id: integer('payment_link_id')
      .notNull()
      .references(() => paymentLinks.id),
    amount_halalas: integer('amount_halalas').notNull(),
    channel: text('channel').$type<OnlineChannel>(),
    outcome: text('outcome').$type<GatewayPaymentOutcome>().notNull(),
    /** Why a payment back is due: the link's refusal. */
    refund_reason: text('refund_reason'),
    payment_transaction_id: integer('payment_transaction_id').references(() => paymentTransactions.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gateway_payments_once_idx').on(table.gateway, table.gateway_payment_id),
    index('gateway_payments_link_idx').on(table.payment_link_id),
    index('gateway_payments_payment_transaction_idx').on(table.payment_transaction_id),
    index('gateway_payments_refund_due_idx')
      .on(table.id)
      .where(sql`${table.outcome} = 'refund_due'`),
    check('gateway_payments_outcome_check', oneOf(table.outcome, GATEWAY_PAYMENT_OUTCOMES)),
    check('gateway_payments_channel_check', sql`${table.channel} is null or ${oneOf(table.channel, ONLINE_CHANNELS)}`),
    check(
      'gateway_payments_recorded_check',
      sql`(${table.outcome} = 'recorded') = (${table.payment_transaction_id} is not null)`,
    ),
  ],
);

/** Moyasar's statuses of an invoice and of a payment, as the simulator keeps them. */
const SIMULATOR_INVOICE_STATUSES = [
  'initiated',
  'paid',
  'failed',
  'refunded',
  'canceled',
  'on_hold',
  'expired',
  'voided',
];
const SIMULATOR_PAYMENT_STATUSES = [
  'initiated',
  'paid',
  'failed',
  'authorized',
  'captured',
  'refunded',
  'voided',
  'verified',
];

/** The embedded gateway simulator's invoices (hosted pages), in Moyasar's terms. */
export const paymentSimulatorInvoices = pgTable(
  'payment_simulator_invoices',
  {
    id: text('id').primaryKey(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    callback_url: text('callback_url'),
    success_url: text('success_url'),
    back_url: text('back_url'),
    expired_at: timestamp('expired_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('payment_simulator_invoices_status_check', oneOf(table.status, SIMULATOR_INVOICE_STATUSES))],
);

/** Moyasar's statuses of a token (a saved card). */
const SIMULATOR_TOKEN_STATUSES = ['initiated', 'active', 'inactive', 'expired'];

/** The embedded gateway simulator's saved cards (tokens), in Moyasar's terms. */
export const paymentSimulatorTokens = pgTable(
  'payment_simulator_tokens',
  {
    id: text('id').primaryKey(),
    status: text('status').notNull(),
    brand: text('brand').notNull(),
    /** The test card's number: the simulator's charges decline or pay as that card would. */
    number: text('number').notNull(),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    callback_url: text('callback_url'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('payment_simulator_tokens_status_check', oneOf(table.status, SIMULATOR_TOKEN_STATUSES))],
);

/** The embedded gateway simulator's payments, in Moyasar's terms. */
export const paymentSimulatorPayments = pgTable(
  'payment_simulator_payments',
  {
    id: text('id').primaryKey(),
    invoice_id: text('invoice_id'),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    refunded: integer('refunded').notNull().default(0),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_simulator_payments_invoice_idx').on(table.invoice_id),
    check('payment_simulator_payments_status_check', oneOf(table.status, SIMULATOR_PAYMENT_STATUSES)),
  ],
);
