import { z } from 'zod';
import { VALIDATION } from '../validation-messages';
import { isCalendarDate } from './fields';

/** An operator's local day, as the day-close reports take it (YYYY-MM-DD). */
export const operatorDay = () =>
  z.string({ error: VALIDATION.required }).refine(isCalendarDate, { error: VALIDATION.date }).meta({ format: 'date' });

/** GET /api/payments/reconciliation: the operator's day to reconcile. */
export const reconciliationQuerySchema = z.strictObject({ day: operatorDay() });

const kind = z.enum(['payment', 'refund']);
const sar = () => z.number();

/**
 * A day's online payments and refunds against the gateway's settlements, money in SAR: what
 * matched (with the gateway's fees and what it paid out), and each exception, for an admin to
 * look into.
 */
export const reconciliationSchema = z.object({
  day: z.iso.date(),
  /** The newest settlement read: what was recorded after it cannot be settled yet. */
  settled_through: z.date().nullable(),
  matched: z.object({ count: z.number().int(), gross: sar(), net: sar(), fee: sar() }),
  not_settled: z.array(
    z.object({
      gateway_payment_id: z.string(),
      kind,
      amount: sar(),
      payment_transaction_ids: z.array(z.number().int()),
    }),
  ),
  not_recorded: z.array(z.object({ gateway_payment_id: z.string(), kind, amount: sar() })),
  amounts_differ: z.array(z.object({ gateway_payment_id: z.string(), kind, recorded: sar(), settled: sar() })),
  paid_back: z.array(z.object({ gateway_payment_id: z.string(), kind, amount: sar() })),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
