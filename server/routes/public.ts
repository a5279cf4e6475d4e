import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halalasToSar } from '../../domain/money';
import { publicAreaSchema, publicPlanSchema, publicSubscriptionAnswerSchema, publicSubscriptionRequestSchema } from '../../domain/schemas/subscription';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { areas, subscriptionPlans } from '../db/schema';
import { ApiError } from '../errors';
import { fileSubscriptionRequest } from '../services/subscriptions';
import { subscriptionsResource } from './subscriptions';

/** Plans an applicant may choose: individual ones on sale, in areas that are open. */
const onSale = and(eq(subscriptionPlans.plan_type, 'individual'), eq(subscriptionPlans.is_active, true), eq(areas.is_active, true));

/** Open areas that sell at least one individual plan: the form offers no area without a plan. */
async function publicAreas(db: Database) {
  const sellsAPlan = db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(and(eq(subscriptionPlans.area_id, areas.id), eq(subscriptionPlans.plan_type, 'individual'), eq(subscriptionPlans.is_active, true)));
  return db
    .select({ id: areas.id, name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(and(eq(areas.is_active, true), exists(sellsAPlan)))
    .orderBy(sql`${areas.name} collate "arabic"`, asc(areas.id));
}

async function publicPlans(db: Database) {
  const plans = await db
    .select({
      id: subscriptionPlans.id,
      area_id: subscriptionPlans.area_id,
      name_en: subscriptionPlans.name_en,
      name_ar: subscriptionPlans.name_ar,
      description: subscriptionPlans.description,
      duration: subscriptionPlans.duration,
      duration_unit: subscriptionPlans.duration_unit,
      price_halalas: subscriptionPlans.price_halalas,
      max_vehicles: subscriptionPlans.max_vehicles,
    })
    .from(subscriptionPlans)
    .innerJoin(areas, eq(areas.id, subscriptionPlans.area_id))
    .where(onSale)
    .orderBy(asc(subscriptionPlans.display_order), asc(subscriptionPlans.id));
  return plans.map(({ price_halalas, duration_unit, ...plan }) => ({ ...plan, duration_unit: duration_unit as 'days' | 'months', price: halalasToSar(price_halalas) }));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * What the public subscription-request page reads and sends, without signing in. The request
 * carries the public API key, is limited per IP and has a honeypot (README, "Subscriptions").
 */
export function publicRoutes(config: Config) {
  const expectedKey = digest(config.PUBLIC_API_KEY);
  // Compared as digests of equal length, in constant time.
  async function requireApiKey(request: FastifyRequest) {
    const sent = request.headers['x-api-key'];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expectedKey)) throw new ApiError(401, 'invalid_api_key');
  }

  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const tags = ['public'];
    const subscriptions = subscriptionsResource;

    app.get('/public/areas', { schema: { tags, security: [], response: { 200: z.array(publicAreaSchema) } } }, () => publicAreas(app.db));

    app.get('/public/plans', { schema: { tags, security: [], response: { 200: z.array(publicPlanSchema) } } }, () => publicPlans(app.db));

    app.post(
      '/public/subscription-requests',
      {
        config: { rateLimit: { max: config.PUBLIC_REQUEST_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
        onRequest: requireApiKey,
        schema: {
          tags,
          security: [],
          headers: z.looseObject({ 'x-api-key': z.string().optional().describe('The public API key (GET /api/settings: public_api_key)') }),
          body: publicSubscriptionRequestSchema,
          response: { 201: publicSubscriptionAnswerSchema },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return fileSubscriptionRequest({ db: app.db, clock: app.clock }, subscriptions, request.body);
      },
    );
  };
}
