import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECEIPT_PERMISSIONS, verbPermissions } from '../../../domain/routes';
import { signedXmlSchema } from '../../../domain/schemas/einvoice';
import { paymentReceiptSchema } from '../../../domain/schemas/receipt';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import { signedXmlOfPayment } from '../einvoicing';
import { findRow } from '../../core/crud';
import { paymentReceipt } from './payment-receipts';
import { callOf, idParams } from '../../core/crud.routes';
import { paymentTransactionsResource } from './payment-transactions.resource';

const xmlAnswer = { 200: signedXmlSchema };

/**
 * A payment's VAT receipt: whoever reads the payment prints it, and the gate staff those taken at
 * their area's gates. Its e-invoice's signed XML: whoever reads the payment.
 */
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
    app.get(
      '/payment-transactions/:id/e-invoice',
      {
        onRequest: app.requirePermission(verbPermissions('payment-transactions', 'read')),
        schema: { tags: ['payment-transactions'], params: idParams, response: xmlAnswer },
      },
      async (request, reply) => {
        const payment = await findRow(callOf(app, request), paymentTransactionsResource, request.params.id);
        const xml = await signedXmlOfPayment(app.db, app.einvoicing, payment.id);
        if (xml === undefined) throw notFound();
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="e-invoice-${payment.id}.xml"`)
          .send(xml);
      },
    );
  };
}
