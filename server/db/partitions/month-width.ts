import { sql } from 'drizzle-orm';
import type { Transaction } from '../handle';
import { rawRows } from '../raw-rows';
import type { MONTHLY_TABLES } from './monthly-tables';

/** The fewest ids a month's partition spans: a quiet operator's months still cost no more than a thousandth of the id space each. */
export const MIN_MONTH_WIDTH = 1_000_000;

/** How many months past the current one have their partition ready, so that no row ever finds none. */
export const MONTHS_AHEAD = 2;

/**
 * The ids a new month's partition spans: four times the rows of the last 31 days, so that a month
 * may grow fourfold before its ids run into the next month's (which still holds them, a few days
 * early). The 32-bit ids then last 179 years of months at the narrowest; an operator writing 10
 * million rows a year uses them up in 53.
 */
export async function monthWidth(tx: Transaction, table: (typeof MONTHLY_TABLES)[number]): Promise<number> {
  const [row] = await rawRows<{ rows: number }>(
    tx,
    sql`select count(*)::int as rows from ${sql.raw(table.name)} where ${sql.raw(table.written)} > now() - interval '31 days'`,
  );
  return Math.max(MIN_MONTH_WIDTH, 4 * row!.rows);
}
