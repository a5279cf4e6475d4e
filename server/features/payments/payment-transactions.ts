import { and, asc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { REPORT_FIRST_DAY, REPORT_LAST_DAY } from '../../../domain/revenue-report';
import {
  amountFixedBy,
  type PaymentFacts,
  refundableHalalas,
  refundHolds,
  refundRefusalOf,
} from '../../../domain/payment-transaction';
import {
  type PaymentTransactionFilter,
  paymentTransactionFilterSchema,
  type PaymentTransactionTotals,
} from '../../../domain/schemas/payment-transaction';
import type { Database, Transaction } from '../../db/client';
import type { MonthFloors } from '../../db/partitions/month-floors';
import { paymentMethods, paymentTransactions, subscriptions, vehicles } from '../../db/schema';
import { type CallContext, listWhere, parseJson, type ResourceDefinition } from '../../core/crud';
import { rollupRowsOf } from './revenue-rollup-rows';
import { linesInSar, tariffInSar } from '../areas';

type StoredTransaction = typeof paymentTransactions.$inferSelect;
/** What a transaction's record reads from other tables: the stay's plate and ticket, the method's code. */
export type StayAndMethod = {
  plate: string | null;
  guest_ticket_number: string | null;
  payment_method: string | undefined;
};

/** The list's filters beside the exact ones: the method by code, local days of `created_at`, the amount in SAR. */
export function transactionFilterWhere(
  { payment_method, from, to, amount_min, amount_max }: PaymentTransactionFilter,
  timeZone: string,
  floors: MonthFloors,
): Array<SQL | undefined> {
  return [
    payment_method === undefined
      ? undefined
      : sql`${paymentTransactions.payment_method_id} = (select ${paymentMethods.id} from ${paymentMethods} where ${paymentMethods.code} = ${payment_method})`,
    from ? floors.since(paymentTransactions.created_at, startOfLocalDay(from, timeZone)) : undefined,
    to ? lt(paymentTransactions.created_at, endOfLocalDay(to, timeZone)) : undefined,
    amount_min === undefined ? undefined : gte(paymentTransactions.amount_halalas, sarToHalalas(amount_min)),
    amount_max === undefined ? undefined : lte(paymentTransactions.amount_halalas, sarToHalalas(amount_max)),
  ];
}

/** `q` finds the payments of the stays whose plate it finds (the stays' trigram-indexed search text). */
export function transactionSearch(pattern: string): SQL {
  return sql`${paymentTransactions.vehicle_id} in (select ${vehicles.id} from ${vehicles} where ${vehicles.search_text} like ${pattern})`;
}

/** The stays' plates and tickets, and the methods' codes, of a whole page in two queries. */
export async function withStayAndMethod(
  db: Database | Transaction,
  transactions: StoredTransaction[],
): Promise<Array<StoredTransaction & StayAndMethod>> {
  const stayIds = [...new Set(transactions.flatMap((row) => (row.vehicle_id === null ? [] : [row.vehicle_id])))];
  const [stays, methods] = await Promise.all([
    stayIds.length === 0
      ? []
      : db
          .select({ id: vehicles.id, plate: vehicles.plate, guest_ticket_number: vehicles.guest_ticket_number })
          .from(vehicles)
          .where(inArray(vehicles.id, stayIds)),
    db.select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods),
  ]);
  const stayOf = new Map(stays.map((stay) => [stay.id, stay]));
  const codeOf = new Map(methods.map((method) => [method.id, method.code]));
  return transactions.map((row) => {
    const stay = row.vehicle_id === null ? undefined : stayOf.get(row.vehicle_id);
    return {
      ...row,
      plate: stay?.plate ?? null,
      guest_ticket_number: stay?.guest_ticket_number ?? null,
      payment_method: codeOf.get(row.payment_method_id),
    };
  });
}

/** A transaction's API values: money in SAR. */
export function transactionRecordValues(transaction: StoredTransaction & StayAndMethod): Record<string, unknown> {
  return {
    ...transaction,
    amount: halalasToSar(transaction.amount_halalas),
    hourly_rate: transaction.hourly_rate_halalas === null ? null : halalasToSar(transaction.hourly_rate_halalas),
  };
}

/** The refunds taken against a payment, oldest first. */
export function refundsOf(db: Database | Transaction, paymentId: number) {
  return db
    .select({
      id: paymentTransactions.id,
      amount_halalas: paymentTransactions.amount_halalas,
      status: paymentTransactions.status,
      created_at: paymentTransactions.created_at,
    })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.refund_of_id, paymentId))
    .orderBy(asc(paymentTransactions.id));
}

/** A subscription's approval writes its payment stamped with the approval's own instant (server/features/subscriptions/subscriptions.ts). */
async function isApprovalPayment(db: Database | Transaction, payment: StoredTransaction): Promise<boolean> {
  if (payment.subscription_id === null) return false;
  const [approval] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, payment.subscription_id), eq(subscriptions.approved_at, payment.created_at)));
  return approval !== undefined;
}

/** What decides an edit of `payment`, and its refunds. */
export async function paymentFactsOf(db: Database | Transaction, payment: StoredTransaction) {
  const refunds = await refundsOf(db, payment.id);
  const manual = payment.vehicle_id === null && payment.refund_of_id === null;
  const facts: PaymentFacts = {
    vehicle_id: payment.vehicle_id,
    refund_of_id: payment.refund_of_id,
    is_approval: manual && (await isApprovalPayment(db, payment)),
    refund_count: refunds.length,
  };
  return { facts, refunds };
}

/**
 * What only a transaction's own page shows: the tariff frozen at its stay's entry and its lines,
 * its refunds, what is left to refund and why its amount is fixed, money in SAR.
 */
export async function transactionDetail(
  db: Database | Transaction,
  payment: StoredTransaction,
): Promise<Record<string, unknown>> {
  const { facts, refunds } = await paymentFactsOf(db, payment);
  const refunded = refunds.filter(refundHolds).reduce((sum, refund) => sum + refund.amount_halalas, 0);
  return {
    tariff: payment.tariff === null ? null : tariffInSar(payment.tariff),
    lines: linesInSar(payment.lines),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: halalasToSar(refund.amount_halalas),
      status: refund.status,
      created_at: refund.created_at,
    })),
    refundable: refundRefusalOf(payment) ? 0 : halalasToSar(refundableHalalas(payment.amount_halalas, refunded)),
    amount_fixed_by: amountFixedBy(facts),
  };
}

type Totals = { count: number; amount: string };

const sumsOf = (counted: SQL, amount: SQL) => ({
  count: sql<number>`coalesce(sum(${counted}), 0)::int`,
  amount: sql<string>`coalesce(sum(${amount}), 0)::text`,
});

/** The paid payments of the filter's areas, types and local days, from the revenue rollup's months and days. */
async function paidFromRollup(db: Database, { area_id, type, from, to }: PaymentTransactionFilter): Promise<Totals> {
  const rows = rollupRowsOf(db, { from: from ?? REPORT_FIRST_DAY, to: to ?? REPORT_LAST_DAY }, { area_id, type });
  const [totals] = await db.select(sumsOf(sql`${rows.transactions}`, sql`${rows.amount_halalas}`)).from(rows);
  return totals!;
}

/** The filters the rollup can answer: an area, a type, a status, local days. */
const ROLLUP_FILTERS = new Set(['area_id', 'type', 'status', 'from', 'to']);

/**
 * The count and the sum of the amounts of the rows a list's `filter` finds, exact: money is summed
 * in the database as a whole number of halalas (bigint, read as text), never in floating point.
 * Filtered by area, type, status and days alone (the list as it opens, and the report's link), the
 * paid rows are summed from the revenue rollup and only the others (pending, failed: a partial
 * index) row by row: a year of a million payments is some 1,200 rows of the rollup instead.
 */
export async function transactionTotals(
  context: CallContext,
  definition: ResourceDefinition,
  filter: string | undefined,
): Promise<PaymentTransactionTotals> {
  const { db } = context;
  const where = listWhere(context, definition, filter);
  // Valid by now (listWhere answers 400 otherwise), though perhaps none (absent, empty, `null`).
  const parsed = paymentTransactionFilterSchema.safeParse(parseJson(filter, 'filter') ?? {});
  const filters = parsed.data ?? {};
  const rowByRow = (condition: SQL | undefined) =>
    db
      .select(sumsOf(sql`1`, sql`${paymentTransactions.amount_halalas}`))
      .from(paymentTransactions)
      .where(condition)
      .then(([totals]) => totals!);
  const fromRollup = parsed.success && Object.keys(filters).every((key) => ROLLUP_FILTERS.has(key));
  const parts = !fromRollup
    ? [await rowByRow(where)]
    : [
        filters.status === undefined || filters.status === 'paid'
          ? await paidFromRollup(db, filters)
          : { count: 0, amount: '0' },
        filters.status === 'paid'
          ? { count: 0, amount: '0' }
          : await rowByRow(and(where, sql`${paymentTransactions.status} <> 'paid'`)),
      ];
  const count = parts.reduce((sum, part) => sum + part.count, 0);
  const amount = parts.reduce((sum, part) => sum + BigInt(part.amount), 0n);
  return { count, amount: halalasToSar(Number(amount)) };
}
