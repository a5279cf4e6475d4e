import type { FastifyInstance } from 'fastify';
import { SUBSCRIPTION_ENDPOINTS as SUBSCRIPTIONS } from '../../../domain/endpoints/subscriptions';
import type { Config } from '../../config';
import { serve } from '../../core/endpoint';
import type { Mailer } from '../../core/mailer';
import { callOf, decisionOf } from '../../core/crud.routes';
import { publicUrlOf } from '../../core/public-url';
import { mailCredential } from './credential-mail';
import { subscriptionReminderMessage } from './reminder-messages';
import { subscriptionOffer } from './subscription-offer';
import { approveSubscription, rejectSubscription, reissueQrCode } from './subscriptions';
import { subscriptionsResource } from './subscriptions.resource';

/** An individual subscription's workflow (domain/endpoints/subscriptions.ts). */
export function subscriptionRoutes(config: Config, mailer: Mailer) {
  return async (app: FastifyInstance) => {
    serve(app, SUBSCRIPTIONS.approve, (request) =>
      approveSubscription(decisionOf(app, request), subscriptionsResource, request.params.id, request.body),
    );
    serve(app, SUBSCRIPTIONS.reject, (request) =>
      rejectSubscription(decisionOf(app, request), subscriptionsResource, request.params.id, request.body.reason),
    );
    serve(app, SUBSCRIPTIONS.offer, (request) =>
      subscriptionOffer(callOf(app, request), subscriptionsResource, request.params.id, request.query.lang, config),
    );
    serve(app, SUBSCRIPTIONS.reminder, (request) =>
      subscriptionReminderMessage(callOf(app, request), subscriptionsResource, request.params.id, request.query.lang, {
        ...config,
        publicUrl: publicUrlOf(config, request),
      }),
    );
    serve(app, SUBSCRIPTIONS.reissueQr, (request) =>
      reissueQrCode(callOf(app, request), subscriptionsResource, request.params.id),
    );
    serve(app, SUBSCRIPTIONS.sendCredential, (request) =>
      mailCredential(callOf(app, request), subscriptionsResource, mailer, request.params.id, request.body),
    );
  };
}
