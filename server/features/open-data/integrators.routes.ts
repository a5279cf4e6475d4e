import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KEY_ENDPOINTS } from '../../../domain/endpoints/keys';
import type { IntegratorRecord } from '../../../domain/schemas/integrator';
import { serve } from '../../core/endpoint';
import { integratorsResource } from './integrators.resource';
import { answerOf } from '../../core/crud';
import { createIntegrator, revokeIntegrator, rotateIntegratorKey } from './integrators';

const KEYS = KEY_ENDPOINTS.integrators;

/**
 * The open data API's integrators, as the super admin keeps them: made, re-keyed and revoked here,
 * listed and read with the generic routes of their resource. Their own routes are server/features/open-data/open-data.routes.ts.
 */
export async function integratorRoutes(app: FastifyInstance) {
  const contextOf = (request: FastifyRequest) => ({ db: app.db, actor: request.user, clock: app.clock });

  serve(app, KEYS.create, (request) => createIntegrator(contextOf(request), request.body));
  serve(app, KEYS.rotate, (request) => rotateIntegratorKey(contextOf(request), request.params.id));
  serve(
    app,
    KEYS.revoke,
    async (request) =>
      (await answerOf(
        app.db,
        app.clock,
        integratorsResource,
        await revokeIntegrator(contextOf(request), request.params.id),
      )) as IntegratorRecord,
  );
}
