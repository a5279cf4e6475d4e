import type { FastifyInstance } from 'fastify';
import { GATE_ENDPOINTS } from '../../../domain/endpoints/gate';
import type { Config } from '../../config';
import { serve } from '../../core/endpoint';
import { registerEntry } from './gate-entries';
import { registerExit } from './gate-exits';
import { gateSettingsOf } from './gate-settings';

/** The gates' operations: a vehicle coming in or going out, registered by whoever works at the gate. */
export function gateOperationRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    const settings = gateSettingsOf(config, app.clock);
    serve(app, GATE_ENDPOINTS.entry, async (request) => {
      const { answer } = await registerEntry(app.db, { caller: request.user, device: null }, request.body, settings);
      return answer;
    });
    serve(app, GATE_ENDPOINTS.exit, async (request) => {
      const { answer } = await registerExit(app.db, { caller: request.user, device: null }, request.body, settings);
      return answer;
    });
  };
}
