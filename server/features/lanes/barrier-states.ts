import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alarmOfBarrierState } from '../../../domain/lane-devices';
import type { BarrierStateRecord, BarrierStateRequest, ManualBarrierOpen } from '../../../domain/schemas/lane-health';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { barrierStates, laneDevices } from '../../db/schema';
import { conflict } from '../../errors';
import { recordAudit } from '../../core/audit';
import type { Caller } from '../../core/auth';
import { consoleGateOf } from '../areas';
import type { LaneDevice } from '../gate';
import { raiseLaneAlarm } from './lane-alarms';

/**
 * A barrier's states: its controller's reports, each stored once per event id (a replayed report
 * answers the stored one and raises nothing again), a fault raising its alarm; and a barrier opened
 * by hand from the console, with the reason and the gate camera's latest picture, audited.
 */

/** A controller's report; a time ahead of the server's is taken as the arrival, as for a lane's events. */
export async function recordBarrierState(
  db: Database,
  device: LaneDevice,
  request: BarrierStateRequest,
  clock: Clock,
): Promise<BarrierStateRecord> {
  const now = clock.now();
  const at = request.at !== undefined && request.at < now ? request.at : now;
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(barrierStates)
      .values({
        event_id: request.event_id,
        gate_id: device.gate_id,
        device_id: device.id,
        state: request.state,
        source: 'device',
        at,
      })
      .onConflictDoNothing({ target: barrierStates.event_id })
      .returning();
    if (!made) {
      const [stored] = await tx.select().from(barrierStates).where(eq(barrierStates.event_id, request.event_id));
      if (stored!.device_id !== device.id) throw conflict('event_id_reused');
      return stored!;
    }
    const alarm = alarmOfBarrierState(made.state);
    if (alarm) await raiseLaneAlarm(tx, device, alarm, now);
    return made;
  });
}

/** A member of staff opens the gate's barrier from its console: a barrier state of source `manual`. */
export async function openBarrierByHand(
  db: Database,
  caller: Caller,
  { gate_id, reason }: ManualBarrierOpen,
  clock: Clock,
): Promise<BarrierStateRecord> {
  return db.transaction(async (tx) => {
    const gate = await consoleGateOf(tx, caller, gate_id);
    const [photo] = await tx
      .select({ url: laneDevices.last_photo_url, plate: laneDevices.last_photo_plate })
      .from(laneDevices)
      .where(and(eq(laneDevices.gate_id, gate.id), isNotNull(laneDevices.last_photo_url)))
      .orderBy(desc(laneDevices.last_photo_at))
      .limit(1);
    const [made] = await tx
      .insert(barrierStates)
      .values({
        event_id: `manual:${randomUUID()}`,
        gate_id: gate.id,
        user_id: caller.id,
        state: 'opened',
        source: 'manual',
        at: clock.now(),
        reason,
        photo_url: photo?.url ?? null,
        photo_plate: photo?.plate ?? null,
      })
      .returning();
    await recordAudit(tx, caller, {
      action: 'open_barrier',
      resource: 'gates',
      recordId: gate.id,
      changes: { reason: [null, reason], photo_url: [null, made!.photo_url], barrier_state_id: [null, made!.id] },
    });
    return made!;
  });
}
