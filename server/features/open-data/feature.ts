import type { Feature } from '../../core/feature';
import { integratorsResource } from './integrators.resource';
import { integratorRoutes } from './integrators.routes';
import { openDataRoutes } from './open-data.routes';
import {
  deliverDueWebhooks,
  forgetOldWebhookDeliveries,
  WEBHOOK_DELIVERY_RETENTION_EVERY_MS,
} from './webhook-deliveries';

/** How often the webhooks' outbox is taken up, and the share of the server's time a round may take. */
const WEBHOOK_ROUND_EVERY_MS = 2_000;
const WEBHOOK_ROUND_MS = 300;

/** Open data for integrators (APDS), their keys, and the webhooks the product sends them. */
export const openDataFeature = {
  resources: {
    integrators: integratorsResource,
  },
  async routes(api, { config }) {
    await api.register(integratorRoutes);
    await api.register(openDataRoutes(config));
  },
  jobs: [
    {
      name: 'deliver webhooks',
      everyMs: WEBHOOK_ROUND_EVERY_MS,
      run: (_app, { db, clock, config }) =>
        deliverDueWebhooks(db, clock, {
          until: performance.now() + WEBHOOK_ROUND_MS,
          allowInternal: config.WEBHOOK_ALLOW_LOCAL_HTTP,
        }),
    },
    {
      name: 'forget old webhook deliveries',
      everyMs: WEBHOOK_DELIVERY_RETENTION_EVERY_MS,
      run: (_app, { db, clock }) => forgetOldWebhookDeliveries(db, clock),
    },
  ],
} satisfies Feature;
