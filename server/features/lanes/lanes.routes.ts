import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { laneAnswerSchema, laneEntryRequestSchema, laneExitRequestSchema } from '../../../domain/schemas/lane-device';
import { barrierStateRequestSchema, barrierStateSchema } from '../../../domain/schemas/lane-health';
import type { Config } from '../../config';
import { ApiError } from '../../errors';
import { cameraEvent } from './devices/camera-events';
import { CameraPayloadError } from './devices/camera-read';
import { deviceOfRequest } from './devices/device-auth';
import { MAX_EVENT_LENGTH, readHikvisionAnprEvent } from './devices/hikvision-anpr';
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

/** What a camera's payload that is no plate read is answered: acknowledged, nothing done (cameras push heartbeats there too). */
const ignoredSchema = z.object({ ignored: z.string() });

/**
 * The lane devices' own routes, authenticated by the device's key (`Authorization: Device <key>`),
 * never by a staff account: entries and exits as the product's protocol has them, heartbeats, barrier states, and
 * camera vendors' payloads as the cameras send them (docs/lanes.md).
 */
export function laneRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const tags = ['lane'];
    const settings = gateSettingsOf(config, app.clock);
    // The key is checked before the body is read: a caller without one learns nothing of the API's rules.
    app.decorateRequest('laneDevice', undefined as unknown as LaneDevice);
    const onRequest = async (request: FastifyRequest) => {
      request.laneDevice = await deviceOfRequest(app.db, app.clock, request);
    };
    // Once the body is read: the time it claims says whether the device is replaying what it kept.
    const preHandler = async (request: FastifyRequest) => {
      const body = request.body as { occurred_at?: Date; at?: Date } | undefined;
      await noteContact(app.db, request.laneDevice, body?.occurred_at ?? body?.at, settings);
    };
    // Hikvision cameras post their ANPR event as XML; nowhere else does the API take XML.
    app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      '/lane/entries',
      { onRequest, preHandler, schema: { tags, body: laneEntryRequestSchema, response: { 200: laneAnswerSchema } } },
      (request) => laneEntry(app.db, request.laneDevice, request.body, settings),
    );
    app.post(
      '/lane/exits',
      { onRequest, preHandler, schema: { tags, body: laneExitRequestSchema, response: { 200: laneAnswerSchema } } },
      (request) => laneExit(app.db, request.laneDevice, request.body, settings),
    );
    app.post(
      '/lane/heartbeats',
      {
        onRequest,
        preHandler,
        schema: { tags, response: { 200: z.object({ device_id: z.number().int(), gate_id: z.number().int() }) } },
      },
      (request) => ({ device_id: request.laneDevice.id, gate_id: request.laneDevice.gate_id }),
    );

    app.post(
      '/lane/barrier-states',
      {
        onRequest,
        preHandler,
        schema: { tags, body: barrierStateRequestSchema, response: { 200: barrierStateSchema } },
      },
      (request) => recordBarrierState(app.db, request.laneDevice, request.body, app.clock),
    );

    /** A vendor's payload read into the lane's event; a payload of another kind is acknowledged, a malformed one is 400. */
    const fromCamera = async (request: FastifyRequest, read: () => ReturnType<typeof readPlateRecognizerWebhook>) => {
      try {
        return await cameraEvent(app.db, request.laneDevice, read(), settings);
      } catch (error) {
        if (!(error instanceof CameraPayloadError)) throw error;
        if (error.problem === 'not-a-read') {
          await noteContact(app.db, request.laneDevice, undefined, settings);
          return { ignored: error.message };
        }
        throw Object.assign(new ApiError(400, 'validation_failed'), { cause: error });
      }
    };
    const cameraAnswer = { 200: z.union([laneAnswerSchema, ignoredSchema]) };
    app.post('/lane/cameras/plate-recognizer', { onRequest, schema: { tags, response: cameraAnswer } }, (request) =>
      fromCamera(request, () => readPlateRecognizerWebhook(request.body)),
    );
    app.post(
      '/lane/cameras/hikvision',
      { onRequest, bodyLimit: MAX_EVENT_LENGTH, schema: { tags, response: cameraAnswer } },
      (request) =>
        fromCamera(request, () =>
          readHikvisionAnprEvent(typeof request.body === 'string' ? request.body : JSON.stringify(request.body)),
        ),
    );
  };
}
