import { sql } from 'drizzle-orm';
import {
  INTEGRATOR_STATUSES,
  type IntegratorScope,
  type IntegratorStatus,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryStatus,
  type WebhookTopic,
} from '../../../domain/open-data';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns';

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
