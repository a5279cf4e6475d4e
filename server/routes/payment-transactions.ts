import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verbPermissions } from '../../domain/routes';
import {
  type PaymentTransactionFilter,
  paymentTransactionDetailSchema,
  paymentTransactionFilterSchema,
  paymentTransactionRecordSchema,
  paymentTransactionTotalsSchema,
} from '../../domain/schemas/payment-transaction';
import type { Config } from '../config';
import { paymentTransactions } from '../db/schema';
import type { ResourceDefinition } from '../services/crud';
import { transactionDetail, transactionFilterWhere, transactionRecordValues, transactionSearch, transactionTotals, withStayAndMethod } from '../services/payment-transactions';
import { callOf, registerCrudRoutes } from './crud';

/**
 * The payment transactions, read-only for now: without `write` no POST, PUT or DELETE route
 * exists. Closed stays write them (services/stay-payments.ts). Days are the operator's.
 */
export function paymentTransactionsResource(timeZone: string): ResourceDefinition {
  return {
    name: 'payment-transactions',
    table: paymentTransactions,
    record: paymentTransactionRecordSchema,
    sortColumns: { id: paymentTransactions.id, created_at: paymentTransactions.created_at, amount: paymentTransactions.amount_halalas, area_id: paymentTransactions.area_id },
    defaultSort: ['created_at', 'DESC'],
    filterSchema: paymentTransactionFilterSchema,
    filterColumns: { area_id: paymentTransactions.area_id, type: paymentTransactions.type, status: paymentTransactions.status },
    filterWhere: (filter) => transactionFilterWhere(filter as PaymentTransactionFilter, timeZone),
    search: transactionSearch,
    withDerived: withStayAndMethod,
    toRecord: transactionRecordValues,
    detail: { record: paymentTransactionDetailSchema, of: transactionDetail },
  };
}

const totalsQuery = z.object({ filter: z.string().optional().describe('JSON object: the list\'s filters') });

export function paymentTransactionRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const definition = paymentTransactionsResource(config.TIME_ZONE);
    app.get(
      '/payment-transactions/totals',
      {
        onRequest: app.requirePermission(verbPermissions('payment-transactions', 'list')),
        schema: { tags: ['payment-transactions'], querystring: totalsQuery, response: { 200: paymentTransactionTotalsSchema } },
      },
      (request) => transactionTotals(callOf(app, request), definition, request.query.filter),
    );
    registerCrudRoutes(app, definition);
  };
}
