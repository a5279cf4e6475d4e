import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyQuotaSchema } from '../../../domain/schemas/company-subscription';
import { approvalSchema, rejectionSchema } from '../../../domain/schemas/subscription-decision';
import { companyOf, companyQuotaOf } from './company-subscriptions';
import {
  approveCompanySubscription,
  approveCompanyVehicleChange,
  rejectCompanySubscription,
  rejectCompanyVehicleChange,
} from './company-subscription-decisions';
import { decisionHeaders, decisionOf, idParams } from '../../core/crud.routes';
import { companySubscriptionsResource } from './company-subscriptions.resource';

export async function companySubscriptionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['company-subscriptions'];

  /** The caller's company quota as of today. */
  app.get(
    '/company-subscriptions/quota',
    {
      onRequest: app.requirePermission(['company_subscriptions_crud']),
      schema: { tags, response: { 200: companyQuotaSchema } },
    },
    (request) => companyQuotaOf(app.db, companyOf(request.user), app.clock.today()),
  );

  // Each decision names the version of the subscription it was taken on (server/core/crud.routes.ts decisionOf).
  const decide = { onRequest: app.requirePermission(['companies_crud']) };
  app.post(
    '/company-subscriptions/:id/approve',
    {
      ...decide,
      schema: {
        tags,
        headers: decisionHeaders,
        params: idParams,
        body: approvalSchema,
        response: { 200: companySubscriptionsResource.record },
      },
    },
    (request) =>
      approveCompanySubscription(
        decisionOf(app, request),
        companySubscriptionsResource,
        request.params.id,
        request.body,
      ),
  );
  app.post(
    '/company-subscriptions/:id/reject',
    {
      ...decide,
      schema: {
        tags,
        headers: decisionHeaders,
        params: idParams,
        body: rejectionSchema,
        response: { 200: companySubscriptionsResource.record },
      },
    },
    (request) =>
      rejectCompanySubscription(
        decisionOf(app, request),
        companySubscriptionsResource,
        request.params.id,
        request.body.reason,
      ),
  );

  /** The decision on a vehicle change waiting on an approved subscription. */
  app.post(
    '/company-subscriptions/:id/vehicle-change/approve',
    {
      ...decide,
      schema: {
        tags,
        headers: decisionHeaders,
        params: idParams,
        response: { 200: companySubscriptionsResource.record },
      },
    },
    (request) => approveCompanyVehicleChange(decisionOf(app, request), companySubscriptionsResource, request.params.id),
  );
  app.post(
    '/company-subscriptions/:id/vehicle-change/reject',
    {
      ...decide,
      schema: {
        tags,
        headers: decisionHeaders,
        params: idParams,
        body: rejectionSchema,
        response: { 200: companySubscriptionsResource.record },
      },
    },
    (request) =>
      rejectCompanyVehicleChange(
        decisionOf(app, request),
        companySubscriptionsResource,
        request.params.id,
        request.body.reason,
      ),
  );
}
