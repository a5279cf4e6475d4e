import { eq } from 'drizzle-orm';
import { localDate } from '../../../../domain/local-date';
import { halalasToSar } from '../../../../domain/money';
import { quotaAfterOrder, quotaOrderMessage } from '../../../../domain/quota-order';
import type { QuotaOrderCreate } from '../../../../domain/schemas/quota-order';
import type { Clock } from '../../../clock';
import type { Database, Transaction } from '../../../db/client';
import { areas, companies, quotaOrders } from '../../../db/schema';
import { recordAudit } from '../../../core/audit';
import { conflict } from '../../../errors';
import { managerContact, managerOf } from '../company-subscription-links';
import { insertGatewayPaymentRow, type Link, type LinkPurpose, linkStateAgainst, paymentLinkUrl } from '../link';
import { openLink } from '../link-opening';
import { type LinkedRecord, type LinkOptions } from '../link-sending';
import { placeQuotaOrder, type QuotaOrderRow, quotaOrderVersion, seenQuotaOrder } from './quota-orders';

/** The version of an order a link may pay for: its own while it awaits its payment, none otherwise. */
const payableVersion = (order: QuotaOrderRow) =>
  order.status === 'awaiting_payment' ? quotaOrderVersion(order) : null;

async function companyOf(db: Database | Transaction, order: QuotaOrderRow, lock = false) {
  const query = db.select().from(companies).where(eq(companies.id, order.company_id));
  const [company] = await (lock ? query.for('update') : query);
  return company!;
}

/** A new link for an order awaiting its payment, bound to its version as read under its lock. */
async function openQuotaOrderLink(
  tx: Transaction,
  clock: Clock,
  { gatewayName, linkHours, createdBy, language }: LinkOptions,
  order: QuotaOrderRow,
) {
  if (order.status !== 'awaiting_payment') throw conflict('quota_order_not_awaiting_payment');
  const company = await companyOf(tx, order);
  const now = clock.now();
  return openLink(tx, {
    column: 'quota_order_id',
    recordId: order.id,
    amountHalalas: order.amount_halalas,
    description: `${company.name_ar ?? company.name} | ${company.name}: +${order.units} quota to ${order.valid_to}`,
    recordVersion: quotaOrderVersion(order),
    expiresAt: new Date(now.getTime() + linkHours * 3_600_000),
    language,
    gateway: gatewayName,
    now,
    audit: { actor: createdBy, resource: 'companies', recordId: order.company_id },
  });
}

/** How an order's link is sent, whichever way it was made: to the company's manager, by mail and chat. */
const sending: Omit<LinkedRecord<QuotaOrderRow>, 'seen'> = {
  open: openQuotaOrderLink,
  async message({ db, clock }, publicUrl, order, link, token, lang) {
    const company = await companyOf(db, order);
    const manager = await managerOf(db, order.company_id);
    return quotaOrderMessage(
      {
        managerName: manager?.name ?? company.name,
        companyName: lang === 'ar' ? (company.name_ar ?? company.name) : company.name,
        units: order.units,
        validTo: order.valid_to,
        amountHalalas: link.amount_halalas,
        url: paymentLinkUrl(publicUrl, token),
        lastDay: localDate(link.expires_at, clock.timeZone),
      },
      lang,
    );
  },
  recipient: (db, order) => managerContact(db, order.company_id),
};

/** An order staff place with its first link, bound to the company as the super admin read it. */
export const newQuotaOrder = (body: QuotaOrderCreate): LinkedRecord<QuotaOrderRow> => ({
  ...sending,
  seen: (tx, context, companyId) => placeQuotaOrder(tx, context, companyId, body),
});

/** An order awaiting its payment as a new link is made for it, bound to the order as its sender read it. */
export const quotaOrderRecord: LinkedRecord<QuotaOrderRow> = { ...sending, seen: seenQuotaOrder };

/**
 * An order awaiting its payment as a link's purpose: paid, it is a payment row naming the order
 * (its tax invoice names the company), the company's quota grows by its units and runs to the
 * later end, under the company's lock, once. A deactivated company takes no payment: it is paid back.
 */
export const quotaOrderLinkPurpose = {
  resource: 'companies',
  recordIdOf: (_link, order) => order.company_id,
  async read(db, link, lock) {
    const query = db.select().from(quotaOrders).where(eq(quotaOrders.id, link.quota_order_id!));
    const [order] = await (lock ? query.for('update') : query);
    return order!;
  },
  payableVersion: async (_db, _clock, order) => payableVersion(order),
  async refusal(tx, _link, order) {
    return (await companyOf(tx, order)).is_active ? null : 'company_inactive';
  },
  async record(tx, { record: order, payment, onlineMethodId, now }) {
    const company = await companyOf(tx, order, true);
    const transactionId = await insertGatewayPaymentRow(
      tx,
      {
        type: 'subscription',
        quota_order_id: order.id,
        area_id: company.area_id!,
        amount_halalas: order.amount_halalas,
        payment_method_id: onlineMethodId,
        status: 'paid',
        created_at: now,
        updated_at: now,
      },
      payment,
    );
    const after = quotaAfterOrder(company, order);
    await tx
      .update(companies)
      .set({ ...after, updated_at: now })
      .where(eq(companies.id, company.id));
    await tx.update(quotaOrders).set({ status: 'paid', closed_at: now }).where(eq(quotaOrders.id, order.id));
    await recordAudit(tx, null, {
      action: 'update',
      resource: 'companies',
      recordId: company.id,
      changes: {
        initial_quota: [company.initial_quota, after.initial_quota],
        quota_valid_to: [company.quota_valid_to, after.quota_valid_to],
      },
    });
    return {
      transactionId,
      changes: { quota_order: [null, order.id], payment_transaction: [null, transactionId] },
    };
  },
} satisfies LinkPurpose<QuotaOrderRow>;

/** What the payer's page (the company's manager) shows of an order's link: the company, the units and their end. */
export async function quotaOrderLinkView(db: Database, clock: Clock, link: Link) {
  const [order] = await db.select().from(quotaOrders).where(eq(quotaOrders.id, link.quota_order_id!));
  const company = await companyOf(db, order!);
  const [area] = await db
    .select({ name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(eq(areas.id, company.area_id ?? 0));
  const state = linkStateAgainst(link, payableVersion(order!), clock.now());
  return {
    kind: 'quota_order' as const,
    state,
    amount: halalasToSar(link.amount_halalas),
    company: { name: company.name, name_ar: company.name_ar },
    units: order!.units,
    valid_to: order!.valid_to,
    area: area ?? null,
    expires_at: link.expires_at,
    paid_at: link.paid_at,
    last_failure: state === 'open' ? link.last_failure : null,
  };
}
