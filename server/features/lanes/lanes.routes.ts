import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANE_DEVICE_ENDPOINTS } from '../../../domain/endpoints/lanes';
import type { Config } from '../../config';
import { serve } from '../../core/endpoint';
import { ApiError } from '../../errors';
import { cameraEvent } from './devices/camera-events';
import { CameraPayloadError } from './devices/camera-read';
import { deviceOfRequest } from './devices/device-auth';
import { readHikvisionAnprEvent } from './devices/hikvision-anpr';
import { laneEntry, laneExit } from './devices/lane-events';
import { readPlateRecognizerWebhook } from './devices/plate-recognizer';
import { recordBarrierState } from './barrier-states';
import { gateSettingsOf, noteContact, type LaneDevice } from '../gate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The lane device a lane route's request comes from (server/features/lanes/devices/device-auth.ts). */
    laneDevice: LaneDevice;
  }
}

/**
 * The lane devices' own routes (domain/endpoints/lanes.ts), authenticated by the device's key
 * (`Authorization: Device <key>`), never by a staff account (docs/lanes.md).
 */
export function laneRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    const settings = gateSettingsOf(config, app.clock);
    app.decorateRequest('laneDevice', undefined as unknown as LaneDevice);
    app.decorate('requireLaneDevice', async (request: FastifyRequest) => {
      request.laneDevice = await deviceOfRequest(app.db, app.clock, request);
    });
    // Once the body is read: the time it claims says whether the device is replaying what it kept.
    const heardFrom = (device: LaneDevice, claimed?: Date | null) =>
      noteContact(app.db, device, claimed ?? undefined, settings);
    // Hikvision cameras post their ANPR event as XML; nowhere else does the API take XML.
    app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    serve(app, LANE_DEVICE_ENDPOINTS.entry, async ({ laneDevice, body }) => {
      await heardFrom(laneDevice, body.occurred_at);
      return laneEntry(app.db, laneDevice, body, settings);
    });
    serve(app, LANE_DEVICE_ENDPOINTS.exit, async ({ laneDevice, body }) => {
      await heardFrom(laneDevice, body.occurred_at);
      return laneExit(app.db, laneDevice, body, settings);
    });
    serve(app, LANE_DEVICE_ENDPOINTS.heartbeat, async ({ laneDevice }) => {
      await heardFrom(laneDevice);
      return { device_id: laneDevice.id, gate_id: laneDevice.gate_id };
    });
    serve(app, LANE_DEVICE_ENDPOINTS.barrierState, async ({ laneDevice, body }) => {
      await heardFrom(laneDevice, body.at);
      return recordBarrierState(app.db, laneDevice, body, app.clock);
    });

    /** A vendor's payload read into the lane's event; a payload of another kind is acknowledged, a malformed one is 400. */
    const fromCamera = async (device: LaneDevice, read: () => ReturnType<typeof readPlateRecognizerWebhook>) => {
      try {
        return await cameraEvent(app.db, device, read(), settings);
      } catch (error) {
        if (!(error instanceof CameraPayloadError)) throw error;
        if (error.problem === 'not-a-read') {
          await heardFrom(device);
          return { ignored: error.message };
        }
        throw Object.assign(new ApiError(400, 'validation_failed'), { cause: error });
      }
    };
    serve(app, LANE_DEVICE_ENDPOINTS.plateRecognizer, ({ laneDevice, body }) =>
      fromCamera(laneDevice, () => readPlateRecognizerWebhook(body)),
    );
    serve(app, LANE_DEVICE_ENDPOINTS.hikvision, ({ laneDevice, body }) =>
      fromCamera(laneDevice, () => readHikvisionAnprEvent(typeof body === 'string' ? body : JSON.stringify(body))),
    );
  };
}
