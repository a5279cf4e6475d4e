import type { FastifyInstance } from 'fastify';
import { LANE_HEALTH_ENDPOINTS as LANE_HEALTH } from '../../../domain/endpoints/lanes';
import type { Config } from '../../config';
import { serve } from '../../core/endpoint';
import { decisionOf } from '../../core/crud.routes';
import { gateSettingsOf } from '../gate';
import { openBarrierByHand } from './barrier-states';
import { acknowledgeLaneAlarm, openLaneAlarms } from './lane-alarms';
import { confirmRead, pendingConfirmations, refuseRead } from './lane-confirmations';

/** What the people at the gates do for the lanes (domain/endpoints/lanes.ts). */
export function laneHealthRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    const settings = gateSettingsOf(config, app.clock);
    serve(app, LANE_HEALTH.alarms, (request) =>
      openLaneAlarms(app.db, request.user, request.query.gate_id, app.clock.now()),
    );
    serve(app, LANE_HEALTH.acknowledgeAlarm, (request) =>
      acknowledgeLaneAlarm(app.db, request.user, request.params.id, request.body.note, app.clock.now()),
    );
    serve(app, LANE_HEALTH.confirmations, (request) =>
      pendingConfirmations(app.db, request.user, request.query.gate_id),
    );
    serve(app, LANE_HEALTH.confirmRead, (request) =>
      confirmRead(decisionOf(app, request), request.params.id, request.body, settings),
    );
    serve(app, LANE_HEALTH.refuseRead, (request) =>
      refuseRead(decisionOf(app, request), request.params.id, request.body.note),
    );
    serve(app, LANE_HEALTH.openBarrier, (request) => openBarrierByHand(app.db, request.user, request.body, app.clock));
  };
}
