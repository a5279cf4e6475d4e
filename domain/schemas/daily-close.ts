import { z } from 'zod';
import { ONLINE_CHANNELS } from '../online-payment';
import { operatorDay } from './reconciliation';

/** GET /api/reports/daily-close: an operator's day; `format=csv` answers the accounting system's file. */
export const dailyCloseQuerySchema = z.strictObject({ day: operatorDay(), format: z.enum(['csv']).optional() });

/** The ways money is taken that a day's close adds up, each net of what was paid back that way. */
export const CLOSE_METHODS = ['cash', 'card', 'online', 'wallet', 'bank_transfer'] as const;

const sar = () => z.number();

/**
 * One area's day closed, money in SAR: its cashiers' Z reports (the shifts closed that day: how
 * many, the cash counted less the floats, and the differences they explained), and what each way
 * of paying took net of refunds, online by the channel its payers used.
 */
const closedAreaFigures = {
  z_reports: z.number().int(),
  cash_counted: sar(),
  cash_difference: sar(),
  by_method: z.object(
    Object.fromEntries(CLOSE_METHODS.map((method) => [method, sar()])) as Record<
      (typeof CLOSE_METHODS)[number],
      ReturnType<typeof sar>
    >,
  ),
  online_by_channel: z.object({
    ...(Object.fromEntries(ONLINE_CHANNELS.map((channel) => [channel, sar()])) as Record<
      (typeof ONLINE_CHANNELS)[number],
      ReturnType<typeof sar>
    >),
    unreported: sar(),
  }),
  total: sar(),
};

export const dailyCloseSchema = z.object({
  day: z.iso.date(),
  areas: z.array(
    z.object({ area_id: z.number().int(), name: z.string(), name_ar: z.string().nullable(), ...closedAreaFigures }),
  ),
  totals: z.object(closedAreaFigures),
});
export type DailyClose = z.infer<typeof dailyCloseSchema>;
