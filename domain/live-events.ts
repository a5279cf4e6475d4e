import { z } from 'zod';
import { ROLE } from './roles';

/**
 * What the live stream (GET /api/live) tells the screens: which kind of record changed, and where.
 * An event names ids only, never the record itself: a screen that cares asks for it again, through
 * the endpoints that apply the caller's scope to every field.
 */
export const LIVE_TOPICS = [
  /** A vehicle came in or went out through a gate (its stay opened or closed, an exit's payment written). */
  'gate_event',
  /** A stay changed without a gate (a forced exit). */
  'stay',
  /** A payment was written or paid back. */
  'payment',
  /** A lane raised or cleared an alarm. */
  'lane_alarm',
  /** A lane's read was held for a person, or a person decided it. */
  'lane_read',
] as const;

export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const liveEventSchema = z.object({
  topic: z.enum(LIVE_TOPICS),
  /** Every event happens in one area. */
  area_id: z.number().int(),
  gate_id: z.number().int().nullable(),
  /** The stay, payment or alarm the topic names. */
  id: z.number().int().nullable(),
  /** The company whose subscription the stay or payment is booked to. */
  company_id: z.number().int().nullable(),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The stream's own message when events may have been missed (the server's database connection came back): ask for everything again. */
export const LIVE_RESYNC = 'resync';

/** Who watches the stream, as their account scopes them. */
export interface LiveViewer {
  role_id: number;
  area_id: number | null;
  company_id: number | null;
}

/**
 * Whether an event may reach a viewer: administrators see the whole estate, a gate employee their
 * own area, a company manager what is booked to their company; anyone else nothing.
 */
export function liveEventReaches(viewer: LiveViewer, event: LiveEvent): boolean {
  switch (viewer.role_id) {
    case ROLE.superAdmin:
    case ROLE.admin:
      return true;
    case ROLE.gateEmployee:
      return viewer.area_id !== null && event.area_id === viewer.area_id;
    case ROLE.companyManager:
      return viewer.company_id !== null && event.company_id === viewer.company_id;
    default:
      return false;
  }
}
