import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type IntegratorScope, reachesArea } from '../../../domain/open-data';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { integrators } from '../../db/schema';
import { ApiError } from '../../errors';
import { readSecretKey, secretMatches } from '../../core/device-keys';

export type Integrator = typeof integrators.$inferSelect;

const INTEGRATOR = /^Integrator (.+)$/;
/** How stale an integrator's last use may be before a request writes it again: a read is not worth a write each. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The integrator a request comes from, by the key in `Authorization: Integrator <key>`: 401 for no
 * key, a wrong one or a revoked integrator's, alike; 403 when the key lacks the scope.
 */
export async function integratorOfRequest(
  db: Database,
  clock: Clock,
  request: FastifyRequest,
  scope: IntegratorScope,
): Promise<Integrator> {
  const read = readSecretKey('psi', INTEGRATOR.exec(request.headers.authorization ?? '')?.[1] ?? '');
  if (!read) throw new ApiError(401, 'invalid_integrator_key');
  const [integrator] = await db.select().from(integrators).where(eq(integrators.key_id, read.keyId));
  if (!integrator || integrator.status !== 'active' || !secretMatches(read.secret, integrator.key_hash))
    throw new ApiError(401, 'invalid_integrator_key');
  if (!integrator.scopes.includes(scope)) throw new ApiError(403, 'scope_missing');
  const now = clock.now();
  await db
    .update(integrators)
    .set({ last_used_at: now })
    .where(
      and(
        eq(integrators.id, integrator.id),
        or(
          isNull(integrators.last_used_at),
          lt(integrators.last_used_at, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
        ),
      ),
    );
  return integrator;
}

/** 403 for an area the key is not limited to. */
export function assertReachesArea(integrator: Integrator, areaId: number) {
  if (!reachesArea(integrator.area_ids, areaId)) throw new ApiError(403, 'area_not_yours');
}
