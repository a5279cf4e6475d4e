import { z } from 'zod';
import { CURRENCY, hasAtMostTwoDecimals } from '../money';
import { AMOUNT_FIXED_REASONS, PAYMENT_STATUSES, PAYMENT_TRANSACTION_TYPES } from '../payment-transaction';
import { VALIDATION } from '../validation-messages';
import {
  dayFilter,
  idParam,
  listFilterBase,
  MAX_SAR_AMOUNT,
  optionalInstant,
  optionalName,
  optionalReference,
  optionalText,
  requiredOr,
  requiredText,
} from './fields';
import { PAYMENT_METHOD_CODES } from './reference';
import { recordBase, recordVersion, timestamp } from './record';
import { tariffPreviewSchema } from './tariff-preview';

/** An amount in SAR as a payment row holds it: a refund is negative, so either sign. */
const signedSar = () =>
  z
    .number({ error: VALIDATION.number })
    .min(-MAX_SAR_AMOUNT, { error: VALIDATION.tooLarge })
    .max(MAX_SAR_AMOUNT, { error: VALIDATION.tooLarge })
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
  from: dayFilter(),
  to: dayFilter(),
  amount_min: signedSar(),
  amount_max: signedSar(),
  /** The payments and refunds a cashier took in one shift. */
  cashier_shift_id: idParam().optional(),
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
  /** The merchant whose validations a `merchant` payment pays for (a top-up, a month's bill). */
  merchant_id: z.number().int().nullable(),
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

export type PaymentTransactionRecord = z.infer<typeof paymentTransactionRecordSchema>;

/** An area's tariff as a stay froze it at its entry, money in SAR. */
export const frozenTariffSchema = z.object({
  free_minutes: z.number().int(),
  grace_minutes: z.number().int(),
  cooldown_minutes: z.number().int(),
  hourly_fee: z.number(),
  after_first_hour_fee: z.number(),
  daily_cap: z.number(),
});

/**
 * GET /api/payment-transactions/:id: the transaction, the tariff frozen at the stay's entry (none
 * for a subscription's payment) and its lines; its refunds, what is left to refund (in SAR, 0 when
 * it cannot be refunded), and why its amount cannot be edited, if it cannot.
 */
export const paymentTransactionDetailSchema = paymentTransactionRecordSchema.extend({
  tariff: frozenTariffSchema.nullable(),
  lines: tariffPreviewSchema.shape.lines,
  refunds: z.array(
    z.object({ id: z.number().int(), amount: z.number(), status: z.enum(PAYMENT_STATUSES), created_at: timestamp() }),
  ),
  refundable: z.number(),
  amount_fixed_by: z.enum(AMOUNT_FIXED_REASONS).nullable(),
  /** The version of the payment as its page shows it, its refunds included: a refund sends it back (If-Match). */
  version: recordVersion(),
});

/** GET /api/payment-transactions/totals: the rows of the list's filters counted, and their amounts summed exactly, in SAR. */
export const paymentTransactionTotalsSchema = z.object({ count: z.number().int(), amount: z.number() });

export type PaymentTransactionTotals = z.infer<typeof paymentTransactionTotalsSchema>;

/** Money paid or paid back, in SAR: more than nothing, two decimals at most. */
export function paymentAmount() {
  return z
    .number({ error: requiredOr(VALIDATION.number) })
    .positive({ error: VALIDATION.moreThanZero })
    .max(MAX_SAR_AMOUNT, { error: VALIDATION.tooLarge })
    .refine(hasAtMostTwoDecimals, { error: VALIDATION.twoDecimals });
}

/** How money changed hands, by code: `free` is no way to pay money. */
export const moneyMethod = () =>
  z
    .enum(PAYMENT_METHOD_CODES, { error: requiredOr(VALIDATION.invalidChoice) })
    .exclude(['free'], { error: requiredOr(VALIDATION.invalidChoice) });

const paymentStatus = () => z.enum(PAYMENT_STATUSES, { error: requiredOr(VALIDATION.invalidChoice) });

/**
 * POST /api/payment-transactions: a payment staff record by hand (a subscription paid at the
 * office), for one subscription, individual or company's; its area is the subscription's, and an
 * area given must be that one (the server's check).
 */
export const paymentTransactionCreateSchema = z
  .object({
    subscription_id: optionalReference(),
    company_subscription_id: optionalReference(),
    area_id: optionalReference(),
    amount: paymentAmount(),
    payment_method: moneyMethod(),
    status: paymentStatus().default('paid'),
    reference: optionalName(100),
    notes: optionalText(1000),
    expected_exit_time: optionalInstant().transform((value) => value ?? null),
    /** Yes, this subscription was paid already and this is a second payment: without it the server refuses (422 `subscription_already_paid`). */
    second_payment: z.boolean().default(false),
  })
  .superRefine((payment, context) => {
    const named = [payment.subscription_id, payment.company_subscription_id].filter((id) => id !== null).length;
    if (named === 0) {
      for (const path of ['subscription_id', 'company_subscription_id'])
        context.addIssue({ code: 'custom', path: [path], message: VALIDATION.required });
    } else if (named === 2) {
      context.addIssue({ code: 'custom', path: ['company_subscription_id'], message: VALIDATION.oneSubscription });
    }
  });

export type PaymentTransactionCreate = z.output<typeof paymentTransactionCreateSchema>;

/**
 * PUT /api/payment-transactions/:id: status, method, reference and notes; the amount too, on a
 * manual payment alone (domain/payment-transaction.ts `amountFixedBy`), which then answers to
 * `manualPaymentUpdateSchema`. The edit form sends the whole record: other fields are dropped.
 */
export const paymentTransactionUpdateSchema = z.object({
  amount: signedSar(),
  payment_method: z.enum(PAYMENT_METHOD_CODES, { error: requiredOr(VALIDATION.invalidChoice) }),
  status: paymentStatus(),
  reference: optionalName(100),
  notes: optionalText(1000),
});

export type PaymentTransactionUpdate = z.output<typeof paymentTransactionUpdateSchema>;

/** The edit of a manual payment, whose amount staff may correct: money paid, like a new payment's. */
export const manualPaymentUpdateSchema = paymentTransactionUpdateSchema.extend({ amount: paymentAmount() });

/** POST /api/payment-transactions/:id/refund: how much is paid back and how, and why (kept as the refund's notes). */
export const paymentRefundSchema = z.object({
  amount: paymentAmount(),
  payment_method: moneyMethod(),
  reason: requiredText(500),
});

export type PaymentRefund = z.output<typeof paymentRefundSchema>;

/** DELETE /api/payment-transactions/:id: why (in the body, or `?reason=`), kept in the audit log with the deleted row. */
export const paymentDeletionSchema = z.object({ reason: requiredText(500) });
