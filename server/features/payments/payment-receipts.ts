import { eq } from 'drizzle-orm';
import { einvoiceReleased } from '../../../domain/einvoice';
import { localDate } from '../../../domain/local-date';
import { CURRENCY, halalasToSar } from '../../../domain/money';
import { hasReceipt, receiptNumber } from '../../../domain/receipt';
import { readsEveryReceipt } from '../../../domain/routes';
import type { PaymentReceipt } from '../../../domain/schemas/receipt';
import { VAT_RATE_PERCENT, vatIncluded } from '../../../domain/vat';
import { zatcaQrPayload } from '../../../domain/zatca-qr';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  areas,
  companies,
  companySubscriptions,
  einvoiceDocuments,
  einvoiceSubmissions,
  gates,
  paymentMethods,
  paymentTransactions,
  quotaOrders,
  subscriptionPlans,
  subscriptions,
  vehicles,
} from '../../db/schema';
import { ApiError, refusal } from '../../errors';
import { type IssuerContext, issuePendingDocuments, type ReportingContext, submitDueDocuments } from '../einvoicing';
import type { paymentTransactionsResource } from './payment-transactions.resource';
import { type CallContext, findRow } from '../../core/crud';
import { linesInSar } from '../areas';

type Payment = typeof paymentTransactions.$inferSelect;
export type ReceiptSettings = Pick<
  Config,
  | 'TIME_ZONE'
  | 'OPERATOR_NAME'
  | 'OPERATOR_NAME_AR'
  | 'OPERATOR_VAT_NUMBER'
  | 'OPERATOR_ADDRESS'
  | 'OPERATOR_ADDRESS_AR'
>;

/** The stay a payment closed: its plate and ticket, with the times, minutes and lines the payment froze. */
async function stayOf(db: Database, payment: Payment): Promise<PaymentReceipt['stay']> {
  if (payment.vehicle_id === null) return null;
  const [stay] = await db
    .select({
      plate_letters: vehicles.plate_letters,
      plate_number: vehicles.plate_number,
      guest_ticket_number: vehicles.guest_ticket_number,
    })
    .from(vehicles)
    .where(eq(vehicles.id, payment.vehicle_id));
  // A stay's payment has its entry; its exit and minutes unless it was taken at the entry (payment_transactions_stay_check).
  return {
    ...stay!,
    entry_time: payment.entry_time!,
    exit_time: payment.exit_time,
    duration_minutes: payment.duration_minutes,
    lines: linesInSar(payment.lines),
  };
}

async function individualSubscription(db: Database, id: number): Promise<PaymentReceipt['subscription']> {
  const [subscription] = await db
    .select({
      reference: subscriptions.reference,
      holder_name: subscriptions.applicant_name,
      plan_en: subscriptionPlans.name_en,
      plan_ar: subscriptionPlans.name_ar,
      start_date: subscriptions.start_date,
      end_date: subscriptions.end_date,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.plan_id))
    .where(eq(subscriptions.id, id));
  const { plan_en, plan_ar, ...rest } = subscription!;
  return { kind: 'individual', ...rest, company: null, plan: { name_en: plan_en, name_ar: plan_ar }, units: null };
}

async function companySubscription(db: Database, id: number): Promise<PaymentReceipt['subscription']> {
  const [subscription] = await db
    .select({
      holder_name: companySubscriptions.subscriber_name,
      company: companies.name,
      company_ar: companies.name_ar,
      start_date: companySubscriptions.start_date,
      end_date: companySubscriptions.end_date,
    })
    .from(companySubscriptions)
    .innerJoin(companies, eq(companies.id, companySubscriptions.company_id))
    .where(eq(companySubscriptions.id, id));
  const { company, company_ar, ...rest } = subscription!;
  return {
    kind: 'company',
    reference: null,
    ...rest,
    company: { name: company, name_ar: company_ar },
    plan: null,
    units: null,
  };
}

/** A quota order's payment: the company bought room for more subscribers, from the day it paid to the order's end. */
async function quotaOrder(db: Database, id: number, paidOn: string): Promise<PaymentReceipt['subscription']> {
  const [order] = await db
    .select({
      units: quotaOrders.units,
      valid_to: quotaOrders.valid_to,
      company: companies.name,
      company_ar: companies.name_ar,
    })
    .from(quotaOrders)
    .innerJoin(companies, eq(companies.id, quotaOrders.company_id))
    .where(eq(quotaOrders.id, id));
  return {
    kind: 'quota',
    reference: null,
    holder_name: order!.company_ar ?? order!.company,
    company: { name: order!.company, name_ar: order!.company_ar },
    plan: null,
    start_date: paidOn,
    end_date: order!.valid_to,
    units: order!.units,
  };
}

/**
 * What a payment that is no stay paid for: one subscription, a person's or a company subscriber's,
 * or a company's order of more quota (payment_transactions_paid_for_check).
 */
function subscriptionOf(
  db: Database,
  payment: Payment,
  timeZone: string,
): Promise<PaymentReceipt['subscription']> | null {
  // A stay's payment pays for the stay, a merchant's for its validations: neither is a subscription's.
  if (payment.vehicle_id !== null || payment.merchant_id !== null) return null;
  if (payment.subscription_id !== null) return individualSubscription(db, payment.subscription_id);
  if (payment.quota_order_id !== null)
    return quotaOrder(db, payment.quota_order_id, localDate(payment.created_at, timeZone));
  return companySubscription(db, payment.company_subscription_id!);
}

/**
 * Whether the payment was taken at a gate of `areaId`: a stay's own payment (no refund of it),
 * its stay let out through one of the area's gates (a force exit has no gate), or, paid at the
 * entry, let in through one.
 */
async function takenAtGateOf(db: Database, payment: Payment, areaId: number | null): Promise<boolean> {
  if (areaId === null || payment.vehicle_id === null || payment.refund_of_id !== null) return false;
  const gateOfPayment = payment.exit_time === null ? vehicles.entry_gate_id : vehicles.exit_gate_id;
  const [gate] = await db
    .select({ area_id: gates.area_id })
    .from(vehicles)
    .innerJoin(gates, eq(gates.id, gateOfPayment))
    .where(eq(vehicles.id, payment.vehicle_id));
  return gate?.area_id === areaId;
}

type EInvoicingContext = IssuerContext & ReportingContext;

/** What a receipt is made with: the database and the e-invoicing that issues its document. */
export interface ReceiptContext {
  db: Database;
  einvoicing: EInvoicingContext;
}

const readDocument = async (db: Database, paymentId: number) =>
  (
    await db
      .select({
        id: einvoiceDocuments.id,
        number: einvoiceDocuments.number,
        uuid: einvoiceDocuments.uuid,
        counter: einvoiceDocuments.counter,
        hash: einvoiceDocuments.hash,
        kind: einvoiceDocuments.kind,
        type: einvoiceDocuments.type,
        qr: einvoiceDocuments.qr,
        buyer: einvoiceDocuments.buyer,
        issued_at: einvoiceDocuments.issued_at,
        status: einvoiceSubmissions.status,
      })
      .from(einvoiceDocuments)
      .innerJoin(einvoiceSubmissions, eq(einvoiceSubmissions.document_id, einvoiceDocuments.id))
      .where(eq(einvoiceDocuments.payment_transaction_id, paymentId))
  )[0] ?? null;

/**
 * The payment's tax document, issued first if it is still waiting (a receipt printed at the exit
 * a moment after the payment), and a standard one sent for clearance if it is due, since it may
 * not be handed over before: null where its area issues none, and a phase-1 receipt is printed.
 */
async function documentOf(context: ReceiptContext, paymentId: number) {
  await issuePendingDocuments(context.db, context.einvoicing, paymentId);
  const document = await readDocument(context.db, paymentId);
  if (document?.kind !== 'standard' || document.status !== 'queued') return document;
  await submitDueDocuments(context.db, context.einvoicing, { only: [document.id], whenDue: true });
  return readDocument(context.db, paymentId);
}

/** What a refund's credit note corrects: the refunded payment's receipt, and its e-invoice where it has one. */
async function correctedBy(db: CallContext['db'], payment: Payment): Promise<PaymentReceipt['corrects']> {
  if (payment.refund_of_id === null) return null;
  const [invoice] = await db
    .select({ number: einvoiceDocuments.number })
    .from(einvoiceDocuments)
    .where(eq(einvoiceDocuments.payment_transaction_id, payment.refund_of_id));
  return { number: receiptNumber(payment.refund_of_id), einvoice_number: invoice?.number ?? null };
}

/**
 * The receipt of a payment (404 when there is none): a simplified tax invoice of money received,
 * or a refund's credit note, its amounts what was paid back; 422 `no_receipt` for a pending or
 * failed payment and a free one. A caller who does
 * not read every payment (the gate staff) gets only those taken at their own area's gates, and 403
 * for any other. Its QR code names the seller by its Arabic name, the language of the Kingdom's
 * invoices.
 */
export async function paymentReceipt(
  context: CallContext & { einvoicing: EInvoicingContext },
  definition: typeof paymentTransactionsResource,
  id: number,
  settings: ReceiptSettings,
): Promise<PaymentReceipt> {
  const payment = await findRow(context, definition, id);
  if (!readsEveryReceipt(context.caller.role_id) && !(await takenAtGateOf(context.db, payment, context.caller.area_id)))
    throw new ApiError(403, 'forbidden');
  return receiptOfPayment(context, payment, settings);
}

/**
 * The receipt of a payment its caller may read (each caller's rule is its own: staff's above, a
 * subscriber's of their own subscriptions' payments); 422 `no_receipt` for a pending or failed
 * payment and a free one.
 */
export async function receiptOfPayment(
  context: ReceiptContext,
  payment: Payment,
  settings: ReceiptSettings,
): Promise<PaymentReceipt> {
  if (!hasReceipt({ status: payment.status, amountHalalas: payment.amount_halalas })) throw refusal('no_receipt');
  const { db } = context;
  const [[area], [method], stay, subscription, corrects] = await Promise.all([
    db.select({ name: areas.name, name_ar: areas.name_ar }).from(areas).where(eq(areas.id, payment.area_id)),
    db
      .select({ code: paymentMethods.code, name_en: paymentMethods.name_en, name_ar: paymentMethods.name_ar })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, payment.payment_method_id)),
    stayOf(db, payment),
    subscriptionOf(db, payment, settings.TIME_ZONE),
    correctedBy(db, payment),
  ]);
  const { net, vat, total } = vatIncluded(Math.abs(payment.amount_halalas));
  const document = await documentOf(context, payment.id);
  return {
    number: receiptNumber(payment.id),
    transaction_id: payment.id,
    issued_at: document?.issued_at ?? payment.created_at,
    time_zone: settings.TIME_ZONE,
    operator: {
      name: settings.OPERATOR_NAME,
      name_ar: settings.OPERATOR_NAME_AR,
      vat_number: settings.OPERATOR_VAT_NUMBER,
      address: settings.OPERATOR_ADDRESS,
      address_ar: settings.OPERATOR_ADDRESS_AR,
    },
    type: payment.type,
    area: area!,
    stay,
    subscription,
    payment_method: { ...method!, code: method!.code },
    reference: payment.reference,
    currency: CURRENCY,
    vat_rate_percent: VAT_RATE_PERCENT,
    net: halalasToSar(net),
    vat: halalasToSar(vat),
    total: halalasToSar(total),
    corrects,
    einvoice: document && {
      number: document.number,
      uuid: document.uuid,
      counter: document.counter,
      hash: document.hash,
      kind: document.kind,
      type: document.type,
      status: document.status,
      released: einvoiceReleased(document.kind, document.status),
      buyer: document.buyer,
    },
    qr:
      document?.qr ??
      zatcaQrPayload({
        sellerName: settings.OPERATOR_NAME_AR,
        vatNumber: settings.OPERATOR_VAT_NUMBER,
        issuedAt: payment.created_at,
        totalHalalas: Math.abs(payment.amount_halalas),
      }),
  };
}
