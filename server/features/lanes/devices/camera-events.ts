import { eq } from 'drizzle-orm';
import { MAX_CLOCK_AHEAD_MS, MAX_EVENT_AGE_MS } from '../../../../domain/schemas/gate-operations';
import type { LaneAnswer } from '../../../../domain/schemas/lane-device';
import { plateKey } from '../../../../domain/plates';
import { passesThrough } from '../../../../domain/gate-passage';
import type { Database } from '../../../db/client';
import { gates, gateTypes } from '../../../db/schema';
import { type GateSettings, type LaneDevice, openStayOf, noteContact } from '../../gate';
import type { CameraRead, PlateCandidate } from './camera-read';
import { doubtfulRead, laneEntry, laneExit } from './lane-events';

/**
 * A camera's plate read, from whichever vendor's payload (camera-reads.ts), as the lane's event:
 * an entry at an entry gate, an exit at an exit gate, and at a gate that is both, an exit for a
 * plate inside the area and an entry for any other. Its id is made from what the camera saw (the
 * device, its time, the plate), so that a webhook sent again is the same event.
 */
async function directionOf(db: Database, device: LaneDevice, read: CameraRead): Promise<'entry' | 'exit'> {
  const [gate] = await db
    .select({ area_id: gates.area_id, type: gateTypes.code })
    .from(gates)
    .innerJoin(gateTypes, eq(gateTypes.id, gates.gate_type_id))
    .where(eq(gates.id, device.gate_id));
  const entry = passesThrough(gate!.type, 'entry');
  const exit = passesThrough(gate!.type, 'exit');
  if (!entry || !exit) return entry ? 'entry' : 'exit';
  const best = read.candidates[0];
  if (!best) return 'entry';
  const inside = await db.transaction((tx) => openStayOf(tx, gate!.area_id, { plate: best.plate }));
  return inside ? 'exit' : 'entry';
}

/** The camera's own time where it is one a lane may send (domain/schemas/gate-operations.ts); else the arrival. */
function timeOf(read: CameraRead, now: Date): Date | undefined {
  const at = read.seenAt;
  if (!at || at.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS || at.getTime() < now.getTime() - MAX_EVENT_AGE_MS)
    return undefined;
  return at;
}

export async function cameraEvent(
  db: Database,
  device: LaneDevice,
  read: CameraRead,
  settings: GateSettings,
): Promise<LaneAnswer> {
  const kind = await directionOf(db, device, read);
  const now = settings.clock.now();
  const occurredAt = timeOf(read, now);
  await noteContact(db, device, occurredAt, settings);
  const [best, ...others] = read.candidates;
  const seen = (read.seenAt ?? now).toISOString();
  const eventId = `${read.vendor}:${device.id}:${seen}:${best ? plateKey(best.plate) : 'unread'}`;
  const send = ({ plate, confidence }: PlateCandidate, alternatives: PlateCandidate[]) => {
    const request = {
      event_id: eventId,
      occurred_at: occurredAt,
      read: { plate, confidence, alternatives },
      payment_method: undefined,
    };
    return kind === 'entry' ? laneEntry(db, device, request, settings) : laneExit(db, device, request, settings);
  };
  if (best) return send(best, others);
  const decided = await doubtfulRead(
    db,
    device,
    kind,
    { event_id: eventId, occurred_at: occurredAt },
    'unreadable',
    settings,
  );
  // A person read the plate the camera could not: the event goes on as a sure read of it.
  return 'action' in decided ? decided : send({ plate: decided.plate, confidence: 1 }, []);
}
