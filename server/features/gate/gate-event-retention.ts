import { inArray, lt } from 'drizzle-orm';
import { MAX_EVENT_AGE_MS } from '../../../domain/schemas/gate-operations';
import type { Database } from '../../db/client';
import { gateEvents } from '../../db/schema';

/**
 * How long a gate event's first answer is kept for its repeats, unless the super admin keeps it
 * longer (retention_periods, domain/privacy.ts). A repeat carries the event's own time, and a time
 * older than MAX_EVENT_AGE_MS is refused before the answer is looked up, so a day beyond that
 * nothing can ask for it any more.
 */
export const GATE_EVENT_RETENTION_MS = MAX_EVENT_AGE_MS + 24 * 60 * 60_000;

/** Rows per delete: short statements, so the embedded database's gate requests never wait long behind one. */
const BATCH = 2_000;

/** Forgets the answers of gate events older than the retention (never shorter than the repeats need); answers how many went. */
export async function forgetOldGateEvents(
  db: Database,
  now = new Date(),
  retention = GATE_EVENT_RETENTION_MS,
): Promise<number> {
  const before = new Date(now.getTime() - Math.max(retention, GATE_EVENT_RETENTION_MS));
  let forgotten = 0;
  for (;;) {
    const oldest = db
      .select({ event_id: gateEvents.event_id })
      .from(gateEvents)
      .where(lt(gateEvents.created_at, before))
      .limit(BATCH);
    const deleted = await db
      .delete(gateEvents)
      .where(inArray(gateEvents.event_id, oldest))
      .returning({ event_id: gateEvents.event_id });
    forgotten += deleted.length;
    if (deleted.length < BATCH) return forgotten;
  }
}
