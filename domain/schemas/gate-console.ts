import { z } from 'zod';
import { areaRecordSchema } from './area';
import { idParam } from './fields';
import { GATE_STATUSES } from './gate';
import { gateTypeRecordSchema } from './reference';

/**
 * GET /api/gate/console: what a gate's console shows around the events it registers. A gate
 * employee gets their own gate, or another gate of their area when they name it; an admin or a
 * super admin names the gate.
 */
export const gateConsoleQuerySchema = z.strictObject({ gate_id: idParam().optional() });

/** A gate of the area, with its type (which events it passes) named in both languages. */
const consoleGateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string().nullable(),
  status: z.enum(GATE_STATUSES),
  type: gateTypeRecordSchema.omit({ id: true }),
});

export const gateConsoleSchema = z.object({
  /** The gate's area: its capacities and its tariff (money in SAR), for the operator to explain a fee. */
  area: areaRecordSchema.pick({
    id: true,
    name: true,
    name_ar: true,
    is_active: true,
    max_capacity: true,
    subscription_capacity: true,
    guest_ticket_capacity: true,
    free_minutes: true,
    grace_minutes: true,
    cooldown_minutes: true,
    hourly_fee: true,
    after_first_hour_fee: true,
    daily_cap: true,
  }),
  gate: consoleGateSchema,
  /** Every gate of the area, by name: the operator may stand in at any of them. */
  gates: z.array(consoleGateSchema),
  /** The open stays of the area now, in all and by type (never a counter). */
  occupancy: z.object({ inside: z.number().int(), subscribers: z.number().int(), guests: z.number().int() }),
  /** The event day of the tariff in force today (the operator's calendar), money in SAR; null on any other day. */
  event_today: z
    .object({
      name: z.string(),
      name_ar: z.string().nullable(),
      hourly_fee: z.number(),
      daily_cap: z.number(),
      /** Paid on the way in: a guest pays the cap at the entry gate. */
      prepayment: z.boolean(),
    })
    .nullable(),
});

export type GateConsole = z.infer<typeof gateConsoleSchema>;
export type ConsoleGate = z.infer<typeof consoleGateSchema>;
