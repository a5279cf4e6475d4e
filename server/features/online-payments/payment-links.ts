import { and, eq, isNull } from 'drizzle-orm';
import type { OfferLanguage } from '../../../domain/offer';
import type { PaymentLinkState } from '../../../domain/payment-link';
import type { PublicPaymentLink } from '../../../domain/schemas/payment-link';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { paymentLinks } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { closeHostedPages, type Link, type LinkSettings, linkStateAgainst, paymentLinkUrl } from './link';
import { purposeOf, type PurposeContext } from './link-purposes';
import { linkTokenHash } from './link-tokens';
import { MOYASAR_NOTIFY_PATH, type OnlinePayments } from './online-payments';
import { companySubscriptionLinkView } from './company-subscription-links';
import { renewalLinkPurpose } from './renewal-links';
import { stayLinkView } from './pay-ahead/stay-links';
import { subscriptionLinkView } from './subscription-links';
import { quotaOrderLinkView } from './quota-orders/quota-order-links';

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
async function linkStateNow(context: PurposeContext, link: Link): Promise<PaymentLinkState> {
  const { db, clock } = context;
  const purpose = purposeOf(context, link);
  const record = await purpose.read(db, link, false);
  return linkStateAgainst(link, await purpose.payableVersion(db, clock, record), clock.now());
}

/** What the payer's page shows of a link, by what it pays for. */
export async function publicLinkView(db: Database, clock: Clock, token: string): Promise<PublicPaymentLink> {
  const link = await linkOfToken(db, token);
  if (link.stay_id !== null) return stayLinkView(db, clock, link);
  if (link.quota_order_id !== null) return quotaOrderLinkView(db, clock, link);
  if (link.company_subscription_id !== null) return companySubscriptionLinkView(db, clock, link);
  if (link.renews_until !== null)
    return subscriptionLinkView(db, clock, link, token, renewalLinkPurpose.payableVersion);
  return subscriptionLinkView(db, clock, link, token);
}

/**
 * The gateway's page for a link the payer is about to pay, made the first time it is asked for
 * (outside any transaction: the gateway is a network away); of two asking at once, the first
 * stored is kept and the other's page closed.
 */
export async function checkout(
  context: PurposeContext & { payments: OnlinePayments },
  settings: LinkSettings,
  token: string,
  lang: OfferLanguage,
) {
  const { db, payments } = context;
  const link = await linkOfToken(db, token);
  const state = await linkStateNow(context, link);
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
