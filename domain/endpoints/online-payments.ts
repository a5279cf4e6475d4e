import { z } from 'zod';
import { idParams } from '../schemas/fields';
import { quotaOrderCreateSchema, quotaOrderSchema } from '../schemas/quota-order';
import { payAheadCheckoutSchema, payAheadLookupSchema, payAheadStaySchema } from '../schemas/pay-ahead';
import { reconciliationQuerySchema, reconciliationSchema } from '../schemas/reconciliation';
import {
  checkoutAnswerSchema,
  checkoutSchema,
  gatewaySignalAnswerSchema,
  paymentLinkParams,
  paymentLinkSummarySchema,
  publicPaymentLinkSchema,
  sendPaymentLinkSchema,
  sentPaymentLinkSchema,
} from '../schemas/payment-link';
import { verbPermissions } from '../routes';
import { endpoint, unchecked } from './endpoint';

/**
 * Online payments: staff send a subscription's payment link; its payer opens and pays it without
 * signing in (the link's token is the key); a guest pays their stay ahead of the exit; the
 * gateway's webhooks and callbacks are signals only.
 */
export const ONLINE_PAYMENT_ENDPOINTS = {
  sendSubscriptionLink: endpoint({
    method: 'POST',
    path: '/subscriptions/:id/payment-link',
    params: idParams,
    body: sendPaymentLinkSchema,
    answer: sentPaymentLinkSchema,
    access: { permission: verbPermissions('subscriptions', 'update') },
    decision: true,
    tag: 'subscriptions',
    failure: 'ps.payment_links.failed',
  }),
  subscriptionLinks: endpoint({
    method: 'GET',
    path: '/subscriptions/:id/payment-links',
    params: idParams,
    answer: z.array(paymentLinkSummarySchema),
    access: { permission: verbPermissions('subscriptions', 'read') },
    tag: 'subscriptions',
  }),
  /** The company pays: a super admin sends the link to its manager, or the manager makes it for themselves (the row scope keeps them to their company). */
  sendCompanySubscriptionLink: endpoint({
    method: 'POST',
    path: '/company-subscriptions/:id/payment-link',
    params: idParams,
    body: sendPaymentLinkSchema,
    answer: sentPaymentLinkSchema,
    access: { permission: ['companies_crud', 'company_subscriptions_crud'] },
    decision: true,
    tag: 'company-subscriptions',
    failure: 'ps.payment_links.failed',
  }),
  companySubscriptionLinks: endpoint({
    method: 'GET',
    path: '/company-subscriptions/:id/payment-links',
    params: idParams,
    answer: z.array(paymentLinkSummarySchema),
    access: { permission: verbPermissions('company-subscriptions', 'read') },
    tag: 'company-subscriptions',
  }),
  /** A super admin orders more quota for a company (a new record: it decides on none before it); the link goes to its manager. */
  orderQuota: endpoint({
    method: 'POST',
    path: '/companies/:id/quota-orders',
    params: idParams,
    body: quotaOrderCreateSchema,
    answer: sentPaymentLinkSchema,
    access: { permission: ['companies_crud'] },
    tag: 'companies',
    failure: 'ps.quota_orders.failed',
  }),
  /** A company's quota orders, newest first: its super admins' and its own manager's to read. */
  quotaOrders: endpoint({
    method: 'GET',
    path: '/companies/:id/quota-orders',
    params: idParams,
    answer: z.array(quotaOrderSchema),
    access: { permission: verbPermissions('companies', 'read') },
    tag: 'companies',
  }),
  /** A new link for an order awaiting its payment: a super admin sends it to the manager, or the manager makes it to pay now. */
  sendQuotaOrderLink: endpoint({
    method: 'POST',
    path: '/quota-orders/:id/payment-link',
    params: idParams,
    body: sendPaymentLinkSchema,
    answer: sentPaymentLinkSchema,
    access: { permission: ['companies_crud', 'company_subscriptions_crud'] },
    decision: true,
    tag: 'companies',
    failure: 'ps.payment_links.failed',
  }),
  /** A super admin cancels an order awaiting its payment: its links close, and a payment made anyway is paid back. */
  cancelQuotaOrder: endpoint({
    method: 'POST',
    path: '/quota-orders/:id/cancel',
    params: idParams,
    answer: quotaOrderSchema,
    access: { permission: ['companies_crud'] },
    decision: true,
    tag: 'companies',
    failure: 'ps.quota_orders.cancel_failed',
  }),
  link: endpoint({
    method: 'GET',
    path: '/public/payment-links/:token',
    params: paymentLinkParams,
    answer: publicPaymentLinkSchema,
    access: 'anyone',
    tag: 'public',
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/public/payment-links/:token/checkout',
    params: paymentLinkParams,
    body: checkoutSchema,
    answer: checkoutAnswerSchema,
    access: 'anyone',
    perIpLimit: 'PUBLIC_PAYMENT_RATE_LIMIT_PER_MINUTE',
    tag: 'public',
    failure: 'ps.pay.checkout_failed',
  }),
  payAheadStay: endpoint({
    method: 'POST',
    path: '/public/pay-ahead/stay',
    body: payAheadLookupSchema,
    answer: payAheadStaySchema,
    access: 'anyone',
    perIpLimit: 'PUBLIC_PAYMENT_RATE_LIMIT_PER_MINUTE',
    tag: 'public',
    description:
      "A guest's open stay, by its ticket's QR code or by its plate and about when it came in: its fee now, line by line as the exit would price it, or by when a stay paid ahead leaves free.",
  }),
  payAheadCheckout: endpoint({
    method: 'POST',
    path: '/public/pay-ahead/checkout',
    body: payAheadCheckoutSchema,
    answer: checkoutAnswerSchema,
    access: 'anyone',
    perIpLimit: 'PUBLIC_PAYMENT_RATE_LIMIT_PER_MINUTE',
    tag: 'public',
    failure: 'ps.pay.checkout_failed',
    description:
      "The gateway's page to pay a guest's stay ahead of its exit, at the quote of now; paid, the stay leaves free within its tariff's grace.",
  }),
  reconciliation: endpoint({
    method: 'GET',
    path: '/payments/reconciliation',
    query: reconciliationQuerySchema,
    answer: reconciliationSchema,
    access: { permission: verbPermissions('payment-transactions', 'create') },
    tag: 'payments',
    description:
      "An operator day's online payments and refunds against the gateway's settlements: what matched, with the gateway's fees and payout, and what either side lacks or holds for another amount.",
  }),
  moyasarWebhook: endpoint({
    method: 'POST',
    path: '/payments/moyasar/webhook',
    body: unchecked<unknown>(),
    answer: gatewaySignalAnswerSchema,
    access: 'anyone',
    tag: 'payments',
    description:
      "Moyasar's webhook: taken only with the webhook's secret; the payment it names is then fetched from Moyasar and checked before anything is recorded.",
  }),
  moyasarNotify: endpoint({
    method: 'POST',
    path: '/payments/moyasar/notify',
    body: unchecked<unknown>(),
    answer: gatewaySignalAnswerSchema,
    access: 'anyone',
    tag: 'payments',
    description:
      "Moyasar's callback when an invoice is paid: a signal only; the invoice's payments are fetched from Moyasar and checked.",
  }),
};
