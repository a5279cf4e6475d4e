import type { Feature } from '../../core/feature';
import { einvoiceUnitsResource } from './einvoice-units.resource';
import { einvoiceDocumentsResource } from './einvoice-documents.resource';
import { einvoicingRoutes } from './einvoicing.routes';
import { issuePendingDocuments } from './einvoice-issuer';
import { submitDueDocuments } from './einvoice-reporting';

/** How often the documents waiting to be issued and the reports due are taken up. */
const EINVOICE_QUEUE_EVERY_MS = 5_000;
const EINVOICE_ROUND_MS = 500;

/** ZATCA phase 2: units and their onboarding, signed documents, their chain, and reporting and clearance with the Authority. */
export const einvoicingFeature = {
  resources: {
    'einvoice-units': einvoiceUnitsResource,
    'einvoice-documents': einvoiceDocumentsResource,
  },
  async routes(api, _context) {
    await api.register(einvoicingRoutes);
  },
  jobs: [
    {
      name: 'issue and report e-invoices',
      everyMs: EINVOICE_QUEUE_EVERY_MS,
      // A round takes a bounded share of the server's time: on the embedded database (one
      // connection) with the in-process simulator, the gates' events must not queue behind it.
      async run(app, { db }) {
        const until = performance.now() + EINVOICE_ROUND_MS;
        await issuePendingDocuments(db, app.einvoicing, undefined, until);
        await submitDueDocuments(db, app.einvoicing, { until });
      },
    },
  ],
} satisfies Feature;
