import type { FastifyInstance } from 'fastify';
import { SUBSCRIPTION_ENDPOINTS } from '../../../domain/endpoints/subscriptions';
import { serve } from '../../core/endpoint';
import { callOf } from '../../core/crud.routes';
import { setPlanActive } from './subscription-plans';

export async function subscriptionPlanRoutes(app: FastifyInstance) {
  serve(app, SUBSCRIPTION_ENDPOINTS.planStatus, (request) =>
    setPlanActive(callOf(app, request), request.params.id, request.body.active),
  );
}
