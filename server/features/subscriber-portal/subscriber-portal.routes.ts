import { codeResendLimit } from '../../core/code-resend-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUBSCRIBER_PORTAL_ENDPOINTS as PORTAL } from '../../../domain/endpoints/subscriber-portal';
import { contactColumns, subscriberContactOf } from '../../../domain/subscriber-contact';
import { SUBSCRIBER_SESSION_HEADER } from '../../../domain/schemas/subscriber-portal';
import type { Config } from '../../config';
import { serve } from '../../core/endpoint';
import type { Messengers } from '../../core/contact-messages';
import { publicUrlOf } from '../../core/public-url';
import {
  automaticRenewalSettings,
  renewalCheckout,
  startAutomaticRenewal,
  stopOwnAutomaticRenewal,
} from '../online-payments';
import { requestSubscriberCode, signInWithCode, signOut, subscriberOf } from './subscriber-codes';
import { subscriberQrCode } from './subscriber-credential';
import { subscriberReceipt, subscriberView } from './subscriber-view';

const sessionOf = (request: FastifyRequest) => String(request.headers[SUBSCRIBER_SESSION_HEADER]);

/** A subscriber's own page: a one-time code, a session, their subscriptions, a renewal paid online, and automatic renewal. */
export function subscriberPortalRoutes(config: Config, { mailer, texts }: Messengers) {
  return async (app: FastifyInstance) => {
    const context = { db: app.db, clock: app.clock, mailer, texts, background: app.background };
    const paying = { db: app.db, clock: app.clock, mailer, texts, log: app.log, payments: app.payments };
    const resendWait = config.PASSWORD_RESET_RESEND_SECONDS;
    const mayResend = codeResendLimit(
      app,
      'subscriber-code',
      resendWait,
      (body) => subscriberContactOf(body as { email?: string; phone?: string }).key,
    );

    serve(app, PORTAL.code, async (request) => {
      await mayResend(request);
      await requestSubscriberCode(context, subscriberContactOf(request.body));
      return { accepted: true, resend_after_seconds: resendWait };
    });
    serve(app, PORTAL.signIn, (request) =>
      signInWithCode(context, subscriberContactOf(request.body), request.body.otp),
    );
    serve(app, PORTAL.signOut, async (request) => {
      await signOut(context, sessionOf(request));
    });
    serve(app, PORTAL.mine, async (request) => {
      const subscriber = await subscriberOf(context, sessionOf(request));
      const { tokensUrl, publishableKey } = app.payments.cardSaving;
      return {
        ...contactColumns(subscriber),
        subscriptions: await subscriberView({ ...context, noticeDays: config.REMINDER_DAYS_BEFORE }, subscriber),
        card_saving: { tokens_url: tokensUrl, publishable_key: publishableKey },
      };
    });
    serve(app, PORTAL.receipt, async (request) => {
      const subscriber = await subscriberOf(context, sessionOf(request));
      return subscriberReceipt({ ...context, einvoicing: app.einvoicing }, config, subscriber, request.params.id);
    });
    serve(app, PORTAL.qrCode, async (request) => {
      const subscriber = await subscriberOf(context, sessionOf(request));
      return subscriberQrCode(context, subscriber, request.params.id);
    });
    serve(app, PORTAL.renew, async (request) => {
      const subscriber = await subscriberOf(context, sessionOf(request));
      return renewalCheckout(
        paying,
        { publicUrl: publicUrlOf(config), linkHours: config.PAYMENT_LINK_HOURS },
        { subscriptionId: request.params.id, subscriber, lang: request.body.lang },
      );
    });
    serve(app, PORTAL.startAutomaticRenewal, async (request) => {
      const subscriber = await subscriberOf(context, sessionOf(request));
      await startAutomaticRenewal(paying, automaticRenewalSettings(config), {
        subscriber,
        subscriptionId: request.params.id,
        cardToken: request.body.card_token,
      });
    });
    serve(app, PORTAL.stopAutomaticRenewal, async (request) => {
      const subscriber = await subscriberOf(context, sessionOf(request));
      await stopOwnAutomaticRenewal(paying, { subscriber, subscriptionId: request.params.id });
    });
  };
}
