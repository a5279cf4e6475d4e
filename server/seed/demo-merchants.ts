import { and, desc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type OfferKind, validationAmount, withValidations } from '../../domain/merchant-validation';
import { sarToHalalas } from '../../domain/money';
import { merchantRow } from '../features/merchants';
import { GATE_EVENT_RETENTION_MS } from '../features/gate';
import type { Transaction } from '../db/client';
import {
  merchantOffers,
  merchants,
  merchantTopUps,
  merchantValidations,
  paymentMethods,
  paymentTransactions,
  vehicles,
} from '../db/schema';

const NO_TAX_IDENTITY = {
  vat_number: null,
  address_street: null,
  address_building_number: null,
  address_district: null,
  address_city: null,
  address_postal_code: null,
};

/** The demo area whose shops validate parking: Al Khobar Waterfront, by its index in DEMO_AREAS. */
export const DEMO_MERCHANT_AREA = 5;

/**
 * The merchants of the demo's waterfront: a bookshop that pays in advance (its validator is the
 * demo account `validator@demo.sa`), a clinic and a hotel billed back monthly; each offer in SAR.
 */
const DEMO_MERCHANTS = [
  {
    name: 'Waterfront Books',
    name_ar: 'مكتبة الواجهة',
    billing_mode: 'prepaid',
    top_up: 500,
    offers: [
      { name: '5 SAR off', name_ar: 'خصم 5 ريالات', kind: 'amount_off', value: 5, stackable: true },
      { name: 'First hour free', name_ar: 'الساعة الأولى مجانًا', kind: 'free_minutes', value: 60, stackable: false },
    ],
  },
  {
    name: 'Khobar Family Clinic',
    name_ar: 'عيادة الخبر للعائلة',
    billing_mode: 'monthly',
    top_up: 0,
    offers: [{ name: 'Patient visit', name_ar: 'زيارة مريض', kind: 'free', value: null, stackable: false }],
  },
  {
    name: 'Corniche Hotel',
    name_ar: 'فندق الكورنيش',
    billing_mode: 'monthly',
    top_up: 0,
    offers: [{ name: 'Hotel guest 50%', name_ar: 'نزيل الفندق 50٪', kind: 'percent_off', value: 50, stackable: false }],
  },
] as const;

/** An offer's stored value: an amount in halalas, minutes and percent as they are. */
const storedValue = (kind: OfferKind, value: number | null) =>
  kind === 'amount_off' && value !== null ? sarToHalalas(value) : value;

/** The merchants and their offers in `areaId`, the prepaid one topped up; answers the prepaid merchant's id (the demo validator's). */
export async function seedDemoMerchants(tx: Transaction, areaId: number, createdBy: number | null = null) {
  const ids: number[] = [];
  const [bankTransfer] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, 'bank_transfer'));
  for (const { offers, top_up, ...merchant } of DEMO_MERCHANTS) {
    const [row] = await tx
      .insert(merchants)
      .values({
        ...merchantRow({ ...merchant, ...NO_TAX_IDENTITY, area_id: areaId, is_active: true }),
        balance_halalas: sarToHalalas(top_up),
      })
      .returning({ id: merchants.id });
    ids.push(row!.id);
    if (top_up > 0) {
      // Money paid in is a payment of its own, as a top-up through the API writes it.
      const [payment] = await tx
        .insert(paymentTransactions)
        .values({
          type: 'merchant',
          merchant_id: row!.id,
          area_id: areaId,
          amount_halalas: sarToHalalas(top_up),
          payment_method_id: bankTransfer!.id,
          reference: 'DEMO-TOPUP-1',
          created_by: createdBy,
        })
        .returning({ id: paymentTransactions.id });
      await tx.insert(merchantTopUps).values({
        merchant_id: row!.id,
        amount_halalas: sarToHalalas(top_up),
        reference: 'DEMO-TOPUP-1',
        transaction_id: payment!.id,
        created_by: createdBy,
      });
    }
    await tx.insert(merchantOffers).values(
      offers.map(({ value, ...offer }) => ({
        ...offer,
        merchant_id: row!.id,
        value: storedValue(offer.kind, value),
      })),
    );
  }
  return ids[0]!;
}

/** How many closed stays of the merchants' area were validated, a few of each merchant's in turn. */
const PAST_VALIDATIONS = 6;

/**
 * Validations of paid guest stays of the merchants' area, ten minutes before each left, taken off
 * their payments as the exit would have (the validation line, the lower amount, `free` when nothing
 * was left): the prepaid merchant's paid from its balance, by the demo validator. The stays left
 * before the gate events' retention, so no kept lane answer tells another price. A payment staff
 * paid back is left alone: a validation comes before the payment, and a lower amount under its
 * refund would show more paid back than was paid.
 */
export async function seedDemoValidations(tx: Transaction, areaId: number, validatorId: number, now = new Date()) {
  const offers = await tx
    .select({ offer: merchantOffers, merchant: merchants })
    .from(merchantOffers)
    .innerJoin(merchants, eq(merchants.id, merchantOffers.merchant_id))
    .where(and(eq(merchants.area_id, areaId), inArray(merchantOffers.kind, ['amount_off', 'free', 'percent_off'])))
    .orderBy(merchants.id, merchantOffers.id);
  const refunds = alias(paymentTransactions, 'refunds');
  const paid = await tx
    .select({ payment: paymentTransactions, stay: vehicles })
    .from(paymentTransactions)
    .innerJoin(vehicles, eq(vehicles.id, paymentTransactions.vehicle_id))
    .where(
      and(
        eq(paymentTransactions.area_id, areaId),
        eq(paymentTransactions.type, 'guest'),
        gt(paymentTransactions.amount_halalas, 0),
        lt(vehicles.exit_time, new Date(now.getTime() - GATE_EVENT_RETENTION_MS)),
        notExists(tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.refund_of_id, paymentTransactions.id))),
      ),
    )
    .orderBy(desc(vehicles.exit_time))
    .limit(PAST_VALIDATIONS);
  const [free] = await tx.select().from(paymentMethods).where(eq(paymentMethods.code, 'free'));
  for (const [index, { payment, stay }] of paid.entries()) {
    const { offer, merchant } = offers[index % offers.length]!;
    const amount = validationAmount(
      { kind: offer.kind, value: offer.value },
      { entry: stay.entry_time, at: stay.exit_time! },
      () => payment.amount_halalas,
      0,
    );
    const validated = withValidations({ amount: payment.amount_halalas, minutes: 0, lines: payment.lines }, [
      { amount_halalas: amount },
    ]);
    await tx.insert(merchantValidations).values({
      merchant_id: merchant.id,
      offer_id: offer.id,
      stay_id: stay.id,
      area_id: areaId,
      plate: stay.plate,
      validator_id: merchant.billing_mode === 'prepaid' ? validatorId : null,
      reason: merchant.billing_mode === 'prepaid' ? 'purchase' : offer.kind === 'free' ? 'appointment' : 'hotel_guest',
      amount_halalas: amount,
      billing_mode: merchant.billing_mode,
      stackable: offer.stackable,
      transaction_id: payment.id,
      created_at: new Date(stay.exit_time!.getTime() - 10 * 60_000),
    });
    await tx
      .update(paymentTransactions)
      .set({
        amount_halalas: validated.amount,
        lines: validated.lines,
        ...(validated.amount === 0 ? { payment_method_id: free!.id } : {}),
      })
      .where(eq(paymentTransactions.id, payment.id));
    if (merchant.billing_mode === 'prepaid')
      await tx
        .update(merchants)
        .set({ balance_halalas: sql`${merchants.balance_halalas} - ${amount}` })
        .where(eq(merchants.id, merchant.id));
  }
}
