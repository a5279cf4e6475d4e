import { eq } from 'drizzle-orm';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import type { Transaction } from '../../db/client';
import { paymentMethods } from '../../db/schema';

/** The id of a payment method by its code (the reference list the seed writes holds every code). */
export async function paymentMethodId(tx: Transaction, code: PaymentMethodCode): Promise<number> {
  const [method] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.code, code));
  return method!.id;
}
