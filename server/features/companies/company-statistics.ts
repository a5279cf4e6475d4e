import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { monthsEndingWith } from '../../../domain/local-date';
import { QUOTA_HOLDING_STATUSES } from '../../../domain/quota';
import type { CompanyStatistics } from '../../../domain/schemas/company';
import {
  COMPANY_SUBSCRIPTION_STATUSES,
  companySubscriptionStatus,
  type QuotaValidity,
} from '../../../domain/subscription-status';
import type { Database } from '../../db/client';
import type { CallContext } from '../../core/crud';
import { companies, companySubscriptions } from '../../db/schema';
import { poolUseOf } from './company-pools';
import { companyVehicleFigures } from './company-subscriptions';

/** How many months the quota-use series covers, this one included. */
export const QUOTA_USE_MONTHS = 12;

async function subscriptionsByStatus(
  db: Database,
  company: QuotaValidity & { id: number },
  today: string,
): Promise<CompanyStatistics['subscriptions_by_status']> {
  // Grouped by what the status depends on, then read against today by the domain's one rule.
  const groups = await db
    .select({
      status: companySubscriptions.status,
      start_date: companySubscriptions.start_date,
      end_date: companySubscriptions.end_date,
      total: count(),
    })
    .from(companySubscriptions)
    .where(eq(companySubscriptions.company_id, company.id))
    .groupBy(companySubscriptions.status, companySubscriptions.start_date, companySubscriptions.end_date);
  const byStatus = Object.fromEntries(
    COMPANY_SUBSCRIPTION_STATUSES.map((status) => [status, 0]),
  ) as CompanyStatistics['subscriptions_by_status'];
  for (const group of groups)
    byStatus[companySubscriptionStatus({ ...group, status: group.status }, company, today)] += group.total;
  return byStatus;
}

/**
 * Units of the quota taken per month (by the subscriptions that hold one today, by the month
 * they were made in, in the operator's time zone) and the running total at each month's end.
 */
async function quotaUse(
  db: Database,
  companyId: number,
  today: string,
  timeZone: string,
): Promise<CompanyStatistics['quota_use']> {
  const month = sql<string>`to_char(${companySubscriptions.created_at} at time zone ${timeZone}, 'YYYY-MM')`;
  const taken = await db
    .select({ month, total: count() })
    .from(companySubscriptions)
    .where(
      and(
        eq(companySubscriptions.company_id, companyId),
        inArray(companySubscriptions.status, [...QUOTA_HOLDING_STATUSES]),
      ),
    )
    // By position: the same expression written twice would carry the zone as two parameters,
    // which PostgreSQL does not know to be one grouping.
    .groupBy(sql`1`);
  const months = monthsEndingWith(today.slice(0, 7), QUOTA_USE_MONTHS);
  let used = taken.filter((row) => row.month < months[0]!).reduce((sum, row) => sum + row.total, 0);
  return months.map((month) => {
    const inMonth = taken.find((row) => row.month === month)?.total ?? 0;
    used += inMonth;
    return { month, taken: inMonth, used };
  });
}

export async function companyStatistics(
  { db, clock }: Pick<CallContext, 'db' | 'clock'>,
  company: typeof companies.$inferSelect,
): Promise<CompanyStatistics> {
  const companyId = company.id;
  const today = clock.today();
  const [byStatus, use, vehicleFigures, pools] = await Promise.all([
    subscriptionsByStatus(db, company, today),
    quotaUse(db, companyId, today, clock.timeZone),
    companyVehicleFigures(db, companyId),
    poolUseOf(db, companyId),
  ]);
  return { subscriptions_by_status: byStatus, ...vehicleFigures, pools, quota_use: use };
}
