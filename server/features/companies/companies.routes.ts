import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verbPermissions } from '../../../domain/routes';
import { companyStatisticsSchema } from '../../../domain/schemas/company';
import { offerQuery, subscriptionOfferSchema } from '../../../domain/schemas/subscription';
import type { Config } from '../../config';
import { quotaReminderMessage } from '../subscriptions';
import { companies } from '../../db/schema';
import { companyStatistics } from './company-statistics';
import { findRow } from '../../core/crud';
import { callOf, idParams } from '../../core/crud.routes';
import { companiesResource } from './companies.resource';
import { publicUrlOf } from '../../core/public-url';

export function companyRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    /** Subscriptions by status, vehicles and quota use over time; scoped as the company itself. */
    app.get(
      '/companies/:id/statistics',
      {
        onRequest: app.requirePermission(verbPermissions('companies', 'read')),
        schema: { tags: ['companies'], params: idParams, response: { 200: companyStatisticsSchema } },
      },
      async (request) => {
        const context = callOf(app, request);
        const company = await findRow(context, companiesResource, request.params.id);
        return companyStatistics(context, company as typeof companies.$inferSelect);
      },
    );

    /** The quota's reminder as a chat message to the company's manager, for the super admin to send. */
    app.get(
      '/companies/:id/reminder',
      {
        onRequest: app.requirePermission(verbPermissions('companies', 'update')),
        schema: {
          tags: ['companies'],
          params: idParams,
          querystring: offerQuery,
          response: { 200: subscriptionOfferSchema },
        },
      },
      async (request) => {
        const context = callOf(app, request);
        const company = await findRow(context, companiesResource, request.params.id);
        return quotaReminderMessage(context, company as typeof companies.$inferSelect, request.query.lang, {
          ...config,
          publicUrl: publicUrlOf(config, request),
        });
      },
    );
  };
}
