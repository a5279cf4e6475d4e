import { z } from 'zod';
import { BILLING_MODES } from '../merchant-validation';
import { VALIDATION } from '../validation-messages';
import {
  calendarMonth,
  idParam,
  listFilterBase,
  optionalName,
  optionalText,
  reference,
  requiredName,
  sarAmount,
} from './fields';
import { recordBase, timestamp } from './record';
import { addressWithVatNumber, taxIdentityFields, taxIdentityRecordFields } from './tax-identity';

/**
 * A merchant as staff create and edit it; its balance moves only by top-ups and validations. A
 * VAT-registered merchant gets standard tax invoices for what it pays, naming it.
 */
export const merchantSchema = z
  .object({
    name: requiredName(100),
    name_ar: optionalName(100),
    area_id: reference(),
    billing_mode: z.enum(BILLING_MODES, { error: VALIDATION.invalidChoice }),
    is_active: z.boolean().default(true),
    ...taxIdentityFields,
  })
  .superRefine(addressWithVatNumber);

export type MerchantInput = z.input<typeof merchantSchema>;
export type MerchantWrite = z.output<typeof merchantSchema>;

export const merchantFilterSchema = z.strictObject({
  ...listFilterBase,
  area_id: idParam().optional(),
  billing_mode: z.enum(BILLING_MODES).optional(),
  is_active: z.boolean().optional(),
});

/** A merchant as the API answers it: its prepaid balance in SAR (0 for a merchant billed monthly). */
export const merchantRecordSchema = z.object({
  ...recordBase,
  name: z.string(),
  name_ar: z.string().nullable(),
  area_id: z.number().int(),
  billing_mode: z.enum(BILLING_MODES),
  balance: z.number(),
  is_active: z.boolean(),
  ...taxIdentityRecordFields,
});

export type MerchantRecord = z.infer<typeof merchantRecordSchema>;

/** POST /api/merchants/:id/top-ups: money a prepaid merchant paid in, with the payment's reference. */
export const merchantTopUpSchema = z.object({
  amount: sarAmount().refine((amount) => amount > 0, { error: VALIDATION.moreThanZero }),
  reference: optionalText(100),
});

export type MerchantTopUpInput = z.input<typeof merchantTopUpSchema>;
export type MerchantTopUp = z.output<typeof merchantTopUpSchema>;

export const merchantTopUpRecordSchema = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  amount: z.number(),
  reference: z.string().nullable(),
  /** The payment the money came in with: its receipt is the merchant's tax invoice. */
  transaction_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_at: timestamp(),
});

export type MerchantTopUpRecord = z.infer<typeof merchantTopUpRecordSchema>;

/** GET /api/merchants/:id/statement?month=YYYY-MM: a month of the operator's calendar. */
export const statementQuerySchema = z.object({
  month: calendarMonth(),
  format: z.enum(['json', 'csv']).default('json'),
});

export type StatementQuery = z.output<typeof statementQuerySchema>;

/** POST /api/merchants/:id/bills: a monthly merchant's bill for a month that is over, with the payment's reference. */
export const merchantBillSchema = z.object({
  month: calendarMonth(),
  reference: optionalText(100),
});

export type MerchantBillInput = z.input<typeof merchantBillSchema>;
export type MerchantBill = z.output<typeof merchantBillSchema>;

/** A month billed: its amount in SAR and the payment that pays it (whose receipt is the tax invoice). */
export const merchantBillRecordSchema = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  month: z.string(),
  amount: z.number(),
  transaction_id: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: timestamp(),
});

export type MerchantBillRecord = z.infer<typeof merchantBillRecordSchema>;

/** A merchant's month of validations: each one, and their total in SAR. */
export const merchantStatementSchema = z.object({
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  merchant_name_ar: z.string().nullable(),
  billing_mode: z.enum(BILLING_MODES),
  month: z.string(),
  validations: z.array(
    z.object({
      id: z.number().int(),
      created_at: timestamp(),
      plate: z.string(),
      offer_name: z.string(),
      offer_name_ar: z.string().nullable(),
      reason: z.string(),
      amount: z.number(),
    }),
  ),
  count: z.number().int(),
  total: z.number(),
  /** The month's bill, once billed (a monthly merchant's). */
  bill: merchantBillRecordSchema.nullable(),
});

export type MerchantStatement = z.infer<typeof merchantStatementSchema>;
