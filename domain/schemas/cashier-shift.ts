import { z } from 'zod';
import { CASHIER_SHIFT_STATUSES, COUNTED_METHODS, SLIP_METHODS, type SlipMethod } from '../cashier-shift';
import { isDenomination, SAR_DENOMINATIONS } from '../cash-denominations';
import { CURRENCY, sarToHalalas } from '../money';
import { VALIDATION } from '../validation-messages';
import { dayFilter, idParam, listFilterBase, optionalReference, optionalText, sarAmount, wholeNumber } from './fields';
import { PAYMENT_METHOD_CODES } from './reference';
import { timestamp } from './record';

/** POST /api/cashier-shifts/open: the float counted into the till, at the employee's own gate unless they name another of their area. */
export const cashierShiftOpenSchema = z.object({
  gate_id: optionalReference(),
  float: sarAmount(),
});

export type CashierShiftOpen = z.output<typeof cashierShiftOpenSchema>;

/** How many of one note or coin the cashier counted; the note or coin in SAR (500, 0.5). */
const denominationCountSchema = z.object({
  denomination: z.number().refine((sar) => isDenomination(sarToHalalas(sar)), { error: VALIDATION.invalidChoice }),
  count: wholeNumber({ min: 0 }),
});

/**
 * POST /api/cashier-shifts/:id/close: the cash counted per note and coin (each at most once, a
 * missing one counted none), the totals of the other methods off their slips (a missing one is
 * nothing), and why the count differs from what was expected, which a difference needs.
 */
export const cashierShiftCloseSchema = z.object({
  cash_count: z
    .array(denominationCountSchema)
    .max(SAR_DENOMINATIONS.length, { error: VALIDATION.invalidChoice })
    .refine((counts) => new Set(counts.map((count) => count.denomination)).size === counts.length, {
      error: VALIDATION.invalidChoice,
    }),
  counted: z.strictObject(
    Object.fromEntries(SLIP_METHODS.map((method) => [method, sarAmount().optional()])) as Record<
      SlipMethod,
      z.ZodOptional<ReturnType<typeof sarAmount>>
    >,
  ),
  difference_reason: optionalText(1000),
});

export type CashierShiftClose = z.output<typeof cashierShiftCloseSchema>;
export type CashierShiftCloseInput = z.input<typeof cashierShiftCloseSchema>;

/** A shift as the list answers it, money in SAR; the close's figures are none while it is open. */
export const cashierShiftRecordSchema = z.object({
  id: z.number().int(),
  status: z.enum(CASHIER_SHIFT_STATUSES),
  area_id: z.number().int(),
  gate_id: z.number().int(),
  employee_id: z.number().int(),
  employee_name: z.string().nullable(),
  opened_at: timestamp(),
  closed_at: timestamp().nullable(),
  float: z.number(),
  /** Counted less expected over every method. */
  difference: z.number().nullable(),
  has_difference: z.boolean().nullable(),
  difference_reason: z.string().nullable(),
  currency: z.literal(CURRENCY),
});

export type CashierShiftRecord = z.infer<typeof cashierShiftRecordSchema>;

const reconciliationLineSchema = z.object({
  payment_method: z.enum(COUNTED_METHODS),
  expected: z.number(),
  /** None while the shift is open. */
  counted: z.number().nullable(),
  difference: z.number().nullable(),
});

export type ReconciliationLineRecord = z.infer<typeof reconciliationLineSchema>;

/**
 * A shift's page and its Z report: where, who, what it took per method (refunds apart), the cash
 * counted per note and coin, and per method expected against counted.
 */
export const cashierShiftDetailSchema = cashierShiftRecordSchema.extend({
  area_name: z.string(),
  area_name_ar: z.string().nullable(),
  gate_name: z.string(),
  gate_name_ar: z.string().nullable(),
  taken: z.array(
    z.object({
      payment_method: z.enum(PAYMENT_METHOD_CODES),
      payments: z.number().int(),
      amount: z.number(),
      refunds: z.number().int(),
      refunded: z.number(),
    }),
  ),
  cash_count: z.array(z.object({ denomination: z.number(), count: z.number().int() })).nullable(),
  lines: z.array(reconciliationLineSchema),
});

export type CashierShiftDetail = z.infer<typeof cashierShiftDetailSchema>;

/** GET /api/cashier-shifts/current: the caller's open shift, or none. */
export const currentCashierShiftSchema = z.object({ shift: cashierShiftDetailSchema.nullable() });

export type CurrentCashierShift = z.infer<typeof currentCashierShiftSchema>;

/** The list's filters; `from` and `to` bound the operator's local day the shift opened, both included. */
export const cashierShiftFilterSchema = z.strictObject({
  id: listFilterBase.id,
  area_id: idParam().optional(),
  gate_id: idParam().optional(),
  employee_id: idParam().optional(),
  status: z.enum(CASHIER_SHIFT_STATUSES).optional(),
  has_difference: z.boolean().optional(),
  from: dayFilter(),
  to: dayFilter(),
});

export type CashierShiftFilter = z.output<typeof cashierShiftFilterSchema>;
