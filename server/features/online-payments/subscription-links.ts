import { and, desc, eq } from 'drizzle-orm';
import { localDate } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import type { OfferLanguage } from '../../../domain/offer';
import { chatLink } from '../../../domain/offer';
import { paymentLinkMessage } from '../../../domain/payment-link';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { paymentLinks, paymentTransactions, subscriptionPlans, subscriptions, users } from '../../db/schema';
import { conflict } from '../../errors';
import { type CallContext, type DecisionContext, findRow, recordVersionOf, seenRow } from '../../core/crud';
import { type AuditActor, recordAudit } from '../../core/audit';
import type { Mailer } from '../../core/mailer';
import {
  activation,
  newQrCredential,
  sendCredential,
  subscriptionPaymentRow,
  subscriptionsResource,
  subscriptionsWithNames,
} from '../subscriptions';
import {
  closeHostedPages,
  type Link,
  type LinkPurpose,
  type LinkSettings,
  linkStateAgainst,
  paymentLinkUrl,
} from './link';
import { linkTokenHash, newLinkToken, openWithLink, sealWithLink } from './link-tokens';
import type { OnlinePayments } from './online-payments';

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

/**
 * A subscription awaiting its online payment as a link's purpose: paid, it is a payment row of the
 * subscription with its e-invoice, and the subscription active with a new QR credential, sealed in
 * the link for its payer and mailed to the subscriber once committed.
 */
export function subscriptionLinkPurpose(context: { db: Database; mailer: Mailer; clock: Clock; log: Log }) {
  return {
    resource: 'subscriptions',
    recordIdOf: (link) => link.subscription_id!,
    async read(db, link, lock) {
      const query = db.select().from(subscriptions).where(eq(subscriptions.id, link.subscription_id!));
      const [subscription] = await (lock ? query.for('update') : query);
      return subscription!;
    },
    payableVersion: (db, clock, subscription) => awaitedVersion(db, clock, subscription),
    async record(tx, { link, record: subscription, payment, linkToken, onlineMethodId, now }) {
      const credential = newQrCredential();
      const [row] = await tx
        .insert(paymentTransactions)
        .values({
          ...subscriptionPaymentRow({ subscription, paymentMethodId: onlineMethodId, paidBy: null, at: now }),
          reference: payment.id,
        })
        .returning({ id: paymentTransactions.id });
      await tx
        .update(subscriptions)
        .set(await activation(tx, subscription, now, context.clock.timeZone, credential.hash))
        .where(eq(subscriptions.id, subscription.id));
      return {
        transactionId: row!.id,
        linkColumns: { qr_token_sealed: sealWithLink(linkToken, credential.token) },
        changes: { status: ['awaiting_payment', 'active'], payment_transaction: [null, row!.id] },
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

/** What the payer's page shows of a subscription's link: the plan and area, and once paid its dates and QR token. */
export async function subscriptionLinkView(db: Database, clock: Clock, link: Link, token: string) {
  const [found] = await subscriptionsWithNames(db).where(eq(subscriptions.id, link.subscription_id!));
  const { subscription } = found!;
  const state = linkStateAgainst(link, await awaitedVersion(db, clock, subscription), clock.now());
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
    qr_mailed: state === 'paid' && subscription.email !== null,
  };
}
