import { and, eq, isNull } from 'drizzle-orm';
import type { StayPaymentType } from '../../domain/payment-transaction';
import type { Database } from '../db/client';
import { paymentTransactions } from '../db/schema';

/** A payment row as a test writes it straight to the table: a demo payment's columns without its id. */
export type PaymentTemplate = Omit<typeof paymentTransactions.$inferInsert, 'id'>;

/**
 * A demo guest payment (with its stay) and a demo subscription payment (without one), refunding
 * nothing: rows to copy, so that a test's own payments hold every column a real one holds.
 */
export async function demoPaymentTemplates(db: Database): Promise<Record<StayPaymentType, PaymentTemplate>> {
  const [guest] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.type, 'guest'), isNull(paymentTransactions.refund_of_id)))
    .limit(1);
  const [subscription] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.type, 'subscription'),
        isNull(paymentTransactions.vehicle_id),
        isNull(paymentTransactions.refund_of_id),
      ),
    )
    .limit(1);
  if (!guest || !subscription) throw new Error('the demo data holds no guest or no subscription payment to copy');
  const withoutId = ({ id: _id, ...row }: typeof paymentTransactions.$inferSelect): PaymentTemplate => row;
  return { guest: withoutId(guest), subscription: withoutId(subscription) };
}
