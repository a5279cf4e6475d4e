import type { paymentTransactions } from '../db/schema';

interface SubscriptionPayment {
  subscription: { id: number; area_id: number; final_price_halalas: number; reference: string };
  paymentMethodId: number;
  /** Who approved it, and when. */
  approvedBy: number;
  at: Date;
}

/** An individual subscription's payment, made at its approval at the price frozen on the request; it has no stay. */
export function subscriptionPaymentRow({ subscription, paymentMethodId, approvedBy, at }: SubscriptionPayment): typeof paymentTransactions.$inferInsert {
  return {
    type: 'subscription',
    subscription_id: subscription.id,
    area_id: subscription.area_id,
    amount_halalas: subscription.final_price_halalas,
    payment_method_id: paymentMethodId,
    status: 'paid',
    reference: subscription.reference,
    created_by: approvedBy,
    created_at: at,
    updated_at: at,
  };
}
