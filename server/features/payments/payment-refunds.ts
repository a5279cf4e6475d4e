import { and, eq, ne, sql } from 'drizzle-orm';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { refundableHalalas, refundRefusalOf } from '../../../domain/payment-transaction';
import type { PaymentRefund, PaymentTransactionRecord } from '../../../domain/schemas/payment-transaction';
import { paymentTransactions } from '../../db/schema';
import { refusal } from '../../errors';
import type { Caller } from '../../core/auth';
import { answerOf, audit, type DecisionContext, seenRow } from '../../core/crud';
import { cashierShiftOfPayment } from './cashier-shift-of-payment';
import { type GatewayRefunds, gatewayPaymentToRefund, settleRefund } from './gateway-refunds';
import { paymentMethodId } from './payment-methods';
import { announcePayment, type TransactionInsert, type TransactionRow } from './payment-transaction-writes';
import { paymentTransactionsResource } from './payment-transactions.resource';

/** A refund row: what the original paid for (its stay's values, which the table demands, with no lines of its own), paid back. */
export function refundRow(
  original: TransactionRow,
  refund: { halalas: number; paymentMethodId: number; reason: string; caller: Caller; cashierShiftId: number | null },
): TransactionInsert {
  return {
    vehicle_id: original.vehicle_id,
    subscription_id: original.subscription_id,
    company_subscription_id: original.company_subscription_id,
    quota_order_id: original.quota_order_id,
    type: original.type,
    area_id: original.area_id,
    entry_time: original.entry_time,
    exit_time: original.exit_time,
    duration_minutes: original.duration_minutes,
    free_minutes: original.free_minutes,
    chargeable_minutes: original.chargeable_minutes,
    hourly_rate_halalas: original.hourly_rate_halalas,
    tariff: original.tariff,
    lines: [],
    currency: original.currency,
    amount_halalas: -refund.halalas,
    payment_method_id: refund.paymentMethodId,
    status: 'paid',
    refund_of_id: original.id,
    cashier_shift_id: refund.cashierShiftId,
    notes: refund.reason,
    created_by: refund.caller.id,
  };
}

/**
 * Pays back part or all of a paid payment as a new negative row linked to it, in the shift of
 * the one who pays it back if they have one open; the payment itself never changes. Its row lock
 * queues the refunds of one payment, so each counts the ones before it and together they never pay
 * back more than it paid; and each is taken on the payment as its decider read it, its refunds so
 * far included (`seenRow`), so two people never both pay back what each saw as left.
 *
 * A refund by the online method is paid back through the gateway that took the payment, and only
 * so: its row is written first, `pending` (holding its amount against other refunds, with no tax
 * document yet), then the gateway is asked outside the transaction, and the row is paid (its credit
 * note queued) or failed by its answer, or stays pending for the job when no answer came.
 */
export async function refundPayment(
  context: DecisionContext,
  id: number,
  request: PaymentRefund,
  gateway: GatewayRefunds,
): Promise<PaymentTransactionRecord> {
  const { db, caller, clock } = context;
  const online = request.payment_method === 'online';
  const made = await db.transaction(async (tx) => {
    const original = await seenRow(tx, context, paymentTransactionsResource, id);
    const refused = refundRefusalOf(original);
    if (refused) throw refusal(refused);
    const [refunded] = await tx
      .select({ halalas: sql<number>`coalesce(sum(${paymentTransactions.amount_halalas}), 0)::int` })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.refund_of_id, id), ne(paymentTransactions.status, 'failed')));
    const left = refundableHalalas(original.amount_halalas, refunded!.halalas);
    const halalas = sarToHalalas(request.amount);
    if (halalas > left) throw refusal('refund_exceeds_payment', { refundable: halalasToSar(left) });
    const gatewayPaymentId = online ? await gatewayPaymentToRefund(tx, id) : null;
    const paymentMethod = await paymentMethodId(tx, request.payment_method);
    const cashierShiftId = online ? null : await cashierShiftOfPayment(tx, caller, -halalas);
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        ...refundRow(original, {
          halalas,
          paymentMethodId: paymentMethod,
          reason: request.reason,
          caller,
          cashierShiftId,
        }),
        status: online ? 'pending' : 'paid',
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .returning();
    const created = await answerOf(tx, clock, paymentTransactionsResource, row!);
    await audit(tx, caller, paymentTransactionsResource, 'create', row!.id, null, created);
    await announcePayment(tx, row!);
    return { row: row!, created, gatewayPaymentId, halalas };
  });
  if (made.gatewayPaymentId === null) return made.created as PaymentTransactionRecord;
  const settled = await settleRefund(db, clock, made.row.id, await gateway.refund(made.gatewayPaymentId, made.halalas));
  if (settled === 'failed') throw refusal('gateway_refused_refund');
  const [now] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, made.row.id));
  return (await answerOf(db, clock, paymentTransactionsResource, now!)) as PaymentTransactionRecord;
}
