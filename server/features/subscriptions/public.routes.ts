import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_REQUEST_ENDPOINTS } from '../../../domain/endpoints/subscriptions';
import type { Config } from '../../config';
import { ApiError } from '../../errors';
import { serve } from '../../core/endpoint';
import type { Mailer } from '../../core/mailer';
import { publicAreas, publicPlans } from './public-choices';
import { tellAdminsOfRequest } from './request-notices';
import { fileSubscriptionRequest } from './subscriptions';
import { subscriptionsResource } from './subscriptions.resource';
import { publicUrlOf } from '../../core/public-url';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** What the public subscription-request page reads and sends, without signing in (domain/endpoints/subscriptions.ts). */
export function publicRoutes(config: Config, mailer: Mailer) {
  const expectedKey = digest(config.PUBLIC_API_KEY);
  // Compared as digests of equal length, in constant time.
  async function requirePublicKey(request: FastifyRequest) {
    const sent = request.headers['x-api-key'];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expectedKey))
      throw new ApiError(401, 'invalid_api_key');
  }

  return async (app: FastifyInstance) => {
    app.decorate('requirePublicKey', requirePublicKey);

    serve(app, PUBLIC_REQUEST_ENDPOINTS.areas, () => publicAreas(app.db));
    serve(app, PUBLIC_REQUEST_ENDPOINTS.plans, () => publicPlans(app.db));
    serve(app, PUBLIC_REQUEST_ENDPOINTS.request, async (request) => {
      const { reference, filed } = await fileSubscriptionRequest(
        { db: app.db, clock: app.clock },
        subscriptionsResource,
        request.body,
      );
      if (filed)
        app.background.run('tell the admins of a subscription request', () =>
          tellAdminsOfRequest(app.db, mailer, publicUrlOf(config), filed),
        );
      return { reference };
    });
  };
}
