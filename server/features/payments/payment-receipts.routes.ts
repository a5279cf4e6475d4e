import type { FastifyInstance } from 'fastify';
import { PAYMENT_ENDPOINTS } from '../../../domain/endpoints/payments';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import { signedXmlOfPayment } from '../einvoicing';
import { findRow } from '../../core/crud';
import { saveAs, sendFile, serve } from '../../core/endpoint';
import { paymentReceipt } from './payment-receipts';
import { callOf } from '../../core/crud.routes';
import { paymentTransactionsResource } from './payment-transactions.resource';

/** A payment's VAT receipt, and its e-invoice's signed XML. */
export function paymentReceiptRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    serve(app, PAYMENT_ENDPOINTS.receipt, (request) =>
      paymentReceipt(
        { ...callOf(app, request), einvoicing: app.einvoicing },
        paymentTransactionsResource,
        request.params.id,
        config,
      ),
    );
    serve(app, PAYMENT_ENDPOINTS.eInvoiceXml, async (request, reply) => {
      const payment = await findRow(callOf(app, request), paymentTransactionsResource, request.params.id);
      const xml = await signedXmlOfPayment(app.db, app.einvoicing, payment.id);
      if (xml === undefined) throw notFound();
      return sendFile(saveAs(reply, `e-invoice-${payment.id}.xml`), 'application/xml', xml);
    });
  };
}
