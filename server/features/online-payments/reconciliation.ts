import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import type { Reconciliation } from '../../../domain/schemas/reconciliation';
import { reconcileDay, type RecordedEntry, type SettledEntry } from '../../../domain/settlement-reconciliation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { gatewayPaymentOfRow } from '../../db/gateway-payment-of-row';
import { gatewayPayments, paymentMethods, paymentTransactions } from '../../db/schema';
import type { OnlinePayments } from './online-payments';

/** How long after a day its settlements are looked for: the gateway pays out twice a week. */
const SETTLEMENTS_WITHIN_DAYS = 10;
const DAY_MS = 86_400_000;

/** The day's paid payment rows by the online method, each with the gateway payment it recorded or paid back. */
async function recordedOn(db: Database, start: Date, end: Date): Promise<RecordedEntry[]> {
  const rows = await db
    .select({
      id: paymentTransactions.id,
      halalas: paymentTransactions.amount_halalas,
      gatewayPaymentId: gatewayPaymentOfRow('gateway_payment_id'),
    })
    .from(paymentTransactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
    .where(
      and(
        eq(paymentMethods.code, 'online'),
        eq(paymentTransactions.status, 'paid'),
        gte(paymentTransactions.created_at, start),
        lt(paymentTransactions.created_at, end),
      ),
    );
  return rows.flatMap((row) =>
    row.gatewayPaymentId === null
      ? []
      : [
          {
            paymentTransactionId: row.id,
            gatewayPaymentId: row.gatewayPaymentId,
            kind: row.halalas < 0 ? ('refund' as const) : ('payment' as const),
            halalas: Math.abs(row.halalas),
          },
        ],
  );
}

/**
 * An operator day's online payments and refunds reconciled against the gateway's settlements of
 * them (domain/settlement-reconciliation.ts): the settlements made from the day to ten days after
 * it, their lines of payments and refunds that happened that day. What the gateway settled of a
 * payment the product refunded as never its sale is listed apart.
 */
export async function reconciliationOf(
  { db, clock, payments }: { db: Database; clock: Clock; payments: OnlinePayments },
  day: string,
): Promise<Reconciliation> {
  const start = startOfLocalDay(day, clock.timeZone);
  const end = endOfLocalDay(day, clock.timeZone);
  const settlements = await payments.gateway.settlements(
    start,
    new Date(end.getTime() + SETTLEMENTS_WITHIN_DAYS * DAY_MS),
  );
  const settled: SettledEntry[] = settlements.flatMap((settlement) =>
    settlement.lines.flatMap((line) =>
      line.kind === 'other' || line.transactedAt < start || line.transactedAt >= end
        ? []
        : [
            {
              gatewayPaymentId: line.paymentId,
              kind: line.kind,
              grossHalalas: line.grossHalalas,
              netHalalas: line.netHalalas,
              feeHalalas: line.feeHalalas,
            },
          ],
    ),
  );
  const settledIds = [...new Set(settled.map((line) => line.gatewayPaymentId))];
  const paidBack =
    settledIds.length === 0
      ? []
      : await db
          .select({ id: gatewayPayments.gateway_payment_id })
          .from(gatewayPayments)
          .where(
            and(
              eq(gatewayPayments.gateway, payments.name),
              inArray(gatewayPayments.gateway_payment_id, settledIds),
              inArray(gatewayPayments.outcome, ['refund_due', 'refunded']),
            ),
          );
  const reconciled = reconcileDay(await recordedOn(db, start, end), settled, new Set(paidBack.map((row) => row.id)));
  const newest = settlements.reduce<Date | null>(
    (latest, settlement) => (latest === null || settlement.createdAt > latest ? settlement.createdAt : latest),
    null,
  );
  return {
    day,
    settled_through: newest,
    matched: {
      count: reconciled.matched.count,
      gross: halalasToSar(reconciled.matched.grossHalalas),
      net: halalasToSar(reconciled.matched.netHalalas),
      fee: halalasToSar(reconciled.matched.feeHalalas),
    },
    not_settled: reconciled.notSettled.map((entry) => ({
      gateway_payment_id: entry.gatewayPaymentId,
      kind: entry.kind,
      amount: halalasToSar(entry.halalas),
      payment_transaction_ids: entry.paymentTransactionIds,
    })),
    not_recorded: reconciled.notRecorded.map((entry) => ({
      gateway_payment_id: entry.gatewayPaymentId,
      kind: entry.kind,
      amount: halalasToSar(entry.grossHalalas),
    })),
    amounts_differ: reconciled.amountsDiffer.map((entry) => ({
      gateway_payment_id: entry.gatewayPaymentId,
      kind: entry.kind,
      recorded: halalasToSar(entry.recordedHalalas),
      settled: halalasToSar(entry.settledHalalas),
    })),
    paid_back: reconciled.paidBack.map((entry) => ({
      gateway_payment_id: entry.gatewayPaymentId,
      kind: entry.kind,
      amount: halalasToSar(entry.grossHalalas),
    })),
  };
}
