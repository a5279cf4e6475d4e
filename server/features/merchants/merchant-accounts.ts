import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { addMonths, startOfLocalDay } from '../../../domain/local-date';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import type {
  MerchantBill,
  MerchantBillRecord,
  MerchantStatement,
  MerchantTopUp,
  MerchantTopUpRecord,
} from '../../../domain/schemas/merchant';
import type { Transaction } from '../../db/client';
import {
  merchantBills,
  merchantOffers,
  merchants,
  merchantTopUps,
  merchantValidations,
  paymentTransactions,
} from '../../db/schema';
import { refusal } from '../../errors';
import { merchantsResource } from './merchants.resource';
import { changesBetween, recordAudit } from '../../core/audit';
import { type CallContext, findRow, lockedRow } from '../../core/crud';
import { csvFile, csvLine, csvMoney, csvText } from '../../core/csv-file';
import { announcePayment, paymentMethodId } from '../payments';

type Merchant = typeof merchants.$inferSelect;

/**
 * Money a merchant paid for its validations, as a payment of its own: the merchant buys the
 * parking it validates, so this payment's tax invoice (issued like every payment's, standard when
 * the merchant is VAT-registered) carries the VAT of that part of its shoppers' stays
 * (docs/einvoicing.md, "Merchant validations and prepaid balances").
 */
async function recordMerchantPayment(
  tx: Transaction,
  context: CallContext,
  merchant: Merchant,
  halalas: number,
  reference: string | null,
): Promise<number> {
  const [payment] = await tx
    .insert(paymentTransactions)
    .values({
      type: 'merchant',
      merchant_id: merchant.id,
      area_id: merchant.area_id,
      amount_halalas: halalas,
      payment_method_id: await paymentMethodId(tx, 'bank_transfer'),
      status: 'paid',
      reference,
      created_by: context.caller.id,
      created_at: context.clock.now(),
      updated_at: context.clock.now(),
    })
    .returning({
      id: paymentTransactions.id,
      area_id: paymentTransactions.area_id,
      company_subscription_id: paymentTransactions.company_subscription_id,
    });
  await announcePayment(tx, payment!);
  return payment!.id;
}

function topUpRecord({ amount_halalas, ...row }: typeof merchantTopUps.$inferSelect): MerchantTopUpRecord {
  return { ...row, amount: halalasToSar(amount_halalas) };
}

/** Money a prepaid merchant paid in: a row of its own, and the balance raised by it, with the audit row. */
export function topUp(context: CallContext, merchantId: number, { amount, reference }: MerchantTopUp) {
  return context.db.transaction(async (tx) => {
    const merchant = await lockedRow(tx, merchantsResource, context.caller, merchantId);
    if (merchant.billing_mode !== 'prepaid') throw refusal('not_prepaid');
    const halalas = sarToHalalas(amount);
    const transactionId = await recordMerchantPayment(tx, context, merchant, halalas, reference);
    const [row] = await tx
      .insert(merchantTopUps)
      .values({
        merchant_id: merchant.id,
        amount_halalas: halalas,
        reference,
        transaction_id: transactionId,
        created_by: context.caller.id,
        created_at: context.clock.now(),
      })
      .returning();
    await tx
      .update(merchants)
      .set({ balance_halalas: sql`${merchants.balance_halalas} + ${halalas}`, updated_at: context.clock.now() })
      .where(eq(merchants.id, merchant.id));
    const record = topUpRecord(row!);
    await recordAudit(tx, context.caller, {
      action: 'top_up',
      resource: 'merchants',
      recordId: merchant.id,
      changes: {
        ...changesBetween(null, { amount: record.amount, reference }),
        balance: [halalasToSar(merchant.balance_halalas), halalasToSar(merchant.balance_halalas + halalas)],
      },
    });
    return record;
  });
}

/** A merchant's top-ups, newest first. */
export async function topUpsOf(context: CallContext, merchantId: number): Promise<MerchantTopUpRecord[]> {
  const merchant = await findRow(context, merchantsResource, merchantId);
  const rows = await context.db
    .select()
    .from(merchantTopUps)
    .where(eq(merchantTopUps.merchant_id, merchant.id))
    .orderBy(desc(merchantTopUps.created_at), desc(merchantTopUps.id));
  return rows.map(topUpRecord);
}

/** The validations of a merchant in a month of the operator's calendar. */
function inMonth(merchantId: number, month: string, timeZone: string) {
  const first = `${month}-01`;
  return and(
    eq(merchantValidations.merchant_id, merchantId),
    gte(merchantValidations.created_at, startOfLocalDay(first, timeZone)),
    lt(merchantValidations.created_at, startOfLocalDay(addMonths(first, 1), timeZone)),
  );
}

function billRecord({ amount_halalas, ...row }: typeof merchantBills.$inferSelect): MerchantBillRecord {
  return { ...row, amount: halalasToSar(amount_halalas) };
}

/**
 * A monthly merchant's bill for a month that is over: what its validations billed monthly came
 * to, paid by a payment of its own (and so its tax invoice), once a month (the unique index; the
 * merchant's row lock makes the second of two at once see the first).
 */
export function billMonth(context: CallContext, merchantId: number, { month, reference }: MerchantBill) {
  return context.db.transaction(async (tx) => {
    const merchant = await lockedRow(tx, merchantsResource, context.caller, merchantId);
    if (merchant.billing_mode !== 'monthly') throw refusal('not_monthly');
    const { timeZone } = context.clock;
    if (context.clock.now() < startOfLocalDay(addMonths(`${month}-01`, 1), timeZone)) throw refusal('month_not_over');
    const [billed] = await tx
      .select({ id: merchantBills.id })
      .from(merchantBills)
      .where(and(eq(merchantBills.merchant_id, merchant.id), eq(merchantBills.month, month)));
    if (billed) throw refusal('month_already_billed');
    const [due] = await tx
      .select({ halalas: sql<number>`coalesce(sum(${merchantValidations.amount_halalas}), 0)::int` })
      .from(merchantValidations)
      .where(and(inMonth(merchant.id, month, timeZone), eq(merchantValidations.billing_mode, 'monthly')));
    if (due!.halalas === 0) throw refusal('nothing_to_bill');
    const transactionId = await recordMerchantPayment(tx, context, merchant, due!.halalas, reference);
    const [row] = await tx
      .insert(merchantBills)
      .values({
        merchant_id: merchant.id,
        month,
        amount_halalas: due!.halalas,
        transaction_id: transactionId,
        created_by: context.caller.id,
        created_at: context.clock.now(),
      })
      .returning();
    const record = billRecord(row!);
    await recordAudit(tx, context.caller, {
      action: 'bill_month',
      resource: 'merchants',
      recordId: merchant.id,
      changes: changesBetween(null, { month, amount: record.amount, transaction_id: transactionId }),
    });
    return record;
  });
}

/** A merchant's validations of a month of the operator's calendar, oldest first, their total, and the month's bill. */
export async function statementOf(context: CallContext, merchantId: number, month: string): Promise<MerchantStatement> {
  const merchant = await findRow(context, merchantsResource, merchantId);
  const { timeZone } = context.clock;
  const [bill] = await context.db
    .select()
    .from(merchantBills)
    .where(and(eq(merchantBills.merchant_id, merchant.id), eq(merchantBills.month, month)));
  const rows = await context.db
    .select({
      id: merchantValidations.id,
      created_at: merchantValidations.created_at,
      plate: merchantValidations.plate,
      offer_name: merchantOffers.name,
      offer_name_ar: merchantOffers.name_ar,
      reason: merchantValidations.reason,
      amount_halalas: merchantValidations.amount_halalas,
    })
    .from(merchantValidations)
    .innerJoin(merchantOffers, eq(merchantOffers.id, merchantValidations.offer_id))
    .where(inMonth(merchant.id, month, timeZone))
    .orderBy(asc(merchantValidations.created_at), asc(merchantValidations.id));
  const total = rows.reduce((sum, row) => sum + row.amount_halalas, 0);
  return {
    merchant_id: merchant.id,
    merchant_name: merchant.name,
    merchant_name_ar: merchant.name_ar,
    billing_mode: merchant.billing_mode as MerchantStatement['billing_mode'],
    month,
    validations: rows.map(({ amount_halalas, ...row }) => ({ ...row, amount: halalasToSar(amount_halalas) })),
    count: rows.length,
    total: halalasToSar(total),
    bill: bill ? billRecord(bill) : null,
  };
}

/** The statement as a file: a line per validation, then the total; the merchant named in both languages. */
export function statementCsv(statement: MerchantStatement): string {
  return csvFile([
    csvLine(['Merchant', csvText(statement.merchant_name), csvText(statement.merchant_name_ar)]),
    csvLine(['Month', statement.month]),
    '',
    csvLine(['Validation', 'Time', 'Plate', 'Offer', 'Reason', 'Amount (SAR)']),
    ...statement.validations.map((validation) =>
      csvLine([
        validation.id,
        validation.created_at.toISOString(),
        csvText(validation.plate),
        csvText(validation.offer_name),
        validation.reason,
        csvMoney(validation.amount),
      ]),
    ),
    csvLine(['Total', '', '', '', statement.count, csvMoney(statement.total)]),
  ]);
}

export const statementFileName = (statement: Pick<MerchantStatement, 'merchant_id' | 'month'>) =>
  `merchant-${statement.merchant_id}-statement-${statement.month}.csv`;
