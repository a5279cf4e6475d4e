import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { SubscriberContact } from '../../../domain/subscriber-contact';
import { halalasToSar } from '../../../domain/money';
import { receiptNumber } from '../../../domain/receipt';
import { nextChargeDay } from '../../../domain/automatic-renewal';
import { renewable, renewalPeriod } from '../../../domain/subscription-period';
import { subscriptionStatus } from '../../../domain/subscription-status';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  areas,
  einvoiceDocuments,
  paymentMethods,
  paymentTransactions,
  subscriptionPlans,
  subscriptions,
  subscriptionVehicles,
} from '../../db/schema';
import { notFound } from '../../errors';
import { automaticRenewalsOf, renewsAutomatically } from '../online-payments';
import { receiptOfPayment, type ReceiptContext, type ReceiptSettings } from '../payments';
import { subscriptionsOfSubscriber } from '../subscriptions';

/**
 * What a subscriber sees on their own page: each subscription that names them (by their email or mobile number), newest first,
 * with its status today, period, vehicles, the renewal it may take now (its price and period),
 * and its payments with their receipt and e-invoice numbers.
 */
export async function subscriberView(
  { db, clock, noticeDays }: { db: Database; clock: Clock; noticeDays: number },
  subscriber: SubscriberContact,
) {
  const today = clock.today();
  const found = await db
    .select({
      subscription: subscriptions,
      plan: subscriptionPlans,
      area: { name: areas.name, name_ar: areas.name_ar },
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
    .innerJoin(areas, eq(areas.id, subscriptions.area_id))
    .where(subscriptionsOfSubscriber(subscriber))
    .orderBy(desc(subscriptions.created_at), desc(subscriptions.id));
  const ids = found.map(({ subscription }) => subscription.id);
  const [vehicles, payments, automatic] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({
              subscription_id: subscriptionVehicles.subscription_id,
              plate_letters: subscriptionVehicles.plate_letters,
              plate_number: subscriptionVehicles.plate_number,
            })
            .from(subscriptionVehicles)
            .where(inArray(subscriptionVehicles.subscription_id, ids))
            .orderBy(asc(subscriptionVehicles.id)),
          db
            .select({
              id: paymentTransactions.id,
              subscription_id: paymentTransactions.subscription_id,
              amount_halalas: paymentTransactions.amount_halalas,
              paid_at: paymentTransactions.created_at,
              method: { code: paymentMethods.code, name_en: paymentMethods.name_en, name_ar: paymentMethods.name_ar },
              einvoice_number: einvoiceDocuments.number,
            })
            .from(paymentTransactions)
            .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
            .leftJoin(einvoiceDocuments, eq(einvoiceDocuments.payment_transaction_id, paymentTransactions.id))
            .where(
              and(
                inArray(paymentTransactions.subscription_id, ids),
                eq(paymentTransactions.status, 'paid'),
                isNull(paymentTransactions.vehicle_id),
              ),
            )
            .orderBy(desc(paymentTransactions.created_at), desc(paymentTransactions.id)),
          automaticRenewalsOf(db, ids),
        ]);
  return found.map(({ subscription, plan, area }) => {
    const canRenew = renewable(subscription, today) && plan.is_active && plan.price_halalas > 0;
    const renewsItself = automatic.find((renewal) => renewal.subscription_id === subscription.id);
    return {
      id: subscription.id,
      reference: subscription.reference,
      status: subscriptionStatus(subscription, today),
      plan: { name_en: plan.name_en, name_ar: plan.name_ar },
      area,
      start_date: subscription.start_date,
      end_date: subscription.end_date,
      vehicles: vehicles
        .filter((vehicle) => vehicle.subscription_id === subscription.id)
        .map(({ plate_letters, plate_number }) => ({ plate_letters, plate_number })),
      renewal: canRenew
        ? {
            amount: halalasToSar(plan.price_halalas),
            ...renewalPeriod(subscription.end_date!, today, plan.duration, plan.duration_unit as 'days' | 'months'),
          }
        : null,
      may_renew_automatically: renewsAutomatically(subscription, plan),
      automatic_renewal:
        renewsItself && subscription.end_date
          ? {
              card: {
                brand: renewsItself.card_brand,
                last_four: renewsItself.card_last_four,
                month: renewsItself.card_month,
                year: renewsItself.card_year,
              },
              next_charge_on: nextChargeDay(renewsItself, subscription.end_date, today, noticeDays),
              amount: halalasToSar(plan.price_halalas),
            }
          : null,
      payments: payments
        .filter((payment) => payment.subscription_id === subscription.id)
        .map(({ id, amount_halalas, paid_at, method, einvoice_number }) => ({
          id,
          receipt_number: receiptNumber(id),
          amount: halalasToSar(amount_halalas),
          paid_at,
          method,
          einvoice_number,
        })),
    };
  });
}

/**
 * The receipt of a payment of one of the subscriber's own subscriptions (whom they signed in
 * as); another's, or a payment of no subscription of theirs, is a 404.
 */
export async function subscriberReceipt(
  context: ReceiptContext & { clock: Clock },
  settings: ReceiptSettings,
  subscriber: SubscriberContact,
  paymentId: number,
) {
  const [found] = await context.db
    .select({ payment: paymentTransactions })
    .from(paymentTransactions)
    .innerJoin(subscriptions, eq(subscriptions.id, paymentTransactions.subscription_id))
    .where(and(eq(paymentTransactions.id, paymentId), subscriptionsOfSubscriber(subscriber)));
  if (!found) throw notFound();
  return receiptOfPayment(context, found.payment, settings);
}
