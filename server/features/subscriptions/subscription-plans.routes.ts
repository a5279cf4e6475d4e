import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verbPermissions } from '../../../domain/routes';
import { planStatusSchema } from '../../../domain/schemas/subscription-plan';
import { plansResource } from './subscription-plans.resource';
import { setPlanActive } from './subscription-plans';
import { callOf, idParams } from '../../core/crud.routes';

export async function subscriptionPlanRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/subscription-plans/:id/status',
    {
      onRequest: app.requirePermission(verbPermissions('subscription-plans', 'update')),
      schema: {
        tags: ['subscription-plans'],
        params: idParams,
        body: planStatusSchema,
        response: { 200: plansResource.record },
      },
    },
    (request) => setPlanActive(callOf(app, request), request.params.id, request.body.active),
  );
}
