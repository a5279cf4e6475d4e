import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { laneDevices } from '../../../db/schema';
import { ApiError } from '../../../errors';
import type { LaneDevice } from '../../gate';
import { readDeviceKey, secretMatches } from '../../../core/device-keys';

const DEVICE = /^Device (.+)$/;

/**
 * How fresh a device's last sight is kept. A camera sends many events a minute and the lanes'
 * health reads silences of 10 seconds and more (the shortest heartbeat): writing the time on
 * every request would add a write, and a wait on the device's row, to each of them.
 */
const LAST_SEEN_PRECISION_MS = 5_000;

/**
 * The lane device a request comes from, by the key in `Authorization: Device <key>`: 401 for no
 * key, a wrong one or a revoked device's, alike. Its last sight is the request's time, within
 * LAST_SEEN_PRECISION_MS: the lane's health reads it.
 */
export async function deviceOfRequest(db: Database, clock: Clock, request: FastifyRequest): Promise<LaneDevice> {
  const read = readDeviceKey(DEVICE.exec(request.headers.authorization ?? '')?.[1] ?? '');
  if (!read) throw new ApiError(401, 'invalid_device_key');
  const [device] = await db.select().from(laneDevices).where(eq(laneDevices.key_id, read.keyId));
  if (!device || device.status !== 'active' || !secretMatches(read.secret, device.key_hash))
    throw new ApiError(401, 'invalid_device_key');
  const now = clock.now();
  if (device.last_seen_at && now.getTime() - device.last_seen_at.getTime() < LAST_SEEN_PRECISION_MS) return device;
  await db
    .update(laneDevices)
    .set({ last_seen_at: now })
    .where(and(eq(laneDevices.id, device.id), or(isNull(laneDevices.last_seen_at), lt(laneDevices.last_seen_at, now))));
  return { ...device, last_seen_at: now };
}
