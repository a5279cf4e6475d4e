import { z } from 'zod';
import type { IntegratorScope } from '../open-data';
import {
  webhookSubscriptionCreateSchema,
  webhookSubscriptionParams,
  webhookSubscriptionSchema,
  webhookSubscriptionWithSecretSchema,
} from '../schemas/integrator';
import {
  listOf,
  occupancySchema,
  pageQuerySchema,
  placeIdParams,
  placeSchema,
  rateTableSchema,
  sessionSchema,
  sessionsQuerySchema,
} from '../schemas/open-data';
import { endpoint } from './endpoint';

/** Where the open data API lives, under /api: its version is APDS's. */
const OPEN_DATA_PREFIX = '/open/v4';

/** An integrator's call under the API's prefix, with the key's scope it needs. */
const needs = (scope: IntegratorScope, path: string) =>
  ({ path: `${OPEN_DATA_PREFIX}${path}`, access: { integrator: scope }, tag: 'open-data' }) as const;

/**
 * The open data API (docs/open-data.md): APDS v4 shaped reads of places, rates, occupancy and
 * sessions, paged over the whole estate the key reaches, and the integrator's own webhook
 * subscriptions.
 */
export const OPEN_DATA_ENDPOINTS = {
  places: endpoint({
    ...needs('places:read', '/places'),
    readsReplica: true,
    method: 'GET',
    query: pageQuerySchema,
    answer: listOf(placeSchema),
  }),
  place: endpoint({
    ...needs('places:read', '/places/:id'),
    readsReplica: true,
    method: 'GET',
    params: placeIdParams,
    answer: placeSchema,
  }),
  rates: endpoint({
    ...needs('rates:read', '/rates'),
    readsReplica: true,
    method: 'GET',
    query: pageQuerySchema,
    answer: listOf(rateTableSchema),
  }),
  occupancy: endpoint({
    ...needs('occupancy:read', '/occupancy'),
    readsReplica: true,
    method: 'GET',
    query: pageQuerySchema,
    answer: listOf(occupancySchema),
  }),
  sessions: endpoint({
    ...needs('sessions:read', '/sessions'),
    readsReplica: true,
    method: 'GET',
    query: sessionsQuerySchema,
    answer: listOf(sessionSchema),
  }),
  webhooks: endpoint({
    ...needs('webhooks:manage', '/webhooks'),
    method: 'GET',
    answer: z.array(webhookSubscriptionSchema),
  }),
  subscribe: endpoint({
    ...needs('webhooks:manage', '/webhooks'),
    method: 'POST',
    body: webhookSubscriptionCreateSchema,
    answer: webhookSubscriptionWithSecretSchema,
    status: 201,
  }),
  unsubscribe: endpoint({
    ...needs('webhooks:manage', '/webhooks/:id'),
    method: 'DELETE',
    params: webhookSubscriptionParams,
    status: 204,
  }),
};
