import { z } from 'zod';
import { CURRENCY, hasAtMostTwoDecimals } from '../money';
import { PAYMENT_STATUSES, PAYMENT_TRANSACTION_TYPES } from '../payment-transaction';
import { VALIDATION } from '../validation-messages';
import { idParam, listFilterBase, MAX_SAR_AMOUNT } from './fields';
import { PAYMENT_METHOD_CODES } from './reference';
import { recordBase, timestamp } from './record';
import { tariffPreviewSchema } from './tariff-preview';

/** A bound of the amount filter in SAR: a refund is negative, so either sign. */
const sarBound = () =>
  z
    .number()
    .min(-MAX_SAR_AMOUNT)
    .max(MAX_SAR_AMOUNT)
    .refine(hasAtMostTwoDecimals, { error: VALIDATION.twoDecimals })
    .optional();

/**
 * Filters of the payment transactions. `from` and `to` bound the local day of `created_at`, both
 * included; `amount_min` and `amount_max` bound the amount in SAR, both included; `q` finds the
 * stay's plate however it is typed (domain/plates.ts).
 */
export const paymentTransactionFilterSchema = z.strictObject({
  ...listFilterBase,
  area_id: idParam().optional(),
  type: z.enum(PAYMENT_TRANSACTION_TYPES).optional(),
  payment_method: z.enum(PAYMENT_METHOD_CODES).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  amount_min: sarBound(),
  amount_max: sarBound(),
});

export type PaymentTransactionFilter = z.output<typeof paymentTransactionFilterSchema>;

/**
 * A payment transaction as the API answers it, money in SAR. A payment that is no stay (a
 * subscription's) has no vehicle, times or minutes; a refund has a negative amount and names the
 * payment it refunds. `plate` and `guest_ticket_number` are the stay's.
 */
export const paymentTransactionRecordSchema = z.object({
  ...recordBase,
  vehicle_id: z.number().int().nullable(),
  plate: z.string().nullable(),
  guest_ticket_number: z.string().nullable(),
  subscription_id: z.number().int().nullable(),
  company_subscription_id: z.number().int().nullable(),
  type: z.enum(PAYMENT_TRANSACTION_TYPES),
  area_id: z.number().int(),
  entry_time: timestamp().nullable(),
  exit_time: timestamp().nullable(),
  expected_exit_time: timestamp().nullable(),
  duration_minutes: z.number().int().nullable(),
  free_minutes: z.number().int().nullable(),
  chargeable_minutes: z.number().int().nullable(),
  hourly_rate: z.number().nullable(),
  amount: z.number(),
  currency: z.literal(CURRENCY),
  payment_method: z.enum(PAYMENT_METHOD_CODES),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  refund_of_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  updated_by: z.number().int().nullable(),
});

/** An area's tariff as a stay froze it at its entry, money in SAR. */
export const frozenTariffSchema = z.object({
  free_minutes: z.number().int(),
  grace_minutes: z.number().int(),
  cooldown_minutes: z.number().int(),
  hourly_fee: z.number(),
  after_first_hour_fee: z.number(),
  daily_cap: z.number(),
});

/** GET /api/payment-transactions/:id: the transaction, the tariff frozen at the stay's entry (none for a subscription's payment) and its lines. */
export const paymentTransactionDetailSchema = paymentTransactionRecordSchema.extend({
  tariff: frozenTariffSchema.nullable(),
  lines: tariffPreviewSchema.shape.lines,
});

/** GET /api/payment-transactions/totals: the rows of the list's filters counted, and their amounts summed exactly, in SAR. */
export const paymentTransactionTotalsSchema = z.object({ count: z.number().int(), amount: z.number() });

export type PaymentTransactionTotals = z.infer<typeof paymentTransactionTotalsSchema>;
