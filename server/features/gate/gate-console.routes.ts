import type { FastifyInstance } from 'fastify';
import { GATE_ENDPOINTS } from '../../../domain/endpoints/gate';
import { serve } from '../../core/endpoint';
import { gateConsoleOf } from './gate-console';

/** What a gate's console shows beside the events (`home_access`, as the events themselves). */
export async function gateConsoleRoutes(app: FastifyInstance) {
  serve(app, GATE_ENDPOINTS.console, (request) =>
    gateConsoleOf(app.db, request.user, app.clock, request.query.gate_id),
  );
}
