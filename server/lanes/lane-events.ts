import { eq } from 'drizzle-orm';
import { PLATE_READ_MIN_CONFIDENCE } from '../../domain/lane-devices';
import { laneText } from '../../domain/lane-messages';
import type { GateEventKind } from '../../domain/schemas/gate-operations';
import type { LaneAnswer, LaneEntryRequest, LaneExitRequest } from '../../domain/schemas/lane-device';
import type { TariffPreview } from '../../domain/schemas/tariff-preview';
import type { Database } from '../db/client';
import { gateEvents } from '../db/schema';
import { ApiError } from '../errors';
import { registerEntry } from '../services/gate-entries';
import { registerExit } from '../services/gate-exits';
import type { GateSettings, LaneDevice } from '../services/gate-operations';

/**
 * A lane device's entries and exits: the same gate events as a console's (services/gate-entries.ts,
 * gate-exits.ts, once per event id, under the area's lock), sent with the device's key for its own
 * gate, and answered as what the lane is to do, in both languages for its display. A refusal is
 * an answer, not an error: the lane keeps its barrier shut and shows why.
 */

type Read = LaneEntryRequest['read'];

/** Whether the camera is sure enough of its reading to act on it; else a person at the console decides. */
const readIsSure = (read: Read) => read === undefined || read.confidence >= PLATE_READ_MIN_CONFIDENCE;

function answer(
  kind: GateEventKind,
  eventId: string,
  outcome: Pick<LaneAnswer, 'action' | 'reason'> & Partial<LaneAnswer>,
): LaneAnswer {
  const price = outcome.price ?? null;
  return {
    event_id: eventId,
    replayed: false,
    stay_id: null,
    ticket: null,
    ...outcome,
    price,
    display: laneText({ ...outcome, kind, amount: price?.amount }),
  };
}

/** A refusal of the rules (422) as the lane's answer: pay when only a payment is missing, else refuse with its code. */
function refused(kind: GateEventKind, eventId: string, error: unknown): LaneAnswer {
  if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
  if (error.code === 'payment_method_required') {
    return answer(kind, eventId, { action: 'pay', reason: null, price: error.details!.quote as TariffPreview });
  }
  return answer(kind, eventId, { action: 'refuse', reason: error.code });
}

/** Whether the stored event was taken at the device's own older time (a replay of its buffer). */
async function wasReplayed(db: Database, eventId: string): Promise<boolean> {
  const [stored] = await db
    .select({ source: gateEvents.time_source })
    .from(gateEvents)
    .where(eq(gateEvents.event_id, eventId));
  return stored?.source === 'replayed';
}

export async function laneEntry(
  db: Database,
  device: LaneDevice,
  request: LaneEntryRequest,
  settings: GateSettings,
): Promise<LaneAnswer> {
  const { event_id: eventId, read, ...presented } = request;
  if (!readIsSure(read)) return answer('entry', eventId, { action: 'confirm', reason: 'low_confidence' });
  try {
    const entry = await registerEntry(
      db,
      { caller: null, device },
      { ...presented, gate_id: device.gate_id, event_id: eventId, plate: read?.plate },
      settings,
    );
    return answer('entry', eventId, {
      action: 'open',
      reason: null,
      stay_id: entry.stay_id,
      ticket: entry.ticket,
      replayed: await wasReplayed(db, eventId),
    });
  } catch (error) {
    return refused('entry', eventId, error);
  }
}

export async function laneExit(
  db: Database,
  device: LaneDevice,
  request: LaneExitRequest,
  settings: GateSettings,
): Promise<LaneAnswer> {
  const { event_id: eventId, read, ...presented } = request;
  if (!readIsSure(read)) return answer('exit', eventId, { action: 'confirm', reason: 'low_confidence' });
  try {
    const exit = await registerExit(
      db,
      { caller: null, device },
      { ...presented, gate_id: device.gate_id, event_id: eventId, plate: read?.plate },
      settings,
    );
    const { amount, currency, minutes, lines } = exit;
    return answer('exit', eventId, {
      action: 'open',
      reason: null,
      stay_id: exit.stay_id,
      price: { amount, currency, minutes, lines },
      replayed: await wasReplayed(db, eventId),
    });
  } catch (error) {
    return refused('exit', eventId, error);
  }
}
