import { z } from 'zod';
import {
  EINVOICE_DOCUMENT_KINDS,
  EINVOICE_DOCUMENT_TYPES,
  EINVOICE_SUBMISSION_STATUSES,
  EINVOICE_UNIT_STATUSES,
  FATOORA_ENVIRONMENTS,
} from '../einvoice';
import { VALIDATION } from '../validation-messages';
import { dayFilter, idParam, listFilterBase } from './fields';
import { timestamp } from './record';

const fatooraMessageSchema = z.object({
  type: z.enum(['INFO', 'WARNING', 'ERROR']),
  code: z.string(),
  category: z.string(),
  message: z.string(),
});

/** An e-invoice generation unit as the API answers it: never its key, its CSIDs' secrets or its tokens. */
export const einvoiceUnitRecordSchema = z.object({
  id: z.number().int(),
  area_id: z.number().int(),
  common_name: z.string(),
  serial_number: z.string(),
  invoice_types: z.string(),
  environment: z.enum(FATOORA_ENVIRONMENTS),
  status: z.enum(EINVOICE_UNIT_STATUSES),
  /** The document types whose compliance check passed. */
  compliance_checks: z.record(z.string(), z.string()),
  certificate_expires_at: timestamp().nullable(),
  counter: z.number().int(),
  last_hash: z.string(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type EInvoiceUnitRecord = z.infer<typeof einvoiceUnitRecordSchema>;

export const einvoiceUnitFilterSchema = z.strictObject({
  id: listFilterBase.id,
  area_id: idParam().optional(),
  status: z.enum(EINVOICE_UNIT_STATUSES).optional(),
});

/** A new unit for an area. */
export const einvoiceUnitCreateSchema = z.strictObject({ area_id: idParam() });

/** The one-time password the Authority's portal (Fatoora) gives the taxpayer for one onboarding or renewal. */
export const einvoiceOtpSchema = z.strictObject({
  otp: z.string({ error: VALIDATION.required }).regex(/^\d{6}$/, { error: VALIDATION.otpDigits }),
});

/** A signed document with its way to the Authority, as the reporting view lists it. */
export const einvoiceDocumentRecordSchema = z.object({
  id: z.number().int(),
  unit_id: z.number().int(),
  /** The unit's name, so that a reader of the documents who may not open the units still sees which signed it. */
  unit_name: z.string(),
  area_id: z.number().int(),
  counter: z.number().int(),
  number: z.string(),
  uuid: z.string(),
  kind: z.enum(EINVOICE_DOCUMENT_KINDS),
  type: z.enum(EINVOICE_DOCUMENT_TYPES),
  payment_transaction_id: z.number().int(),
  corrects_id: z.number().int().nullable(),
  issued_at: timestamp(),
  /** What it states, VAT included, and its VAT, in SAR. */
  total: z.number(),
  vat: z.number(),
  previous_hash: z.string(),
  hash: z.string(),
  qr: z.string(),
  status: z.enum(EINVOICE_SUBMISSION_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: timestamp(),
  answered_at: timestamp().nullable(),
  http_status: z.number().int().nullable(),
  messages: z.array(fatooraMessageSchema),
});
export type EInvoiceDocumentRecord = z.infer<typeof einvoiceDocumentRecordSchema>;

export const einvoiceDocumentFilterSchema = z.strictObject({
  id: listFilterBase.id,
  q: listFilterBase.q,
  unit_id: idParam().optional(),
  area_id: idParam().optional(),
  payment_transaction_id: idParam().optional(),
  status: z.enum(EINVOICE_SUBMISSION_STATUSES).optional(),
  kind: z.enum(EINVOICE_DOCUMENT_KINDS).optional(),
  type: z.enum(EINVOICE_DOCUMENT_TYPES).optional(),
  from: dayFilter(),
  to: dayFilter(),
});

/** What a chain check found: every document's hash recomputed from its stored XML, and each PIH against the one before. */
export const einvoiceChainCheckSchema = z.object({
  unit_id: z.number().int(),
  documents: z.number().int(),
  /** The first document that breaks the chain, and how; null when the whole chain holds. */
  first_break: z
    .object({
      document_id: z.number().int(),
      counter: z.number().int(),
      problem: z.enum(['hash', 'previous-hash', 'counter-gap']),
    })
    .nullable(),
});
export type EInvoiceChainCheck = z.infer<typeof einvoiceChainCheckSchema>;

/** A signed UBL 2.1 document, as an endpoint answers it. */
export const signedXmlSchema = z
  .string()
  .describe('The signed UBL 2.1 XML, byte for byte as the Authority received it');
