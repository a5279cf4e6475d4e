import type { FastifyInstance } from 'fastify';
import { PAYMENT_ENDPOINTS } from '../../../domain/endpoints/payments';
import { serve } from '../../core/endpoint';
import { callOf, decisionOf } from '../../core/crud.routes';
import { refundPayment } from './payment-refunds';
import { transactionTotals } from './payment-transactions';
import { paymentTransactionsResource } from './payment-transactions.resource';

export async function paymentTransactionRoutes(app: FastifyInstance) {
  serve(app, PAYMENT_ENDPOINTS.totals, (request, _reply, reads) =>
    transactionTotals(callOf(app, request, reads), paymentTransactionsResource, request.query.filter),
  );
  serve(app, PAYMENT_ENDPOINTS.refund, (request) =>
    refundPayment(decisionOf(app, request), request.params.id, request.body, app.payments.refunds),
  );
}
