import { eq } from 'drizzle-orm';
import type { EInvoiceBuyer } from '../../../domain/einvoice';
import { validatedPart } from '../../../domain/merchant-validation';
import type { Transaction } from '../../db/client';
import { merchants, type paymentTransactions } from '../../db/schema';

type Payment = typeof paymentTransactions.$inferSelect;

/**
 * A merchant as the buyer of the validations it pays for: a standard invoice's buyer when it is
 * VAT-registered (merchants_vat_buyer_check: its VAT number comes with its whole national address),
 * else null and the sale is a simplified one.
 */
export async function merchantBuyerOf(tx: Transaction, merchantId: number): Promise<EInvoiceBuyer | null> {
  const [merchant] = await tx.select().from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant?.vat_number) return null;
  return {
    name: merchant.name_ar ?? merchant.name,
    vat_number: merchant.vat_number,
    street: merchant.address_street!,
    building_number: merchant.address_building_number!,
    district: merchant.address_district!,
    city: merchant.address_city!,
    postal_code: merchant.address_postal_code!,
  };
}

/**
 * What merchants' validations paid of the stay this payment closes: the merchants' own tax
 * invoices (their top-ups, their monthly bills) carry it, so the driver's document states the
 * whole price and takes this part off as an allowance. Null for any other payment, and a refund.
 */
export function paidByOthersOf(payment: Pick<Payment, 'amount_halalas' | 'lines'>) {
  const halalas = payment.amount_halalas > 0 ? validatedPart(payment.lines) : 0;
  return halalas > 0 ? { halalas, reason: 'دفعه التاجر عن الموقف | Paid by the merchant (validation)' } : null;
}
