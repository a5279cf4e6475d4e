import { z } from 'zod';
import { idParams } from '../schemas/fields';
import {
  barrierStateSchema,
  confirmReadSchema,
  laneAlarmQuerySchema,
  laneAlarmSchema,
  laneConfirmationQuerySchema,
  laneConfirmationSchema,
  laneNoteSchema,
  manualBarrierOpenSchema,
} from '../schemas/lane-health';
import { endpoint } from './endpoint';

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
