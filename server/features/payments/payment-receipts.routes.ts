import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECEIPT_PERMISSIONS } from '../../../domain/routes';
import { paymentReceiptSchema } from '../../../domain/schemas/receipt';
import type { Config } from '../../config';
import { paymentReceipt } from './payment-receipts';
import { callOf, idParams } from '../../core/crud.routes';
import { paymentTransactionsResource } from './payment-transactions.resource';

/** A payment's VAT receipt: whoever reads the payment prints it, and the gate staff those taken at their area's gates. */
export function paymentReceiptRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/payment-transactions/:id/receipt',
      {
        onRequest: app.requirePermission(RECEIPT_PERMISSIONS),
        schema: { tags: ['payment-transactions'], params: idParams, response: { 200: paymentReceiptSchema } },
      },
      (request) =>
        paymentReceipt(
          { ...callOf(app, request), einvoicing: app.einvoicing },
          paymentTransactionsResource,
          request.params.id,
          config,
        ),
    );
  };
}
