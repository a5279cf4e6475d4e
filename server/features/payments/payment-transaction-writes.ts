import { and, eq, sql } from 'drizzle-orm';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import { amountFixedBy, methodFitsAmount, statusFixedBy } from '../../../domain/payment-transaction';
import {
  manualPaymentUpdateSchema,
  type PaymentTransactionCreate,
  type PaymentTransactionUpdate,
} from '../../../domain/schemas/payment-transaction';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Transaction } from '../../db/client';
import {
  companies,
  companySubscriptions,
  einvoiceDocuments,
  einvoicePending,
  paymentTransactions,
  subscriptions,
} from '../../db/schema';
import { badInput, conflict, refusal } from '../../errors';
import type { Caller } from '../../core/auth';
import type { WriteCheck } from '../../core/crud';
import { announce } from '../../core/live-events';
import { paymentFactsOf } from './payment-transactions';
import { paymentMethodId } from './payment-methods';

export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** Tells the live screens of a payment written, changed or paid back. */
export async function announcePayment(
  tx: Transaction,
  row: Pick<TransactionRow, 'id' | 'area_id' | 'company_subscription_id'>,
): Promise<void> {
  await announce(tx, {
    topic: 'payment',
    area_id: row.area_id,
    id: row.id,
    company_subscription_id: row.company_subscription_id,
  });
}
export type TransactionInsert = typeof paymentTransactions.$inferInsert;

/**
 * The area a manual payment is booked to: its subscription's (a company subscription's, else its
 * company's). An area the request names must be that one; where the subscription has none, the
 * request must name it.
 */
async function areaOfPaidSubscription(tx: Transaction, payment: PaymentTransactionCreate): Promise<number> {
  const field = payment.subscription_id !== null ? 'subscription_id' : 'company_subscription_id';
  const [paid] =
    payment.subscription_id !== null
      ? await tx
          .select({ area_id: subscriptions.area_id })
          .from(subscriptions)
          .where(eq(subscriptions.id, payment.subscription_id))
      : await tx
          .select({ area_id: sql<number | null>`coalesce(${companySubscriptions.area_id}, ${companies.area_id})` })
          .from(companySubscriptions)
          .innerJoin(companies, eq(companies.id, companySubscriptions.company_id))
          .where(eq(companySubscriptions.id, payment.company_subscription_id!));
  const area = paid?.area_id ?? null;
  if (area === null) {
    if (payment.area_id === null) throw badInput({ area_id: VALIDATION.required });
    return payment.area_id;
  }
  if (payment.area_id !== null && payment.area_id !== area) throw badInput({ [field]: VALIDATION.subscriptionOfArea });
  return area;
}

/**
 * A paid payment for a subscription that has money in already (its paid payments less their
 * refunds) must say it is a second one: an office payment taken twice is money to pay back. The
 * subscription's row lock makes two payments at once, or a payment beside its approval, take turns.
 */
async function refuseUnconfirmedSecondPayment(tx: Transaction, payment: PaymentTransactionCreate): Promise<void> {
  if (payment.status !== 'paid' || payment.second_payment) return;
  const individual = payment.subscription_id !== null;
  const table = individual ? subscriptions : companySubscriptions;
  await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, (payment.subscription_id ?? payment.company_subscription_id)!))
    .for('update');
  const [paid] = await tx
    .select({ halalas: sql<number>`coalesce(sum(${paymentTransactions.amount_halalas}), 0)::int` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.status, 'paid'),
        individual
          ? eq(paymentTransactions.subscription_id, payment.subscription_id!)
          : eq(paymentTransactions.company_subscription_id, payment.company_subscription_id!),
      ),
    );
  if (paid!.halalas > 0) throw refusal('subscription_already_paid', { paid: halalasToSar(paid!.halalas) });
}

/** A payment staff record by hand: a subscription's, with no stay. */
export async function manualPaymentRow(
  payment: PaymentTransactionCreate,
  caller: Caller,
  tx: Transaction,
): Promise<TransactionInsert> {
  const area = await areaOfPaidSubscription(tx, payment);
  await refuseUnconfirmedSecondPayment(tx, payment);
  return {
    type: 'subscription',
    subscription_id: payment.subscription_id,
    company_subscription_id: payment.company_subscription_id,
    area_id: area,
    amount_halalas: sarToHalalas(payment.amount),
    payment_method_id: await paymentMethodId(tx, payment.payment_method),
    status: payment.status,
    reference: payment.reference,
    notes: payment.notes,
    expected_exit_time: payment.expected_exit_time,
    created_by: caller.id,
  };
}

/**
 * The rules of an edit, under the payment's row lock (a refund takes the same lock): the amount
 * changes on a manual payment alone, a refund and a refunded payment stay paid, and `free` goes
 * with an amount of nothing only.
 */
export async function checkPaymentEdit({ tx, body, existing }: WriteCheck<PaymentTransactionUpdate, TransactionRow>) {
  const stored = existing!;
  const edit = body!;
  const { facts } = await paymentFactsOf(tx, stored);
  const amount = edit.amount === undefined ? stored.amount_halalas : sarToHalalas(edit.amount);
  if ((amount !== stored.amount_halalas || edit.status !== stored.status) && (await isEInvoiced(tx, stored.id)))
    throw refusal('payment_einvoiced');
  if (amount !== stored.amount_halalas) {
    if (amountFixedBy(facts)) throw refusal('payment_amount_immutable');
    manualPaymentUpdateSchema.pick({ amount: true }).parse({ amount: edit.amount });
  }
  const statusFixed = statusFixedBy(facts);
  if (statusFixed && edit.status !== 'paid')
    throw refusal(statusFixed === 'refund' ? 'refund_status_fixed' : 'refunded_payment_status_fixed');
  if (!methodFitsAmount(edit.payment_method, amount)) throw badInput({ payment_method: VALIDATION.freeOnlyForNothing });
}

/**
 * Whether the payment has a tax document, or waits for one: what the Authority is told of is
 * corrected by a new document (a refund's credit note), never by editing or deleting the payment.
 */
async function isEInvoiced(tx: Transaction, paymentId: number): Promise<boolean> {
  const found = await tx
    .select({ id: einvoicePending.payment_transaction_id })
    .from(einvoicePending)
    .where(eq(einvoicePending.payment_transaction_id, paymentId))
    .union(
      tx
        .select({ id: einvoiceDocuments.payment_transaction_id })
        .from(einvoiceDocuments)
        .where(eq(einvoiceDocuments.payment_transaction_id, paymentId)),
    );
  return found.length > 0;
}

/** A payment with a tax document stays: it is refunded instead. */
export async function checkPaymentDeletion({ tx, existing }: WriteCheck<never, TransactionRow>) {
  if (await isEInvoiced(tx, existing!.id)) throw conflict('payment_einvoiced');
}

/** The columns an edit writes; the amount as checked by `checkPaymentEdit`. */
export async function paymentEditRow(
  edit: PaymentTransactionUpdate,
  caller: Caller,
  tx: Transaction,
): Promise<Partial<TransactionInsert>> {
  return {
    ...(edit.amount === undefined ? {} : { amount_halalas: sarToHalalas(edit.amount) }),
    payment_method_id: await paymentMethodId(tx, edit.payment_method),
    status: edit.status,
    reference: edit.reference,
    notes: edit.notes,
    updated_by: caller.id,
  };
}
