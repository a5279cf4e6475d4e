import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicAreaSchema,
  publicPlanSchema,
  publicSubscriptionAnswerSchema,
  publicSubscriptionRequestSchema,
} from '../../../domain/schemas/subscription';
import type { Config } from '../../config';
import { ApiError } from '../../errors';
import type { Mailer } from '../../core/mailer';
import { publicAreas, publicPlans } from './public-choices';
import { tellAdminsOfRequest } from './request-notices';
import { fileSubscriptionRequest } from './subscriptions';
import { subscriptionsResource } from './subscriptions.resource';
import { publicUrlOf } from '../../core/public-url';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * What the public subscription-request page reads and sends, without signing in. The request
 * carries the public API key, is limited per IP and has a honeypot (README, "Subscriptions").
 */
export function publicRoutes(config: Config, mailer: Mailer) {
  const expectedKey = digest(config.PUBLIC_API_KEY);
  // Compared as digests of equal length, in constant time.
  async function requireApiKey(request: FastifyRequest) {
    const sent = request.headers['x-api-key'];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expectedKey))
      throw new ApiError(401, 'invalid_api_key');
  }

  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const tags = ['public'];
    const subscriptions = subscriptionsResource;

    app.get('/public/areas', { schema: { tags, security: [], response: { 200: z.array(publicAreaSchema) } } }, () =>
      publicAreas(app.db),
    );

    app.get('/public/plans', { schema: { tags, security: [], response: { 200: z.array(publicPlanSchema) } } }, () =>
      publicPlans(app.db),
    );

    app.post(
      '/public/subscription-requests',
      {
        config: { rateLimit: { max: config.PUBLIC_REQUEST_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
        onRequest: requireApiKey,
        schema: {
          tags,
          security: [],
          headers: z.looseObject({
            'x-api-key': z.string().optional().describe('The public API key (GET /api/settings: public_api_key)'),
          }),
          body: publicSubscriptionRequestSchema,
          response: { 201: publicSubscriptionAnswerSchema },
        },
      },
      async (request, reply) => {
        reply.status(201);
        const { reference, filed } = await fileSubscriptionRequest(
          { db: app.db, clock: app.clock },
          subscriptions,
          request.body,
        );
        if (filed)
          app.background.run('tell the admins of a subscription request', () =>
            tellAdminsOfRequest(app.db, mailer, publicUrlOf(config), filed),
          );
        return { reference };
      },
    );
  };
}
