import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { localDate } from '../../domain/local-date';
import { halalasToSar } from '../../domain/money';
import { quotaStatus } from '../../domain/quota';
import { subscriptionEndDate } from '../../domain/subscription-period';
import { ROLE } from '../../domain/roles';
import {
  type CompanySubscriptionBody,
  type CompanySubscriptionFilter,
  companyQuotaSchema,
  companySubscriptionCountsSchema,
  companySubscriptionFilterSchema,
  companySubscriptionRecordSchema,
  companySubscriptionSchema,
} from '../../domain/schemas/company-subscription';
import { companySubscriptionStatus, type QuotaValidity, type StoredSubscriptionStatus } from '../../domain/subscription-status';
import { VALIDATION } from '../../domain/validation-messages';
import { approvalSchema, rejectionSchema } from '../../domain/schemas/subscription-decision';
import type { Config } from '../config';
import { companies, companySubscriptions, paymentMethods, paymentTransactions, subscriptionPlans } from '../db/schema';
import { personNameSorts } from '../db/folded-names';
import { companySubscriptionSearchText } from '../db/company-search-text';
import { badInput, conflict, refusal } from '../errors';
import type { Caller } from '../services/auth';
import {
  companyOf,
  companyQuotaOf,
  companySubscriptionCounts,
  companySubscriptionStatusCondition,
  quotaValidityOf,
  replaceVehicles,
  takeQuotaUnit,
  vehiclesOf,
} from '../services/company-subscriptions';
import { approveVehicleChange, assertPlatesFree, lockCompany, rejectVehicleChange, vehicleChangeOf, writeEditedVehicles } from '../services/company-vehicle-changes';
import { companySubscriptionPaymentRow } from '../services/subscription-payments';
import { type CallContext, changeRecord, type ResourceDefinition, type Row } from '../services/crud';
import { callOf, idParams, registerCrudRoutes } from './crud';

type SubscriptionRow = typeof companySubscriptions.$inferSelect;

/** A company manager reaches their company's subscriptions only (none without one); a super admin every company's. */
function companyScope(caller: Caller) {
  if (caller.role_id !== ROLE.companyManager) return undefined;
  return caller.company_id ? eq(companySubscriptions.company_id, caller.company_id) : sql`false`;
}

function subscriptionRow(body: CompanySubscriptionBody) {
  const { subscriber_name, phone, email, notes } = body;
  return { subscriber_name, phone, email, notes, search_text: companySubscriptionSearchText(body) };
}

/** Only a pending subscription is approved, rejected or withdrawn; anything else is a 409. */
function assertPending(existing: Row) {
  if (existing.status !== 'pending') throw conflict('subscription_not_pending');
}

/**
 * Company subscriptions: made and edited by the company's manager under the company's quota,
 * approved or rejected by a super admin. The status is answered as of the operator's today.
 */
export function companySubscriptionsResource(timeZone: string): ResourceDefinition<CompanySubscriptionBody> {
  const today = () => localDate(new Date(), timeZone);
  return {
    name: 'company-subscriptions',
    table: companySubscriptions,
    record: companySubscriptionRecordSchema,
    scope: companyScope,
    sortColumns: {
      id: companySubscriptions.id,
      ...personNameSorts('subscriber_name', companySubscriptions.subscriber_name),
      email: companySubscriptions.email,
      start_date: companySubscriptions.start_date,
      end_date: companySubscriptions.end_date,
      created_at: companySubscriptions.created_at,
    },
    defaultSort: ['created_at', 'DESC'],
    // The quota's last day is the company's: a change of it is no change of the subscription.
    derivedFields: ['quota_valid_to'],
    filterSchema: companySubscriptionFilterSchema,
    filterColumns: { company_id: companySubscriptions.company_id },
    filterWhere: (filter) => {
      const { status } = filter as CompanySubscriptionFilter;
      return [status && companySubscriptionStatusCondition(status, today())];
    },
    counts: { record: companySubscriptionCountsSchema, of: (db, where) => companySubscriptionCounts(db, where, today()) },
    async withDerived(db, rows) {
      const [vehicles, validity] = await Promise.all([
        vehiclesOf(
          db,
          rows.map((row) => row.id),
        ),
        quotaValidityOf(
          db,
          rows.map((row) => row.company_id as number),
        ),
      ]);
      return rows.map((row) => ({ ...row, vehicles: vehicles.get(row.id) ?? [], ...validity.get(row.company_id as number)! }));
    },
    toRecord(row) {
      const subscription = row as unknown as SubscriptionRow & QuotaValidity;
      return {
        ...row,
        status: companySubscriptionStatus({ ...subscription, status: subscription.status as StoredSubscriptionStatus }, subscription, today()),
        price: subscription.price_halalas === null ? null : halalasToSar(subscription.price_halalas),
        quota_valid_to: subscription.quota_valid_to,
      };
    },
    write: {
      createSchema: companySubscriptionSchema,
      async checkCreate({ tx, caller, body }) {
        await takeQuotaUnit(tx, companyOf(caller), timeZone);
        await assertPlatesFree(tx, companyOf(caller), null, body!.vehicles, today());
      },
      toRow: async (body, caller, { tx, existing }) => ({
        ...subscriptionRow(body),
        pending_vehicles: await vehicleChangeOf(tx, existing, body),
        // The company is the caller's, never the body's; its area is the subscription's.
        company_id: companyOf(caller),
        area_id: sql`(select ${companies.area_id} from ${companies} where ${companies.id} = ${companyOf(caller)})`,
      }),
      afterCreate: (tx, row, body) => replaceVehicles(tx, row.id, body),
      afterUpdate: (tx, row, body) => writeEditedVehicles(tx, row, body),
      async checkUpdate({ tx, caller, body, existing }) {
        await lockCompany(tx, companyOf(caller));
        await assertPlatesFree(tx, companyOf(caller), existing!.id, body!.vehicles, today());
      },
      checkDelete: ({ existing }) => assertPending(existing!),
    },
  };
}

/**
 * Approves a pending subscription: it runs from today for the company's default duration, counted
 * as an individual subscription's (domain/subscription-period.ts) and ending no later than the
 * company's quota validity, past which the gate refuses its cars. It is paid at its company plan's
 * price, frozen on it, by a payment transaction written in the approval's own transaction.
 */
function approve(context: CallContext, definition: ResourceDefinition<CompanySubscriptionBody>, id: number, timeZone: string, body: { payment_method_id: number; admin_notes: string | null }) {
  return changeRecord(context, definition, id, 'status', async (tx, existing) => {
    assertPending(existing);
    const [method] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.id, body.payment_method_id));
    if (!method) throw badInput({ payment_method_id: VALIDATION.invalidChoice });
    const [company] = await tx.select().from(companies).where(eq(companies.id, existing.company_id as number));
    const start = localDate(new Date(), timeZone);
    if (quotaStatus({ validFrom: company!.quota_valid_from, validTo: company!.quota_valid_to, companyActive: true, today: start }) !== 'active') {
      throw refusal('quota_not_in_force_to_approve');
    }
    const fullPeriodEnd = subscriptionEndDate(start, company!.default_duration_months, 'months');
    const [plan] = company!.plan_id === null ? [] : await tx.select({ price_halalas: subscriptionPlans.price_halalas }).from(subscriptionPlans).where(eq(subscriptionPlans.id, company!.plan_id));
    const price = plan?.price_halalas ?? 0;
    const now = new Date();
    await tx.insert(paymentTransactions).values(
      companySubscriptionPaymentRow({
        subscription: { id, area_id: (existing.area_id as number | null) ?? company!.area_id!, price_halalas: price },
        paymentMethodId: method.id,
        approvedBy: context.caller.id,
        at: now,
      }),
    );
    const [row] = await tx
      .update(companySubscriptions)
      .set({
        status: 'active',
        start_date: start,
        end_date: fullPeriodEnd < company!.quota_valid_to ? fullPeriodEnd : company!.quota_valid_to,
        price_halalas: price,
        payment_method_id: body.payment_method_id,
        admin_notes: body.admin_notes,
        approved_at: now,
        approved_by: context.caller.id,
        updated_at: new Date(),
      })
      .where(eq(companySubscriptions.id, id))
      .returning();
    return { row: row as Row };
  });
}

/** Rejects a pending subscription with its reason; the unit it held goes back to the quota (migration 0007). */
function reject(context: CallContext, definition: ResourceDefinition<CompanySubscriptionBody>, id: number, reason: string) {
  return changeRecord(context, definition, id, 'status', async (tx, existing) => {
    assertPending(existing);
    const [row] = await tx
      .update(companySubscriptions)
      .set({ status: 'rejected', rejection_reason: reason, updated_at: new Date() })
      .where(eq(companySubscriptions.id, id))
      .returning();
    return { row: row as Row };
  });
}

export function companySubscriptionRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const definition = companySubscriptionsResource(config.TIME_ZONE);
    const tags = ['company-subscriptions'];
    registerCrudRoutes(app, definition);

    /** The caller's company quota as of today. */
    app.get(
      '/company-subscriptions/quota',
      { onRequest: app.requirePermission(['company_subscriptions_crud']), schema: { tags, response: { 200: companyQuotaSchema } } },
      (request) => companyQuotaOf(app.db, companyOf(request.user), config.TIME_ZONE),
    );

    const decide = { onRequest: app.requirePermission(['companies_crud']) };
    app.post(
      '/company-subscriptions/:id/approve',
      { ...decide, schema: { tags, params: idParams, body: approvalSchema, response: { 200: definition.record } } },
      (request) => approve(callOf(app, request), definition, request.params.id, config.TIME_ZONE, request.body),
    );
    app.post(
      '/company-subscriptions/:id/reject',
      { ...decide, schema: { tags, params: idParams, body: rejectionSchema, response: { 200: definition.record } } },
      (request) => reject(callOf(app, request), definition, request.params.id, request.body.reason),
    );

    /** The decision on a vehicle change waiting on an approved subscription, audited as the subscription's own decisions are. */
    app.post(
      '/company-subscriptions/:id/vehicle-change/approve',
      { ...decide, schema: { tags, params: idParams, response: { 200: definition.record } } },
      (request) => changeRecord(callOf(app, request), definition, request.params.id, 'approve', async (tx, existing) => {
        await lockCompany(tx, existing.company_id as number);
        return approveVehicleChange(tx, existing);
      }),
    );
    app.post(
      '/company-subscriptions/:id/vehicle-change/reject',
      { ...decide, schema: { tags, params: idParams, body: rejectionSchema, response: { 200: definition.record } } },
      (request) =>
        changeRecord(callOf(app, request), definition, request.params.id, 'reject', async (tx, existing) => {
          const row = await rejectVehicleChange(tx, existing);
          return { row, changes: { pending_vehicles: [existing.pending_vehicles, null], reason: [null, request.body.reason] } };
        }),
    );
  };
}
