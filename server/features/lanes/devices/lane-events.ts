import { eq } from 'drizzle-orm';
import { type LaneConfirmationReason, PLATE_READ_MIN_CONFIDENCE } from '../../../../domain/lane-devices';
import { laneText } from '../../../../domain/lane-messages';
import { localDate } from '../../../../domain/local-date';
import { type Plate, plateKey } from '../../../../domain/plates';
import type { GateEventKind } from '../../../../domain/schemas/gate-operations';
import type { LaneAnswer, LaneEntryRequest, LaneExitRequest } from '../../../../domain/schemas/lane-device';
import type { TariffPreview } from '../../../../domain/schemas/tariff-preview';
import type { Database } from '../../../db/client';
import { gates, laneDevices } from '../../../db/schema';
import { ApiError } from '../../../errors';
import {
  registerEntry,
  registerExit,
  type GateSettings,
  type LaneDevice,
  openStayOf,
  registrationsOfPlate,
} from '../../gate';
import { heldReadOf, holdForConfirmation } from '../lane-confirmations';

/**
 * A lane device's entries and exits: the same gate events as a console's (server/features/gate/gate-entries.ts,
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
): Promise<LaneConfirmationReason | null> {
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

/** A lane event's read as laneEntry and laneExit take it. */
interface LaneRead {
  event_id: string;
  occurred_at: Date | undefined;
  read?: Read;
  photo_url?: string;
}

/**
 * A read the lane is not to act on alone (`doubt`): while a person has not decided, the lane is
 * asked to wait (the read held once per event id, server/features/lanes/lane-confirmations.ts); refused, it
 * keeps its barrier shut; confirmed, the event goes on with the plate the person confirmed.
 */
export async function doubtfulRead(
  db: Database,
  device: LaneDevice,
  kind: GateEventKind,
  { event_id: eventId, occurred_at: occurredAt, read, photo_url: photoUrl }: LaneRead,
  doubt: LaneConfirmationReason,
  settings: GateSettings,
): Promise<LaneAnswer | { plate: Plate }> {
  const held = await heldReadOf(db, device, eventId);
  if (held?.status === 'confirmed') return { plate: held.confirmed_plate! };
  if (held?.status === 'refused') return laneAnswer(kind, eventId, { action: 'refuse', reason: 'read_refused' });
  if (!held)
    await holdForConfirmation(
      db,
      device,
      { kind, eventId, read, photoUrl, occurredAt, reason: doubt },
      settings.clock.now(),
    );
  return laneAnswer(kind, eventId, { action: 'confirm', reason: held?.reason ?? doubt });
}

/**
 * The plate an event goes on with, or the lane's answer when a person must decide first. The
 * camera's latest picture is kept with its device, for a barrier opened by hand at its gate.
 */
async function decideRead(
  db: Database,
  device: LaneDevice,
  kind: GateEventKind,
  event: LaneRead,
  settings: GateSettings,
): Promise<LaneAnswer | { plate: Plate | undefined }> {
  const now = settings.clock.now();
  if (event.photo_url !== undefined)
    await db
      .update(laneDevices)
      .set({
        last_photo_url: event.photo_url,
        last_photo_plate: event.read ? plateKey(event.read.plate) : null,
        last_photo_at: now,
      })
      .where(eq(laneDevices.id, device.id));
  const doubt = await doubtAbout(db, device, kind, event.read, localDate(now, settings.clock.timeZone));
  return doubt ? doubtfulRead(db, device, kind, event, doubt, settings) : { plate: event.read?.plate };
}

/** The fee a lane shows, out of an answer that carries more. */
const priceOf = ({ amount, currency, minutes, lines }: TariffPreview): TariffPreview => ({
  amount,
  currency,
  minutes,
  lines,
});

/**
 * A replay that moves a fee too far for the device alone (domain/lane-time.ts): held for a person
 * at the console once per event id, raising the lane's `replayed_time` alarm; while no one has
 * decided the lane is asked to wait, and once refused it is told so.
 */
async function heldReplay(
  db: Database,
  device: LaneDevice,
  kind: GateEventKind,
  request: LaneEntryRequest | LaneExitRequest,
  plate: Plate,
  settings: GateSettings,
): Promise<LaneAnswer> {
  const held = await heldReadOf(db, device, request.event_id);
  if (held?.status === 'refused')
    return laneAnswer(kind, request.event_id, { action: 'refuse', reason: 'read_refused' });
  if (!held) {
    const { event_id: eventId, occurred_at: occurredAt, read, photo_url: photoUrl, payment_method } = request;
    await holdForConfirmation(
      db,
      device,
      { kind, eventId, read, photoUrl, occurredAt, reason: 'replayed_time', plate, paymentMethod: payment_method },
      settings.clock.now(),
    );
  }
  return laneAnswer(kind, request.event_id, { action: 'confirm', reason: 'replayed_time' });
}

/**
 * A refusal of the rules (422) as the lane's answer: pay when only a payment is missing, wait for
 * a person when a replay must be decided by one, else refuse with its code.
 */
async function refused(
  db: Database,
  device: LaneDevice,
  kind: GateEventKind,
  request: LaneEntryRequest | LaneExitRequest,
  error: unknown,
  settings: GateSettings,
): Promise<LaneAnswer> {
  if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
  if (error.code === 'payment_method_required') {
    return laneAnswer(kind, request.event_id, {
      action: 'pay',
      reason: null,
      price: error.details!.quote as TariffPreview,
    });
  }
  if (error.code === 'replay_needs_person')
    return heldReplay(db, device, kind, request, error.details!.plate as Plate, settings);
  return laneAnswer(kind, request.event_id, { action: 'refuse', reason: error.code });
}

export async function laneEntry(
  db: Database,
  device: LaneDevice,
  request: LaneEntryRequest,
  settings: GateSettings,
): Promise<LaneAnswer> {
  const { event_id: eventId, read: _read, photo_url: _photoUrl, ...presented } = request;
  const decided = await decideRead(db, device, 'entry', request, settings);
  if ('action' in decided) return decided;
  try {
    const { answer: entry, timeSource } = await registerEntry(
      db,
      { caller: null, device },
      { ...presented, gate_id: device.gate_id, event_id: eventId, plate: decided.plate },
      settings,
    );
    return laneAnswer('entry', eventId, {
      action: 'open',
      reason: null,
      stay_id: entry.stay_id,
      ticket: entry.ticket,
      price: entry.paid_on_entry ? priceOf(entry.paid_on_entry) : null,
      replayed: timeSource === 'replayed',
    });
  } catch (error) {
    return refused(db, device, 'entry', request, error, settings);
  }
}

export async function laneExit(
  db: Database,
  device: LaneDevice,
  request: LaneExitRequest,
  settings: GateSettings,
): Promise<LaneAnswer> {
  const { event_id: eventId, read: _read, photo_url: _photoUrl, ...presented } = request;
  const decided = await decideRead(db, device, 'exit', request, settings);
  if ('action' in decided) return decided;
  try {
    const { answer: exit, timeSource } = await registerExit(
      db,
      { caller: null, device },
      { ...presented, gate_id: device.gate_id, event_id: eventId, plate: decided.plate },
      settings,
    );
    return laneAnswer('exit', eventId, {
      action: 'open',
      reason: null,
      stay_id: exit.stay_id,
      price: priceOf(exit),
      replayed: timeSource === 'replayed',
    });
  } catch (error) {
    return refused(db, device, 'exit', request, error, settings);
  }
}
