import { eq } from 'drizzle-orm';
import { localDate } from '../../../domain/local-date';
import { quotaStatus } from '../../../domain/quota';
import type { CompanySubscriptionBody, CompanySubscriptionRecord } from '../../../domain/schemas/company-subscription';
import { subscriptionEndDate } from '../../../domain/subscription-period';
import { VALIDATION } from '../../../domain/validation-messages';
import {
  companies,
  companySubscriptions,
  paymentMethods,
  paymentTransactions,
  subscriptionPlans,
} from '../../db/schema';
import { badInput, refusal } from '../../errors';
import { type DecisionContext, decideRecord, type ResourceDefinition } from '../../core/crud';
import { approveVehicleChange, lockCompany, rejectVehicleChange } from './company-vehicle-changes';
import { companySubscriptionPaymentRow, assertPending } from '../subscriptions';
import { rejectionBy } from '../../core/rejections';

type CompanySubscriptions = ResourceDefinition<typeof companySubscriptions, CompanySubscriptionBody>;
type CompanyRow = typeof companies.$inferSelect;

/** Whether a company's quota is in force on a local day: no subscription of it starts outside it. */
export const quotaInForce = (company: CompanyRow, today: string) =>
  quotaStatus({
    validFrom: company.quota_valid_from,
    validTo: company.quota_valid_to,
    companyActive: true,
    today,
  }) === 'active';

/**
 * What makes an approved subscription active from `now`: it runs from that local day for its
 * company's default duration, counted as an individual subscription's (domain/subscription-period.ts),
 * ending no later than the quota's validity, past which the gate refuses its cars. An approval paid
 * at once and an online payment both go through here.
 */
export function companySubscriptionActivation(company: CompanyRow, now: Date, timeZone: string) {
  const start = localDate(now, timeZone);
  const fullPeriodEnd = subscriptionEndDate(start, company.default_duration_months, 'months');
  return {
    status: 'active' as const,
    start_date: start,
    end_date: fullPeriodEnd < company.quota_valid_to ? fullPeriodEnd : company.quota_valid_to,
    updated_at: now,
  };
}

/**
 * Approves a pending subscription at its company plan's price, frozen on it. Paid at the desk, it
 * is paid by a payment transaction written in the approval's own transaction and runs from today
 * (companySubscriptionActivation). Paid `online`, it awaits its payment, still holding its unit of
 * the quota: nothing admits it and no payment is written until its payment link is paid (the
 * online-payments feature), which activates it from that day.
 */
export async function approveCompanySubscription(
  context: DecisionContext,
  definition: CompanySubscriptions,
  id: number,
  approval: { payment_method_id: number; admin_notes: string | null },
) {
  const record = await decideRecord(context, definition, id, 'status', async (tx, existing) => {
    assertPending(existing);
    const [method] = await tx
      .select({ id: paymentMethods.id, code: paymentMethods.code })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, approval.payment_method_id));
    if (!method) throw badInput({ payment_method_id: VALIDATION.invalidChoice });
    const [company] = await tx.select().from(companies).where(eq(companies.id, existing.company_id));
    const now = context.clock.now();
    if (!quotaInForce(company!, localDate(now, context.clock.timeZone))) throw refusal('quota_not_in_force_to_approve');
    const [plan] =
      company!.plan_id === null
        ? []
        : await tx
            .select({ price_halalas: subscriptionPlans.price_halalas })
            .from(subscriptionPlans)
            .where(eq(subscriptionPlans.id, company!.plan_id));
    const price = plan?.price_halalas ?? 0;
    const decided = {
      price_halalas: price,
      payment_method_id: method.id,
      admin_notes: approval.admin_notes,
      approved_at: now,
      approved_by: context.caller.id,
      updated_at: now,
    };
    // A subscription with nothing to pay is in force at once, whatever the method.
    const paidAtOnce = method.code !== 'online' || price === 0;
    if (paidAtOnce) {
      await tx.insert(paymentTransactions).values(
        companySubscriptionPaymentRow({
          subscription: { id, area_id: existing.area_id ?? company!.area_id!, price_halalas: price },
          paymentMethodId: method.id,
          paidBy: context.caller.id,
          at: now,
        }),
      );
    }
    const [row] = await tx
      .update(companySubscriptions)
      .set(
        paidAtOnce
          ? { ...decided, ...companySubscriptionActivation(company!, now, context.clock.timeZone) }
          : { ...decided, status: 'awaiting_payment' },
      )
      .where(eq(companySubscriptions.id, id))
      .returning();
    return { row: row! };
  });
  return record as CompanySubscriptionRecord;
}

/**
 * Rejects a pending subscription, or one approved to be paid online that is not paid yet, with its
 * reason; the unit it held goes back to the quota (migration 0007) and its payment link pays nothing.
 */
export async function rejectCompanySubscription(
  context: DecisionContext,
  definition: CompanySubscriptions,
  id: number,
  reason: string,
) {
  const record = await decideRecord(context, definition, id, 'status', async (tx, existing) => {
    if (existing.status !== 'awaiting_payment') assertPending(existing);
    const [row] = await tx
      .update(companySubscriptions)
      .set(rejectionBy(context, reason))
      .where(eq(companySubscriptions.id, id))
      .returning();
    return { row: row! };
  });
  return record as CompanySubscriptionRecord;
}

/**
 * Approves the vehicle change waiting on an approved subscription, under its company's lock as
 * every write of the company's plates is; audited as the subscription's own decisions are. The
 * plates approved are those the super admin read: the waiting list is part of the record's version,
 * so a list swapped since answers 409 and admits nothing.
 */
export async function approveCompanyVehicleChange(
  context: DecisionContext,
  definition: CompanySubscriptions,
  id: number,
) {
  const record = await decideRecord(context, definition, id, 'approve', async (tx, existing) => {
    await lockCompany(tx, existing.company_id);
    return approveVehicleChange(tx, existing, context.clock.now());
  });
  return record as CompanySubscriptionRecord;
}

/** Rejects the vehicle change waiting, with its reason: the vehicles in force stay. */
export async function rejectCompanyVehicleChange(
  context: DecisionContext,
  definition: CompanySubscriptions,
  id: number,
  reason: string,
) {
  const record = await decideRecord(context, definition, id, 'reject', async (tx, existing) => {
    const row = await rejectVehicleChange(tx, existing, context.clock.now());
    return { row, changes: { pending_vehicles: [existing.pending_vehicles, null], reason: [null, reason] } };
  });
  return record as CompanySubscriptionRecord;
}
