import type { FastifyInstance } from 'fastify';
import { COMPANY_ENDPOINTS as COMPANIES } from '../../../domain/endpoints/companies';
import { serve } from '../../core/endpoint';
import { decisionOf } from '../../core/crud.routes';
import { companyOf, companyQuotaOf } from './company-subscriptions';
import {
  approveCompanySubscription,
  approveCompanyVehicleChange,
  rejectCompanySubscription,
  rejectCompanyVehicleChange,
} from './company-subscription-decisions';
import { companySubscriptionsResource as resource } from './company-subscriptions.resource';

/** A company's quota, and the decisions on its subscriptions (domain/endpoints/companies.ts). */
export async function companySubscriptionRoutes(app: FastifyInstance) {
  serve(app, COMPANIES.quota, (request) => companyQuotaOf(app.db, companyOf(request.user), app.clock.today()));
  serve(app, COMPANIES.approve, (request) =>
    approveCompanySubscription(decisionOf(app, request), resource, request.params.id, request.body),
  );
  serve(app, COMPANIES.reject, (request) =>
    rejectCompanySubscription(decisionOf(app, request), resource, request.params.id, request.body.reason),
  );
  serve(app, COMPANIES.approveVehicleChange, (request) =>
    approveCompanyVehicleChange(decisionOf(app, request), resource, request.params.id),
  );
  serve(app, COMPANIES.rejectVehicleChange, (request) =>
    rejectCompanyVehicleChange(decisionOf(app, request), resource, request.params.id, request.body.reason),
  );
}
