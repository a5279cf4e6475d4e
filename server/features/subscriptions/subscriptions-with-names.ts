import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas, subscriptionPlans, subscriptions } from '../../db/schema';

/** Subscriptions with the names of their plan and area in both languages, as messages to subscribers name them. */
export function subscriptionsWithNames(db: Database) {
  return db
    .select({
      subscription: subscriptions,
      names: {
        plan_en: subscriptionPlans.name_en,
        plan_ar: subscriptionPlans.name_ar,
        area: areas.name,
        area_ar: areas.name_ar,
      },
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
    .innerJoin(areas, eq(areas.id, subscriptions.area_id));
}
