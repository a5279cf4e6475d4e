import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verbPermissions } from '../../domain/routes';
import {
  laneAnswerSchema,
  laneDeviceCreateSchema,
  type LaneDeviceRecord,
  laneDeviceRecordSchema,
  laneDeviceUpdateSchema,
  laneDeviceWithKeySchema,
  laneEntryRequestSchema,
  laneExitRequestSchema,
} from '../../domain/schemas/lane-device';
import type { Config } from '../config';
import { deviceOfRequest } from '../lanes/device-auth';
import { laneEntry, laneExit } from '../lanes/lane-events';
import { laneDevicesResource } from '../resources/lane-devices';
import type { LaneDevice } from '../services/gate-operations';
import { answerOf } from '../services/crud';
import { createLaneDevice, revokeLaneDevice, rotateLaneDeviceKey, updateLaneDevice } from '../services/lane-devices';
import { idParams } from './crud';

/**
 * The lane devices: an administrator's routes to make, edit, re-key and revoke them (listed and
 * read with the generic routes of their resource), and the devices' own, authenticated by their
 * key (`Authorization: Device <key>`), never by a staff account.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The lane device a device route's request comes from (lanes/device-auth.ts). */
    laneDevice: LaneDevice;
  }
}

export function laneDeviceRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const tags = ['lane-devices'];
    const keeps = { onRequest: app.requirePermission(verbPermissions('lane-devices', 'update')) };
    const contextOf = (request: FastifyRequest) => ({ db: app.db, actor: request.user, clock: app.clock });
    const recordOf = async (row: Parameters<typeof answerOf>[3]) =>
      (await answerOf(app.db, app.clock, laneDevicesResource, row)) as LaneDeviceRecord;

    app.post(
      '/lane-devices',
      { ...keeps, schema: { tags, body: laneDeviceCreateSchema, response: { 201: laneDeviceWithKeySchema } } },
      async (request, reply) => {
        reply.status(201);
        return createLaneDevice(contextOf(request), request.body);
      },
    );
    app.put(
      '/lane-devices/:id',
      {
        ...keeps,
        schema: { tags, params: idParams, body: laneDeviceUpdateSchema, response: { 200: laneDeviceRecordSchema } },
      },
      async (request) => recordOf(await updateLaneDevice(contextOf(request), request.params.id, request.body)),
    );
    app.post(
      '/lane-devices/:id/key',
      { ...keeps, schema: { tags, params: idParams, response: { 200: laneDeviceWithKeySchema } } },
      (request) => rotateLaneDeviceKey(contextOf(request), request.params.id),
    );
    app.post(
      '/lane-devices/:id/revocation',
      { ...keeps, schema: { tags, params: idParams, response: { 200: laneDeviceRecordSchema } } },
      async (request) => recordOf(await revokeLaneDevice(contextOf(request), request.params.id)),
    );

    const lane = ['lane'];
    const settings = { clock: app.clock, laneToleranceMs: config.GATE_LANE_TOLERANCE_SECONDS * 1000 };
    // The key is checked before the body is read: a caller without one learns nothing of the API's rules.
    app.decorateRequest('laneDevice', undefined as unknown as LaneDevice);
    const onRequest = async (request: FastifyRequest) => {
      request.laneDevice = await deviceOfRequest(app.db, app.clock, request);
    };
    app.post(
      '/lane/entries',
      { onRequest, schema: { tags: lane, body: laneEntryRequestSchema, response: { 200: laneAnswerSchema } } },
      (request) => laneEntry(app.db, request.laneDevice, request.body, settings),
    );
    app.post(
      '/lane/exits',
      { onRequest, schema: { tags: lane, body: laneExitRequestSchema, response: { 200: laneAnswerSchema } } },
      (request) => laneExit(app.db, request.laneDevice, request.body, settings),
    );
    app.post(
      '/lane/heartbeats',
      {
        onRequest,
        schema: { tags: lane, response: { 200: z.object({ device_id: z.number().int(), gate_id: z.number().int() }) } },
      },
      (request) => ({ device_id: request.laneDevice.id, gate_id: request.laneDevice.gate_id }),
    );
  };
}
