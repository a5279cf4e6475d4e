import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gateEntryRequestSchema,
  gateEntrySchema,
  gateExitRequestSchema,
  gateExitSchema,
} from '../../../domain/schemas/gate-operations';
import type { Config } from '../../config';
import { registerEntry } from './gate-entries';
import { registerExit } from './gate-exits';
import { gateSettingsOf } from './gate-settings';

/**
 * The gates' operations: whoever works at a gate (`home_access`: gate employees at
 * their area's gates, admins and super admins at any) registers a vehicle coming in or going out.
 */
export function gateOperationRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const onRequest = app.requirePermission('home_access');
    const tags = ['gate'];
    const settings = gateSettingsOf(config, app.clock);

    app.post(
      '/gate/entries',
      { onRequest, schema: { tags, body: gateEntryRequestSchema, response: { 201: gateEntrySchema } } },
      async (request, reply) => {
        reply.status(201);
        return registerEntry(app.db, { caller: request.user, device: null }, request.body, settings);
      },
    );

    app.post(
      '/gate/exits',
      { onRequest, schema: { tags, body: gateExitRequestSchema, response: { 200: gateExitSchema } } },
      (request) => registerExit(app.db, { caller: request.user, device: null }, request.body, settings),
    );
  };
}
