import type { paymentTransactions } from '../../db/schema';

interface ApprovalPayment {
  paymentMethodId: number;
  /** Who took the payment (the approver), and when; nobody for one paid online. */
  paidBy: number | null;
  at: Date;
}

type PaymentRow = typeof paymentTransactions.$inferInsert;

/** What every subscription's payment is: paid, at the approval (or online, when its link was paid), with no stay. */
function paidAtApproval({
  paymentMethodId,
  paidBy,
  at,
}: ApprovalPayment): Omit<PaymentRow, 'area_id' | 'amount_halalas'> {
  return {
    type: 'subscription',
    payment_method_id: paymentMethodId,
    status: 'paid',
    created_by: paidBy,
    created_at: at,
    updated_at: at,
  };
}

interface SubscriptionPayment extends ApprovalPayment {
  subscription: { id: number; area_id: number; final_price_halalas: number; reference: string };
}

/** An individual subscription's payment, at the price frozen on the request; it has no stay. */
export function subscriptionPaymentRow({ subscription, ...approval }: SubscriptionPayment): PaymentRow {
  return {
    ...paidAtApproval(approval),
    subscription_id: subscription.id,
    area_id: subscription.area_id,
    amount_halalas: subscription.final_price_halalas,
    reference: subscription.reference,
  };
}

interface CompanySubscriptionPayment extends ApprovalPayment {
  subscription: { id: number; area_id: number; price_halalas: number };
}

/** A company subscription's payment at its company plan's price, frozen on it at its approval (paid then, or by its link); it has no stay. */
export function companySubscriptionPaymentRow({ subscription, ...approval }: CompanySubscriptionPayment): PaymentRow {
  return {
    ...paidAtApproval(approval),
    company_subscription_id: subscription.id,
    area_id: subscription.area_id,
    amount_halalas: subscription.price_halalas,
  };
}
