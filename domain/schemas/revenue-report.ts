import { z } from 'zod';
import { type DayRange, isWithinReportSpan, REPORT_FIRST_DAY, REPORT_LAST_DAY } from '../revenue-report';
import { VALIDATION } from '../validation-messages';
import { ONLINE_CHANNELS } from '../online-payment';
import { idParam, isCalendarDate, optionalReference } from './fields';
import { PAYMENT_METHOD_CODES } from './reference';

/**
 * A day of the report's period: SPEC's one message when it is missing, whichever end it is. Its
 * checks abort, so that the period's own check reads only two days.
 */
function reportDay() {
  return z
    .string({ error: VALIDATION.reportDates })
    .min(1, { error: VALIDATION.reportDates, abort: true })
    .refine(isCalendarDate, { error: VALIDATION.date, abort: true })
    .refine((day) => day >= REPORT_FIRST_DAY && day <= REPORT_LAST_DAY, {
      error: VALIDATION.reportDateRange,
      abort: true,
    })
    .meta({ format: 'date' });
}

/** The end of the period is not before its start, nor more than the report's span after it. */
function checkPeriod({ from, to }: DayRange, context: z.RefinementCtx) {
  if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: VALIDATION.notBeforeStart });
  else if (!isWithinReportSpan({ from, to }))
    context.addIssue({ code: 'custom', path: ['to'], message: VALIDATION.reportSpan });
}

/** The report page's form: an area (none for all) and the period's first and last local days. */
export const revenueReportFormSchema = z
  .object({ area_id: optionalReference(), from: reportDay(), to: reportDay() })
  .superRefine(checkPeriod);

export const REPORT_FORMATS = ['json', 'csv'] as const;

/** Beside the areas, the report may be read per cashier shift or per employee who took the money. */
export const REPORT_GROUPINGS = ['shift', 'employee', 'method'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/**
 * GET /api/reports/revenue: `from` and `to` are local days of the operator, both included; without
 * `area_id`, every area. `format=csv` answers a file instead of JSON.
 */
export const revenueReportQuerySchema = z
  .strictObject({
    area_id: idParam().optional(),
    from: reportDay(),
    to: reportDay(),
    format: z.enum(REPORT_FORMATS).optional(),
    group_by: z.enum(REPORT_GROUPINGS).optional(),
  })
  .superRefine(checkPeriod);

export type RevenueReportQuery = z.output<typeof revenueReportQuerySchema>;

const count = () => z.number().int();
const sar = () => z.number();

/**
 * SPEC section 3's figures of a revenue report over paid transactions, money in SAR. A refund is a
 * transaction of a negative amount: it counts among the transactions and lowers the revenue.
 * `charged_transactions` are SPEC's "paid transactions", those that took money (amount above 0);
 * average, min and max are theirs (none when none did). `refunded` is negative.
 */
export const revenueFiguresSchema = z.object({
  transactions: count(),
  revenue: sar(),
  guest_transactions: count(),
  guest_revenue: sar(),
  subscription_transactions: count(),
  subscription_revenue: sar(),
  charged_transactions: count(),
  free_transactions: count(),
  refunds: count(),
  refunded: sar(),
  average_amount: sar().nullable(),
  min_amount: sar().nullable(),
  max_amount: sar().nullable(),
});

/** One day of the period: its transactions and revenue, guests' and subscriptions' apart. */
export const revenueDaySchema = z.object({
  day: z.iso.date(),
  ...revenueFiguresSchema.pick({
    transactions: true,
    revenue: true,
    guest_transactions: true,
    guest_revenue: true,
    subscription_transactions: true,
    subscription_revenue: true,
  }).shape,
});

export const revenueReportSchema = z.object({
  area_id: z.number().int().nullable(),
  from: z.iso.date(),
  to: z.iso.date(),
  totals: revenueFiguresSchema,
  /** Each area of the report (the one asked for, or every area), the most revenue first. */
  per_area: z.array(
    revenueFiguresSchema.extend({ area_id: z.number().int(), name: z.string(), name_ar: z.string().nullable() }),
  ),
  /** Every day of the period, days without a transaction included. */
  per_day: z.array(revenueDaySchema),
  /**
   * With `group_by=shift`: each cashier shift that took money in the period, and the money taken
   * outside any shift (no shift id), the most revenue first.
   */
  per_shift: z
    .array(
      revenueFiguresSchema.extend({
        cashier_shift_id: z.number().int().nullable(),
        employee_id: z.number().int().nullable(),
        employee_name: z.string().nullable(),
        gate_name: z.string().nullable(),
        gate_name_ar: z.string().nullable(),
        opened_at: z.iso.datetime({ offset: true }).nullable(),
        closed_at: z.iso.datetime({ offset: true }).nullable(),
      }),
    )
    .optional(),
  /** With `group_by=employee`: each member of staff who took money, and what lane devices took (no employee id). */
  per_employee: z
    .array(
      revenueFiguresSchema.extend({ employee_id: z.number().int().nullable(), employee_name: z.string().nullable() }),
    )
    .optional(),
  /**
   * With `group_by=method`: each way money was paid (and paid back), online payments by the
   * channel the payer used (mada, Apple Pay, STC Pay, another card), the most revenue first.
   */
  per_method: z
    .array(
      revenueFiguresSchema.extend({
        payment_method: z.enum(PAYMENT_METHOD_CODES),
        name_en: z.string(),
        name_ar: z.string(),
        channel: z.enum(ONLINE_CHANNELS).nullable(),
      }),
    )
    .optional(),
  /** The period of the same length just before, for comparison. */
  previous: z.object({ from: z.iso.date(), to: z.iso.date(), totals: revenueFiguresSchema }),
});

export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;
export type RevenueDay = z.infer<typeof revenueDaySchema>;
export type RevenueReport = z.infer<typeof revenueReportSchema>;
export type RevenueAreaFigures = RevenueReport['per_area'][number];
export type RevenueShiftFigures = NonNullable<RevenueReport['per_shift']>[number];
export type RevenueEmployeeFigures = NonNullable<RevenueReport['per_employee']>[number];
export type RevenueMethodFigures = NonNullable<RevenueReport['per_method']>[number];
