import { z } from 'zod';
import {
  BARRIER_STATES,
  BARRIER_STATE_SOURCES,
  LANE_ALARM_KINDS,
  LANE_CONFIRMATION_REASONS,
  LANE_CONFIRMATION_STATUSES,
} from '../lane-devices';
import { VALIDATION } from '../validation-messages';
import { idParam, optionalText, reference, requiredText } from './fields';
import { eventId, occurredAt } from './gate-operations';
import { plate } from './plate';
import { optionalPaymentMethod, PAYMENT_METHOD_CODES } from './reference';
import { recordVersion, timestamp } from './record';

/**
 * A lane's health and the people who keep it: its barrier's states, its alarms until a person
 * acknowledges them, the reads waiting for a person to confirm, and a barrier opened by hand.
 */

/** Where a camera keeps the picture of a read (its own address for it); the product stores the reference, not the picture. */
export const photoUrl = () =>
  z
    .url({ protocol: /^https?$/, error: VALIDATION.url })
    .max(2000, { error: VALIDATION.tooLong })
    .optional();

/** A barrier's state as its controller reports it (POST /api/lane/barrier-states), once per event id. */
export const barrierStateRequestSchema = z.strictObject({
  event_id: eventId(),
  state: z.enum(BARRIER_STATES, { error: VALIDATION.invalidChoice }),
  at: occurredAt(),
});
export type BarrierStateRequest = z.output<typeof barrierStateRequestSchema>;

export const barrierStateSchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  gate_id: z.number().int(),
  device_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  state: z.enum(BARRIER_STATES),
  source: z.enum(BARRIER_STATE_SOURCES),
  at: timestamp(),
  reason: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export type BarrierStateRecord = z.infer<typeof barrierStateSchema>;

/** A barrier opened from the console (POST /api/gate/barrier-opens): the reason is required and kept. */
export const manualBarrierOpenSchema = z.strictObject({
  gate_id: reference(),
  reason: requiredText(500),
});
export type ManualBarrierOpen = z.output<typeof manualBarrierOpenSchema>;

/** An open alarm as the dashboard and the console list it. */
export const laneAlarmSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LANE_ALARM_KINDS),
  device_id: z.number().int(),
  device_name: z.string(),
  gate_id: z.number().int(),
  gate_name: z.string(),
  gate_name_ar: z.string().nullable(),
  area_id: z.number().int(),
  raised_at: timestamp(),
  /** A silent device heard from again since the alarm (it stays until a person acknowledges it). */
  device_back_at: timestamp().nullable(),
  acknowledged_at: timestamp().nullable(),
  acknowledged_by: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type LaneAlarm = z.infer<typeof laneAlarmSchema>;

/** Which open alarms: every one the caller may see, or one gate's. */
export const laneAlarmQuerySchema = z.strictObject({ gate_id: idParam().optional() });

/** What a person may add to acknowledging an alarm or refusing a read: a note, kept with the decision. */
export const laneNoteSchema = z.strictObject({ note: optionalText(500) });

/** A read the lane did not act on, waiting for a person (or decided by one). */
export const laneConfirmationSchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  device_id: z.number().int(),
  gate_id: z.number().int(),
  kind: z.enum(['entry', 'exit']),
  /** The camera's best reading, none when it read no plate. */
  plate: z.object({ letters: z.string(), number: z.string() }).nullable(),
  confidence: z.number().nullable(),
  alternatives: z.array(
    z.object({ plate: z.object({ letters: z.string(), number: z.string() }), confidence: z.number() }),
  ),
  photo_url: z.string().nullable(),
  reason: z.enum(LANE_CONFIRMATION_REASONS),
  status: z.enum(LANE_CONFIRMATION_STATUSES),
  /** The lane's own time of the event, when it sent one: a replay held for a person is taken at it once confirmed. */
  occurred_at: timestamp().nullable(),
  /** When the lane heard of the read: the event is taken as at that moment, whenever a person decides. */
  heard_at: timestamp(),
  /** What the lane's pay station took, for a replayed exit it let out while cut off. */
  payment_method: z.enum(PAYMENT_METHOD_CODES).nullable(),
  confirmed_plate: z.object({ letters: z.string(), number: z.string() }).nullable(),
  stay_id: z.number().int().nullable(),
  decided_by: z.number().int().nullable(),
  decided_at: timestamp().nullable(),
  note: z.string().nullable(),
  /** The version of the read as the console shows it: its confirmation or refusal sends it back (If-Match). */
  version: recordVersion(),
});
export type LaneConfirmation = z.infer<typeof laneConfirmationSchema>;

/** A gate's pending confirmations (its console names its gate, as the console does). */
export const laneConfirmationQuerySchema = z.strictObject({ gate_id: idParam().optional() });

/** The person's decision: the right plate (and at an exit with a fee, the method taken). */
export const confirmReadSchema = z.strictObject({
  plate: plate(),
  payment_method: optionalPaymentMethod(),
});
export type ConfirmRead = z.output<typeof confirmReadSchema>;
