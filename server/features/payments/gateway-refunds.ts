import { and, asc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { gatewayPayments, paymentMethods, paymentTransactions } from '../../db/schema';
import { refusal } from '../../errors';

/** What the gateway answered a refund: paid back, refused (the payment cannot be refunded so), or unknown (it could not be reached, or its answer was lost). */
export type GatewayRefundOutcome = 'refunded' | 'refused' | 'unknown';

/**
 * What a refund asks of the online payment gateway (the app's, built by the online-payments
 * feature): to pay back part of a payment it took, and how much of it it has paid back so far.
 */
export interface GatewayRefunds {
  refund(gatewayPaymentId: string, amountHalalas: number): Promise<GatewayRefundOutcome>;
  /** What the gateway has paid back of a payment so far; null when it cannot be asked now. */
  refundedSoFar(gatewayPaymentId: string): Promise<number | null>;
}

/** How long a refund waits for its request's own answer before the job asks the gateway about it. */
const PENDING_FOR_JOB_MS = 2 * 60_000;

/** The gateway's id of the payment a payment row recorded, or none for a payment no gateway took. */
export async function gatewayPaymentOf(tx: Transaction | Database, paymentTransactionId: number) {
  const [recorded] = await tx
    .select({ id: gatewayPayments.gateway_payment_id })
    .from(gatewayPayments)
    .where(
      and(eq(gatewayPayments.payment_transaction_id, paymentTransactionId), eq(gatewayPayments.outcome, 'recorded')),
    );
  return recorded?.id ?? null;
}

/**
 * The online method's refund of a payment: only of one the gateway took, and then only through
 * it. Answers the gateway's id of the payment.
 */
export async function gatewayPaymentToRefund(tx: Transaction, paymentTransactionId: number): Promise<string> {
  const id = await gatewayPaymentOf(tx, paymentTransactionId);
  if (id === null) throw refusal('online_refund_of_offline_payment');
  return id;
}

/**
 * A refund through the gateway, settled by what the gateway answered: paid (its credit note then
 * queued, as for any paid row) or failed, or left pending while the answer is unknown. Only a
 * pending refund changes, so that whoever settles it first (the request, the job) settles it.
 */
export async function settleRefund(
  db: Database,
  clock: Clock,
  refundId: number,
  outcome: GatewayRefundOutcome,
): Promise<'paid' | 'failed' | 'pending'> {
  if (outcome === 'unknown') return 'pending';
  const status = outcome === 'refunded' ? 'paid' : 'failed';
  await db
    .update(paymentTransactions)
    .set({ status, updated_at: clock.now() })
    .where(and(eq(paymentTransactions.id, refundId), eq(paymentTransactions.status, 'pending')));
  return status;
}

/**
 * The refunds through the gateway whose request never learnt the gateway's answer. Each is claimed
 * first (its row touched, once a wait has passed since its last touch, so one instance takes it),
 * then asked about outside any transaction, the gateway being a network away: when the gateway has
 * paid back more of the payment than the product's other paid refunds of it hold, this one was
 * paid; else it is sent again, and settled by that answer.
 */
export async function settlePendingGatewayRefunds(context: { db: Database; clock: Clock; refunds: GatewayRefunds }) {
  const { db, clock, refunds } = context;
  const waited = () => new Date(clock.now().getTime() - PENDING_FOR_JOB_MS);
  const pending = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
    .where(
      and(
        eq(paymentTransactions.status, 'pending'),
        eq(paymentMethods.code, 'online'),
        isNotNull(paymentTransactions.refund_of_id),
        lt(paymentTransactions.updated_at, waited()),
      ),
    )
    .orderBy(asc(paymentTransactions.id));
  for (const { id } of pending) {
    const [refund] = await db
      .update(paymentTransactions)
      .set({ updated_at: clock.now() })
      .where(
        and(
          eq(paymentTransactions.id, id),
          eq(paymentTransactions.status, 'pending'),
          lt(paymentTransactions.updated_at, waited()),
        ),
      )
      .returning();
    if (!refund) continue;
    const gatewayPaymentId = await gatewayPaymentOf(db, refund.refund_of_id!);
    const soFar = gatewayPaymentId === null ? null : await refunds.refundedSoFar(gatewayPaymentId);
    if (gatewayPaymentId === null || soFar === null) continue;
    const [paid] = await db
      .select({ halalas: sql<number>`coalesce(-sum(${paymentTransactions.amount_halalas}), 0)::int` })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.refund_of_id, refund.refund_of_id!),
          eq(paymentTransactions.status, 'paid'),
          ne(paymentTransactions.id, refund.id),
        ),
      );
    const owed = -refund.amount_halalas;
    const outcome = soFar - paid!.halalas >= owed ? 'refunded' : await refunds.refund(gatewayPaymentId, owed);
    await settleRefund(db, clock, refund.id, outcome);
  }
}
