import { and, desc, eq, isNull } from 'drizzle-orm';
import { halalasToSar, sarToHalalas } from '../../../../domain/money';
import type { QuotaOrderCreate } from '../../../../domain/schemas/quota-order';
import { VALIDATION } from '../../../../domain/validation-messages';
import type { Transaction } from '../../../db/client';
import { paymentLinks, paymentTransactions, quotaOrders, users } from '../../../db/schema';
import { recordAudit } from '../../../core/audit';
import { type CallContext, type DecisionContext, findRow, lockedRow } from '../../../core/crud';
import { assertSeen, versionOf } from '../../../core/record-versions';
import { badInput, conflict, notFound } from '../../../errors';
import { companiesResource } from '../../companies';
import type { OnlinePayments } from '../online-payments';
import { closeHostedPages } from '../link';

export type QuotaOrderRow = typeof quotaOrders.$inferSelect;

/** What a decision on an order binds to: its own columns as they stand. */
const orderContent = (order: QuotaOrderRow) => ({
  id: order.id,
  company_id: order.company_id,
  units: order.units,
  valid_to: order.valid_to,
  amount_halalas: order.amount_halalas,
  status: order.status,
  closed_at: order.closed_at?.toISOString() ?? null,
});

/** The version of an order a decision names, and that its links bind to. */
export const quotaOrderVersion = (order: QuotaOrderRow) => versionOf(orderContent(order));

/**
 * A super admin's new order of more quota for a company, under the company's lock: the company
 * must be active and in an area, the order's end today or later. Answers the order, in the
 * caller's transaction.
 */
export async function placeQuotaOrder(
  tx: Transaction,
  context: CallContext,
  companyId: number,
  body: QuotaOrderCreate,
): Promise<QuotaOrderRow> {
  const company = await lockedRow(tx, companiesResource, context.caller, companyId);
  if (!company.is_active) throw conflict('company_inactive');
  if (company.area_id === null) throw conflict('company_without_area');
  if (body.valid_to < context.clock.today()) throw badInput({ valid_to: VALIDATION.notBeforeToday });
  const [order] = await tx
    .insert(quotaOrders)
    .values({
      company_id: company.id,
      units: body.units,
      valid_to: body.valid_to,
      amount_halalas: sarToHalalas(body.amount),
      created_by: context.caller.id,
      created_at: context.clock.now(),
    })
    .returning();
  await recordAudit(tx, context.caller, {
    action: 'update',
    resource: 'companies',
    recordId: company.id,
    changes: {
      quota_order: [null, { id: order!.id, units: body.units, valid_to: body.valid_to, amount: body.amount }],
    },
  });
  return order!;
}

/**
 * An order as its decider read it, locked: 404 unless the caller reaches its company (a manager
 * only their own; read, not locked), 409 `record_changed` when the order changed since.
 */
export async function seenQuotaOrder(tx: Transaction, context: DecisionContext, id: number): Promise<QuotaOrderRow> {
  const [order] = await tx.select().from(quotaOrders).where(eq(quotaOrders.id, id)).for('update');
  if (!order) throw notFound();
  await findRow({ db: tx, caller: context.caller }, companiesResource, order.company_id);
  assertSeen(context.seen, orderContent(order));
  return order;
}

/** A super admin cancels an order awaiting its payment: its open links close with it. */
export async function cancelQuotaOrder(context: DecisionContext & { payments: OnlinePayments }, id: number) {
  const { db, clock, caller } = context;
  const cancelled = await db.transaction(async (tx) => {
    const order = await seenQuotaOrder(tx, context, id);
    if (order.status !== 'awaiting_payment') throw conflict('quota_order_not_awaiting_payment');
    const [row] = await tx
      .update(quotaOrders)
      .set({ status: 'cancelled', closed_at: clock.now() })
      .where(eq(quotaOrders.id, id))
      .returning();
    const closed = await tx
      .update(paymentLinks)
      .set({ status: 'cancelled' })
      .where(and(eq(paymentLinks.quota_order_id, id), eq(paymentLinks.status, 'open')))
      .returning({ hosted_payment_ref: paymentLinks.hosted_payment_ref });
    await recordAudit(tx, caller, {
      action: 'status',
      resource: 'companies',
      recordId: order.company_id,
      changes: { quota_order: [id, null], quota_order_status: ['awaiting_payment', 'cancelled'] },
    });
    return { row: row!, refs: closed.flatMap((link) => link.hosted_payment_ref ?? []) };
  });
  void closeHostedPages(context.payments, cancelled.refs);
  return (await quotaOrdersOf(context, cancelled.row.company_id)).find((order) => order.id === id)!;
}

/** A company's quota orders, newest first, each with its payment row once paid: the caller must reach the company. */
export async function quotaOrdersOf(context: CallContext, companyId: number) {
  await findRow(context, companiesResource, companyId);
  const rows = await context.db
    .select({ order: quotaOrders, created_by_name: users.name, payment_transaction_id: paymentTransactions.id })
    .from(quotaOrders)
    .leftJoin(users, eq(users.id, quotaOrders.created_by))
    .leftJoin(
      paymentTransactions,
      and(eq(paymentTransactions.quota_order_id, quotaOrders.id), isNull(paymentTransactions.refund_of_id)),
    )
    .where(eq(quotaOrders.company_id, companyId))
    .orderBy(desc(quotaOrders.id));
  return rows.map(({ order, created_by_name, payment_transaction_id }) => ({
    id: order.id,
    company_id: order.company_id,
    units: order.units,
    valid_to: order.valid_to,
    amount: halalasToSar(order.amount_halalas),
    status: order.status,
    created_at: order.created_at,
    created_by_name,
    closed_at: order.closed_at,
    payment_transaction_id,
    version: quotaOrderVersion(order),
  }));
}
