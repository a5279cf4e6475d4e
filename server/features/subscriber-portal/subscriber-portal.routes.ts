import { codeResendLimit } from '../../core/code-resend-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUBSCRIBER_PORTAL_ENDPOINTS as PORTAL } from '../../../domain/endpoints/subscriber-portal';
import { SUBSCRIBER_SESSION_HEADER } from '../../../domain/schemas/subscriber-portal';
import type { Config } from '../../config';
import { serve } from '../../core/endpoint';
import type { Mailer } from '../../core/mailer';
import { publicUrlOf } from '../../core/public-url';
import {
  automaticRenewalSettings,
  renewalCheckout,
  startAutomaticRenewal,
  stopOwnAutomaticRenewal,
} from '../online-payments';
import { requestSubscriberCode, signInWithCode, signOut, subscriberEmailOf } from './subscriber-codes';
import { subscriberQrCode } from './subscriber-credential';
import { subscriberReceipt, subscriberView } from './subscriber-view';

const sessionOf = (request: FastifyRequest) => String(request.headers[SUBSCRIBER_SESSION_HEADER]);

/** A subscriber's own page: a one-time code, a session, their subscriptions, a renewal paid online, and automatic renewal. */
export function subscriberPortalRoutes(config: Config, mailer: Mailer) {
  return async (app: FastifyInstance) => {
    const context = { db: app.db, clock: app.clock, mailer, background: app.background };
    const paying = { db: app.db, clock: app.clock, mailer, log: app.log, payments: app.payments };
    const resendWait = config.PASSWORD_RESET_RESEND_SECONDS;
    const mayResend = codeResendLimit(app, 'subscriber-code', resendWait);

    serve(app, PORTAL.code, async (request) => {
      await mayResend(request);
      await requestSubscriberCode(context, request.body.email);
      return { accepted: true, resend_after_seconds: resendWait };
    });
    serve(app, PORTAL.signIn, (request) => signInWithCode(context, request.body.email, request.body.otp));
    serve(app, PORTAL.signOut, async (request) => {
      await signOut(context, sessionOf(request));
    });
    serve(app, PORTAL.mine, async (request) => {
      const email = await subscriberEmailOf(context, sessionOf(request));
      const { tokensUrl, publishableKey } = app.payments.cardSaving;
      return {
        email,
        subscriptions: await subscriberView({ ...context, noticeDays: config.REMINDER_DAYS_BEFORE }, email),
        card_saving: { tokens_url: tokensUrl, publishable_key: publishableKey },
      };
    });
    serve(app, PORTAL.receipt, async (request) => {
      const email = await subscriberEmailOf(context, sessionOf(request));
      return subscriberReceipt({ ...context, einvoicing: app.einvoicing }, config, email, request.params.id);
    });
    serve(app, PORTAL.qrCode, async (request) => {
      const email = await subscriberEmailOf(context, sessionOf(request));
      return subscriberQrCode(context, email, request.params.id);
    });
    serve(app, PORTAL.renew, async (request) => {
      const email = await subscriberEmailOf(context, sessionOf(request));
      return renewalCheckout(
        paying,
        { publicUrl: publicUrlOf(config), linkHours: config.PAYMENT_LINK_HOURS },
        { subscriptionId: request.params.id, email, lang: request.body.lang },
      );
    });
    serve(app, PORTAL.startAutomaticRenewal, async (request) => {
      const email = await subscriberEmailOf(context, sessionOf(request));
      await startAutomaticRenewal(paying, automaticRenewalSettings(config), {
        email,
        subscriptionId: request.params.id,
        cardToken: request.body.card_token,
      });
    });
    serve(app, PORTAL.stopAutomaticRenewal, async (request) => {
      const email = await subscriberEmailOf(context, sessionOf(request));
      await stopOwnAutomaticRenewal(paying, { email, subscriptionId: request.params.id });
    });
  };
}
