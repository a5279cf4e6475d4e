import { and, eq, gt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { QuotaLevel, QuotaStatus } from '../../../domain/quota';
import type { Database, Transaction } from '../../db/client';
import { companies } from '../../db/schema';

/** The units of a company's quota its subscriptions hold, as kept on its row (migration 0007). */
export async function usedQuotaOf(db: Database | Transaction, companyId: number): Promise<number> {
  const [company] = await db
    .select({ used_quota: companies.used_quota })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.used_quota ?? 0;
}

/** What is left of the quota, as the list sorts and filters by it (the expression of its index). */
export const remainingQuotaColumn: SQL<number> = sql<number>`greatest(0, ${companies.initial_quota} - ${companies.used_quota})`;

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
