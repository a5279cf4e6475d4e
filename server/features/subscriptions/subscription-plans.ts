import { eq } from 'drizzle-orm';
import type { PlanRecord } from '../../../domain/schemas/subscription-plan';
import { subscriptionPlans } from '../../db/schema';
import { plansResource } from './subscription-plans.resource';
import { type CallContext, changeRecord } from '../../core/crud';

/** Activates or deactivates a plan: its own action in the audit log, beside edits. */
export async function setPlanActive(context: CallContext, id: number, active: boolean): Promise<PlanRecord> {
  const record = await changeRecord(context, plansResource, id, 'status', async (tx) => {
    const [row] = await tx
      .update(subscriptionPlans)
      .set({ is_active: active, updated_at: context.clock.now() })
      .where(eq(subscriptionPlans.id, id))
      .returning();
    return { row: row! };
  });
  return record as PlanRecord;
}
