import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { type CompanyPool, poolAdmission } from '../../../domain/company-pool';
import type { CompanyPoolUse } from '../../../domain/schemas/company';
import type { Database, Transaction } from '../../db/client';
import { areas, companyPools, companySubscriptions, companySubscriptionVehicles, vehicles } from '../../db/schema';
import { refusal } from '../../errors';

/** What a subscriber enters with: an individual subscription, or a vehicle of a company's. */
export type Registration =
  | { subscription_id: number; company_subscription_id: null; company_subscription_vehicle_id: null }
  | { subscription_id: null; company_subscription_id: number; company_subscription_vehicle_id: number };

type StoredPool = CompanyPool & { area_id: number };

const poolColumns = { area_id: companyPools.area_id, size: companyPools.size, overflow: companyPools.overflow };

/** Each company's pools, by company id, in the order they were set: one query for a page of companies. */
export async function poolsOfCompanies(db: Database | Transaction, companyIds: number[]) {
  const pools = new Map<number, StoredPool[]>(companyIds.map((id) => [id, []]));
  if (companyIds.length === 0) return pools;
  const rows = await db
    .select({ company_id: companyPools.company_id, ...poolColumns })
    .from(companyPools)
    .where(inArray(companyPools.company_id, companyIds))
    .orderBy(asc(companyPools.id));
  for (const { company_id, ...pool } of rows) pools.get(company_id)!.push({ ...pool, overflow: pool.overflow });
  return pools;
}

/** The company's pools become those given, in the transaction of the company's write. */
export async function replacePools(tx: Transaction, companyId: number, pools: StoredPool[]) {
  await tx.delete(companyPools).where(eq(companyPools.company_id, companyId));
  if (pools.length > 0) await tx.insert(companyPools).values(pools.map((pool) => ({ ...pool, company_id: companyId })));
}

/** The company's stays open in `areaId` (all its areas when absent) that entered as its subscribers, by area. */
export async function insideAsSubscribers(db: Database | Transaction, companyId: number, areaId?: number) {
  const rows = await db
    .select({ area_id: vehicles.area_id, inside: count() })
    .from(vehicles)
    .innerJoin(
      companySubscriptionVehicles,
      eq(companySubscriptionVehicles.id, vehicles.company_subscription_vehicle_id),
    )
    .innerJoin(companySubscriptions, eq(companySubscriptions.id, companySubscriptionVehicles.subscription_id))
    .where(
      and(
        isNull(vehicles.exit_time),
        eq(companySubscriptions.company_id, companyId),
        areaId === undefined ? undefined : eq(vehicles.area_id, areaId),
      ),
    )
    .groupBy(vehicles.area_id);
  return new Map(rows.map((row) => [row.area_id, row.inside]));
}

/** The company's pools and how many of its vehicles each holds now, for its pages. */
export async function poolUseOf(db: Database, companyId: number): Promise<CompanyPoolUse[]> {
  const [pools, inside] = await Promise.all([
    db
      .select({ ...poolColumns, area: { id: areas.id, name: areas.name, name_ar: areas.name_ar } })
      .from(companyPools)
      .innerJoin(areas, eq(areas.id, companyPools.area_id))
      .where(eq(companyPools.company_id, companyId))
      .orderBy(asc(companyPools.id)),
    insideAsSubscribers(db, companyId),
  ]);
  return pools.map((pool) => ({
    ...pool,
    overflow: pool.overflow,
    inside: inside.get(pool.area_id) ?? 0,
  }));
}

/**
 * A company subscriber at an entry, as the company's pool in the area lets them in: unchanged
 * while it has room, else a guest or refused (domain/company-pool.ts). Read under the area's row
 * lock that the entry holds, so entries at the area's gates count one after another and the
 * pool is never overrun.
 */
export async function withinCompanyPool<Entrant extends { registration: Registration | null }>(
  tx: Transaction,
  entrant: Entrant,
  areaId: number,
): Promise<Entrant> {
  const companySubscriptionId = entrant.registration?.company_subscription_id;
  if (!companySubscriptionId) return entrant;
  const [pool] = await tx
    .select({ company_id: companyPools.company_id, size: companyPools.size, overflow: companyPools.overflow })
    .from(companyPools)
    .innerJoin(companySubscriptions, eq(companySubscriptions.company_id, companyPools.company_id))
    .where(and(eq(companySubscriptions.id, companySubscriptionId), eq(companyPools.area_id, areaId)));
  if (!pool) return entrant;
  const inside = (await insideAsSubscribers(tx, pool.company_id, areaId)).get(areaId) ?? 0;
  const admission = poolAdmission({ size: pool.size, overflow: pool.overflow }, inside);
  if (admission === 'refused') throw refusal('company_pool_full');
  return admission === 'guest' ? { ...entrant, registration: null } : entrant;
}
