import type { FastifyInstance } from 'fastify';
import { CASHIER_SHIFT_ENDPOINTS as SHIFTS } from '../../../domain/endpoints/payments';
import { serve } from '../../core/endpoint';
import { callOf } from '../../core/crud.routes';
import { closeShift, currentShiftOf, openShift } from './cashier-shifts';
import { cashierShiftsResource } from './cashier-shifts.resource';

/** A gate employee's own shift from the console (domain/endpoints/payments.ts). */
export async function cashierShiftRoutes(app: FastifyInstance) {
  serve(app, SHIFTS.current, (request) => currentShiftOf(callOf(app, request), cashierShiftsResource));
  serve(app, SHIFTS.open, (request) => openShift(callOf(app, request), cashierShiftsResource, request.body));
  serve(app, SHIFTS.close, (request) =>
    closeShift(callOf(app, request), cashierShiftsResource, request.params.id, request.body),
  );
}
