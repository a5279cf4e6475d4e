/**
 * Phase 2 of Saudi e-invoicing (ZATCA Fatoora): the words the server and the screens share.
 * The rules themselves live in server/features/einvoicing/zatca/; docs/einvoicing.md tells the whole story.
 */

/** Where a unit is in its onboarding: a key and CSR, a compliance CSID, checks passed, a production CSID, or revoked. */
export const EINVOICE_UNIT_STATUSES = ['new', 'compliance', 'checked', 'active', 'revoked'] as const;
export type EInvoiceUnitStatus = (typeof EINVOICE_UNIT_STATUSES)[number];

/** Simplified documents go to consumers and are reported; standard ones go to VAT-registered buyers and are cleared. */
export const EINVOICE_DOCUMENT_KINDS = ['simplified', 'standard'] as const;
export type EInvoiceDocumentKind = (typeof EINVOICE_DOCUMENT_KINDS)[number];

export const EINVOICE_DOCUMENT_TYPES = ['invoice', 'credit-note'] as const;
export type EInvoiceDocumentType = (typeof EINVOICE_DOCUMENT_TYPES)[number];

/**
 * A document's standing with the Authority: waiting in the queue, or its answer. A document the
 * Authority refused stays refused and in the chain: it is corrected by a new document, never resent as it was.
 */
export const EINVOICE_SUBMISSION_STATUSES = [
  'queued',
  'reported',
  'reported_with_warnings',
  'not_reported',
  'cleared',
  'cleared_with_warnings',
  'not_cleared',
] as const;
export type EInvoiceSubmissionStatus = (typeof EINVOICE_SUBMISSION_STATUSES)[number];

/** The answers that settle a document: the Authority has it. */
export const EINVOICE_ACCEPTED: readonly EInvoiceSubmissionStatus[] = [
  'reported',
  'reported_with_warnings',
  'cleared',
  'cleared_with_warnings',
];

/**
 * Whether a document may be handed to its buyer: a simplified one at once (it is reported
 * afterwards); a standard one only once the Authority has cleared it, or has taken it as reported
 * because clearance was switched off.
 */
export function einvoiceReleased(kind: EInvoiceDocumentKind, status: EInvoiceSubmissionStatus): boolean {
  return kind === 'simplified' || EINVOICE_ACCEPTED.includes(status);
}

/** The VAT-registered buyer a standard document names, as it named it when issued. */
export interface EInvoiceBuyer {
  name: string;
  vat_number: string;
  street: string;
  building_number: string;
  district: string;
  city: string;
  postal_code: string;
}

/** The Authority's environments by name; `simulator` is the embedded stand-in the demo and the tests use. */
export const FATOORA_ENVIRONMENTS = ['simulator', 'sandbox', 'simulation', 'production'] as const;
export type FatooraEnvironment = (typeof FATOORA_ENVIRONMENTS)[number];

/** A simplified document must reach the Authority within 24 hours; the home page warns after 12. */
export const EINVOICE_ALARM_HOURS = 12;
export const EINVOICE_REPORTING_DEADLINE_HOURS = 24;

/** One message of the Authority's answer. */
export interface FatooraMessage {
  type: 'INFO' | 'WARNING' | 'ERROR';
  code: string;
  category: string;
  message: string;
}
