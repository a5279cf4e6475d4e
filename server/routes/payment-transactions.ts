import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verbPermissions } from '../../domain/routes';
import {
  type PaymentTransactionCreate,
  paymentDeletionSchema,
  paymentRefundSchema,
  paymentTransactionCreateSchema,
  type PaymentTransactionFilter,
  paymentTransactionDetailSchema,
  paymentTransactionFilterSchema,
  paymentTransactionRecordSchema,
  paymentTransactionTotalsSchema,
  type PaymentTransactionUpdate,
  paymentTransactionUpdateSchema,
} from '../../domain/schemas/payment-transaction';
import { areas, companySubscriptions, paymentTransactions, subscriptions } from '../db/schema';
import type { ResourceDefinition } from '../services/crud';
import { checkPaymentEdit, manualPaymentRow, paymentEditRow, refundPayment } from '../services/payment-transaction-writes';
import { transactionDetail, transactionFilterWhere, transactionRecordValues, transactionSearch, transactionTotals, withStayAndMethod } from '../services/payment-transactions';
import { callOf, idParams, registerCrudRoutes } from './crud';

/**
 * The payment transactions. Closed stays (services/stay-payments.ts) and subscription approvals
 * write theirs; staff record a payment taken by hand, edit how a payment was made and its status,
 * refund it with a new negative row, and a super admin deletes one with a reason. Days are the
 * operator's.
 */
export const paymentTransactionsResource: ResourceDefinition<PaymentTransactionCreate, PaymentTransactionUpdate> = {
  name: 'payment-transactions',
  table: paymentTransactions,
  record: paymentTransactionRecordSchema,
  sortColumns: { id: paymentTransactions.id, created_at: paymentTransactions.created_at, amount: paymentTransactions.amount_halalas, area_id: paymentTransactions.area_id },
  defaultSort: ['created_at', 'DESC'],
  filterSchema: paymentTransactionFilterSchema,
  filterColumns: { area_id: paymentTransactions.area_id, type: paymentTransactions.type, status: paymentTransactions.status },
  filterWhere: (filter, clock) => transactionFilterWhere(filter as PaymentTransactionFilter, clock.timeZone),
  search: transactionSearch,
  withDerived: withStayAndMethod,
  toRecord: transactionRecordValues,
  detail: { record: paymentTransactionDetailSchema, of: transactionDetail },
  write: {
    createSchema: paymentTransactionCreateSchema,
    updateSchema: paymentTransactionUpdateSchema,
    toRow: (body, caller, { tx, existing }) =>
      existing ? paymentEditRow(body as PaymentTransactionUpdate, caller, tx) : manualPaymentRow(body as PaymentTransactionCreate, caller, tx),
    checkUpdate: checkPaymentEdit,
    references: { subscription_id: subscriptions, company_subscription_id: companySubscriptions, area_id: areas },
    // Its refunds refer to a payment: refunded money is accounted for, so the payment stays.
    inUse: 'payment_has_refunds',
    deletion: paymentDeletionSchema,
  },
};

const totalsQuery = z.object({ filter: z.string().optional().describe('JSON object: the list\'s filters') });

export async function paymentTransactionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const definition = paymentTransactionsResource;
  app.get(
    '/payment-transactions/totals',
    {
      onRequest: app.requirePermission(verbPermissions('payment-transactions', 'list')),
      schema: { tags: ['payment-transactions'], querystring: totalsQuery, response: { 200: paymentTransactionTotalsSchema } },
    },
    (request) => transactionTotals(callOf(app, request), definition, request.query.filter),
  );
  registerCrudRoutes(app, definition);

  app.post(
    '/payment-transactions/:id/refund',
    {
      onRequest: app.requirePermission(verbPermissions('payment-transactions', 'create')),
      schema: { tags: ['payment-transactions'], params: idParams, body: paymentRefundSchema, response: { 201: paymentTransactionRecordSchema } },
    },
    async (request, reply) => {
      reply.status(201);
      return refundPayment(callOf(app, request), definition, request.params.id, request.body);
    },
  );
}
