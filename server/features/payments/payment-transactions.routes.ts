import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verbPermissions } from '../../../domain/routes';
import {
  paymentRefundSchema,
  paymentTransactionRecordSchema,
  paymentTransactionTotalsSchema,
} from '../../../domain/schemas/payment-transaction';
import { refundPayment } from './payment-refunds';
import { transactionTotals } from './payment-transactions';
import { callOf, decisionHeaders, decisionOf, idParams } from '../../core/crud.routes';
import { paymentTransactionsResource } from './payment-transactions.resource';

const totalsQuery = z.object({ filter: z.string().optional().describe("JSON object: the list's filters") });

export async function paymentTransactionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/payment-transactions/totals',
    {
      onRequest: app.requirePermission(verbPermissions('payment-transactions', 'list')),
      schema: {
        tags: ['payment-transactions'],
        querystring: totalsQuery,
        response: { 200: paymentTransactionTotalsSchema },
      },
    },
    (request) => transactionTotals(callOf(app, request), paymentTransactionsResource, request.query.filter),
  );

  app.post(
    '/payment-transactions/:id/refund',
    {
      onRequest: app.requirePermission(verbPermissions('payment-transactions', 'create')),
      schema: {
        tags: ['payment-transactions'],
        headers: decisionHeaders,
        params: idParams,
        body: paymentRefundSchema,
        response: { 201: paymentTransactionRecordSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return refundPayment(decisionOf(app, request), request.params.id, request.body);
    },
  );
}
