import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KEY_ENDPOINTS } from '../../../domain/endpoints/keys';
import { verbPermissions } from '../../../domain/routes';
import {
  integratorCreateSchema,
  type IntegratorRecord,
  integratorWithKeySchema,
} from '../../../domain/schemas/integrator';
import { serve } from '../../core/endpoint';
import { integratorsResource } from './integrators.resource';
import { answerOf } from '../../core/crud';
import { createIntegrator, revokeIntegrator, rotateIntegratorKey } from './integrators';

/**
 * The open data API's integrators, as the super admin keeps them: made, re-keyed and revoked here,
 * listed and read with the generic routes of their resource. Their own routes are server/features/open-data/open-data.routes.ts.
 */
export async function integratorRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrators'];
  const keeps = { onRequest: app.requirePermission(verbPermissions('integrators', 'update')) };
  const contextOf = (request: FastifyRequest) => ({ db: app.db, actor: request.user, clock: app.clock });

  app.post(
    '/integrators',
    { ...keeps, schema: { tags, body: integratorCreateSchema, response: { 201: integratorWithKeySchema } } },
    async (request, reply) => {
      reply.status(201);
      return createIntegrator(contextOf(request), request.body);
    },
  );
  serve(app, KEY_ENDPOINTS.integrators.rotate, (request) => rotateIntegratorKey(contextOf(request), request.params.id));
  serve(
    app,
    KEY_ENDPOINTS.integrators.revoke,
    async (request) =>
      (await answerOf(
        app.db,
        app.clock,
        integratorsResource,
        await revokeIntegrator(contextOf(request), request.params.id),
      )) as IntegratorRecord,
  );
}
