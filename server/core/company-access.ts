import { eq } from 'drizzle-orm';
import {
  type Account,
  accountMayAct,
  type CompanyEntryRefusal,
  companyEntryRefusal,
} from '../../domain/company-access';
import { ROLE } from '../../domain/roles';
import type { Database, Transaction } from '../db/client';
import { companies, companySubscriptions } from '../db/schema';
import { notFound } from '../errors';

/**
 * Whether an account may act as far as its company goes (a company manager's company must be
 * active), read from the database on every request: the user cache keeps users, not companies,
 * and only a company manager's requests pay for the read.
 */
export async function companyLetsAct(db: Database, user: Account & { company_id: number | null }): Promise<boolean> {
  if (user.role_id !== ROLE.companyManager || user.company_id === null) return accountMayAct(user, null);
  const [company] = await db
    .select({ is_active: companies.is_active })
    .from(companies)
    .where(eq(companies.id, user.company_id));
  // No such company: it was deleted, and its managers with it (a kept copy of one may linger).
  return accountMayAct(user, company?.is_active ?? false);
}

/**
 * Whether a vehicle of company subscription `subscriptionId` enters area `areaId` as a company
 * subscriber on `today` (null) or why not: the gates' entry asks this once it has found
 * the subscription by plate or QR.
 */
export async function companySubscriberRefusal(
  db: Database | Transaction,
  { subscriptionId, areaId, today }: { subscriptionId: number; areaId: number; today: string },
): Promise<CompanyEntryRefusal | null> {
  const [found] = await db
    .select({ subscription: companySubscriptions, company: companies })
    .from(companySubscriptions)
    .innerJoin(companies, eq(companies.id, companySubscriptions.company_id))
    .where(eq(companySubscriptions.id, subscriptionId));
  if (!found) throw notFound();
  const { subscription, company } = found;
  return companyEntryRefusal({
    company,
    subscription: { ...subscription, status: subscription.status },
    gateAreaId: areaId,
    today,
  });
}
