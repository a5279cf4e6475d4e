import { desc, eq } from 'drizzle-orm';
import type { GateEventLine } from '../../../domain/schemas/dashboard';
import type { GateEntry, GateExit } from '../../../domain/schemas/gate-operations';
import type { Database } from '../../db/client';
import { areas, gateEvents, gates } from '../../db/schema';

/** How many gate events the administrators' home lists. */
export const LATEST_GATE_EVENTS = 10;

/** What a stored answer says of the event: an entry's ticket, an exit's payment. */
function outcomeOf(kind: string, answer: unknown): Pick<GateEventLine, 'kind' | 'at' | 'ticket' | 'payment'> {
  if (kind === 'entry') {
    const entry = answer as GateEntry;
    return { kind: 'entry', at: entry.entry_time, ticket: entry.ticket?.number ?? null, payment: null };
  }
  const exit = answer as GateExit;
  return {
    kind: 'exit',
    at: exit.exit_time,
    ticket: null,
    payment: { amount: exit.amount, payment_method: exit.payment_method },
  };
}

/**
 * The latest vehicles let in or out at any gate, newest first, as their gates answered them
 * (gate_events keeps each event's first answer; gate_events_created_idx walks them backwards).
 */
export async function latestGateEvents(db: Database): Promise<GateEventLine[]> {
  const rows = await db
    .select({
      event_id: gateEvents.event_id,
      kind: gateEvents.kind,
      answer: gateEvents.answer,
      gate: { id: gates.id, name: gates.name, name_ar: gates.name_ar },
      area: { id: areas.id, name: areas.name, name_ar: areas.name_ar },
    })
    .from(gateEvents)
    .innerJoin(gates, eq(gates.id, gateEvents.gate_id))
    .innerJoin(areas, eq(areas.id, gates.area_id))
    .orderBy(desc(gateEvents.created_at), desc(gateEvents.event_id))
    .limit(LATEST_GATE_EVENTS);
  return rows.map(({ event_id, kind, answer, gate, area }) => {
    const stay = answer as GateEntry;
    return {
      event_id,
      stay_id: stay.stay_id,
      ...outcomeOf(kind, answer),
      plate_letters: stay.plate_letters,
      plate_number: stay.plate_number,
      type: stay.type,
      gate,
      area,
    };
  });
}
