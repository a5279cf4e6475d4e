import { eq } from 'drizzle-orm';
import type { LaneDeviceCreate, LaneDeviceUpdate, LaneDeviceWithKey } from '../../../domain/schemas/lane-device';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { gates, laneDevices } from '../../db/schema';
import { badInput, notFound, refusal } from '../../errors';
import { newDeviceKey } from '../../core/device-keys';
import { laneDevicesResource } from './lane-devices.resource';
import { type AuditActor, changesBetween, recordAudit } from '../../core/audit';
import { answerOf } from '../../core/crud';

/**
 * A gate's lane devices, as an administrator makes and keeps them: a device and its key made
 * together (the key answered this once), its name and heartbeat edited, its key rotated (the old
 * one stops at once) or revoked. Every change is in the audit log, the key's hash masked.
 */

type Device = typeof laneDevices.$inferSelect;

interface Context {
  db: Database;
  actor: AuditActor;
  clock: Clock;
}

/** One audit row in the change's transaction; the key's hash is a secret field, logged only as changed. */
async function audit(
  tx: Transaction,
  actor: AuditActor,
  action: 'create' | 'update' | 'status',
  before: Device | null,
  after: Device,
) {
  const changes = changesBetween(before, after);
  await recordAudit(tx, actor, { action, resource: 'lane-devices', recordId: after.id, changes });
}

async function deviceOf(tx: Transaction, id: number): Promise<Device> {
  const [device] = await tx.select().from(laneDevices).where(eq(laneDevices.id, id)).for('update');
  if (!device) throw notFound();
  return device;
}

const withKey = async (context: Context, device: Device, key: string): Promise<LaneDeviceWithKey> =>
  ({ ...(await answerOf(context.db, context.clock, laneDevicesResource, device)), key }) as LaneDeviceWithKey;

export async function createLaneDevice(context: Context, body: LaneDeviceCreate): Promise<LaneDeviceWithKey> {
  const { key, keyId, keyHash } = newDeviceKey();
  const device = await context.db.transaction(async (tx) => {
    const [gate] = await tx.select({ id: gates.id }).from(gates).where(eq(gates.id, body.gate_id));
    if (!gate) throw badInput({ gate_id: VALIDATION.invalidChoice });
    const [made] = await tx
      .insert(laneDevices)
      .values({ ...body, key_id: keyId, key_hash: keyHash, key_issued_at: context.clock.now() })
      .returning();
    await audit(tx, context.actor, 'create', null, made!);
    return made!;
  });
  return withKey(context, device, key);
}

export async function updateLaneDevice(context: Context, id: number, body: LaneDeviceUpdate): Promise<Device> {
  return context.db.transaction(async (tx) => {
    const before = await deviceOf(tx, id);
    const [after] = await tx
      .update(laneDevices)
      .set({ ...body, updated_at: context.clock.now() })
      .where(eq(laneDevices.id, id))
      .returning();
    await audit(tx, context.actor, 'update', before, after!);
    return after!;
  });
}

/** A new key for an active device; the old one opens nothing from this moment. */
export async function rotateLaneDeviceKey(context: Context, id: number): Promise<LaneDeviceWithKey> {
  const { key, keyId, keyHash } = newDeviceKey();
  const device = await context.db.transaction(async (tx) => {
    const before = await deviceOf(tx, id);
    if (before.status !== 'active') throw refusal('lane_device_revoked');
    const now = context.clock.now();
    const [after] = await tx
      .update(laneDevices)
      .set({ key_id: keyId, key_hash: keyHash, key_issued_at: now, updated_at: now })
      .where(eq(laneDevices.id, id))
      .returning();
    await audit(tx, context.actor, 'update', before, after!);
    return after!;
  });
  return withKey(context, device, key);
}

/** The device's key opens nothing any more; the device and the events it sent stay. */
export async function revokeLaneDevice(context: Context, id: number): Promise<Device> {
  return context.db.transaction(async (tx) => {
    const before = await deviceOf(tx, id);
    if (before.status === 'revoked') return before;
    const [after] = await tx
      .update(laneDevices)
      .set({ status: 'revoked', updated_at: context.clock.now() })
      .where(eq(laneDevices.id, id))
      .returning();
    await audit(tx, context.actor, 'status', before, after!);
    return after!;
  });
}
