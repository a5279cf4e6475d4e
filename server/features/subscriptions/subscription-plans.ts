import { eq } from 'drizzle-orm';
import { subscriptionPlans } from '../../db/schema';
import { plansResource } from './subscription-plans.resource';
import { type CallContext, changeRecord } from '../../core/crud';

/** Activates or deactivates a plan: its own action in the audit log, beside edits. */
export function setPlanActive(context: CallContext, id: number, active: boolean) {
  return changeRecord(context, plansResource, id, 'status', async (tx) => {
    const [row] = await tx
      .update(subscriptionPlans)
      .set({ is_active: active, updated_at: context.clock.now() })
      .where(eq(subscriptionPlans.id, id))
      .returning();
    return { row: row! };
  });
}
