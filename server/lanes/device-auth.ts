import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { laneDevices } from '../db/schema';
import { ApiError } from '../errors';
import type { LaneDevice } from '../services/gate-operations';
import { readDeviceKey, secretMatches } from './device-keys';

const DEVICE = /^Device (.+)$/;

/**
 * The lane device a request comes from, by the key in `Authorization: Device <key>`: 401 for no
 * key, a wrong one or a revoked device's, alike. Its last sight is the request's time: the lane's
 * health reads it.
 */
export async function deviceOfRequest(db: Database, clock: Clock, request: FastifyRequest): Promise<LaneDevice> {
  const read = readDeviceKey(DEVICE.exec(request.headers.authorization ?? '')?.[1] ?? '');
  if (!read) throw new ApiError(401, 'invalid_device_key');
  const [device] = await db.select().from(laneDevices).where(eq(laneDevices.key_id, read.keyId));
  if (!device || device.status !== 'active' || !secretMatches(read.secret, device.key_hash))
    throw new ApiError(401, 'invalid_device_key');
  const [seen] = await db
    .update(laneDevices)
    .set({ last_seen_at: clock.now() })
    .where(eq(laneDevices.id, device.id))
    .returning();
  return seen!;
}
