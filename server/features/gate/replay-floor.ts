import { eq, sql } from 'drizzle-orm';
import { contactFloor, isReplayClaim } from '../../../domain/lane-time';
import type { Database, Transaction } from '../../db/client';
import { laneDevices } from '../../db/schema';
import type { GateSettings, LaneDevice } from './gate-settings';

/**
 * A lane device's replay floor, the earliest time it may still claim (domain/lane-time.ts). A
 * lane sends what it kept in the order it saw it, before anything newer: so a request of the
 * device with no time older than the tolerance is contact (it had nothing older left to send) and
 * raises the floor to the start of the tolerance, while a replay raises it only to its own time,
 * once taken, in its event's transaction. A device never heard from may go back to its making.
 */

/** How fresh the floor a device's contact raises is kept: a camera's many events a minute do not each write it. */
const FLOOR_PRECISION_MS = 5_000;

export const replayFloorOf = (device: Pick<LaneDevice, 'replay_floor_at' | 'created_at'>): Date =>
  device.replay_floor_at ?? device.created_at;

/** Raises the device's floor to `to`, never lowering it (two requests of a device may cross). */
export const replayFloorRaise = (db: Database | Transaction, deviceId: number, to: Date) =>
  db
    .update(laneDevices)
    .set({ replay_floor_at: sql`greatest(${laneDevices.replay_floor_at}, ${to.toISOString()}::timestamptz)` })
    .where(eq(laneDevices.id, deviceId));

/** A device's request, with the time it claims for what it sends (none for a heartbeat): contact unless it is a replay. */
export async function noteContact(
  db: Database,
  device: LaneDevice,
  claimed: Date | undefined,
  { clock, laneToleranceMs }: Pick<GateSettings, 'clock' | 'laneToleranceMs'>,
): Promise<void> {
  const now = clock.now();
  if (isReplayClaim(claimed, now, laneToleranceMs)) return;
  const floor = contactFloor(now, laneToleranceMs);
  if (device.replay_floor_at && floor.getTime() - device.replay_floor_at.getTime() < FLOOR_PRECISION_MS) return;
  await replayFloorRaise(db, device.id, floor);
}
