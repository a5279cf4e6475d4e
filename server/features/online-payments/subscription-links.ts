import { eq } from 'drizzle-orm';
import { localDate } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import type { OfferLanguage } from '../../../domain/offer';
import { paymentLinkMessage } from '../../../domain/payment-link';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { subscriptionPlans, subscriptions } from '../../db/schema';
import { conflict } from '../../errors';
import { type CallContext, findRow, recordVersionOf, seenRow } from '../../core/crud';
import type { Mailer } from '../../core/mailer';
import {
  activation,
  newQrCredential,
  sendCredential,
  subscriptionPaymentRow,
  subscriptionsResource,
  subscriptionsWithNames,
} from '../subscriptions';
import { insertGatewayPaymentRow, type Link, type LinkPurpose, linkStateAgainst, paymentLinkUrl } from './link';
import { type LinkedRecord, type LinkOptions, linkSummaries } from './link-sending';
import { openLink } from './link-opening';
import { openWithLink, sealWithLink } from './link-tokens';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The version of a subscription a link may pay for: its own while it awaits its payment, none otherwise. */
async function awaitedVersion(db: Database | Transaction, clock: Clock, subscription: SubscriptionRow) {
  if (subscription.status !== 'awaiting_payment') return null;
  return recordVersionOf(db, clock, subscriptionsResource, subscription);
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
  { gatewayName, linkHours, createdBy, language }: LinkOptions,
  subscription: SubscriptionRow,
) {
  if (subscription.status !== 'awaiting_payment') throw conflict('subscription_not_awaiting_payment');
  const now = clock.now();
  const [plan] = await tx
    .select({ name_en: subscriptionPlans.name_en, name_ar: subscriptionPlans.name_ar })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, subscription.plan_id));
  return openLink(tx, {
    column: 'subscription_id',
    recordId: subscription.id,
    amountHalalas: subscription.final_price_halalas,
    description: `${subscription.reference}: ${plan!.name_ar} | ${plan!.name_en}`,
    recordVersion: await recordVersionOf(tx, clock, subscriptionsResource, subscription),
    expiresAt: new Date(now.getTime() + linkHours * 3_600_000),
    language,
    gateway: gatewayName,
    now,
    audit: { actor: createdBy, resource: 'subscriptions' },
  });
}

/** An individual subscription as staff send its link: mailed to its subscriber, chat to their phone. */
export const subscriptionRecord: LinkedRecord<SubscriptionRow> = {
  seen: (tx, context, id) => seenRow(tx, context, subscriptionsResource, id),
  open: openSubscriptionLink,
  message: linkMessage,
  recipient: async (_db, subscription) => ({ email: subscription.email, phone: subscription.phone }),
};

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

/** A subscription's links, newest first, as its page lists them: the caller must reach the subscription. */
export async function subscriptionLinks(context: CallContext, id: number) {
  const subscription = await findRow(context, subscriptionsResource, id);
  return linkSummaries(context, 'subscription_id', id, await awaitedVersion(context.db, context.clock, subscription));
}

/** A subscription a link pays for; with `lock`, locked until the transaction ends, before the link's. */
export async function readSubscription(db: Database | Transaction, link: Link, lock: boolean) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.id, link.subscription_id!));
  const [subscription] = await (lock ? query.for('update') : query);
  return subscription!;
}

/**
 * A subscription awaiting its online payment as a link's purpose: paid, it is a payment row of the
 * subscription with its e-invoice, and the subscription active with a new QR credential, sealed in
 * the link for its payer and mailed to the subscriber once committed.
 */
export function subscriptionLinkPurpose(context: { db: Database; mailer: Mailer; clock: Clock; log: Log }) {
  return {
    resource: 'subscriptions',
    recordIdOf: (link) => link.subscription_id!,
    read: readSubscription,
    payableVersion: (db, clock, subscription) => awaitedVersion(db, clock, subscription),
    async record(tx, { link, record: subscription, payment, linkToken, onlineMethodId, now }) {
      const credential = newQrCredential();
      const transactionId = await insertGatewayPaymentRow(
        tx,
        subscriptionPaymentRow({ subscription, paymentMethodId: onlineMethodId, paidBy: null, at: now }),
        payment,
      );
      await tx
        .update(subscriptions)
        .set(await activation(tx, subscription, now, context.clock.timeZone, credential.hash))
        .where(eq(subscriptions.id, subscription.id));
      return {
        transactionId,
        linkColumns: { qr_token_sealed: sealWithLink(linkToken, credential.token) },
        changes: { status: ['awaiting_payment', 'active'], payment_transaction: [null, transactionId] },
        afterCommit: () => mailNewCredential(context, subscription.id, link.language, credential.token),
      };
    },
  } satisfies LinkPurpose<SubscriptionRow>;
}

interface Log {
  warn(object: object, message: string): void;
}

async function mailNewCredential(
  { db, mailer, log }: { db: Database; mailer: Mailer; log: Log },
  subscriptionId: number,
  lang: 'ar' | 'en',
  qrToken: string,
) {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!subscription?.email) return;
  try {
    await sendCredential(db, mailer, { ...subscription, email: subscription.email }, qrToken, lang);
  } catch (error) {
    log.warn({ err: error, subscriptionId }, 'the QR code of a subscription paid online could not be mailed');
  }
}

/**
 * What the payer's page shows of a subscription's link (its first payment, or a renewal read
 * against the version a renewal may pay for): the plan and area, and once paid its dates and the
 * QR token its first payment issued.
 */
export async function subscriptionLinkView(
  db: Database,
  clock: Clock,
  link: Link,
  token: string,
  payableVersion: (
    db: Database,
    clock: Clock,
    subscription: SubscriptionRow,
  ) => Promise<string | null> = awaitedVersion,
) {
  const [found] = await subscriptionsWithNames(db).where(eq(subscriptions.id, link.subscription_id!));
  const { subscription } = found!;
  const state = linkStateAgainst(link, await payableVersion(db, clock, subscription), clock.now());
  return {
    kind: 'subscription' as const,
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
    qr_mailed: state === 'paid' && link.qr_token_sealed !== null && subscription.email !== null,
  };
}
