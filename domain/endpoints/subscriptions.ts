import { z } from 'zod';
import { idParams } from '../schemas/fields';
import { verbPermissions } from '../routes';
import {
  offerQuery,
  publicAreaSchema,
  publicPlanSchema,
  publicSubscriptionAnswerSchema,
  publicSubscriptionRequestSchema,
  sendCredentialSchema,
  sentCredentialSchema,
  subscriptionOfferSchema,
  subscriptionApprovalSchema,
  subscriptionRecordSchema,
  subscriptionWithQrSchema,
} from '../schemas/subscription';
import { approvalSchema, rejectionSchema } from '../schemas/subscription-decision';
import { planRecordSchema, planStatusSchema } from '../schemas/subscription-plan';
import { endpoint } from './endpoint';

const ON_ONE = { params: idParams, tag: 'subscriptions' } as const;
const DECIDES = {
  ...ON_ONE,
  method: 'POST',
  access: { permission: verbPermissions('subscriptions', 'update') },
} as const;
const READS = { ...ON_ONE, method: 'GET', access: { permission: verbPermissions('subscriptions', 'read') } } as const;

/**
 * An individual subscription's workflow: the decisions on a request (each on the request as its
 * decider read it), a new QR credential and its mail, and the messages a clerk sends by chat.
 */
export const SUBSCRIPTION_ENDPOINTS = {
  approve: endpoint({
    ...DECIDES,
    path: '/subscriptions/:id/approve',
    body: approvalSchema,
    answer: subscriptionApprovalSchema,
    decision: true,
    failure: 'ps.failures.approve',
  }),
  reject: endpoint({
    ...DECIDES,
    path: '/subscriptions/:id/reject',
    body: rejectionSchema,
    answer: subscriptionRecordSchema,
    decision: true,
    failure: 'ps.failures.reject',
  }),
  reissueQr: endpoint({ ...DECIDES, path: '/subscriptions/:id/qr', answer: subscriptionWithQrSchema }),
  sendCredential: endpoint({
    ...DECIDES,
    path: '/subscriptions/:id/send-credential',
    body: sendCredentialSchema,
    answer: sentCredentialSchema,
  }),
  offer: endpoint({ ...READS, path: '/subscriptions/:id/offer', query: offerQuery, answer: subscriptionOfferSchema }),
  reminder: endpoint({
    ...READS,
    path: '/subscriptions/:id/reminder',
    query: offerQuery,
    answer: subscriptionOfferSchema,
  }),
  planStatus: endpoint({
    method: 'POST',
    path: '/subscription-plans/:id/status',
    params: idParams,
    body: planStatusSchema,
    answer: planRecordSchema,
    access: { permission: verbPermissions('subscription-plans', 'update') },
    tag: 'subscription-plans',
  }),
};

/**
 * What the public subscription-request page reads and sends, without signing in. The request
 * carries the public API key, is limited per address and has a honeypot (README, "Subscriptions").
 */
export const PUBLIC_REQUEST_ENDPOINTS = {
  areas: endpoint({
    method: 'GET',
    path: '/public/areas',
    answer: z.array(publicAreaSchema),
    access: 'anyone',
    tag: 'public',
  }),
  plans: endpoint({
    method: 'GET',
    path: '/public/plans',
    answer: z.array(publicPlanSchema),
    access: 'anyone',
    tag: 'public',
  }),
  request: endpoint({
    method: 'POST',
    path: '/public/subscription-requests',
    headers: z.looseObject({
      'x-api-key': z.string().optional().describe('The public API key (GET /api/settings: public_api_key)'),
    }),
    body: publicSubscriptionRequestSchema,
    answer: publicSubscriptionAnswerSchema,
    status: 201,
    access: 'public key',
    perIpLimit: 'PUBLIC_REQUEST_RATE_LIMIT_PER_HOUR',
    tag: 'public',
  }),
};
