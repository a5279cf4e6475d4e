import { sql } from 'drizzle-orm';
import { GATE_EVENT_KINDS } from '../../../domain/schemas/gate-operations';
import { LANE_TIME_SOURCES, type LaneTimeSource } from '../../../domain/lane-time';
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
} from '../../../domain/lane-devices';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns';
import { gates } from './areas';
import { users } from './staff';
import { vehicles } from './gate';

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
