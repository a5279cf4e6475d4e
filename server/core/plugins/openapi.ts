import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** What the open data routes' tag tells an integrator: their prefix, and how a webhook is checked (docs/open-data.md). */
const OPEN_DATA_DESCRIPTION = [
  'APDS v4 shaped reads under /api/open/v4, authenticated by `Authorization: Integrator <key>`, each route needing its scope.',
  'Webhooks POST `{id, topic, createdAt, data}` to the endpoint, at least once: `id` (also in `X-Parking-Delivery`) is the same on every retry.',
  '`X-Parking-Signature: t=<unix seconds>,v1=<hex>` is HMAC-SHA256, keyed with the subscription secret, over `<t>.<raw body>`:',
  'recompute it, compare in constant time, and refuse a `t` more than 5 minutes old. Any answer but 2xx is retried with backoff.',
].join(' ');

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Parking System API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          integrator: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The open data API (/api/open/v4): `Integrator <key>`, a key an administrator issued.',
          },
        },
      },
      tags: [{ name: 'open-data', description: OPEN_DATA_DESCRIPTION }],
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
