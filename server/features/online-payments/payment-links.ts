import { and, desc, eq, isNull } from 'drizzle-orm';
import { localDate } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import type { OfferLanguage } from '../../../domain/offer';
import { chatLink } from '../../../domain/offer';
import { type PaymentLinkState, paymentLinkMessage, paymentLinkState } from '../../../domain/payment-link';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { paymentLinks, subscriptionPlans, subscriptions, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { type CallContext, type DecisionContext, findRow, recordVersionOf, seenRow } from '../../core/crud';
import { type AuditActor, recordAudit } from '../../core/audit';
import type { Mailer } from '../../core/mailer';
import { subscriptionsResource, subscriptionsWithNames } from '../subscriptions';
import { linkTokenHash, newLinkToken, openWithLink } from './link-tokens';
import { MOYASAR_NOTIFY_PATH, type OnlinePayments } from './online-payments';

type Link = typeof paymentLinks.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The page a payment link opens, on the product's own address. */
export const PAYMENT_PAGE_PATH = '/pay';
export const paymentLinkUrl = (publicUrl: string, token: string) => `${publicUrl}${PAYMENT_PAGE_PATH}/${token}`;

export interface LinkSettings {
  publicUrl: string;
  linkHours: number;
}

/**
 * Why a link's record can no longer be paid for, or null when it can: the subscription still
 * awaits its payment, as the version the link was made for. Every payment and every page of the
 * link reads it here.
 */
export async function recordRefusal(
  db: Database | Transaction,
  clock: Clock,
  link: Pick<Link, 'record_version'>,
  subscription: SubscriptionRow,
): Promise<'record_changed' | null> {
  return (await awaitedVersion(db, clock, subscription)) === link.record_version ? null : 'record_changed';
}

/** The version of a subscription a link may pay for: its own while it awaits its payment, none otherwise. */
async function awaitedVersion(db: Database | Transaction, clock: Clock, subscription: SubscriptionRow) {
  if (subscription.status !== 'awaiting_payment') return null;
  return recordVersionOf(db, clock, subscriptionsResource, subscription);
}

/** A link's state against the version its record awaits payment for: open only for that version. */
function linkStateAgainst(link: Link, awaited: string | null, now: Date): PaymentLinkState {
  const state = paymentLinkState(link, now);
  return state === 'open' && awaited !== link.record_version ? 'cancelled' : state;
}

/**
 * A new link for a subscription awaiting its online payment, bound to the version of the record
 * as `subscription` holds it (read under its lock); the link open for it before, if any, is closed.
 * Answers the token, which the database keeps only as its hash, and the links it closed; the audit
 * log names who sent it.
 */
export async function openSubscriptionLink(
  tx: Transaction,
  clock: Clock,
  {
    gatewayName,
    linkHours,
    createdBy,
    language,
  }: {
    gatewayName: string;
    linkHours: number;
    /** Who made it (its audit row's actor); null for the server's own first link. */
    createdBy: AuditActor | null;
    language: OfferLanguage;
  },
  subscription: SubscriptionRow,
) {
  if (subscription.status !== 'awaiting_payment') throw conflict('subscription_not_awaiting_payment');
  const now = clock.now();
  const closed = await tx
    .update(paymentLinks)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentLinks.subscription_id, subscription.id), eq(paymentLinks.status, 'open')))
    .returning({ hosted_payment_ref: paymentLinks.hosted_payment_ref });
  const [plan] = await tx
    .select({ name_en: subscriptionPlans.name_en, name_ar: subscriptionPlans.name_ar })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, subscription.plan_id));
  const token = newLinkToken();
  const [link] = await tx
    .insert(paymentLinks)
    .values({
      token_hash: linkTokenHash(token),
      subscription_id: subscription.id,
      amount_halalas: subscription.final_price_halalas,
      description: `${subscription.reference}: ${plan!.name_ar} | ${plan!.name_en}`,
      record_version: await recordVersionOf(tx, clock, subscriptionsResource, subscription),
      expires_at: new Date(now.getTime() + linkHours * 3_600_000),
      language,
      gateway: gatewayName,
      created_by: createdBy?.id ?? null,
      created_at: now,
    })
    .returning();
  await recordAudit(tx, createdBy, {
    action: 'send_payment_link',
    resource: 'subscriptions',
    recordId: subscription.id,
    changes: { payment_link: [null, link!.id] },
  });
  return { token, link: link!, closedRefs: closed.flatMap((row) => row.hosted_payment_ref ?? []) };
}

/** Closes, at the gateway, the pages of links a newer one replaced: a payment made there anyway is paid back. */
export function closeHostedPages(payments: OnlinePayments, refs: string[]) {
  return Promise.allSettled(refs.map((ref) => payments.gateway.cancelHostedPayment(ref)));
}

interface SendContext extends DecisionContext {
  payments: OnlinePayments;
  mailer: Mailer;
}

/**
 * Staff make a payment link for a subscription awaiting its payment, as they read it (the
 * decision binds to that version), and have it mailed to the subscriber or take its text and
 * chat link to send themselves.
 */
export async function sendSubscriptionLink(
  context: SendContext,
  settings: LinkSettings,
  id: number,
  { lang, mail }: { lang: OfferLanguage; mail: boolean },
) {
  const { db, clock, caller, payments } = context;
  const made = await db.transaction(async (tx) => {
    const subscription = await seenRow(tx, context, subscriptionsResource, id);
    const opened = await openSubscriptionLink(
      tx,
      clock,
      { gatewayName: payments.name, linkHours: settings.linkHours, createdBy: caller, language: lang },
      subscription,
    );
    return { ...opened, subscription };
  });
  void closeHostedPages(payments, made.closedRefs);
  const message = await linkMessage(context, settings.publicUrl, made.subscription, made.link, made.token, lang);
  const mailedTo = mail && made.subscription.email ? made.subscription.email : null;
  if (mailedTo)
    await context.mailer.send({
      to: mailedTo,
      subject: message.subject,
      text: message.text,
      language: lang,
      secrets: linkSecret(made.token, made.link),
    });
  return {
    url: paymentLinkUrl(settings.publicUrl, made.token),
    expires_at: made.link.expires_at,
    amount: halalasToSar(made.link.amount_halalas),
    text: message.text,
    chat_url: chatLink(made.subscription.phone, message.text),
    mailed_to: mailedTo,
  };
}

/** The message of a link in `lang`, naming the plan in that language. */
export async function linkMessage(
  { db, clock }: { db: Database; clock: Clock },
  publicUrl: string,
  subscription: SubscriptionRow,
  link: Link,
  token: string,
  lang: OfferLanguage,
) {
  const [plan] = await db
    .select({ name_en: subscriptionPlans.name_en, name_ar: subscriptionPlans.name_ar })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, subscription.plan_id));
  return paymentLinkMessage(
    {
      applicantName: subscription.applicant_name,
      reference: subscription.reference,
      planName: lang === 'ar' ? (plan!.name_ar ?? plan!.name_en) : plan!.name_en,
      amountHalalas: link.amount_halalas,
      url: paymentLinkUrl(publicUrl, token),
      lastDay: localDate(link.expires_at, clock.timeZone),
    },
    lang,
  );
}

/** A link's token as a secret of the mail that carries it: the outbox keeps the mail without it. */
export const linkSecret = (token: string, link: Pick<Link, 'expires_at'>) => ({
  values: [token],
  expiresAt: link.expires_at,
});

/** The link a token opens, or 404: the same answer for a token that never was as for a mistyped one. */
export async function linkOfToken(db: Database | Transaction, token: string): Promise<Link> {
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.token_hash, linkTokenHash(token)));
  if (!link) throw notFound();
  return link;
}

/** What a link is now: its own state, and closed when the record it pays for moved on since. */
export async function linkStateNow(
  db: Database,
  clock: Clock,
  link: Link,
  subscription: SubscriptionRow,
): Promise<PaymentLinkState> {
  return linkStateAgainst(link, await awaitedVersion(db, clock, subscription), clock.now());
}

/**
 * What the payer's page shows of a link: what it pays, how much, until when, whether it is paid,
 * and once paid the subscription's QR token, which only the link's token opens.
 */
export async function publicLinkView(db: Database, clock: Clock, token: string) {
  const link = await linkOfToken(db, token);
  const [found] = await subscriptionsWithNames(db).where(eq(subscriptions.id, link.subscription_id));
  const { subscription } = found!;
  const state = await linkStateNow(db, clock, link, subscription);
  return {
    state,
    reference: subscription.reference,
    amount: halalasToSar(link.amount_halalas),
    plan: { name_en: found!.names.plan_en, name_ar: found!.names.plan_ar },
    area: { name: found!.names.area, name_ar: found!.names.area_ar },
    expires_at: link.expires_at,
    paid_at: link.paid_at,
    last_failure: state === 'open' ? link.last_failure : null,
    start_date: state === 'paid' ? subscription.start_date : null,
    end_date: state === 'paid' ? subscription.end_date : null,
    qr_token: state === 'paid' && link.qr_token_sealed ? openWithLink(token, link.qr_token_sealed) : null,
    qr_mailed: state === 'paid' && subscription.email !== null,
  };
}

/**
 * The gateway's page for a link the payer is about to pay, made the first time it is asked for
 * (outside any transaction: the gateway is a network away); of two asking at once, the first
 * stored is kept and the other's page closed.
 */
export async function checkout(
  db: Database,
  clock: Clock,
  payments: OnlinePayments,
  settings: LinkSettings,
  token: string,
  lang: OfferLanguage,
) {
  const link = await linkOfToken(db, token);
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, link.subscription_id));
  const state = await linkStateNow(db, clock, link, subscription!);
  if (state !== 'open') throw conflict(`payment_link_${state}`);
  if (link.hosted_payment_url) return { url: link.hosted_payment_url };
  const hosted = await payments.gateway.createHostedPayment({
    amountHalalas: link.amount_halalas,
    description: link.description,
    linkToken: token,
    returnUrl: `${settings.publicUrl}/api/payments/return/${token}`,
    backUrl: paymentLinkUrl(settings.publicUrl, token),
    notifyUrl: `${settings.publicUrl}${MOYASAR_NOTIFY_PATH}`,
    expiresAt: link.expires_at,
    language: lang,
  });
  const [stored] = await db
    .update(paymentLinks)
    .set({ hosted_payment_ref: hosted.ref, hosted_payment_url: hosted.url })
    .where(and(eq(paymentLinks.id, link.id), eq(paymentLinks.status, 'open'), isNull(paymentLinks.hosted_payment_ref)))
    .returning({ id: paymentLinks.id });
  if (stored) return { url: hosted.url };
  void closeHostedPages(payments, [hosted.ref]);
  const [now] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
  if (now?.status === 'open' && now.hosted_payment_url) return { url: now.hosted_payment_url };
  throw conflict('payment_link_cancelled');
}

/** A subscription's links, newest first, as its page lists them: the caller must reach the subscription. */
export async function subscriptionLinks(context: CallContext, id: number) {
  const subscription = await findRow(context, subscriptionsResource, id);
  const { db, clock } = context;
  const links = await db
    .select({ link: paymentLinks, created_by_name: users.name })
    .from(paymentLinks)
    .leftJoin(users, eq(users.id, paymentLinks.created_by))
    .where(eq(paymentLinks.subscription_id, id))
    .orderBy(desc(paymentLinks.id));
  // Every link of the record is read against the record as it stands, its version taken once.
  const awaited = await awaitedVersion(db, clock, subscription);
  return links.map(({ link, created_by_name }) => ({
    id: link.id,
    state: linkStateAgainst(link, awaited, clock.now()),
    created_at: link.created_at,
    created_by_name,
    expires_at: link.expires_at,
    paid_at: link.paid_at,
    last_failure: link.last_failure,
  }));
}
