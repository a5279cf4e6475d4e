import type { FastifyInstance } from 'fastify';
import { COMPANY_ENDPOINTS as COMPANIES } from '../../../domain/endpoints/companies';
import type { Config } from '../../config';
import { companies } from '../../db/schema';
import { findRow } from '../../core/crud';
import { callOf } from '../../core/crud.routes';
import { serve } from '../../core/endpoint';
import { publicUrlOf } from '../../core/public-url';
import { quotaReminderMessage } from '../subscriptions';
import { companiesResource } from './companies.resource';
import { companyStatistics } from './company-statistics';

type CompanyRow = typeof companies.$inferSelect;

/** A company's figures and its quota's reminder (domain/endpoints/companies.ts). */
export function companyRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    serve(app, COMPANIES.statistics, async (request) => {
      const context = callOf(app, request);
      const company = await findRow(context, companiesResource, request.params.id);
      return companyStatistics(context, company as CompanyRow);
    });
    serve(app, COMPANIES.reminder, async (request) => {
      const context = callOf(app, request);
      const company = await findRow(context, companiesResource, request.params.id);
      return quotaReminderMessage(context, company as CompanyRow, request.query.lang, {
        ...config,
        publicUrl: publicUrlOf(config, request),
      });
    });
  };
}
