import { and, count, eq, gt, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { QUOTA_HOLDING_STATUSES, type QuotaLevel, type QuotaStatus } from '../../domain/quota';
import type { Database, Transaction } from '../db/client';
import { companies, companySubscriptions } from '../db/schema';

const holdsQuota = inArray(companySubscriptions.status, [...QUOTA_HOLDING_STATUSES]);

/** The units of each company's quota its subscriptions hold (pending or approved), by company id. */
export async function usedQuotaByCompany(db: Database | Transaction, companyIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ company_id: companySubscriptions.company_id, used: count() })
    .from(companySubscriptions)
    .where(and(inArray(companySubscriptions.company_id, companyIds), holdsQuota))
    .groupBy(companySubscriptions.company_id);
  return new Map(rows.map((row) => [row.company_id, row.used]));
}

export async function usedQuotaOf(db: Database | Transaction, companyId: number): Promise<number> {
  return (await usedQuotaByCompany(db, [companyId])).get(companyId) ?? 0;
}

/**
 * The same count inside a query of companies, for sorting and filtering a list by it (the page's
 * records take theirs from usedQuotaByCompany, one query for the page).
 */
export const usedQuotaColumn: SQL<number> = sql<number>`(select count(*) from ${companySubscriptions} where ${companySubscriptions.company_id} = ${companies.id} and ${holdsQuota})`;

export const remainingQuotaColumn: SQL<number> = sql<number>`greatest(0, ${companies.initial_quota} - ${usedQuotaColumn})`;

/** domain/quota.ts lowQuotaThreshold in SQL: a whole tenth of the quota, at least 1. */
const lowQuotaThreshold = sql`greatest(1, ${companies.initial_quota} / 10)`;

/** The companies whose quota status (domain/quota.ts quotaStatus) is `status` on `today`. */
export function quotaStatusCondition(status: QuotaStatus, today: string): SQL {
  const over = sql`${companies.quota_valid_to} < ${today}`;
  const inForce = and(eq(companies.is_active, true), lte(companies.quota_valid_from, today))!;
  if (status === 'expired') return over;
  if (status === 'active') return and(not(over), inForce)!;
  return and(not(over), or(not(eq(companies.is_active, true)), gt(companies.quota_valid_from, today)))!;
}

/** The companies whose quota level (domain/quota.ts quotaLevel) is `level`. */
export function quotaLevelCondition(level: QuotaLevel): SQL {
  if (level === 'exhausted') return sql`${remainingQuotaColumn} = 0`;
  if (level === 'low') return sql`${remainingQuotaColumn} between 1 and ${lowQuotaThreshold}`;
  return sql`${remainingQuotaColumn} > ${lowQuotaThreshold}`;
}
