import { between } from 'drizzle-orm';
import { addDays, localDate } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import type { PaymentTransactionType } from '../../../domain/payment-transaction';
import type { DailyRevenue } from '../../../domain/schemas/dashboard';
import type { Database } from '../../db/client';
import { revenueEstateDaily } from '../../db/schema';

/** How many local days the home's revenue chart shows, today the last. */
export const REVENUE_CHART_DAYS = 30;

/**
 * The paid money of each of the last REVENUE_CHART_DAYS local days by type, days without any included, read from
 * the estate's rollup (two rows a day), never from the payments.
 */
export async function revenueOfLastDays(db: Database, now: Date, timeZone: string): Promise<DailyRevenue[]> {
  const last = localDate(now, timeZone);
  const first = addDays(last, 1 - REVENUE_CHART_DAYS);
  const rows = await db
    .select({ day: revenueEstateDaily.day, type: revenueEstateDaily.type, halalas: revenueEstateDaily.amount_halalas })
    .from(revenueEstateDaily)
    .where(between(revenueEstateDaily.day, first, last));
  const halalasOf = new Map(rows.map((row) => [`${row.day}|${row.type}`, row.halalas]));
  const sarOf = (day: string, type: PaymentTransactionType) => halalasToSar(halalasOf.get(`${day}|${type}`) ?? 0);
  return Array.from({ length: REVENUE_CHART_DAYS }, (_, index) => {
    const day = addDays(first, index);
    return { day, guest: sarOf(day, 'guest'), subscription: sarOf(day, 'subscription') };
  });
}
