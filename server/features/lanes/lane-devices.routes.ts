import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KEY_ENDPOINTS } from '../../../domain/endpoints/keys';
import { verbPermissions } from '../../../domain/routes';
import {
  laneDeviceCreateSchema,
  type LaneDeviceRecord,
  laneDeviceRecordSchema,
  laneDeviceUpdateSchema,
  laneDeviceWithKeySchema,
} from '../../../domain/schemas/lane-device';
import { serve } from '../../core/endpoint';
import { laneDevicesResource } from './lane-devices.resource';
import { answerOf } from '../../core/crud';
import { createLaneDevice, revokeLaneDevice, rotateLaneDeviceKey, updateLaneDevice } from './lane-devices';
import { idParams } from '../../core/crud.routes';

const KEYS = KEY_ENDPOINTS['lane-devices'];

/**
 * The lane devices, as an administrator keeps them: made, edited, re-keyed and revoked here, listed
 * and read with the generic routes of their resource. The devices' own routes are server/features/lanes/lanes.routes.ts.
 */
export async function laneDeviceRoutes(parent: FastifyInstance) {
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
  serve(app, KEYS.rotate, (request) => rotateLaneDeviceKey(contextOf(request), request.params.id));
  serve(app, KEYS.revoke, async (request) => recordOf(await revokeLaneDevice(contextOf(request), request.params.id)));
}
