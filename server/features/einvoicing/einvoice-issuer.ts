import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EInvoiceBuyer, EInvoiceDocumentKind } from '../../../domain/einvoice';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import {
  companies,
  companySubscriptions,
  einvoiceDocuments,
  einvoicePending,
  einvoiceSubmissions,
  einvoiceUnits,
  paymentMethods,
  paymentTransactions,
  quotaOrders,
} from '../../db/schema';
import type { KeyVault } from './zatca/key-vault';
import { type SigningCertificate, signingCertificate, stampDocument } from './zatca/stamp';
import { type Buyer, documentAmounts, type Seller, type TaxDocument } from './zatca/ubl';
import { merchantBuyerOf, paidByOthersOf } from './einvoice-third-parties';

/** What issuing needs beside the database: the seller the documents name, the vault of the units' keys, the time. */
export interface IssuerContext {
  seller: Seller;
  keys(): Promise<KeyVault>;
  clock: Clock;
}

type Unit = typeof einvoiceUnits.$inferSelect;
type Payment = typeof paymentTransactions.$inferSelect;

/** UNTDID 4461 for each way of paying: cash 10, bank card 48, credit transfer 30, online and wallets 1 (not defined). */
const PAYMENT_MEANS: Record<PaymentMethodCode, string> = {
  cash: '10',
  card: '48',
  bank_transfer: '30',
  online: '1',
  wallet: '1',
  free: '1',
};

/** What a line sells, in Arabic first: the human-readable invoice must be in Arabic. */
const ITEM_NAMES = {
  guest: 'رسوم موقف | Parking fee',
  subscription: 'اشتراك موقف | Parking subscription',
  merchant: 'مواقف عملاء التاجر | Parking validated for customers',
} as const;

/** The unit's production certificate, as its CSID's token carries it (Base64 of the certificate's Base64). */
export function signingCertificateOf(unit: Pick<Unit, 'production_token'>): SigningCertificate {
  return signingCertificate(Buffer.from(unit.production_token!, 'base64').toString('utf8'));
}

/** The document's number: the unit's and its counter's, so two units never give the same number. */
export const documentNumber = (unitId: number, counter: number) => `PS-${unitId}-${String(counter).padStart(8, '0')}`;

async function correctedOf(tx: Transaction, payment: Payment) {
  if (payment.refund_of_id === null) return null;
  const [original] = await tx
    .select({ id: einvoiceDocuments.id, number: einvoiceDocuments.number, kind: einvoiceDocuments.kind })
    .from(einvoiceDocuments)
    .where(eq(einvoiceDocuments.payment_transaction_id, payment.refund_of_id));
  return original ?? null;
}

/** The company a payment sells to: a company subscription's, or a quota order's. */
async function companyIdOf(tx: Transaction, payment: Payment): Promise<number | null> {
  if (payment.quota_order_id !== null) {
    const [order] = await tx
      .select({ company_id: quotaOrders.company_id })
      .from(quotaOrders)
      .where(eq(quotaOrders.id, payment.quota_order_id));
    return order?.company_id ?? null;
  }
  if (payment.company_subscription_id === null) return null;
  const [subscription] = await tx
    .select({ company_id: companySubscriptions.company_id })
    .from(companySubscriptions)
    .where(eq(companySubscriptions.id, payment.company_subscription_id));
  return subscription?.company_id ?? null;
}

/**
 * The VAT-registered buyer a payment sells to, as a standard invoice names it: the merchant of its
 * validations, or the company of its company subscription or quota order; null for any other sale.
 */
async function buyerOf(tx: Transaction, payment: Payment): Promise<EInvoiceBuyer | null> {
  if (payment.merchant_id !== null) return merchantBuyerOf(tx, payment.merchant_id);
  const companyId = await companyIdOf(tx, payment);
  if (companyId === null) return null;
  const [company] = await tx
    .select({
      name: companies.name,
      name_ar: companies.name_ar,
      vat_number: companies.vat_number,
      street: companies.address_street,
      building_number: companies.address_building_number,
      district: companies.address_district,
      city: companies.address_city,
      postal_code: companies.address_postal_code,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  // companies_vat_buyer_check: a VAT number comes with the whole national address.
  if (!company?.vat_number) return null;
  const { name, name_ar, vat_number, street, building_number, district, city, postal_code } = company;
  return {
    name: name_ar ?? name,
    vat_number,
    street: street!,
    building_number: building_number!,
    district: district!,
    city: city!,
    postal_code: postal_code!,
  };
}

const ublBuyer = (buyer: EInvoiceBuyer): Buyer => ({
  name: buyer.name,
  vatNumber: buyer.vat_number,
  address: {
    street: buyer.street,
    buildingNumber: buyer.building_number,
    district: buyer.district,
    city: buyer.city,
    postalZone: buyer.postal_code,
  },
});

/**
 * A sale to a VAT-registered company is a standard invoice, any other a simplified one; a credit
 * note is of its invoice's kind, and names the buyer that one named (as the company stands now).
 */
function kindOf(buyer: EInvoiceBuyer | null, corrected: { kind: string } | null): EInvoiceDocumentKind {
  const kind = corrected ? corrected.kind : buyer ? 'standard' : 'simplified';
  return kind === 'standard' && buyer ? 'standard' : 'simplified';
}

/**
 * Issues the documents of a unit's waiting payments, oldest first, under the unit's row lock: each
 * takes the next counter and the previous document's hash, so two issuers (two processes) at once
 * never give two documents one counter nor break the chain. Returns how many it issued.
 *
 * The lock is FOR NO KEY UPDATE, which excludes another issuer and a change of the unit but not a
 * payment queued for it (the queue's foreign key takes KEY SHARE on the unit): a refund or an edit
 * holds its payment's row and then queues, while the issuer, holding the unit, writes that
 * payment's document (KEY SHARE on the payment); with FOR UPDATE here each waited for the other
 * (docs/architecture.md, Lock order).
 */
async function issueForUnit(
  db: Database,
  context: IssuerContext & { vault: KeyVault },
  unitId: number,
  limit: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [unit] = await tx.select().from(einvoiceUnits).where(eq(einvoiceUnits.id, unitId)).for('no key update');
    if (!unit || unit.status !== 'active') return 0;
    const waiting = await tx
      .select({ payment: paymentTransactions, method: paymentMethods.code })
      .from(einvoicePending)
      .innerJoin(paymentTransactions, eq(paymentTransactions.id, einvoicePending.payment_transaction_id))
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
      .where(eq(einvoicePending.unit_id, unitId))
      .orderBy(asc(einvoicePending.payment_transaction_id))
      .limit(limit);
    if (waiting.length === 0) return 0;
    const signer = { privateKeyPem: context.vault.open(unit.private_key), certificate: signingCertificateOf(unit) };
    let { counter, last_hash: previousHash } = unit;
    for (const { payment, method } of waiting) {
      const corrected = await correctedOf(tx, payment);
      const buyer = await buyerOf(tx, payment);
      const kind = kindOf(buyer, corrected);
      const document: TaxDocument = {
        kind,
        type: payment.amount_halalas < 0 ? 'credit-note' : 'invoice',
        number: documentNumber(unit.id, counter + 1),
        uuid: randomUUID(),
        issuedAt: context.clock.now(),
        counter: counter + 1,
        previousHash,
        seller: context.seller,
        buyer: kind === 'standard' ? ublBuyer(buyer!) : null,
        itemName: ITEM_NAMES[payment.type as keyof typeof ITEM_NAMES],
        totalHalalas: Math.abs(payment.amount_halalas),
        paidByOthers: paidByOthersOf(payment),
        paymentMeansCode: PAYMENT_MEANS[method as PaymentMethodCode],
        correction:
          payment.amount_halalas < 0
            ? {
                invoiceNumber: corrected?.number ?? `PT-${payment.refund_of_id}`,
                reason: payment.notes?.trim() || 'استرداد | Refund',
              }
            : null,
      };
      const stamped = stampDocument(document, signer);
      const [written] = await tx
        .insert(einvoiceDocuments)
        .values({
          unit_id: unit.id,
          counter: document.counter,
          number: document.number,
          uuid: document.uuid,
          kind,
          type: document.type,
          payment_transaction_id: payment.id,
          corrects_id: corrected?.id ?? null,
          issued_at: document.issuedAt,
          total_halalas: document.totalHalalas,
          vat_halalas: documentAmounts(document).taxable.vat,
          previous_hash: previousHash,
          hash: stamped.hash,
          qr: stamped.qr,
          xml: stamped.xml,
          buyer: kind === 'standard' ? buyer : null,
        })
        .returning({ id: einvoiceDocuments.id });
      await tx.insert(einvoiceSubmissions).values({ document_id: written!.id, next_attempt_at: document.issuedAt });
      counter = document.counter;
      previousHash = stamped.hash;
    }
    await tx
      .update(einvoiceUnits)
      .set({ counter, last_hash: previousHash, updated_at: context.clock.now() })
      .where(eq(einvoiceUnits.id, unit.id));
    await tx.delete(einvoicePending).where(
      and(
        eq(einvoicePending.unit_id, unit.id),
        inArray(
          einvoicePending.payment_transaction_id,
          waiting.map(({ payment }) => payment.id),
        ),
      ),
    );
    return waiting.length;
  });
}

/**
 * Documents a unit's transaction issues at most, with a turn of the event loop between two: a
 * transaction holds the unit's lock (and, on the embedded database, its one connection) while it
 * stamps, and the gates' events must not wait behind a long run of stamps.
 */
const BATCH = 10;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Issues every waiting payment's document, unit by unit (or only the unit `payment` waits for, so
 * that its receipt is read with its document), or until the clock passes `until` (a background
 * round's share of the server's time: the rest waits for the next round); returns how many it issued.
 */
export async function issuePendingDocuments(
  db: Database,
  context: IssuerContext,
  payment?: number,
  until = Number.POSITIVE_INFINITY,
): Promise<number> {
  const units = await db
    .selectDistinct({ id: einvoicePending.unit_id })
    .from(einvoicePending)
    .where(payment === undefined ? undefined : eq(einvoicePending.payment_transaction_id, payment));
  if (units.length === 0) return 0;
  const vault = await context.keys();
  let issued = 0;
  for (const { id } of units) {
    for (;;) {
      const count = await issueForUnit(db, { ...context, vault }, id, BATCH);
      issued += count;
      if (count < BATCH || performance.now() > until) break;
      await nextTurn();
    }
  }
  return issued;
}
