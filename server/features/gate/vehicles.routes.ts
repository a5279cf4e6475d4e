import type { FastifyInstance } from 'fastify';
import { VEHICLE_ENDPOINTS as VEHICLES } from '../../../domain/endpoints/vehicles';
import { callOf } from '../../core/crud.routes';
import { serve } from '../../core/endpoint';
import { forceExit } from './force-exit';
import { plateHistory } from './plate-history';
import { vehicleChoices } from './vehicle-choices';

/** The stays beside their list (domain/endpoints/vehicles.ts). */
export async function vehicleRoutes(app: FastifyInstance) {
  serve(app, VEHICLES.choices, (request) => vehicleChoices(app.db, request.user));
  serve(app, VEHICLES.plateHistory, (request) => plateHistory(callOf(app, request), request.query.plate));
  serve(app, VEHICLES.forceExit, (request) => forceExit(callOf(app, request), request.params.id, request.body));
}
