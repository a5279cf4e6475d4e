import { sql } from 'drizzle-orm';
import { type VehicleType, VEHICLE_TYPES } from '../../../domain/vehicle';
import {
  type ParkingCardStatus,
  type ParkingCardType,
  PARKING_CARD_STATUSES,
  PARKING_CARD_TYPES,
} from '../../../domain/parking-cart';
import type { Tariff } from '../../../domain/tariff';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, searchIndex, timestamps } from './columns';
import { areas, gates } from './areas';
import { users } from './staff';
import { subscriptions } from './subscriptions';
import { companySubscriptionVehicles } from './company-subscriptions';

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
    /** When the stay was last paid ahead of its exit (online, domain/pay-ahead.ts): the exit prices it from there. */
    paid_at: timestamp('paid_at', { withTimezone: true }),
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
