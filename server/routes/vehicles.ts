import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verbPermissions } from '../../domain/routes';
import { forceExitAnswerSchema, forceExitSchema, type VehicleFilter, vehicleFilterSchema, vehicleRecordSchema } from '../../domain/schemas/vehicle';
import type { Config } from '../config';
import { vehicles } from '../db/schema';
import type { ResourceDefinition } from '../services/crud';
import { forceExit, stayFilterWhere, stayRecordValues, stayScope, withPricing } from '../services/vehicles';
import { callOf, idParams, registerCrudRoutes } from './crud';

/**
 * The stays (current vehicles), read-only: they are opened and closed at the gates (POST
 * /api/gate/entries and /exits) or by a force exit, never written as records. A gate employee
 * sees their own area's. `q` finds a plate typed in either script, whole or in part, through the
 * stay's search text (its trigram index serves three characters and more).
 */
export function vehiclesResource(timeZone: string): ResourceDefinition {
  return {
    name: 'vehicles',
    table: vehicles,
    record: vehicleRecordSchema,
    scope: stayScope,
    sortColumns: { id: vehicles.id, entry_time: vehicles.entry_time, exit_time: vehicles.exit_time, plate: vehicles.plate },
    defaultSort: ['entry_time', 'DESC'],
    filterSchema: vehicleFilterSchema,
    filterColumns: { area_id: vehicles.area_id, type: vehicles.type },
    filterWhere: (filter) => stayFilterWhere(filter as VehicleFilter, timeZone),
    withDerived: withPricing,
    // Time passes: a stay's minutes and fee so far are no change of it.
    derivedFields: ['duration_minutes', 'fee_so_far'],
    toRecord: stayRecordValues,
  };
}

export function vehicleRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const definition = vehiclesResource(config.TIME_ZONE);
    registerCrudRoutes(app, definition);

    app.post(
      '/vehicles/:id/force-exit',
      {
        onRequest: app.requirePermission(verbPermissions('vehicles', 'update')),
        schema: { tags: ['vehicles'], params: idParams, body: forceExitSchema, response: { 200: forceExitAnswerSchema } },
      },
      (request) => forceExit(callOf(app, request), definition, request.params.id, request.body),
    );
  };
}
