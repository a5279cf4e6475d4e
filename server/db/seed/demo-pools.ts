import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../client';
import { companies, companyPools, companySubscriptions, companySubscriptionVehicles, vehicles } from '../schema';

/** Spaces of the demo pool beyond the company's vehicles inside now: partly used, room for a few more. */
const FREE_POOL_SPACES = 2;

/**
 * The company with the most vehicles inside its own area now (as the demo's traffic left them)
 * pools its parking there: a few spaces more than they take, the vehicles after that let in as
 * guests. Seeded after the stays, so the pool holds the traffic planned without it.
 */
export async function seedDemoPool(tx: Transaction) {
  const inside = count();
  const [busiest] = await tx
    .select({ company_id: companies.id, area_id: vehicles.area_id, inside })
    .from(vehicles)
    .innerJoin(
      companySubscriptionVehicles,
      eq(companySubscriptionVehicles.id, vehicles.company_subscription_vehicle_id),
    )
    .innerJoin(companySubscriptions, eq(companySubscriptions.id, companySubscriptionVehicles.subscription_id))
    .innerJoin(
      companies,
      and(eq(companies.id, companySubscriptions.company_id), eq(companies.area_id, vehicles.area_id)),
    )
    .where(isNull(vehicles.exit_time))
    .groupBy(companies.id, vehicles.area_id)
    .orderBy(desc(inside), asc(companies.id))
    .limit(1);
  if (!busiest) return;
  await tx.insert(companyPools).values({
    company_id: busiest.company_id,
    area_id: busiest.area_id,
    size: busiest.inside + FREE_POOL_SPACES,
    overflow: 'guest',
  });
}
