// The e-invoicing feature's public face: what the app registers and what other features call (README.md).
export { onboardDemoUnits } from './einvoice-demo';
export { issuePendingDocuments, type IssuerContext } from './einvoice-issuer';
export { submitDueDocuments, type ReportingContext } from './einvoice-reporting';
export { createEInvoicing, type EInvoicing } from './einvoicing';
export { einvoicingFeature } from './feature';
export { signedXmlOfPayment } from './payment-document';
export type { FatooraTransport } from './zatca/fatoora-api';
