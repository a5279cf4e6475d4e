import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PER_IP_LIMITS } from '../../../domain/endpoints/endpoint';
import { ONLINE_PAYMENT_ENDPOINTS as ONLINE } from '../../../domain/endpoints/online-payments';
import type { Config } from '../../config';
import { ApiError } from '../../errors';
import { serve } from '../../core/endpoint';
import { callOf, decisionOf } from '../../core/crud.routes';
import type { Mailer } from '../../core/mailer';
import { publicUrlOf } from '../../core/public-url';
import { unlessGatewayDown } from './gateway';
import { type SettleContext, settleGatewayPayment } from './gateway-payments';
import { PAYMENT_PAGE_PATH } from './link';
import { payAheadLink } from './pay-ahead/stay-links';
import { payAheadView } from './pay-ahead/stay-lookup';
import { checkout, publicLinkView } from './payment-links';
import { reconciliationOf } from './reconciliation';
import { simulatorRoutes } from './simulator/simulator.routes';
import { companySubscriptionLinks, companySubscriptionRecord } from './company-subscription-links';
import { sendLink } from './link-sending';
import { subscriptionLinks, subscriptionRecord } from './subscription-links';
import { newQuotaOrder, quotaOrderRecord } from './quota-orders/quota-order-links';
import { cancelQuotaOrder, quotaOrdersOf } from './quota-orders/quota-orders';

const invoiceSignal = z.looseObject({ id: z.string().min(1).max(100) });
const returnQuery = z.looseObject({ id: z.string().min(1).max(100).optional() });

/** Payment links for staff and payers, the gateway's signals, the payer's return, and the simulator's pages. */
export function onlinePaymentRoutes(config: Config, mailer: Mailer) {
  return async (app: FastifyInstance) => {
    const payments = app.payments;
    const settings = { publicUrl: publicUrlOf(config), linkHours: config.PAYMENT_LINK_HOURS };
    const settling = (): SettleContext => ({ db: app.db, clock: app.clock, payments, mailer, log: app.log });

    serve(app, ONLINE.sendSubscriptionLink, (request) =>
      sendLink(
        { ...decisionOf(app, request), payments, mailer },
        { ...settings, publicUrl: publicUrlOf(config, request) },
        subscriptionRecord,
        request.params.id,
        request.body,
      ),
    );
    serve(app, ONLINE.subscriptionLinks, (request) => subscriptionLinks(callOf(app, request), request.params.id));
    serve(app, ONLINE.sendCompanySubscriptionLink, (request) =>
      sendLink(
        { ...decisionOf(app, request), payments, mailer },
        { ...settings, publicUrl: publicUrlOf(config, request) },
        companySubscriptionRecord,
        request.params.id,
        request.body,
      ),
    );
    serve(app, ONLINE.companySubscriptionLinks, (request) =>
      companySubscriptionLinks(callOf(app, request), request.params.id),
    );
    serve(app, ONLINE.orderQuota, (request) =>
      sendLink(
        // A new order decides on no version of a record before it: the company is read under its lock.
        { ...callOf(app, request), seen: '', payments, mailer },
        { ...settings, publicUrl: publicUrlOf(config, request) },
        newQuotaOrder(request.body),
        request.params.id,
        request.body,
      ),
    );
    serve(app, ONLINE.quotaOrders, (request) => quotaOrdersOf(callOf(app, request), request.params.id));
    serve(app, ONLINE.sendQuotaOrderLink, (request) =>
      sendLink(
        { ...decisionOf(app, request), payments, mailer },
        { ...settings, publicUrl: publicUrlOf(config, request) },
        quotaOrderRecord,
        request.params.id,
        request.body,
      ),
    );
    serve(app, ONLINE.cancelQuotaOrder, (request) =>
      cancelQuotaOrder({ ...decisionOf(app, request), payments }, request.params.id),
    );
    serve(app, ONLINE.link, (request) => publicLinkView(app.db, app.clock, request.params.token));
    serve(app, ONLINE.checkout, (request) =>
      unlessGatewayDown(() => checkout(settling(), settings, request.params.token, request.body.lang)),
    );
    serve(app, ONLINE.reconciliation, (request) => unlessGatewayDown(() => reconciliationOf(app, request.query.day)));
    serve(app, ONLINE.payAheadStay, (request) => payAheadView(app, request.body));
    serve(app, ONLINE.payAheadCheckout, (request) =>
      unlessGatewayDown(async () => {
        const made = await payAheadLink(settling(), request.body.stay, request.body.lang);
        return 'url' in made ? made : checkout(settling(), settings, made.token, request.body.lang);
      }),
    );
    serve(app, ONLINE.moyasarWebhook, async (request) => {
      const paymentId = payments.gateway.webhookPaymentId(request.body);
      if (paymentId === null) throw new ApiError(401, 'webhook_not_verified');
      await unlessGatewayDown(() => settleGatewayPayment(settling(), paymentId));
      return { received: true };
    });
    serve(app, ONLINE.moyasarNotify, async (request) => {
      const signal = invoiceSignal.safeParse(request.body);
      if (!signal.success) return { received: false };
      const attempts = await unlessGatewayDown(() => payments.gateway.hostedPaymentAttempts(signal.data.id));
      for (const attempt of attempts.filter((payment) => payment.status === 'paid'))
        await unlessGatewayDown(() => settleGatewayPayment(settling(), attempt.id));
      return { received: true };
    });

    // The payer's browser, back from the gateway's page: the payment it names is settled like any
    // signal's, then the payer sees the link's own page, which says what became of it.
    // Each return makes the server ask the gateway: one address may come back as often as it may check out.
    const returnLimit = {
      max: config.PUBLIC_PAYMENT_RATE_LIMIT_PER_MINUTE,
      timeWindow: PER_IP_LIMITS.PUBLIC_PAYMENT_RATE_LIMIT_PER_MINUTE,
    };
    app.get<{ Params: { token: string } }>(
      '/payments/return/:token',
      { config: { rateLimit: returnLimit } },
      async (request, reply) => {
        const query = returnQuery.safeParse(request.query);
        if (query.success && query.data.id) {
          await settleGatewayPayment(settling(), query.data.id).catch((error: unknown) =>
            request.log.warn({ err: error }, 'a payment a payer returned with could not be settled yet'),
          );
        }
        return reply.redirect(`${PAYMENT_PAGE_PATH}/${encodeURIComponent(request.params.token)}`, 303);
      },
    );

    if (payments.simulator) await app.register(simulatorRoutes(payments.simulator));
  };
}
