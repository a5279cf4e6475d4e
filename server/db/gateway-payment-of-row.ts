import { type SQL, sql } from 'drizzle-orm';
import { gatewayPayments, paymentTransactions } from './schema';

/**
 * A column of the gateway payment a payment row recorded, or, for a refund, of the one the payment
 * it paid back recorded; null for a row no gateway took. For a statement over `payment_transactions`.
 */
export function gatewayPaymentOfRow<Column extends 'channel' | 'gateway_payment_id'>(
  column: Column,
): SQL<string | null> {
  return sql<string | null>`(select ${gatewayPayments[column]} from ${gatewayPayments}
    where ${gatewayPayments.outcome} = 'recorded'
      and ${gatewayPayments.payment_transaction_id} = coalesce(${paymentTransactions.refund_of_id}, ${paymentTransactions.id}))`;
}
