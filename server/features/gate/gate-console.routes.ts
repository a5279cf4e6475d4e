import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gateConsoleQuerySchema, gateConsoleSchema } from '../../../domain/schemas/gate-console';
import { gateConsoleOf } from './gate-console';

/** What a gate's console shows beside the events (`home_access`, as the events themselves). */
export async function gateConsoleRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/gate/console',
    {
      onRequest: app.requirePermission('home_access'),
      schema: { tags: ['gate'], querystring: gateConsoleQuerySchema, response: { 200: gateConsoleSchema } },
    },
    (request) => gateConsoleOf(app.db, request.user, app.clock, request.query.gate_id),
  );
}
