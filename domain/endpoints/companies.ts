import { verbPermissions } from '../routes';
import { companyStatisticsSchema } from '../schemas/company';
import { companyQuotaSchema, companySubscriptionRecordSchema } from '../schemas/company-subscription';
import { idParams } from '../schemas/fields';
import { offerQuery, subscriptionOfferSchema } from '../schemas/subscription';
import { approvalSchema, rejectionSchema } from '../schemas/subscription-decision';
import { endpoint } from './endpoint';

/** A decision on a company subscription, on the subscription as its decider read it. */
const DECIDES = {
  method: 'POST',
  params: idParams,
  answer: companySubscriptionRecordSchema,
  access: { permission: ['companies_crud'] },
  tag: 'company-subscriptions',
  decision: true,
} as const;

/** A company's figures and reminder, and the decisions on its subscriptions and their vehicle changes. */
export const COMPANY_ENDPOINTS = {
  /** Subscriptions by status, vehicles and quota use over time; scoped as the company itself. */
  statistics: endpoint({
    method: 'GET',
    path: '/companies/:id/statistics',
    params: idParams,
    answer: companyStatisticsSchema,
    access: { permission: verbPermissions('companies', 'read') },
    tag: 'companies',
  }),
  /** The quota's reminder as a chat message to the company's manager, for the super admin to send. */
  reminder: endpoint({
    method: 'GET',
    path: '/companies/:id/reminder',
    params: idParams,
    query: offerQuery,
    answer: subscriptionOfferSchema,
    access: { permission: verbPermissions('companies', 'update') },
    tag: 'companies',
  }),
  /** The caller's company quota as of today. */
  quota: endpoint({
    method: 'GET',
    path: '/company-subscriptions/quota',
    answer: companyQuotaSchema,
    access: { permission: ['company_subscriptions_crud'] },
    tag: 'company-subscriptions',
  }),
  approve: endpoint({
    ...DECIDES,
    path: '/company-subscriptions/:id/approve',
    body: approvalSchema,
    failure: 'ps.failures.approve',
  }),
  reject: endpoint({
    ...DECIDES,
    path: '/company-subscriptions/:id/reject',
    body: rejectionSchema,
    failure: 'ps.failures.reject',
  }),
  /** The decision on a vehicle change waiting on an approved subscription. */
  approveVehicleChange: endpoint({
    ...DECIDES,
    path: '/company-subscriptions/:id/vehicle-change/approve',
    failure: 'ps.failures.approve',
  }),
  rejectVehicleChange: endpoint({
    ...DECIDES,
    path: '/company-subscriptions/:id/vehicle-change/reject',
    body: rejectionSchema,
    failure: 'ps.failures.reject',
  }),
};
