import { insideAsSubscribers } from '../features/companies';
import type { Transaction } from '../db/client';
import { companies, companyPools } from '../db/schema';

/** Spaces of the demo pool beyond the company's vehicles inside now: partly used, room for a few more. */
const FREE_POOL_SPACES = 2;

/**
 * The company with the most vehicles inside its own area now (as the demo's traffic left them)
 * pools its parking there: a few spaces more than they take, the vehicles after that let in as
 * guests. Seeded after the stays, so the pool holds the traffic planned without it.
 */
export async function seedDemoPool(tx: Transaction) {
  let busiest: { company_id: number; area_id: number; inside: number } | undefined;
  for (const company of await tx.select().from(companies).orderBy(companies.id)) {
    if (company.area_id === null) continue;
    const inside = (await insideAsSubscribers(tx, company.id, company.area_id)).get(company.area_id) ?? 0;
    if (inside > (busiest?.inside ?? 0)) busiest = { company_id: company.id, area_id: company.area_id, inside };
  }
  if (!busiest) return;
  await tx.insert(companyPools).values({
    company_id: busiest.company_id,
    area_id: busiest.area_id,
    size: busiest.inside + FREE_POOL_SPACES,
    overflow: 'guest',
  });
}
