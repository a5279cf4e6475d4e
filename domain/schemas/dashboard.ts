import { z } from 'zod';

/**
 * The answer of GET /api/dashboard, in sections that later issues extend (gate traffic, money)
 * without changing the ones before. A section the caller's role does not see is absent.
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
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type AreaOccupancy = z.infer<typeof areaOccupancySchema>;
export type RecentChange = z.infer<typeof recentChangeSchema>;
export type Workplace = z.infer<typeof workplaceSchema>;
