import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESOURCE_PERMISSIONS, verbPermissions } from '../../../domain/routes';
import {
  merchantBillRecordSchema,
  merchantBillSchema,
  merchantStatementSchema,
  merchantTopUpRecordSchema,
  merchantTopUpSchema,
  statementQuerySchema,
} from '../../../domain/schemas/merchant';
import { billMonth, statementCsv, statementFileName, statementOf, topUp, topUpsOf } from './merchant-accounts';
import { callOf, idParams } from '../../core/crud.routes';

/** A merchant's money: the top-ups of a prepaid balance, the month's statement of what it validated, and its bill. */
export async function merchantRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['merchants'];
  app.post(
    '/merchants/:id/top-ups',
    {
      onRequest: app.requirePermission(verbPermissions('merchants', 'update')),
      schema: { tags, params: idParams, body: merchantTopUpSchema, response: { 201: merchantTopUpRecordSchema } },
    },
    async (request, reply) => {
      const record = await topUp(callOf(app, request), request.params.id, request.body);
      reply.status(201);
      return record;
    },
  );
  app.get(
    '/merchants/:id/top-ups',
    {
      onRequest: app.requirePermission(verbPermissions('merchants', 'read')),
      schema: { tags, params: idParams, response: { 200: z.array(merchantTopUpRecordSchema) } },
    },
    (request) => topUpsOf(callOf(app, request), request.params.id),
  );
  app.post(
    '/merchants/:id/bills',
    {
      onRequest: app.requirePermission(verbPermissions('merchants', 'update')),
      schema: {
        tags,
        description:
          "A monthly merchant's bill for a month that is over: a payment of what its validations came to, with its tax invoice",
        params: idParams,
        body: merchantBillSchema,
        response: { 201: merchantBillRecordSchema },
      },
    },
    async (request, reply) => {
      const record = await billMonth(callOf(app, request), request.params.id, request.body);
      reply.status(201);
      return record;
    },
  );
  app.get(
    '/merchants/:id/statement',
    {
      // What a merchant owes is the payments' readers' to bill, not its validators'.
      onRequest: app.requirePermission([RESOURCE_PERMISSIONS['merchant-validations']]),
      schema: {
        tags,
        description:
          "A merchant's validations of a month of the operator's calendar and their total; `format=csv` answers a file",
        params: idParams,
        querystring: statementQuerySchema,
        response: {
          200: {
            content: {
              'application/json': { schema: merchantStatementSchema },
              'text/csv': { schema: z.string().describe('A line per validation, then the total') },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const statement = await statementOf(callOf(app, request), request.params.id, request.query.month);
      if (request.query.format !== 'csv') return statement;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statementFileName(statement)}"`)
        .send(statementCsv(statement));
    },
  );
}
