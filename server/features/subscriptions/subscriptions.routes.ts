import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verbPermissions } from '../../../domain/routes';
import {
  subscriptionOfferSchema,
  offerQuery,
  subscriptionRecordSchema,
  subscriptionWithQrSchema,
  sendCredentialSchema,
  sentCredentialSchema,
} from '../../../domain/schemas/subscription';
import { approvalSchema, rejectionSchema } from '../../../domain/schemas/subscription-decision';
import type { Config } from '../../config';
import { approveSubscription, rejectSubscription, reissueQrCode } from './subscriptions';
import { subscriptionOffer } from './subscription-offer';
import { subscriptionReminderMessage } from './reminder-messages';
import { mailCredential } from './credential-mail';
import type { Mailer } from '../../core/mailer';
import { callOf, decisionHeaders, decisionOf, idParams } from '../../core/crud.routes';
import { subscriptionsResource } from './subscriptions.resource';
import { publicUrlOf } from '../../core/public-url';

export function subscriptionRoutes(config: Config, mailer: Mailer) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const tags = ['subscriptions'];
    const update = app.requirePermission(verbPermissions('subscriptions', 'update'));

    app.post(
      '/subscriptions/:id/approve',
      {
        onRequest: update,
        schema: {
          tags,
          headers: decisionHeaders,
          params: idParams,
          body: approvalSchema,
          response: { 200: subscriptionWithQrSchema },
        },
      },
      (request) =>
        approveSubscription(decisionOf(app, request), subscriptionsResource, request.params.id, request.body),
    );

    app.post(
      '/subscriptions/:id/reject',
      {
        onRequest: update,
        schema: {
          tags,
          headers: decisionHeaders,
          params: idParams,
          body: rejectionSchema,
          response: { 200: subscriptionRecordSchema },
        },
      },
      (request) =>
        rejectSubscription(decisionOf(app, request), subscriptionsResource, request.params.id, request.body.reason),
    );

    app.get(
      '/subscriptions/:id/offer',
      {
        onRequest: app.requirePermission(verbPermissions('subscriptions', 'read')),
        schema: { tags, params: idParams, querystring: offerQuery, response: { 200: subscriptionOfferSchema } },
      },
      (request) =>
        subscriptionOffer(callOf(app, request), subscriptionsResource, request.params.id, request.query.lang, config),
    );

    app.get(
      '/subscriptions/:id/reminder',
      {
        onRequest: app.requirePermission(verbPermissions('subscriptions', 'read')),
        schema: { tags, params: idParams, querystring: offerQuery, response: { 200: subscriptionOfferSchema } },
      },
      (request) =>
        subscriptionReminderMessage(
          callOf(app, request),
          subscriptionsResource,
          request.params.id,
          request.query.lang,
          { ...config, publicUrl: publicUrlOf(config, request) },
        ),
    );

    app.post(
      '/subscriptions/:id/qr',
      { onRequest: update, schema: { tags, params: idParams, response: { 200: subscriptionWithQrSchema } } },
      (request) => reissueQrCode(callOf(app, request), subscriptionsResource, request.params.id),
    );

    app.post(
      '/subscriptions/:id/send-credential',
      {
        onRequest: update,
        schema: { tags, params: idParams, body: sendCredentialSchema, response: { 200: sentCredentialSchema } },
      },
      (request) => mailCredential(callOf(app, request), subscriptionsResource, mailer, request.params.id, request.body),
    );
  };
}
