import { subscriptionPlans } from '../db/schema';
import { areaBody, subAreaBody } from './fixtures';
import type { TestApp } from './harness';
import { createThrough } from './rest';

/**
 * A fresh area with a sub-area and a company plan, where a test's companies can be placed. The
 * plan is written straight to its table: the plans' API is another resource's business.
 */
export async function companyPlacement(
  t: TestApp,
  superAdminToken: string,
  planType: 'company' | 'individual' = 'company',
) {
  const area = await createThrough(t, superAdminToken, 'areas', areaBody());
  const subArea = await createThrough(t, superAdminToken, 'sub-areas', subAreaBody(area.id));
  const [plan] = await t.database.db
    .insert(subscriptionPlans)
    .values({
      name_en: 'Corporate yearly',
      name_ar: 'الباقة السنوية للشركات',
      plan_type: planType,
      area_id: area.id,
      duration: 12,
      duration_unit: 'months',
      price_halalas: 120_000,
      description: 'Made by a test',
    })
    .returning();
  return { area_id: area.id, sub_area_id: subArea.id, plan_id: plan!.id };
}
