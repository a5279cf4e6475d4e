import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verbPermissions } from '../../../domain/routes';
import {
  forceExitAnswerSchema,
  forceExitSchema,
  plateHistoryQuerySchema,
  plateHistorySchema,
  vehicleChoicesSchema,
} from '../../../domain/schemas/vehicle';
import { plateHistory } from './plate-history';
import { vehicleChoices } from './vehicle-choices';
import { forceExit } from './force-exit';
import { callOf, idParams } from '../../core/crud.routes';

export async function vehicleRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/vehicles/choices',
    {
      onRequest: app.requirePermission(verbPermissions('vehicles', 'list')),
      schema: { tags: ['vehicles'], response: { 200: vehicleChoicesSchema } },
    },
    (request) => vehicleChoices(app.db, request.user),
  );

  app.get(
    '/vehicles/plate-history',
    {
      onRequest: app.requirePermission(verbPermissions('vehicles', 'read')),
      schema: { tags: ['vehicles'], querystring: plateHistoryQuerySchema, response: { 200: plateHistorySchema } },
    },
    (request) => plateHistory(callOf(app, request), request.query.plate),
  );

  app.post(
    '/vehicles/:id/force-exit',
    {
      onRequest: app.requirePermission(verbPermissions('vehicles', 'update')),
      schema: { tags: ['vehicles'], params: idParams, body: forceExitSchema, response: { 200: forceExitAnswerSchema } },
    },
    (request) => forceExit(callOf(app, request), request.params.id, request.body),
  );
}
