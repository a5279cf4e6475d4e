import { z } from 'zod';
import { PAYMENT_TRANSACTION_TYPES } from '../payment-transaction';
import { GATE_EVENT_KINDS } from './gate-operations';
import { PAYMENT_METHOD_CODES } from './reference';

/**
 * The answer of GET /api/dashboard, in sections; a new section is added without changing
 * the ones before. A section the caller's role does not see is absent.
 */

const namedRecord = z.object({ id: z.number(), name: z.string(), name_ar: z.string().nullable() });

/** Where a gate employee works: their area and gate, by name in both languages. */
export const workplaceSchema = z.object({ area: namedRecord.nullable(), gate: namedRecord.nullable() });

/** One area's occupancy: the vehicles inside (open entry operations) against its capacity. */
export const areaOccupancySchema = namedRecord.extend({
  max_capacity: z.number(),
  inside: z.number(),
  is_active: z.boolean(),
});

export const CHANGE_RESOURCES = ['areas', 'gates', 'sub-areas'] as const;
export const CHANGE_ACTIONS = ['created', 'updated', 'deleted'] as const;

/** One recent change to the estate, read from the audit log; `by` is null for a change without an actor. */
export const recentChangeSchema = z.object({
  resource: z.enum(CHANGE_RESOURCES),
  record_id: z.number(),
  name: z.string(),
  name_ar: z.string().nullable(),
  /** The area the record is (or, for an area, the record itself). */
  area: namedRecord,
  action: z.enum(CHANGE_ACTIONS),
  at: z.string(),
  by: z.object({ id: z.number(), name: z.string() }).nullable(),
});

/** One area's vehicles inside by type, each against its own capacity (`area_id` is its occupancy entry's). */
export const typeOccupancySchema = z.object({
  area_id: z.number(),
  subscribers: z.number(),
  subscription_capacity: z.number(),
  guests: z.number(),
  guest_ticket_capacity: z.number(),
});

/** A figure of today so far beside the same weekday a week before, counted up to the same time of day. */
export const comparedFigureSchema = z.object({ today: z.number(), last_week: z.number() });

/** Today's traffic and money against the same weekday last week; revenue in SAR. */
export const todaySchema = z.object({
  /** The operator's local day, and the one a week before it. */
  day: z.string(),
  last_week_day: z.string(),
  /** When the figures were counted: last week's are counted up to this time of day. */
  as_of: z.string(),
  entries: comparedFigureSchema,
  exits: comparedFigureSchema,
  revenue: comparedFigureSchema,
});

/** The requests waiting for a decision, each present for a caller who may open its list. */
export const pendingSchema = z.object({
  subscriptions: z.number().optional(),
  company_subscriptions: z
    .object({
      total: z.number(),
      /** Decided subscriptions whose manager asked to change their vehicles, waiting in all. */
      vehicle_changes: z.number(),
      /** The companies with the most of both, where they are decided. */
      companies: z.array(namedRecord.extend({ pending: z.number(), vehicle_changes: z.number() })),
    })
    .optional(),
});

/** One local day's paid money in SAR by type. */
export const dailyRevenueSchema = z.object({ day: z.string(), guest: z.number(), subscription: z.number() });

/** A vehicle let in or out at a gate, as the gate answered it. */
export const gateEventLineSchema = z.object({
  event_id: z.string(),
  /** The stay the event opened or closed. */
  stay_id: z.number(),
  kind: z.enum(GATE_EVENT_KINDS),
  /** When it happened at the lane. */
  at: z.string(),
  plate_letters: z.string(),
  plate_number: z.string(),
  type: z.enum(PAYMENT_TRANSACTION_TYPES),
  gate: namedRecord,
  area: namedRecord,
  /** A guest's ticket number at the entry. */
  ticket: z.string().nullable(),
  /** What the exit paid (SAR) and how; null for an entry. */
  payment: z.object({ amount: z.number(), payment_method: z.enum(PAYMENT_METHOD_CODES) }).nullable(),
});

/**
 * The e-invoices the Authority has not accepted although they were due long ago: issued more than
 * EINVOICE_ALARM_HOURS ago and still queued or refused, or paid that long ago and still waiting
 * to be issued. Nothing to show when all counts are nothing.
 */
export const einvoiceAlarmSchema = z.object({
  unreported: z.number(),
  refused: z.number(),
  oldest_at: z.string().nullable(),
});

export const dashboardSchema = z.object({
  /** The area the figures are limited to (a gate employee's), or null for the whole estate. */
  scope_area_id: z.number().nullable(),
  areas: z.number(),
  gates: z.number(),
  sub_areas: z.number(),
  total_capacity: z.number(),
  workplace: workplaceSchema.optional(),
  occupancy: z.array(areaOccupancySchema),
  latest_changes: z.array(recentChangeSchema).optional(),
  // The sections of those who handle the money (parking_transactions_crud).
  occupancy_by_type: z.array(typeOccupancySchema).optional(),
  today: todaySchema.optional(),
  pending: pendingSchema.optional(),
  /** The last 30 local days, today last, days without money included. */
  revenue_last_30_days: z.array(dailyRevenueSchema).optional(),
  latest_gate_events: z.array(gateEventLineSchema).optional(),
  einvoice_alarm: einvoiceAlarmSchema.optional(),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type AreaOccupancy = z.infer<typeof areaOccupancySchema>;
export type RecentChange = z.infer<typeof recentChangeSchema>;
export type Workplace = z.infer<typeof workplaceSchema>;
export type TypeOccupancy = z.infer<typeof typeOccupancySchema>;
export type TodayFigures = z.infer<typeof todaySchema>;
export type ComparedFigure = z.infer<typeof comparedFigureSchema>;
export type PendingRequests = z.infer<typeof pendingSchema>;
export type DailyRevenue = z.infer<typeof dailyRevenueSchema>;
export type GateEventLine = z.infer<typeof gateEventLineSchema>;
