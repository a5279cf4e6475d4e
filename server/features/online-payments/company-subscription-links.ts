import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { companyPaymentLinkMessage } from '../../../domain/payment-link';
import { localDate } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import { ROLE } from '../../../domain/roles';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { areas, companies, companySubscriptions, subscriptionPlans, users } from '../../db/schema';
import { conflict } from '../../errors';
import { type CallContext, findRow, recordVersionOf, seenRow } from '../../core/crud';
import { companySubscriptionActivation, companySubscriptionsResource, quotaInForce } from '../companies';
import { companySubscriptionPaymentRow } from '../subscriptions';
import { insertGatewayPaymentRow, type Link, type LinkPurpose, linkStateAgainst, paymentLinkUrl } from './link';
import { openLink } from './link-opening';
import { type LinkedRecord, type LinkOptions, linkSummaries } from './link-sending';

type CompanySubscriptionRow = typeof companySubscriptions.$inferSelect;

/** The version of a company subscription a link may pay for: its own while it awaits its payment, none otherwise. */
async function awaitedVersion(db: Database | Transaction, clock: Clock, subscription: CompanySubscriptionRow) {
  if (subscription.status !== 'awaiting_payment') return null;
  return recordVersionOf(db, clock, companySubscriptionsResource, subscription);
}

/** The company of a subscription, with its plan's names (what its links say they pay for). */
async function companyOfSubscription(db: Database | Transaction, subscription: CompanySubscriptionRow) {
  const [found] = await db
    .select({ company: companies, plan: { name_en: subscriptionPlans.name_en, name_ar: subscriptionPlans.name_ar } })
    .from(companies)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, companies.plan_id))
    .where(eq(companies.id, subscription.company_id));
  return found!;
}

/** A new link for a company subscription awaiting its online payment, bound to its version as read under its lock. */
async function openCompanySubscriptionLink(
  tx: Transaction,
  clock: Clock,
  { gatewayName, linkHours, createdBy, language }: LinkOptions,
  subscription: CompanySubscriptionRow,
) {
  if (subscription.status !== 'awaiting_payment') throw conflict('subscription_not_awaiting_payment');
  const now = clock.now();
  const { company, plan } = await companyOfSubscription(tx, subscription);
  return openLink(tx, {
    column: 'company_subscription_id',
    recordId: subscription.id,
    amountHalalas: subscription.price_halalas!,
    // The gateway keeps it: the company and the plan, never the subscriber's name.
    description: `${company.name_ar ?? company.name} | ${company.name}: ${plan?.name_en ?? ''}`,
    recordVersion: await recordVersionOf(tx, clock, companySubscriptionsResource, subscription),
    expiresAt: new Date(now.getTime() + linkHours * 3_600_000),
    language,
    gateway: gatewayName,
    now,
    audit: { actor: createdBy, resource: 'company-subscriptions' },
  });
}

/** The company's manager a company's links are for (its subscriptions', its quota orders'): the first active one, as they were made. */
export async function managerOf(db: Database, companyId: number) {
  const [manager] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.company_id, companyId),
        eq(users.role_id, ROLE.companyManager),
        eq(users.is_active, true),
        isNotNull(users.email),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return manager ?? null;
}

/** Where a company's links go: its manager's email and phone, or none without a manager. */
export async function managerContact(db: Database, companyId: number) {
  const manager = await managerOf(db, companyId);
  return { email: manager?.email ?? null, phone: manager?.phone ?? null };
}

/**
 * A company subscription as staff send its link: the company pays, so it goes to the company's
 * manager, by mail and chat, naming the subscriber it pays for.
 */
export const companySubscriptionRecord: LinkedRecord<CompanySubscriptionRow> = {
  seen: (tx, context, id) => seenRow(tx, context, companySubscriptionsResource, id),
  open: openCompanySubscriptionLink,
  async message({ db, clock }, publicUrl, subscription, link, token, lang) {
    const { company, plan } = await companyOfSubscription(db, subscription);
    const manager = await managerOf(db, subscription.company_id);
    return companyPaymentLinkMessage(
      {
        managerName: manager?.name ?? company.name,
        companyName: lang === 'ar' ? (company.name_ar ?? company.name) : company.name,
        subscriberName: subscription.subscriber_name,
        planName: (lang === 'ar' ? (plan?.name_ar ?? plan?.name_en) : plan?.name_en) ?? '',
        amountHalalas: link.amount_halalas,
        url: paymentLinkUrl(publicUrl, token),
        lastDay: localDate(link.expires_at, clock.timeZone),
      },
      lang,
    );
  },
  recipient: (db, subscription) => managerContact(db, subscription.company_id),
};

/** A company subscription's links, newest first: the caller must reach the subscription. */
export async function companySubscriptionLinks(context: CallContext, id: number) {
  const subscription = await findRow(context, companySubscriptionsResource, id);
  const payable = await awaitedVersion(context.db, context.clock, subscription);
  return linkSummaries(context, 'company_subscription_id', id, payable);
}

/**
 * A company subscription awaiting its online payment as a link's purpose: paid, it is the
 * subscription's payment row with its e-invoice, and the subscription active from that day, as an
 * approval paid at the desk makes it. Its company's quota must be in force that day; a payment
 * after it lapsed is paid back. The company's row is read, not locked: the payment changes no unit
 * of its quota (awaiting and active both hold one), and the subscription's dates are read against
 * the quota's wherever they are shown or checked.
 */
export function companySubscriptionLinkPurpose({ clock }: { clock: Clock }) {
  return {
    resource: 'company-subscriptions',
    recordIdOf: (link) => link.company_subscription_id!,
    async read(db, link, lock) {
      const query = db
        .select()
        .from(companySubscriptions)
        .where(eq(companySubscriptions.id, link.company_subscription_id!));
      const [subscription] = await (lock ? query.for('update') : query);
      return subscription!;
    },
    payableVersion: (db, clock, subscription) => awaitedVersion(db, clock, subscription),
    async refusal(tx, _link, subscription) {
      const { company } = await companyOfSubscription(tx, subscription);
      return quotaInForce(company, clock.today()) ? null : 'quota_not_in_force';
    },
    async record(tx, { record: subscription, payment, onlineMethodId, now }) {
      const { company } = await companyOfSubscription(tx, subscription);
      const transactionId = await insertGatewayPaymentRow(
        tx,
        companySubscriptionPaymentRow({
          subscription: {
            id: subscription.id,
            area_id: subscription.area_id ?? company.area_id!,
            price_halalas: subscription.price_halalas!,
          },
          paymentMethodId: onlineMethodId,
          paidBy: null,
          at: now,
        }),
        payment,
      );
      await tx
        .update(companySubscriptions)
        .set(companySubscriptionActivation(company, now, clock.timeZone))
        .where(eq(companySubscriptions.id, subscription.id));
      return {
        transactionId,
        changes: { status: ['awaiting_payment', 'active'], payment_transaction: [null, transactionId] },
      };
    },
  } satisfies LinkPurpose<CompanySubscriptionRow>;
}

/** What the payer's page shows of a company subscription's link: the company, the subscriber and plan, and once paid its dates. */
export async function companySubscriptionLinkView(db: Database, clock: Clock, link: Link) {
  const [subscription] = await db
    .select()
    .from(companySubscriptions)
    .where(eq(companySubscriptions.id, link.company_subscription_id!));
  const { company, plan } = await companyOfSubscription(db, subscription!);
  const [area] = await db
    .select({ name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(eq(areas.id, subscription!.area_id ?? company.area_id!));
  const state = linkStateAgainst(link, await awaitedVersion(db, clock, subscription!), clock.now());
  return {
    kind: 'company_subscription' as const,
    state,
    amount: halalasToSar(link.amount_halalas),
    company: { name: company.name, name_ar: company.name_ar },
    subscriber_name: subscription!.subscriber_name,
    plan: plan ? { name_en: plan.name_en, name_ar: plan.name_ar } : null,
    area: area ?? null,
    expires_at: link.expires_at,
    paid_at: link.paid_at,
    last_failure: state === 'open' ? link.last_failure : null,
    start_date: state === 'paid' ? subscription!.start_date : null,
    end_date: state === 'paid' ? subscription!.end_date : null,
  };
}
