import { eq } from 'drizzle-orm';
import { type CompanyEntryRefusal, companyEntryRefusal } from '../../domain/company-access';
import type { StoredSubscriptionStatus } from '../../domain/subscription-status';
import type { Database, Transaction } from '../db/client';
import { companies, companySubscriptions } from '../db/schema';
import { notFound } from '../errors';

/**
 * Whether a vehicle of company subscription `subscriptionId` enters area `areaId` as a company
 * subscriber on `today` (null) or why not: the gates' entry (issue 9) asks this once it has found
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
    subscription: { ...subscription, status: subscription.status as StoredSubscriptionStatus },
    gateAreaId: areaId,
    today,
  });
}
