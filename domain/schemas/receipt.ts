import { z } from 'zod';
import type { JsonRecord } from './record';
import { CURRENCY } from '../money';
import { EINVOICE_DOCUMENT_KINDS, EINVOICE_DOCUMENT_TYPES, EINVOICE_SUBMISSION_STATUSES } from '../einvoice';
import { PAYMENT_TRANSACTION_TYPES } from '../payment-transaction';
import { PAYMENT_METHOD_CODES } from './reference';
import { timestamp } from './record';
import { tariffPreviewSchema } from './tariff-preview';

/** A name in English (or the only one) and in Arabic when it has one. */
const bilingualName = z.object({ name: z.string(), name_ar: z.string().nullable() });

/** The operator as its receipts name it (configuration: OPERATOR_*). */
const operatorSchema = z.object({
  name: z.string(),
  name_ar: z.string(),
  vat_number: z.string(),
  address: z.string(),
  address_ar: z.string(),
});

/**
 * The stay a payment closed, as the payment froze it: times, minutes and the tariff's lines, money
 * in SAR; a payment taken at the entry (an event day paid on the way in) has no exit or minutes.
 */
const receiptStaySchema = z.object({
  plate_letters: z.string(),
  plate_number: z.string(),
  guest_ticket_number: z.string().nullable(),
  entry_time: timestamp(),
  exit_time: timestamp().nullable(),
  duration_minutes: z.number().int().nullable(),
  lines: tariffPreviewSchema.shape.lines,
});

/**
 * The subscription a payment that is no stay paid for: a person's (with its plan), a company
 * subscriber's, or a company's order of more quota (its units, from the day paid to its end).
 */
const receiptSubscriptionSchema = z.object({
  kind: z.enum(['individual', 'company', 'quota']),
  reference: z.string().nullable(),
  holder_name: z.string(),
  company: bilingualName.nullable(),
  plan: z.object({ name_en: z.string(), name_ar: z.string() }).nullable(),
  start_date: z.iso.date().nullable(),
  end_date: z.iso.date().nullable(),
  units: z.number().int().nullable(),
});

/**
 * GET /api/payment-transactions/:id/receipt: a simplified tax invoice of a paid payment. Its
 * time is the payment's, to be shown in `time_zone`; `net + vat = total`, the VAT included in
 * the total and rounded once for the receipt (domain/vat.ts), in SAR; `qr` is the ZATCA
 * phase-1 QR payload (domain/zatca-qr.ts). `stay` for a stay's payment, `subscription` for a
 * subscription's, neither for a merchant's (`type` `merchant`: a top-up or a month's bill).
 */
export const paymentReceiptSchema = z.object({
  number: z.string(),
  transaction_id: z.number().int(),
  issued_at: timestamp(),
  time_zone: z.string(),
  operator: operatorSchema,
  type: z.enum(PAYMENT_TRANSACTION_TYPES),
  area: bilingualName,
  stay: receiptStaySchema.nullable(),
  subscription: receiptSubscriptionSchema.nullable(),
  payment_method: z.object({ code: z.enum(PAYMENT_METHOD_CODES), name_en: z.string(), name_ar: z.string() }),
  reference: z.string().nullable(),
  currency: z.literal(CURRENCY),
  vat_rate_percent: z.number(),
  net: z.number(),
  vat: z.number(),
  total: z.number(),
  /**
   * A refund's receipt is a credit note: the receipt (and, under phase 2, the invoice) it
   * corrects; its amounts are what was paid back. Null on a receipt of money received.
   */
  corrects: z.object({ number: z.string(), einvoice_number: z.string().nullable() }).nullable(),
  /**
   * The payment's tax document under phase 2 of e-invoicing, when its area issues them: its
   * number, counter and hash, and where the Authority stands on it. `qr` is then the document's
   * (tags 1 to 9) and `issued_at` its issue time, which its QR states.
   */
  einvoice: z
    .object({
      number: z.string(),
      uuid: z.string(),
      counter: z.number().int(),
      hash: z.string(),
      kind: z.enum(EINVOICE_DOCUMENT_KINDS),
      type: z.enum(EINVOICE_DOCUMENT_TYPES),
      status: z.enum(EINVOICE_SUBMISSION_STATUSES),
      /** False for a standard invoice the Authority has not cleared yet: it is not to be handed over. */
      released: z.boolean(),
      /** The VAT-registered buyer a standard invoice names; null on a simplified one. */
      buyer: z
        .object({
          name: z.string(),
          vat_number: z.string(),
          street: z.string(),
          building_number: z.string(),
          district: z.string(),
          city: z.string(),
          postal_code: z.string(),
        })
        .nullable(),
    })
    .nullable(),
  qr: z.string(),
});

export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
/** A receipt as the browser receives it: its times as ISO text, the stay's too. */
export type ReceiptJson = JsonRecord<Omit<PaymentReceipt, 'stay'>> & {
  stay: JsonRecord<NonNullable<PaymentReceipt['stay']>> | null;
};
