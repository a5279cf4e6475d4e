import { sql } from 'drizzle-orm';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import {
  type PlanCreate,
  planCreateSchema,
  planFilterSchema,
  planRecordSchema,
  type PlanUpdate,
  planUpdateSchema,
} from '../../../domain/schemas/subscription-plan';
import { VALIDATION } from '../../../domain/validation-messages';
import { subscriptionPlans } from '../../db/schema';
import { badInput } from '../../errors';
import { type ResourceDefinition } from '../../core/crud';
import { planSearchText } from '../../db/plan-search-text';

type PlanRow = typeof subscriptionPlans.$inferSelect;

export function planRecord({ price_halalas, ...row }: PlanRow) {
  return { ...row, price: halalasToSar(price_halalas) };
}

/** The stored row of a plan; on an edit the plan type (checked equal to the stored one) is not written. */
export function planRow(plan: PlanCreate): typeof subscriptionPlans.$inferInsert;
export function planRow(plan: PlanCreate | PlanUpdate): Partial<typeof subscriptionPlans.$inferInsert>;
export function planRow({
  price,
  plan_type,
  ...plan
}: PlanCreate | PlanUpdate): Partial<typeof subscriptionPlans.$inferInsert> {
  return {
    ...plan,
    ...(plan_type ? { plan_type } : {}),
    price_halalas: sarToHalalas(price),
    search_text: planSearchText(plan),
  };
}

export const plansResource: ResourceDefinition<typeof subscriptionPlans, PlanCreate, PlanUpdate> = {
  name: 'subscription-plans',
  table: subscriptionPlans,
  record: planRecordSchema,
  sortColumns: {
    id: subscriptionPlans.id,
    name_en: sql`${subscriptionPlans.name_en} collate "english"`,
    name_ar: sql`${subscriptionPlans.name_ar} collate "arabic"`,
    plan_type: subscriptionPlans.plan_type,
    area_id: subscriptionPlans.area_id,
    free_quota: subscriptionPlans.free_quota,
    paid_quota: subscriptionPlans.paid_quota,
    // Days and months side by side: a month counts as 30 days, so "12 months" comes after "30 days".
    duration: sql`${subscriptionPlans.duration} * (case when ${subscriptionPlans.duration_unit} = 'months' then 30 else 1 end)`,
    price: subscriptionPlans.price_halalas,
    max_vehicles: subscriptionPlans.max_vehicles,
    display_order: subscriptionPlans.display_order,
    is_active: subscriptionPlans.is_active,
    created_at: subscriptionPlans.created_at,
    updated_at: subscriptionPlans.updated_at,
  },
  defaultSort: ['display_order', 'ASC'],
  filterSchema: planFilterSchema,
  filterColumns: {
    area_id: subscriptionPlans.area_id,
    plan_type: subscriptionPlans.plan_type,
    is_active: subscriptionPlans.is_active,
  },
  toRecord: planRecord,
  write: {
    createSchema: planCreateSchema,
    updateSchema: planUpdateSchema,
    toRow: planRow,
    checkUpdate({ body, existing }) {
      if (body?.plan_type !== undefined && body.plan_type !== existing?.plan_type)
        throw badInput({ plan_type: VALIDATION.planTypeReadOnly });
    },
    inUse: 'plan_in_use',
  },
};
