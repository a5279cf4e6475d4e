import { eq } from 'drizzle-orm';
import { PLATE_READ_MIN_CONFIDENCE } from '../../domain/lane-devices';
import { laneText } from '../../domain/lane-messages';
import { localDate } from '../../domain/local-date';
import { type Plate, plateKey } from '../../domain/plates';
import type { GateEventKind } from '../../domain/schemas/gate-operations';
import type { LaneAnswer, LaneEntryRequest, LaneExitRequest } from '../../domain/schemas/lane-device';
import type { TariffPreview } from '../../domain/schemas/tariff-preview';
import type { Database } from '../db/client';
import { gateEvents, gates } from '../db/schema';
import { ApiError } from '../errors';
import { registerEntry } from '../services/gate-entries';
import { registerExit } from '../services/gate-exits';
import type { GateSettings, LaneDevice } from '../services/gate-operations';
import { openStayOf, registrationsOfPlate } from '../services/gate-lookups';

/**
 * A lane device's entries and exits: the same gate events as a console's (services/gate-entries.ts,
 * gate-exits.ts, once per event id, under the area's lock), sent with the device's key for its own
 * gate, and answered as what the lane is to do, in both languages for its display. A refusal is
 * an answer, not an error: the lane keeps its barrier shut and shows why.
 */

type Read = NonNullable<LaneEntryRequest['read']>;

/**
 * Why a camera's reading is not to be acted on, if it is not: too unsure, or one of its other
 * readings is a different vehicle the gate would treat otherwise (at an entry, one with a
 * subscription where the best reading has none or another; at an exit, one inside where the best
 * reading is not). A person at the console then decides; a wrong barrier is worse than a wait.
 */
async function doubtAbout(
  db: Database,
  device: LaneDevice,
  kind: GateEventKind,
  read: Read | undefined,
  today: string,
): Promise<'low_confidence' | 'ambiguous_read' | null> {
  if (read === undefined) return null;
  if (read.confidence < PLATE_READ_MIN_CONFIDENCE) return 'low_confidence';
  const others = read.alternatives
    .map((alternative) => alternative.plate)
    .filter((plate) => plateKey(plate) !== plateKey(read.plate));
  if (others.length === 0) return null;
  const [gate] = await db.select({ area_id: gates.area_id }).from(gates).where(eq(gates.id, device.gate_id));
  const areaId = gate!.area_id;
  return db.transaction(async (tx) => {
    if (kind === 'exit') {
      if (await openStayOf(tx, areaId, { plate: read.plate })) return null;
      for (const plate of others) if (await openStayOf(tx, areaId, { plate })) return 'ambiguous_read';
      return null;
    }
    const registered = async (plate: Plate) =>
      (await registrationsOfPlate(tx, plate, { areaId, today }))
        .map(({ registration }) => registration.subscription_id ?? `c${registration.company_subscription_id}`)
        .sort()
        .join();
    const best = await registered(read.plate);
    for (const plate of others) {
      const other = await registered(plate);
      if (other !== '' && other !== best) return 'ambiguous_read';
    }
    return null;
  });
}

export function laneAnswer(
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
    return laneAnswer(kind, eventId, { action: 'pay', reason: null, price: error.details!.quote as TariffPreview });
  }
  return laneAnswer(kind, eventId, { action: 'refuse', reason: error.code });
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
  const doubt = await doubtAbout(db, device, 'entry', read, localDate(settings.clock.now(), settings.clock.timeZone));
  if (doubt) return laneAnswer('entry', eventId, { action: 'confirm', reason: doubt });
  try {
    const entry = await registerEntry(
      db,
      { caller: null, device },
      { ...presented, gate_id: device.gate_id, event_id: eventId, plate: read?.plate },
      settings,
    );
    return laneAnswer('entry', eventId, {
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
  const doubt = await doubtAbout(db, device, 'exit', read, localDate(settings.clock.now(), settings.clock.timeZone));
  if (doubt) return laneAnswer('exit', eventId, { action: 'confirm', reason: doubt });
  try {
    const exit = await registerExit(
      db,
      { caller: null, device },
      { ...presented, gate_id: device.gate_id, event_id: eventId, plate: read?.plate },
      settings,
    );
    const { amount, currency, minutes, lines } = exit;
    return laneAnswer('exit', eventId, {
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
