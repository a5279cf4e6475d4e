import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { type LaneConfirmationReason, UNSURE_READS_IN_A_ROW } from '../../../domain/lane-devices';
import { localDate } from '../../../domain/local-date';
import { formatPlateLatin, type Plate } from '../../../domain/plates';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import type { GateEventKind } from '../../../domain/schemas/gate-operations';
import type { LaneEntryRequest } from '../../../domain/schemas/lane-device';
import type { ConfirmRead, LaneConfirmation } from '../../../domain/schemas/lane-health';
import type { Database, Transaction } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { gateEvents, gates, laneConfirmations, laneDevices } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../../core/audit';
import type { Caller } from '../../core/auth';
import { consoleGateOf } from '../areas';
import { registerEntry, registerExit, type GateSettings, type LaneDevice, replayFloorOf } from '../gate';
import { raiseLaneAlarm } from './lane-alarms';
import type { DecisionContext } from '../../core/crud';
import { announce } from '../../core/live-events';
import { assertSeen, versionOf } from '../../core/record-versions';

/**
 * The reads a lane did not act on, held for a person at the gate's console: confirmed with the
 * right plate, the event is registered under the lane's own event id, as at the moment the lane
 * heard it, made by that person; refused, nothing is registered. The lane learns the decision by
 * sending the event id again (server/features/lanes/devices/lane-events.ts).
 */

type Row = typeof laneConfirmations.$inferSelect;

/**
 * What a lane held for a person: the event, its read (none when the camera read no plate), why,
 * and for a replay the plate its event came to (whatever it presented) and what its pay station took.
 */
export interface HeldRead {
  kind: GateEventKind;
  eventId: string;
  read: LaneEntryRequest['read'];
  photoUrl: string | undefined;
  occurredAt: Date | undefined;
  reason: LaneConfirmationReason;
  plate?: Plate;
  paymentMethod?: PaymentMethodCode;
}

const plateOf = (letters: string | null, number: string | null): Plate | null =>
  letters !== null && number !== null ? { letters, number } : null;

/** A held read as the console shows it, with its version (server/core/record-versions.ts). */
function confirmationOf(row: Row): LaneConfirmation {
  const {
    plate_letters,
    plate_number,
    confirmed_letters,
    confirmed_number,
    created_at: _,
    replay_floor_at: __,
    ...rest
  } = row;
  const shown = {
    ...rest,
    plate: plateOf(plate_letters, plate_number),
    confirmed_plate: plateOf(confirmed_letters, confirmed_number),
  };
  return { ...shown, version: versionOf(shown) };
}

/**
 * How many of the device's reads were held for a person since its last event that was acted on
 * (both stamped by the database's clock).
 */
async function unsureReadsInARow(tx: Transaction, deviceId: number): Promise<number> {
  const [row] = await rawRows<{ count: number }>(
    tx,
    sql`
    select count(*)::int as count from lane_confirmations
     where device_id = ${deviceId}
       and reason <> 'replayed_time'
       and created_at > coalesce((select max(created_at) from gate_events where device_id = ${deviceId}), '-infinity')`,
  );
  return Number(row!.count);
}

/** Tells the gate's live consoles that a read of theirs is held or was decided. */
async function announceRead(tx: Transaction, read: { id: number; gate_id: number }): Promise<void> {
  const [gate] = await tx.select({ area_id: gates.area_id }).from(gates).where(eq(gates.id, read.gate_id));
  await announce(tx, { topic: 'lane_read', area_id: gate!.area_id, gate_id: read.gate_id, id: read.id });
}

/**
 * Holds the read once per event id, with the device's replay floor as the server heard it; a run
 * of unsure reads raises the device's `unsure_reads` alarm, a replay held its `replayed_time` one.
 */
export async function holdForConfirmation(db: Database, device: LaneDevice, held: HeldRead, now: Date): Promise<void> {
  const plate = held.plate ?? held.read?.plate;
  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(laneConfirmations)
      .values({
        event_id: held.eventId,
        device_id: device.id,
        gate_id: device.gate_id,
        kind: held.kind,
        plate_letters: plate?.letters ?? null,
        plate_number: plate?.number ?? null,
        confidence: held.read?.confidence ?? null,
        alternatives: held.read?.alternatives ?? [],
        photo_url: held.photoUrl ?? null,
        reason: held.reason,
        occurred_at: held.occurredAt ?? null,
        heard_at: now,
        replay_floor_at: replayFloorOf(device),
        payment_method: held.paymentMethod ?? null,
      })
      .onConflictDoNothing({ target: laneConfirmations.event_id })
      .returning({ id: laneConfirmations.id });
    if (!made) return;
    await announceRead(tx, { id: made.id, gate_id: device.gate_id });
    if (held.reason === 'replayed_time') await raiseLaneAlarm(tx, device, 'replayed_time', now);
    else if ((await unsureReadsInARow(tx, device.id)) >= UNSURE_READS_IN_A_ROW)
      await raiseLaneAlarm(tx, device, 'unsure_reads', now);
  });
}

/** The device's held read of this event id, if there is one: pending, confirmed (with its plate) or refused. */
export async function heldReadOf(db: Database, device: LaneDevice, eventId: string): Promise<LaneConfirmation | null> {
  const [row] = await db
    .select()
    .from(laneConfirmations)
    .where(and(eq(laneConfirmations.event_id, eventId), eq(laneConfirmations.device_id, device.id)));
  return row ? confirmationOf(row) : null;
}

/** The gate's reads waiting for a person, oldest first (its console's gate, as the console reaches it). */
export async function pendingConfirmations(
  db: Database,
  caller: Caller,
  gateId: number | undefined,
): Promise<LaneConfirmation[]> {
  const gate = await consoleGateOf(db, caller, gateId);
  const rows = await db
    .select()
    .from(laneConfirmations)
    .where(
      and(
        eq(laneConfirmations.gate_id, gate.id),
        eq(laneConfirmations.status, 'pending'),
        // A lane that sent the same event again with a read it could act on has registered it: nothing is left to decide.
        notExists(
          db
            .select({ one: sql`1` })
            .from(gateEvents)
            .where(eq(gateEvents.event_id, laneConfirmations.event_id)),
        ),
      ),
    )
    .orderBy(asc(laneConfirmations.heard_at), asc(laneConfirmations.id));
  return rows.map(confirmationOf);
}

/**
 * The held read, for a caller who may decide at its gate, while no one has decided it, as the
 * caller read it (409 `record_changed` otherwise). Only a decision changes a held read once it is
 * held, and each decision's write is conditional on the read still pending, so the version read
 * here is the one decided.
 */
async function pendingOf(tx: Transaction | Database, { caller, seen }: DecisionContext, id: number): Promise<Row> {
  const [row] = await tx.select().from(laneConfirmations).where(eq(laneConfirmations.id, id));
  if (!row) throw notFound();
  await consoleGateOf(tx, caller, row.gate_id);
  if (row.status !== 'pending') throw conflict('confirmation_decided');
  assertSeen(seen, confirmationOf(row));
  return row;
}

const readText = (row: Row) => {
  const plate = plateOf(row.plate_letters, row.plate_number);
  return plate ? formatPlateLatin(plate) : null;
};

/**
 * Confirms the read with the right plate: the same entry or exit as the lane's would have been,
 * under its event id and at the moment the lane heard it (the person's wait is not the driver's
 * stay), made by the person. A refusal of the rules (the area full, a fee without a method) is the
 * console's 422 and leaves the read pending. The event is registered once per event id, so a
 * second confirmation racing this one finds it registered and the decision already taken.
 */
export async function confirmRead(
  decision: DecisionContext,
  id: number,
  body: ConfirmRead,
  settings: GateSettings,
): Promise<LaneConfirmation> {
  const { db, caller } = decision;
  const held = await pendingOf(db, decision, id);
  const [current] = await db.select().from(laneDevices).where(eq(laneDevices.id, held.device_id));
  // The device as the server heard it: what it sent since does not move this event's time.
  const device = { ...current!, replay_floor_at: held.replay_floor_at ?? current!.replay_floor_at };
  const heardAt = held.heard_at;
  const atRead: GateSettings = {
    ...settings,
    clock: { ...settings.clock, now: () => heardAt, today: () => localDate(heardAt, settings.clock.timeZone) },
  };
  const request = {
    gate_id: held.gate_id,
    event_id: held.event_id,
    occurred_at: held.occurred_at ?? undefined,
    plate: body.plate,
    payment_method: body.payment_method ?? held.payment_method ?? undefined,
  };
  const operator = { caller, device };
  const {
    answer: { stay_id },
  } =
    held.kind === 'entry'
      ? await registerEntry(db, operator, request, atRead)
      : await registerExit(db, operator, request, atRead);
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(laneConfirmations)
      .set({
        status: 'confirmed',
        confirmed_letters: body.plate.letters,
        confirmed_number: body.plate.number,
        stay_id,
        decided_by: caller.id,
        decided_at: settings.clock.now(),
      })
      .where(and(eq(laneConfirmations.id, id), eq(laneConfirmations.status, 'pending')))
      .returning();
    if (!decided) throw conflict('confirmation_decided');
    await announceRead(tx, decided);
    await recordAudit(tx, caller, {
      action: 'confirm_read',
      resource: 'lane-devices',
      recordId: held.device_id,
      changes: {
        event_id: [null, held.event_id],
        plate: [readText(held), formatPlateLatin(body.plate)],
        stay_id: [null, stay_id],
      },
    });
    return confirmationOf(decided);
  });
}

/** Refuses the read: nothing is registered, and the lane keeps its barrier shut when it asks again. */
export async function refuseRead(
  decision: DecisionContext,
  id: number,
  note: string | null,
): Promise<LaneConfirmation> {
  const { db, caller } = decision;
  const now = decision.clock.now();
  return db.transaction(async (tx) => {
    const held = await pendingOf(tx, decision, id);
    const [decided] = await tx
      .update(laneConfirmations)
      .set({ status: 'refused', decided_by: caller.id, decided_at: now, note })
      .where(and(eq(laneConfirmations.id, id), eq(laneConfirmations.status, 'pending')))
      .returning();
    if (!decided) throw conflict('confirmation_decided');
    await announceRead(tx, decided);
    await recordAudit(tx, caller, {
      action: 'refuse_read',
      resource: 'lane-devices',
      recordId: held.device_id,
      changes: { event_id: [null, held.event_id], plate: [readText(held), null], note: [null, note] },
    });
    return confirmationOf(decided);
  });
}
