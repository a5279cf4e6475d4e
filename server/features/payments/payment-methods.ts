import { type SQL, sql } from 'drizzle-orm';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import type { Transaction } from '../../db/client';
import { paymentMethods } from '../../db/schema';

/**
 * The id of a payment method by its code, as a value of the statement that writes it, so that the
 * row needs no round trip of its own to learn it (the reference list the seed writes holds every code).
 */
export function paymentMethodIdOf(code: PaymentMethodCode): SQL<number> {
  return sql<number>`(select ${paymentMethods.id} from ${paymentMethods} where ${paymentMethods.code} = ${code})`;
}

/** The same id read on its own, for a row whose columns are compared or audited before they are written. */
export async function paymentMethodId(tx: Transaction, code: PaymentMethodCode): Promise<number> {
  const [method] = await tx.select({ id: paymentMethodIdOf(code) }).from(sql`(select 1) as one`);
  return method!.id;
}
