import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  barrierStateSchema,
  confirmReadSchema,
  laneAlarmQuerySchema,
  laneAlarmSchema,
  laneConfirmationQuerySchema,
  laneConfirmationSchema,
  laneNoteSchema,
  manualBarrierOpenSchema,
} from '../../../domain/schemas/lane-health';
import type { Config } from '../../config';
import { openBarrierByHand } from './barrier-states';
import { acknowledgeLaneAlarm, openLaneAlarms } from './lane-alarms';
import { confirmRead, pendingConfirmations, refuseRead } from './lane-confirmations';
import { gateSettingsOf } from '../gate';
import { decisionHeaders, decisionOf, idParams } from '../../core/crud.routes';

/**
 * What the people at the gates do for the lanes (`home_access`: gate employees at their own area's
 * gates, administrators at every gate): see and acknowledge the lanes' alarms, decide the reads a
 * lane did not act on, and open a barrier by hand with a reason. Every decision is audited.
 */
export function laneHealthRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const onRequest = app.requirePermission('home_access');
    const tags = ['gate'];
    const settings = gateSettingsOf(config, app.clock);

    app.get(
      '/lane-alarms',
      { onRequest, schema: { tags, querystring: laneAlarmQuerySchema, response: { 200: z.array(laneAlarmSchema) } } },
      (request) => openLaneAlarms(app.db, request.user, request.query.gate_id, app.clock.now()),
    );
    app.post(
      '/lane-alarms/:id/acknowledgement',
      {
        onRequest,
        schema: { tags, params: idParams, body: laneNoteSchema, response: { 200: laneAlarmSchema } },
      },
      (request) => acknowledgeLaneAlarm(app.db, request.user, request.params.id, request.body.note, app.clock.now()),
    );

    app.get(
      '/gate/confirmations',
      {
        onRequest,
        schema: {
          tags,
          querystring: laneConfirmationQuerySchema,
          response: { 200: z.array(laneConfirmationSchema) },
        },
      },
      (request) => pendingConfirmations(app.db, request.user, request.query.gate_id),
    );
    app.post(
      '/gate/confirmations/:id/confirmation',
      {
        onRequest,
        schema: {
          tags,
          headers: decisionHeaders,
          params: idParams,
          body: confirmReadSchema,
          response: { 200: laneConfirmationSchema },
        },
      },
      (request) => confirmRead(decisionOf(app, request), request.params.id, request.body, settings),
    );
    app.post(
      '/gate/confirmations/:id/refusal',
      {
        onRequest,
        schema: {
          tags,
          headers: decisionHeaders,
          params: idParams,
          body: laneNoteSchema,
          response: { 200: laneConfirmationSchema },
        },
      },
      (request) => refuseRead(decisionOf(app, request), request.params.id, request.body.note),
    );

    app.post(
      '/gate/barrier-opens',
      { onRequest, schema: { tags, body: manualBarrierOpenSchema, response: { 201: barrierStateSchema } } },
      async (request, reply) => {
        reply.status(201);
        return openBarrierByHand(app.db, request.user, request.body, app.clock);
      },
    );
  };
}
