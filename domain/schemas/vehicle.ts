import { z } from 'zod';
import { VEHICLE_TYPES } from '../vehicle';
import { VALIDATION } from '../validation-messages';
import { dayFilter, idParam, listFilterBase, requiredOr, requiredText } from './fields';
import { optionalPaymentMethod, PAYMENT_METHOD_CODES } from './reference';
import { recordBase, timestamp } from './record';
import { tariffPreviewSchema } from './tariff-preview';

/**
 * Filters of the current vehicles (stays). `gate_id` is the gate a stay entered or left by;
 * `inside` true lists the stays not yet closed; `from` and `to` bound the local day of the
 * entry, both included; `q` finds a plate however it is typed (domain/plates.ts).
 */
export const vehicleFilterSchema = z.strictObject({
  ...listFilterBase,
  area_id: idParam().optional(),
  gate_id: idParam().optional(),
  type: z.enum(VEHICLE_TYPES).optional(),
  inside: z.boolean().optional(),
  from: dayFilter(),
  to: dayFilter(),
});

export type VehicleFilter = z.output<typeof vehicleFilterSchema>;

/**
 * A stay as the API answers it. `duration_minutes` runs to the exit, or to now while inside;
 * `fee_so_far` is what an inside stay would pay leaving now, by the tariff frozen at its entry
 * (null once it has left: its payment transaction holds what it paid). The guest ticket's QR hash
 * never leaves the server.
 */
export const vehicleRecordSchema = z.object({
  ...recordBase,
  plate: z.string(),
  plate_letters: z.string(),
  plate_number: z.string(),
  type: z.enum(VEHICLE_TYPES),
  area_id: z.number().int(),
  entry_gate_id: z.number().int().nullable(),
  exit_gate_id: z.number().int().nullable(),
  entry_time: timestamp(),
  exit_time: timestamp().nullable(),
  subscription_id: z.number().int().nullable(),
  company_subscription_vehicle_id: z.number().int().nullable(),
  guest_ticket_number: z.string().nullable(),
  notes: z.string().nullable(),
  /** Who closed the stay (at a gate or by a force exit), and why, when forced. */
  exited_by: z.number().int().nullable(),
  forced_exit_reason: z.string().nullable(),
  inside: z.boolean(),
  duration_minutes: z.number().int(),
  fee_so_far: tariffPreviewSchema.nullable(),
});

/** An area or gate as the stays' screens name it. */
const placeSchema = z.object({ id: z.number().int(), name: z.string(), name_ar: z.string().nullable() });

/**
 * GET /api/vehicles/choices: the areas and gates of the stays the caller reaches, by name, for the
 * list's filters and columns (a gate employee reads neither resource, and sees their area only).
 */
export const vehicleChoicesSchema = z.object({
  areas: z.array(placeSchema),
  gates: z.array(placeSchema.extend({ area_id: z.number().int() })),
});

export type VehicleChoices = z.infer<typeof vehicleChoicesSchema>;

const STAY_EVENT_KINDS = ['entry', 'exit', 'force_exit'] as const;

/**
 * A moment of a stay: its entry, then its exit at a gate or forced without one. `by` is who
 * recorded it (null when the account is gone or nobody did, as for imported stays); a forced exit
 * carries its reason, and an exit what the stay paid, by its payment transaction.
 */
export const stayEventSchema = z.object({
  kind: z.enum(STAY_EVENT_KINDS),
  at: timestamp(),
  gate: placeSchema.nullable(),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  payment: tariffPreviewSchema.extend({ payment_method: z.enum(PAYMENT_METHOD_CODES) }).nullable(),
});

export type StayEvent = z.infer<typeof stayEventSchema>;

/** GET /api/vehicles/:id: the stay and its events in time order. */
export const vehicleDetailSchema = vehicleRecordSchema.extend({ events: z.array(stayEventSchema) });

export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;

/** POST /api/vehicles/:id/force-exit: why, and whether the stay pays its fee (then how, when there is one). */
export const forceExitSchema = z.object({
  reason: requiredText(500),
  charge: z.boolean({ error: requiredOr(VALIDATION.invalidChoice) }),
  payment_method: optionalPaymentMethod(),
});

export type ForceExitRequest = z.output<typeof forceExitSchema>;

/** 200: the closed stay, what it paid and its payment transaction. */
export const forceExitAnswerSchema = vehicleRecordSchema.extend({
  ...tariffPreviewSchema.shape,
  payment_method: z.enum(PAYMENT_METHOD_CODES),
  transaction_id: z.number().int(),
});

export type ForceExitAnswer = z.infer<typeof forceExitAnswerSchema>;

/** GET /api/vehicles/plate-history: a plate however typed. */
export const plateHistoryQuerySchema = z.object({ plate: requiredText(20) });

/** The most stays a plate's history answers: the latest, newest first. */
export const PLATE_HISTORY_STAYS = 50;

/** A plate's stays in the caller's reach, newest first (at most PLATE_HISTORY_STAYS), under its stored key. */
export const plateHistorySchema = z.object({ plate: z.string(), stays: z.array(vehicleRecordSchema) });
export type PlateHistory = z.infer<typeof plateHistorySchema>;
