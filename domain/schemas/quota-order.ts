import { z } from 'zod';
import { QUOTA_ORDER_MAX_UNITS, QUOTA_ORDER_STATUSES } from '../quota-order';
import { VALIDATION } from '../validation-messages';
import { calendarDate, sarAmount, wholeNumber } from './fields';
import { sendPaymentLinkSchema } from './payment-link';

/**
 * A super admin's order of more quota for a company, sent to its manager to pay by link: the units,
 * the end of validity they run to, the price in SAR, and the link's language and whether it is mailed.
 */
export const quotaOrderCreateSchema = sendPaymentLinkSchema.extend({
  units: wholeNumber({ min: 1 }).max(QUOTA_ORDER_MAX_UNITS, { error: VALIDATION.tooLarge }),
  valid_to: calendarDate(),
  amount: sarAmount().refine((amount) => amount > 0, { error: VALIDATION.minOne }),
});
export type QuotaOrderCreate = z.infer<typeof quotaOrderCreateSchema>;

/** A quota order as a company's page lists it; `version` is what a decision on it (a link, a cancel) names. */
export const quotaOrderSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  units: z.number(),
  valid_to: z.string(),
  amount: z.number(),
  status: z.enum(QUOTA_ORDER_STATUSES),
  created_at: z.date(),
  created_by_name: z.string().nullable(),
  closed_at: z.date().nullable(),
  /** Its payment row once paid: its receipt and tax invoice. */
  payment_transaction_id: z.number().nullable(),
  version: z.string(),
});
