import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KEY_ENDPOINTS } from '../../../domain/endpoints/keys';
import type { LaneDeviceRecord } from '../../../domain/schemas/lane-device';
import { serve } from '../../core/endpoint';
import { laneDevicesResource } from './lane-devices.resource';
import { answerOf } from '../../core/crud';
import { createLaneDevice, revokeLaneDevice, rotateLaneDeviceKey, updateLaneDevice } from './lane-devices';

const KEYS = KEY_ENDPOINTS['lane-devices'];

/**
 * The lane devices, as an administrator keeps them: made, edited, re-keyed and revoked here, listed
 * and read with the generic routes of their resource. The devices' own routes are server/features/lanes/lanes.routes.ts.
 */
export async function laneDeviceRoutes(app: FastifyInstance) {
  const contextOf = (request: FastifyRequest) => ({ db: app.db, actor: request.user, clock: app.clock });
  const recordOf = async (row: Parameters<typeof answerOf>[3]) =>
    (await answerOf(app.db, app.clock, laneDevicesResource, row)) as LaneDeviceRecord;

  serve(app, KEYS.create, (request) => createLaneDevice(contextOf(request), request.body));
  serve(app, KEYS.update, async (request) =>
    recordOf(await updateLaneDevice(contextOf(request), request.params.id, request.body)),
  );
  serve(app, KEYS.rotate, (request) => rotateLaneDeviceKey(contextOf(request), request.params.id));
  serve(app, KEYS.revoke, async (request) => recordOf(await revokeLaneDevice(contextOf(request), request.params.id)));
}
