import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cashierShiftCloseSchema,
  cashierShiftOpenSchema,
  cashierShiftRecordSchema,
  currentCashierShiftSchema,
} from '../../../domain/schemas/cashier-shift';
import { cashierShiftsResource } from './cashier-shifts.resource';
import { closeShift, currentShiftOf, openShift } from './cashier-shifts';
import { callOf, idParams } from '../../core/crud.routes';

/** A gate employee's own shift from the console (`home_access`; the service refuses anyone but a gate employee). */
export async function cashierShiftRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['cashier-shifts'];
  app.get(
    '/cashier-shifts/current',
    {
      onRequest: app.requirePermission('home_access'),
      schema: { tags, response: { 200: currentCashierShiftSchema } },
    },
    (request) => currentShiftOf(callOf(app, request), cashierShiftsResource),
  );
  app.post(
    '/cashier-shifts',
    {
      onRequest: app.requirePermission('home_access'),
      schema: { tags, body: cashierShiftOpenSchema, response: { 201: cashierShiftRecordSchema } },
    },
    async (request, reply) => {
      reply.status(201);
      return openShift(callOf(app, request), cashierShiftsResource, request.body);
    },
  );
  app.post(
    '/cashier-shifts/:id/close',
    {
      onRequest: app.requirePermission('home_access'),
      schema: { tags, params: idParams, body: cashierShiftCloseSchema, response: { 200: cashierShiftRecordSchema } },
    },
    (request) => closeShift(callOf(app, request), cashierShiftsResource, request.params.id, request.body),
  );
}
