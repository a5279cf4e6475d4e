import { z } from 'zod';
import {
  DEFAULT_HEARTBEAT_SECONDS,
  LANE_ACTIONS,
  LANE_DEVICE_KINDS,
  LANE_DEVICE_STATUSES,
  MAX_HEARTBEAT_SECONDS,
  MIN_HEARTBEAT_SECONDS,
} from '../lane-devices';
import { VALIDATION } from '../validation-messages';
import { idParam, listFilterBase, reference, requiredName } from './fields';
import { eventId, exactlyOne, occurredAt, qrValue, ticketAnswerSchema, ticketNumber } from './gate-operations';
import { cardNumber } from './parking-cart';
import { photoUrl } from './lane-health';
import { plate } from './plate';
import { optionalPaymentMethod } from './reference';
import { timestamp } from './record';
import { tariffPreviewSchema } from './tariff-preview';

const heartbeatSeconds = () =>
  z
    .number({ error: VALIDATION.number })
    .int({ error: VALIDATION.wholeNumber })
    .min(MIN_HEARTBEAT_SECONDS, { error: VALIDATION.heartbeatRange })
    .max(MAX_HEARTBEAT_SECONDS, { error: VALIDATION.heartbeatRange })
    .default(DEFAULT_HEARTBEAT_SECONDS);

/** A new device of a gate (POST /api/lane-devices): its key is made with it and answered once. */
export const laneDeviceCreateSchema = z.strictObject({
  gate_id: reference(),
  kind: z.enum(LANE_DEVICE_KINDS, { error: VALIDATION.invalidChoice }),
  name: requiredName(100),
  heartbeat_seconds: heartbeatSeconds(),
});
export type LaneDeviceCreate = z.output<typeof laneDeviceCreateSchema>;

/** What an edit changes: the name and the silence allowed; its gate and kind stay, its key has its own routes. */
export const laneDeviceUpdateSchema = laneDeviceCreateSchema.pick({ name: true, heartbeat_seconds: true });
export type LaneDeviceUpdate = z.output<typeof laneDeviceUpdateSchema>;

/** A device as the API answers it: never its key, nor the key's hash. */
export const laneDeviceRecordSchema = z.object({
  id: z.number().int(),
  gate_id: z.number().int(),
  kind: z.enum(LANE_DEVICE_KINDS),
  name: z.string(),
  status: z.enum(LANE_DEVICE_STATUSES),
  /** The key's public part: which key the device holds, to tell a rotated one from its predecessor. */
  key_id: z.string(),
  key_issued_at: timestamp(),
  heartbeat_seconds: z.number().int(),
  last_seen_at: timestamp().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type LaneDeviceRecord = z.infer<typeof laneDeviceRecordSchema>;

/** The device with the key it authenticates with, shown this once. */
export const laneDeviceWithKeySchema = laneDeviceRecordSchema.extend({ key: z.string() });
export type LaneDeviceWithKey = z.infer<typeof laneDeviceWithKeySchema>;

export const laneDeviceFilterSchema = z.strictObject({
  id: listFilterBase.id,
  gate_id: idParam().optional(),
  kind: z.enum(LANE_DEVICE_KINDS).optional(),
  status: z.enum(LANE_DEVICE_STATUSES).optional(),
});

const confidence = () =>
  z
    .number({ error: VALIDATION.number })
    .min(0, { error: VALIDATION.notNegative })
    .max(1, { error: VALIDATION.tooLarge });

/** The most alternative readings a camera may send with its best one. */
export const MAX_PLATE_ALTERNATIVES = 10;

/** A camera's reading of a plate: its best plate, its confidence in it, and its other readings. */
const plateRead = () =>
  z.strictObject({
    plate: plate(),
    confidence: confidence(),
    alternatives: z
      .array(z.strictObject({ plate: plate(), confidence: confidence() }))
      .max(MAX_PLATE_ALTERNATIVES, { error: VALIDATION.tooLarge })
      .default([]),
  });

/**
 * An entry a lane device sends (POST /api/lane/entries): its gate is the device's; its time may be
 * a replay of its offline buffer (domain/lane-time.ts), within the window a lane may hold events.
 */
export const laneEntryRequestSchema = z
  .strictObject({
    event_id: eventId(),
    occurred_at: occurredAt(),
    read: plateRead().optional(),
    qr: qrValue().optional(),
    card: cardNumber().optional(),
    /** A pay station at the entry sends the method it took when an event day is paid on the way in. */
    payment_method: optionalPaymentMethod(),
    /** The camera's picture of the car, shown to the person who confirms a read and kept with a barrier opened by hand. */
    photo_url: photoUrl(),
  })
  .superRefine(exactlyOne(['read', 'qr', 'card'], VALIDATION.plateQrOrCard));
export type LaneEntryRequest = z.output<typeof laneEntryRequestSchema>;

/** An exit a lane device sends (POST /api/lane/exits); a pay station sends the method it took. */
export const laneExitRequestSchema = z
  .strictObject({
    event_id: eventId(),
    occurred_at: occurredAt(),
    read: plateRead().optional(),
    qr: qrValue().optional(),
    ticket: ticketNumber().optional(),
    card: cardNumber().optional(),
    payment_method: optionalPaymentMethod(),
    photo_url: photoUrl(),
  })
  .superRefine(exactlyOne(['read', 'qr', 'ticket', 'card'], VALIDATION.plateQrTicketOrCard));
export type LaneExitRequest = z.output<typeof laneExitRequestSchema>;

/**
 * What the lane does, with the text for its display in both languages: open (the stay opened or
 * closed), refuse (the reason's code), pay (the amount and its lines: send the exit again with the
 * method taken), or confirm (a reading too unsure to act on: a person at the console decides).
 */
export const laneAnswerSchema = z.object({
  event_id: z.string(),
  action: z.enum(LANE_ACTIONS),
  reason: z.string().nullable(),
  display: z.object({ en: z.string(), ar: z.string() }),
  /** The event was taken at the device's own older time, replayed from its buffer. */
  replayed: z.boolean(),
  stay_id: z.number().int().nullable(),
  ticket: ticketAnswerSchema.nullable(),
  /** The fee: to be paid (pay) or paid (an exit that opens). */
  price: tariffPreviewSchema.nullable(),
});
export type LaneAnswer = z.infer<typeof laneAnswerSchema>;
