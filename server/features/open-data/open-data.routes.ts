import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IntegratorScope } from '../../../domain/open-data';
import {
  webhookSubscriptionCreateSchema,
  webhookSubscriptionParams,
  webhookSubscriptionSchema,
  webhookSubscriptionWithSecretSchema,
} from '../../../domain/schemas/integrator';
import {
  listMetaSchema,
  listOf,
  occupancySchema,
  placeIdParams,
  placeSchema,
  pageQuerySchema,
  rateTableSchema,
  sessionSchema,
  sessionsQuerySchema,
} from '../../../domain/schemas/open-data';
import type { Config } from '../../config';
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

/** Where the open data API lives, under /api: its version is APDS's. */
export const OPEN_DATA_PREFIX = '/open/v4';

/**
 * The open data API (docs/open-data.md): APDS v4 shaped reads of places, rates, occupancy and
 * sessions, and the integrator's own webhook subscriptions, authenticated by the integrator's key
 * (`Authorization: Integrator <key>`), each route needing its scope.
 */
export function openDataRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const tags = ['open-data'];
    const security = [{ integrator: [] }];
    app.decorateRequest('integrator', undefined as unknown as Integrator);
    // The key and its scope are checked before the query or body: a caller without them learns nothing of the API's rules.
    const needs = (scope: IntegratorScope) => ({
      onRequest: async (request: FastifyRequest) => {
        request.integrator = await integratorOfRequest(app.db, app.clock, request, scope);
      },
    });
    const at = (path: string) => `${OPEN_DATA_PREFIX}${path}`;

    /** A whole-estate listing, paged: places, rates or occupancy, each by its own scope. */
    const estateList = <Item extends z.ZodType>(
      path: string,
      scope: IntegratorScope,
      item: Item,
      list: (
        ...args: Parameters<typeof listPlaces>
      ) => Promise<{ meta: z.output<typeof listMetaSchema>; data: Array<z.output<Item>> }>,
    ) =>
      app.get(
        at(path),
        { ...needs(scope), schema: { tags, security, querystring: pageQuerySchema, response: { 200: listOf(item) } } },
        (request) => list(app.db, app.clock, request.integrator, request.query.page),
      );

    estateList('/places', 'places:read', placeSchema, listPlaces);
    app.get(
      at('/places/:id'),
      { ...needs('places:read'), schema: { tags, security, params: placeIdParams, response: { 200: placeSchema } } },
      (request) => getPlace(app.db, app.clock, request.integrator, request.params.id),
    );
    estateList('/rates', 'rates:read', rateTableSchema, listRates);
    estateList('/occupancy', 'occupancy:read', occupancySchema, listOccupancy);
    app.get(
      at('/sessions'),
      {
        ...needs('sessions:read'),
        schema: { tags, security, querystring: sessionsQuerySchema, response: { 200: listOf(sessionSchema) } },
      },
      (request) => listSessions(app.db, app.clock, request.integrator, request.query),
    );

    app.get(
      at('/webhooks'),
      {
        ...needs('webhooks:manage'),
        schema: { tags, security, response: { 200: z.array(webhookSubscriptionSchema) } },
      },
      (request) => listWebhookSubscriptions(app.db, request.integrator),
    );
    app.post(
      at('/webhooks'),
      {
        ...needs('webhooks:manage'),
        schema: {
          tags,
          security,
          body: webhookSubscriptionCreateSchema,
          response: { 201: webhookSubscriptionWithSecretSchema },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return createWebhookSubscription(app.db, request.integrator, request.body, config.WEBHOOK_ALLOW_LOCAL_HTTP);
      },
    );
    app.delete(
      at('/webhooks/:id'),
      { ...needs('webhooks:manage'), schema: { tags, security, params: webhookSubscriptionParams } },
      async (request, reply) => {
        await deleteWebhookSubscription(app.db, request.integrator, request.params.id);
        reply.status(204);
      },
    );
  };
}
