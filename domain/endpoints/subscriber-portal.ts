import { z } from 'zod';
import { idParams } from '../schemas/fields';
import { checkoutAnswerSchema } from '../schemas/payment-link';
import { paymentReceiptSchema } from '../schemas/receipt';
import {
  automaticRenewalSchema,
  renewalSchema,
  subscriberCodeRequestSchema,
  subscriberSessionHeaders,
  subscriberSessionSchema,
  subscriberSignInSchema,
  subscriberViewSchema,
} from '../schemas/subscriber-portal';
import type { CodeRequestAnswer } from './auth';
import { endpoint, unchecked } from './endpoint';

const PUBLIC = { access: 'anyone', tag: 'subscriber', perIpLimit: 'LOGIN_RATE_LIMIT_PER_MINUTE' } as const;

/**
 * A subscriber's own page, without a password: a one-time code sent to the email or the mobile
 * number their subscription names opens a session (its token in `x-subscriber-session`), which reads their
 * subscriptions, renews one online, and turns its automatic renewal with a saved card on or off.
 * Each call is limited per address.
 */
export const SUBSCRIBER_PORTAL_ENDPOINTS = {
  code: endpoint({
    ...PUBLIC,
    method: 'POST',
    path: '/public/subscriber/codes',
    body: subscriberCodeRequestSchema,
    answer: unchecked<CodeRequestAnswer>(),
    status: 202,
  }),
  signIn: endpoint({
    ...PUBLIC,
    method: 'POST',
    path: '/public/subscriber/sessions',
    body: subscriberSignInSchema,
    answer: subscriberSessionSchema,
  }),
  signOut: endpoint({
    ...PUBLIC,
    method: 'DELETE',
    path: '/public/subscriber/sessions/current',
    headers: subscriberSessionHeaders,
    status: 204,
  }),
  mine: endpoint({
    ...PUBLIC,
    method: 'GET',
    path: '/public/subscriber/subscriptions',
    headers: subscriberSessionHeaders,
    answer: subscriberViewSchema,
  }),
  receipt: endpoint({
    ...PUBLIC,
    method: 'GET',
    path: '/public/subscriber/payments/:id/receipt',
    params: idParams,
    headers: subscriberSessionHeaders,
    answer: paymentReceiptSchema,
  }),
  qrCode: endpoint({
    ...PUBLIC,
    method: 'POST',
    path: '/public/subscriber/subscriptions/:id/qr-code',
    params: idParams,
    headers: subscriberSessionHeaders,
    answer: z.object({ qr_token: z.string() }),
    failure: 'ps.subscriber.qr_failed',
  }),
  renew: endpoint({
    ...PUBLIC,
    method: 'POST',
    path: '/public/subscriber/subscriptions/:id/renewal',
    params: idParams,
    headers: subscriberSessionHeaders,
    body: renewalSchema,
    answer: checkoutAnswerSchema,
    failure: 'ps.subscriber.renew_failed',
  }),
  startAutomaticRenewal: endpoint({
    ...PUBLIC,
    method: 'PUT',
    path: '/public/subscriber/subscriptions/:id/automatic-renewal',
    params: idParams,
    headers: subscriberSessionHeaders,
    body: automaticRenewalSchema,
    status: 204,
    failure: 'ps.subscriber.automatic_renewal.start_failed',
  }),
  stopAutomaticRenewal: endpoint({
    ...PUBLIC,
    method: 'DELETE',
    path: '/public/subscriber/subscriptions/:id/automatic-renewal',
    params: idParams,
    headers: subscriberSessionHeaders,
    status: 204,
    failure: 'ps.subscriber.automatic_renewal.stop_failed',
  }),
};
