import { and, asc, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { endOfLocalDay, localDate, startOfLocalDay } from '../../../domain/local-date';
import type {
  PublicSubscriptionRequest,
  SubscriptionCounts,
  SubscriptionCreate,
  SubscriptionFilter,
  SubscriptionRecord,
  VehicleInput,
} from '../../../domain/schemas/subscription';
import { subscriptionEndDate } from '../../../domain/subscription-period';
import { subscriptionStatus, type SubscriptionStatus } from '../../../domain/subscription-status';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import {
  areas,
  paymentMethods,
  paymentTransactions,
  subscriptionPlans,
  subscriptions,
  subscriptionVehicles,
  users,
} from '../../db/schema';
import { subscriptionSearchText } from '../../db/subscription-search-text';
import { badInput, conflict } from '../../errors';
import {
  answerOf,
  audit,
  type CallContext,
  changeRecord,
  type DecisionContext,
  decideRecord,
  type ResourceDefinition,
} from '../../core/crud';
import { newQrCredential } from './qr-credentials';
import type { FiledRequest } from './request-notices';
import { subscriptionPaymentRow } from './subscription-payments';
import { newReference, unusedReference } from '../../core/references';
import { rejectionBy } from '../../core/rejections';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof subscriptionPlans.$inferSelect;
type Subscriptions = ResourceDefinition<
  typeof subscriptions,
  SubscriptionCreate,
  SubscriptionCreate,
  SubscriptionDetails
>;

interface Application {
  applicant_name: string;
  phone: string | null;
  email: string | null;
  area_id: number;
  plan_id: number;
  vehicles: VehicleInput[];
  applicant_notes: string | null;
  admin_notes?: string | null;
  /** Staff's to set: the public request form has no such field. */
  disability?: boolean;
}

/**
 * The plan of a subscription: an individual plan of its area that is on sale, for no more vehicles
 * than it allows. Once a request is decided its area and plan stay (its dates and price follow from
 * them); an edit that keeps them keeps a plan taken off sale since.
 */
async function planOf(tx: Transaction, application: Application, existing?: SubscriptionRow): Promise<PlanRow> {
  const kept =
    existing !== undefined && existing.plan_id === application.plan_id && existing.area_id === application.area_id;
  if (existing && existing.status !== 'pending' && !kept) {
    throw badInput(
      existing.area_id === application.area_id
        ? { plan_id: VALIDATION.planFixedOnceDecided }
        : { area_id: VALIDATION.planFixedOnceDecided },
    );
  }
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, application.plan_id));
  if (!plan || plan.plan_type !== 'individual' || plan.area_id !== application.area_id || (!plan.is_active && !kept)) {
    throw badInput({ plan_id: VALIDATION.individualPlanOfArea });
  }
  if (application.vehicles.length > plan.max_vehicles) throw badInput({ vehicles: VALIDATION.tooManyVehicles });
  return plan;
}

/**
 * The row of a subscription as requested or edited, its plan checked as its price is read: the
 * prices are the plan's, frozen at the request and again only when a pending request changes plan.
 * A new request gets its reference here; nothing of the body beyond the application is written.
 */
export async function subscriptionRowOf(
  tx: Transaction,
  application: Application,
  existing?: SubscriptionRow,
): Promise<Partial<typeof subscriptions.$inferInsert>> {
  const plan = await planOf(tx, application, existing);
  const reference = existing?.reference ?? (await unusedReference(tx, subscriptions.reference));
  const repriced = existing?.plan_id !== plan.id;
  return {
    ...(existing ? {} : { reference }),
    applicant_name: application.applicant_name,
    phone: application.phone,
    email: application.email,
    area_id: application.area_id,
    plan_id: plan.id,
    ...(repriced
      ? { plan_price_halalas: plan.price_halalas, discount_halalas: 0, final_price_halalas: plan.price_halalas }
      : {}),
    applicant_notes: application.applicant_notes,
    ...(application.admin_notes !== undefined ? { admin_notes: application.admin_notes } : {}),
    ...(application.disability !== undefined ? { disability: application.disability } : {}),
    search_text: subscriptionSearchText({ ...application, reference }),
  };
}

/** Writes a subscription's vehicles, replacing those it had: an edit sends the whole list. */
export async function replaceVehicles(tx: Transaction, subscriptionId: number, vehicles: VehicleInput[]) {
  await tx.delete(subscriptionVehicles).where(eq(subscriptionVehicles.subscription_id, subscriptionId));
  await tx
    .insert(subscriptionVehicles)
    .values(vehicles.map((vehicle) => ({ ...vehicle, subscription_id: subscriptionId })));
}

function byId<Item extends { id: number }>(items: Item[]): Map<number, Item> {
  return new Map(items.map((item) => [item.id, item]));
}

/** What subscriptions' records need from other tables, for a whole page in four queries. */
export async function withSubscriptionDetails(db: Database | Transaction, rows: SubscriptionRow[]) {
  const ids = rows.map((row) => row.id);
  const idsOf = (field: 'plan_id' | 'payment_method_id' | 'approved_by' | 'rejected_by') => [
    ...new Set(rows.map((row) => row[field]).filter((id) => id !== null)),
  ];
  const planIds = idsOf('plan_id');
  const methodIds = idsOf('payment_method_id');
  const deciderIds = [...new Set([...idsOf('approved_by'), ...idsOf('rejected_by')])];
  // One after the other: inside a transaction they share one connection.
  const vehicles = await db
    .select()
    .from(subscriptionVehicles)
    .where(inArray(subscriptionVehicles.subscription_id, ids))
    .orderBy(asc(subscriptionVehicles.id));
  const plans = planIds.length
    ? await db.select().from(subscriptionPlans).where(inArray(subscriptionPlans.id, planIds))
    : [];
  const methods = methodIds.length
    ? await db.select().from(paymentMethods).where(inArray(paymentMethods.id, methodIds))
    : [];
  const deciders = deciderIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, deciderIds))
    : [];
  const [planById, methodById, deciderById] = [byId(plans), byId(methods), byId(deciders)];
  const nameOf = (id: number | null) => (id === null ? null : (deciderById.get(id)?.name ?? null));
  return rows.map((row) => ({
    ...row,
    vehicles: vehicles
      .filter((vehicle) => vehicle.subscription_id === row.id)
      .map(({ id, plate_letters, plate_number, model, colour }) => ({
        id,
        plate_letters,
        plate_number,
        model,
        colour,
      })),
    plan: planById.get(row.plan_id),
    payment_method: row.payment_method_id === null ? null : (methodById.get(row.payment_method_id) ?? null),
    approved_by_name: nameOf(row.approved_by),
    rejected_by_name: nameOf(row.rejected_by),
  }));
}

/** What a subscription's record reads from other tables (withSubscriptionDetails). */
export type SubscriptionDetails = Omit<
  Awaited<ReturnType<typeof withSubscriptionDetails>>[number],
  keyof SubscriptionRow
>;

/** Rows that are `status` on `today` (a local day): expired is approved and past its end date. */
export function statusCondition(status: SubscriptionStatus, today: string): SQL {
  switch (status) {
    case 'pending':
    case 'awaiting_payment':
    case 'rejected':
      return eq(subscriptions.status, status);
    case 'active':
      return and(eq(subscriptions.status, 'active'), gte(subscriptions.end_date, today))!;
    case 'expired':
      return and(eq(subscriptions.status, 'active'), lt(subscriptions.end_date, today))!;
  }
}

/** The list's conditions beyond exact columns: the tab (as of today) and the local days of creation. */
export function subscriptionFilterWhere(filter: SubscriptionFilter, clock: Clock): Array<SQL | undefined> {
  return [
    filter.status && statusCondition(filter.status, clock.today()),
    filter.from ? gte(subscriptions.created_at, startOfLocalDay(filter.from, clock.timeZone)) : undefined,
    filter.to ? lt(subscriptions.created_at, endOfLocalDay(filter.to, clock.timeZone)) : undefined,
  ];
}

/** How many subscriptions match `where` in each tab, in one pass over them. */
export async function subscriptionCounts(
  db: Database,
  where: SQL | undefined,
  today: string,
): Promise<SubscriptionCounts> {
  const tab = (status: SubscriptionStatus) =>
    sql<number>`count(*) filter (where ${statusCondition(status, today)})`.mapWith(Number);
  const [counts] = await db
    .select({
      all: count(),
      pending: tab('pending'),
      awaiting_payment: tab('awaiting_payment'),
      active: tab('active'),
      expired: tab('expired'),
      rejected: tab('rejected'),
    })
    .from(subscriptions)
    .where(where);
  return counts!;
}

/** The stored row under lock, refused unless the request still waits for a decision (either kind of subscription). */
export function assertPending(existing: { status: string }) {
  if (existing.status !== 'pending') throw conflict('subscription_not_pending');
}

/**
 * What makes a subscription active from `now`: its dates from that local day for its plan's
 * duration, and its QR credential. An approval paid at once and an online payment of an approved
 * request both go through here.
 */
export async function activation(
  tx: Transaction,
  existing: SubscriptionRow,
  now: Date,
  timeZone: string,
  qrHash: string,
) {
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, existing.plan_id));
  const start = localDate(now, timeZone);
  return {
    status: 'active' as const,
    start_date: start,
    end_date: subscriptionEndDate(start, plan!.duration, plan!.duration_unit as 'days' | 'months'),
    qr_code_hash: qrHash,
    qr_issued_at: now,
    updated_at: now,
  };
}

/**
 * Approves a pending request, paid by the chosen method. Paid at the desk (cash, card, a
 * transfer), it is active from today (a local day) for the plan's duration with a new QR
 * credential, whose token is in this answer only (the database keeps its hash). Paid `online`, it
 * awaits its payment: nothing admits it and no payment is written until its payment link is paid
 * (the online-payments feature), which activates it from that day.
 * Of two approvals at once, the second waits for the first's row lock, then finds it decided: 409.
 */
export async function approveSubscription(
  context: DecisionContext,
  definition: Subscriptions,
  id: number,
  approval: { payment_method_id: number; admin_notes: string | null },
) {
  const credential = newQrCredential();
  let paidAtOnce = true;
  const record = await decideRecord(context, definition, id, 'approve', async (tx, existing) => {
    assertPending(existing);
    const [method] = await tx
      .select({ id: paymentMethods.id, code: paymentMethods.code })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, approval.payment_method_id));
    if (!method) throw badInput({ payment_method_id: VALIDATION.invalidChoice });
    const now = context.clock.now();
    const decided = {
      payment_method_id: method.id,
      admin_notes: approval.admin_notes ?? existing.admin_notes,
      approved_at: now,
      approved_by: context.caller.id,
      updated_at: now,
    };
    paidAtOnce = method.code !== 'online';
    if (paidAtOnce) {
      // Paid at the desk, the payment is written here, in the approval's transaction, at the price
      // frozen on the request, so neither exists without the other.
      await tx.insert(paymentTransactions).values(
        subscriptionPaymentRow({
          subscription: existing,
          paymentMethodId: method.id,
          paidBy: context.caller.id,
          at: now,
        }),
      );
    }
    const [row] = await tx
      .update(subscriptions)
      .set(
        paidAtOnce
          ? { ...decided, ...(await activation(tx, existing, now, context.clock.timeZone, credential.hash)) }
          : { ...decided, status: 'awaiting_payment' },
      )
      .where(eq(subscriptions.id, id))
      .returning();
    return { row: row! };
  });
  return paidAtOnce
    ? { ...(record as SubscriptionRecord), qr_token: credential.token }
    : (record as SubscriptionRecord);
}

/**
 * Rejects a pending request, or one approved to be paid online that is not paid yet, with the
 * reason the applicant is told; its payment link then pays nothing (a payment made on it anyway
 * is paid back).
 */
export async function rejectSubscription(
  context: DecisionContext,
  definition: Subscriptions,
  id: number,
  reason: string,
) {
  const record = await decideRecord(context, definition, id, 'reject', async (tx, existing) => {
    if (existing.status !== 'awaiting_payment') assertPending(existing);
    const [row] = await tx
      .update(subscriptions)
      .set(rejectionBy(context, reason))
      .where(eq(subscriptions.id, id))
      .returning();
    return { row: row! };
  });
  return record as SubscriptionRecord;
}

/** A new QR credential for an active subscription (a lost or shared code): the old one stops working. */
export async function reissueQrCode(context: CallContext, definition: Subscriptions, id: number) {
  let token = '';
  const record = await changeRecord(context, definition, id, 'reissue_qr', async (tx, existing) => {
    const reissued = await reissueCredential(tx, context.clock, existing);
    token = reissued.token;
    return { row: reissued.row };
  });
  return { ...(record as SubscriptionRecord), qr_token: token };
}

/**
 * A new QR credential for a subscription active today, read under its lock: the old code stops
 * working at once. Staff reissue it from the subscription's page and the subscriber from their own.
 */
export async function reissueCredential(tx: Transaction, clock: Clock, existing: SubscriptionRow) {
  const credential = newQrCredential();
  const now = clock.now();
  if (subscriptionStatus(existing, localDate(now, clock.timeZone)) !== 'active')
    throw conflict('subscription_not_active');
  const [row] = await tx
    .update(subscriptions)
    .set({ qr_code_hash: credential.hash, qr_issued_at: now, updated_at: now })
    .where(eq(subscriptions.id, existing.id))
    .returning();
  return { row: row!, token: credential.token };
}

/**
 * A visitor's request from the public form, pending at once for the operator; its audit row has
 * no actor. A request that filled the honeypot is answered alike and stored nowhere (and not `filed`).
 */
export async function fileSubscriptionRequest(
  { db, clock }: Pick<CallContext, 'db' | 'clock'>,
  definition: Subscriptions,
  request: PublicSubscriptionRequest,
): Promise<{ reference: string; filed?: FiledRequest }> {
  const { website, ...application } = request;
  if (website) return { reference: newReference() };
  return db.transaction(async (tx) => {
    const [area] = await tx.select({ is_active: areas.is_active }).from(areas).where(eq(areas.id, application.area_id));
    if (!area?.is_active) throw badInput({ area_id: VALIDATION.invalidChoice });
    const values = await subscriptionRowOf(tx, { ...application, admin_notes: null });
    const [row] = await tx
      .insert(subscriptions)
      .values(values as typeof subscriptions.$inferInsert)
      .returning();
    await replaceVehicles(tx, row!.id, application.vehicles);
    await audit(tx, null, definition, 'create', row!.id, null, await answerOf(tx, clock, definition, row!));
    const { id, reference, applicant_name, area_id } = row!;
    return { reference, filed: { id, reference, applicant_name, area_id } };
  });
}
