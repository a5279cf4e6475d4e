import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { addMonths, startOfLocalDay } from '../../domain/local-date';
import { halalasToSar, sarToHalalas } from '../../domain/money';
import type { MerchantStatement, MerchantTopUp, MerchantTopUpRecord } from '../../domain/schemas/merchant';
import { merchantOffers, merchants, merchantTopUps, merchantValidations } from '../db/schema';
import { refusal } from '../errors';
import { merchantsResource } from '../resources/merchants';
import { changesBetween, recordAudit } from './audit';
import { type CallContext, findRow, lockedRow } from './crud';
import { csvFile, csvLine, csvMoney, csvText } from './csv-file';

function topUpRecord({ amount_halalas, ...row }: typeof merchantTopUps.$inferSelect): MerchantTopUpRecord {
  return { ...row, amount: halalasToSar(amount_halalas) };
}

/** Money a prepaid merchant paid in: a row of its own, and the balance raised by it, with the audit row. */
export function topUp(context: CallContext, merchantId: number, { amount, reference }: MerchantTopUp) {
  return context.db.transaction(async (tx) => {
    const merchant = await lockedRow(tx, merchantsResource, context.caller, merchantId);
    if (merchant.billing_mode !== 'prepaid') throw refusal('not_prepaid');
    const halalas = sarToHalalas(amount);
    const [row] = await tx
      .insert(merchantTopUps)
      .values({ merchant_id: merchant.id, amount_halalas: halalas, reference, created_by: context.caller.id })
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

/** A merchant's validations of a month of the operator's calendar, oldest first, and their total. */
export async function statementOf(context: CallContext, merchantId: number, month: string): Promise<MerchantStatement> {
  const merchant = await findRow(context, merchantsResource, merchantId);
  const first = `${month}-01`;
  const { timeZone } = context.clock;
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
    .where(
      and(
        eq(merchantValidations.merchant_id, merchant.id),
        gte(merchantValidations.created_at, startOfLocalDay(first, timeZone)),
        lt(merchantValidations.created_at, startOfLocalDay(addMonths(first, 1), timeZone)),
      ),
    )
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
