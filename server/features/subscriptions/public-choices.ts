import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { halalasToSar } from '../../../domain/money';
import type { Database } from '../../db/client';
import { areas, subscriptionPlans } from '../../db/schema';

/** Plans an applicant may choose: individual ones on sale, in areas that are open. */
const onSale = and(
  eq(subscriptionPlans.plan_type, 'individual'),
  eq(subscriptionPlans.is_active, true),
  eq(areas.is_active, true),
);

/** Open areas that sell at least one individual plan: the form offers no area without a plan. */
export async function publicAreas(db: Database) {
  const sellsAPlan = db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.area_id, areas.id),
        eq(subscriptionPlans.plan_type, 'individual'),
        eq(subscriptionPlans.is_active, true),
      ),
    );
  return db
    .select({ id: areas.id, name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(and(eq(areas.is_active, true), exists(sellsAPlan)))
    .orderBy(sql`${areas.name} collate "arabic"`, asc(areas.id));
}

export async function publicPlans(db: Database) {
  const plans = await db
    .select({
      id: subscriptionPlans.id,
      area_id: subscriptionPlans.area_id,
      name_en: subscriptionPlans.name_en,
      name_ar: subscriptionPlans.name_ar,
      description: subscriptionPlans.description,
      duration: subscriptionPlans.duration,
      duration_unit: subscriptionPlans.duration_unit,
      price_halalas: subscriptionPlans.price_halalas,
      max_vehicles: subscriptionPlans.max_vehicles,
    })
    .from(subscriptionPlans)
    .innerJoin(areas, eq(areas.id, subscriptionPlans.area_id))
    .where(onSale)
    .orderBy(asc(subscriptionPlans.display_order), asc(subscriptionPlans.id));
  return plans.map(({ price_halalas, duration_unit, ...plan }) => ({
    ...plan,
    duration_unit: duration_unit as 'days' | 'months',
    price: halalasToSar(price_halalas),
  }));
}
