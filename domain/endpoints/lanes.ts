import { z } from 'zod';
import { MAX_ANPR_EVENT_LENGTH } from '../lane-devices';
import { idParams } from '../schemas/fields';
import { laneAnswerSchema, laneEntryRequestSchema, laneExitRequestSchema } from '../schemas/lane-device';
import {
  barrierStateRequestSchema,
  barrierStateSchema,
  confirmReadSchema,
  laneAlarmQuerySchema,
  laneAlarmSchema,
  laneConfirmationQuerySchema,
  laneConfirmationSchema,
  laneNoteSchema,
  manualBarrierOpenSchema,
} from '../schemas/lane-health';
import { endpoint, unchecked } from './endpoint';

const GATE_STAFF = { access: { permission: 'home_access' }, tag: 'gate' } as const;

/**
 * What the people at the gates do for the lanes (`home_access`: gate employees at their own area's
 * gates, administrators at every gate): see and acknowledge the lanes' alarms, decide the reads a
 * lane did not act on, and open a barrier by hand with a reason. Every decision is audited.
 */
export const LANE_HEALTH_ENDPOINTS = {
  alarms: endpoint({
    ...GATE_STAFF,
    method: 'GET',
    path: '/lane-alarms',
    query: laneAlarmQuerySchema,
    answer: z.array(laneAlarmSchema),
  }),
  acknowledgeAlarm: endpoint({
    ...GATE_STAFF,
    method: 'POST',
    path: '/lane-alarms/:id/acknowledgement',
    params: idParams,
    body: laneNoteSchema,
    answer: laneAlarmSchema,
  }),
  confirmations: endpoint({
    ...GATE_STAFF,
    method: 'GET',
    path: '/gate/confirmations',
    query: laneConfirmationQuerySchema,
    answer: z.array(laneConfirmationSchema),
  }),
  confirmRead: endpoint({
    ...GATE_STAFF,
    method: 'POST',
    path: '/gate/confirmations/:id/confirmation',
    params: idParams,
    body: confirmReadSchema,
    answer: laneConfirmationSchema,
    decision: true,
  }),
  refuseRead: endpoint({
    ...GATE_STAFF,
    method: 'POST',
    path: '/gate/confirmations/:id/refusal',
    params: idParams,
    body: laneNoteSchema,
    answer: laneConfirmationSchema,
    decision: true,
  }),
  openBarrier: endpoint({
    ...GATE_STAFF,
    method: 'POST',
    path: '/gate/barrier-opens',
    body: manualBarrierOpenSchema,
    answer: barrierStateSchema,
    status: 201,
  }),
};

const FROM_A_DEVICE = { method: 'POST', access: 'lane device', tag: 'lane' } as const;

/** What a camera's payload that is no plate read is answered: acknowledged, nothing done (cameras push heartbeats there too). */
const ignoredSchema = z.object({ ignored: z.string() });
/** A decision a car waits on at the barrier. */
const LANE_DECISION = { ...FROM_A_DEVICE, shedsWhenBusy: true } as const;
const CAMERA_EVENT = {
  ...LANE_DECISION,
  // The vendor's payload as the camera sends it, read by its vendor's reader (docs/lanes.md).
  body: unchecked<unknown>(),
  answer: z.union([laneAnswerSchema, ignoredSchema]),
} as const;

/**
 * The lane devices' own endpoints, each called with the device's key, never a staff account:
 * entries and exits as the product's protocol has them, heartbeats, barrier states, and camera
 * vendors' payloads as the cameras send them (docs/lanes.md).
 */
export const LANE_DEVICE_ENDPOINTS = {
  entry: endpoint({ ...LANE_DECISION, path: '/lane/entries', body: laneEntryRequestSchema, answer: laneAnswerSchema }),
  exit: endpoint({ ...LANE_DECISION, path: '/lane/exits', body: laneExitRequestSchema, answer: laneAnswerSchema }),
  heartbeat: endpoint({
    ...FROM_A_DEVICE,
    path: '/lane/heartbeats',
    answer: z.object({ device_id: z.number().int(), gate_id: z.number().int() }),
  }),
  barrierState: endpoint({
    ...FROM_A_DEVICE,
    path: '/lane/barrier-states',
    body: barrierStateRequestSchema,
    answer: barrierStateSchema,
  }),
  plateRecognizer: endpoint({ ...CAMERA_EVENT, path: '/lane/cameras/plate-recognizer' }),
  hikvision: endpoint({ ...CAMERA_EVENT, path: '/lane/cameras/hikvision', bodyLimit: MAX_ANPR_EVENT_LENGTH }),
};
