import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPEN_DATA_ENDPOINTS } from '../../../domain/endpoints/open-data';
import type { IntegratorScope } from '../../../domain/open-data';
import type { Config } from '../../config';
import { serve } from '../../core/endpoint';
import { type Integrator, integratorOfRequest } from './integrator-auth';
import { getPlace, listOccupancy, listPlaces, listRates, listSessions } from './open-data';
import {
  createWebhookSubscription,
  deleteWebhookSubscription,
  listWebhookSubscriptions,
} from './webhook-subscriptions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The integrator an open data route's request comes from (server/features/open-data/integrator-auth.ts). */
    integrator: Integrator;
  }
}

/**
 * The open data API (domain/endpoints/open-data.ts, docs/open-data.md), authenticated by the
 * integrator's key (`Authorization: Integrator <key>`), each route needing its scope.
 */
export function openDataRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    app.decorateRequest('integrator', undefined as unknown as Integrator);
    app.decorate('requireIntegrator', (scope: IntegratorScope) => async (request: FastifyRequest) => {
      request.integrator = await integratorOfRequest(app.db, app.clock, request, scope);
    });

    serve(app, OPEN_DATA_ENDPOINTS.places, (request, _reply, reads) =>
      listPlaces(reads, app.clock, request.integrator, request.query.page),
    );
    serve(app, OPEN_DATA_ENDPOINTS.place, (request, _reply, reads) =>
      getPlace(reads, app.clock, request.integrator, request.params.id),
    );
    serve(app, OPEN_DATA_ENDPOINTS.rates, (request, _reply, reads) =>
      listRates(reads, app.clock, request.integrator, request.query.page),
    );
    serve(app, OPEN_DATA_ENDPOINTS.occupancy, (request, _reply, reads) =>
      listOccupancy(reads, app.clock, request.integrator, request.query.page),
    );
    serve(app, OPEN_DATA_ENDPOINTS.sessions, (request, _reply, reads) =>
      listSessions(reads, app.clock, request.integrator, request.query),
    );
    serve(app, OPEN_DATA_ENDPOINTS.webhooks, (request) => listWebhookSubscriptions(app.db, request.integrator));
    serve(app, OPEN_DATA_ENDPOINTS.subscribe, (request) =>
      createWebhookSubscription(app.db, request.integrator, request.body, config.WEBHOOK_ALLOW_LOCAL_HTTP),
    );
    serve(app, OPEN_DATA_ENDPOINTS.unsubscribe, (request) =>
      deleteWebhookSubscription(app.db, request.integrator, request.params.id),
    );
  };
}
