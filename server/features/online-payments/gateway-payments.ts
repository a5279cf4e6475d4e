import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { type GatewayPayment, gatewayPaymentRefusal } from '../../../domain/online-payment';
import { paymentLinkState } from '../../../domain/payment-link';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { gatewayPayments, paymentLinks, paymentMethods, paymentTransactions, subscriptions } from '../../db/schema';
import { recordAudit } from '../../core/audit';
import type { Mailer } from '../../core/mailer';
import { activation, newQrCredential, sendCredential, subscriptionPaymentRow } from '../subscriptions';
import { GatewayError } from './gateway';
import { linkTokenHash, sealWithLink } from './link-tokens';
import type { OnlinePayments } from './online-payments';
import { recordRefusal } from './payment-links';

export interface SettleContext {
  db: Database;
  clock: Clock;
  payments: OnlinePayments;
  mailer: Mailer;
  log: { warn(object: object, message: string): void };
}

/** What a signal about a gateway payment came to. */
export type Settlement = 'recorded' | 'already' | 'not_paid' | 'refund_due' | 'refunded' | 'unknown';

type Decided =
  | { kind: 'recorded'; subscriptionId: number; lang: 'ar' | 'en'; qrToken: string }
  | { kind: 'refund_due'; id: number }
  | { kind: 'already' | 'not_paid' | 'unknown' };

/**
 * What a gateway payment changes, the one place any signal of it leads to: a webhook, the payer's
 * return, the gateway's callback, the job that asks for what was missed. The payment is fetched
 * from the gateway (the signal itself is believed in nothing) and checked against its link
 * (domain/online-payment.ts); then, under the subscription's lock and the link's, it is recorded
 * once (the gateway's payment id is unique): a paid row with its e-invoice, the link paid, the
 * subscription active with a new QR credential. A paid payment its link cannot take (paid already,
 * expired, closed, for another version of the record, another amount) records nothing but a
 * refund due, which is then made through the gateway.
 */
export async function settleGatewayPayment(context: SettleContext, paymentId: string): Promise<Settlement> {
  const { db, clock, payments } = context;
  const payment = await payments.gateway.fetchPayment(paymentId);
  if (!payment?.linkToken) return 'unknown';
  const linkToken = payment.linkToken;
  const [found] = await db
    .select({ id: paymentLinks.id, subscription_id: paymentLinks.subscription_id })
    .from(paymentLinks)
    .where(eq(paymentLinks.token_hash, linkTokenHash(linkToken)));
  if (!found) return 'unknown';
  const credential = newQrCredential();
  const decided = await db.transaction(async (tx): Promise<Decided> => {
    // The subscription's lock first, as its approval and rejection take it, then the link's.
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, found.subscription_id))
      .for('update');
    const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, found.id)).for('update');
    const [seen] = await tx
      .select({ id: gatewayPayments.id })
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.gateway, payments.name), eq(gatewayPayments.gateway_payment_id, payment.id)));
    if (seen) return { kind: 'already' };
    if (payment.status !== 'paid') {
      if (payment.status === 'failed' && link!.status === 'open')
        await tx
          .update(paymentLinks)
          .set({ last_failure: payment.message ?? 'DECLINED' })
          .where(eq(paymentLinks.id, link!.id));
      return { kind: 'not_paid' };
    }
    const now = clock.now();
    const refusal =
      gatewayPaymentRefusal(
        { token: linkToken, amountHalalas: link!.amount_halalas, hostedPaymentRef: link!.hosted_payment_ref },
        payment,
      ) ??
      (paymentLinkState(link!, now) === 'open' ? null : `link_${paymentLinkState(link!, now)}`) ??
      (await recordRefusal(tx, clock, link!, subscription!));
    const received = {
      gateway: payments.name,
      gateway_payment_id: payment.id,
      payment_link_id: link!.id,
      amount_halalas: payment.amountHalalas,
      channel: payment.channel,
      created_at: now,
      updated_at: now,
    };
    if (refusal) {
      const [due] = await tx
        .insert(gatewayPayments)
        .values({ ...received, outcome: 'refund_due', refund_reason: refusal })
        .returning({ id: gatewayPayments.id });
      await recordAudit(tx, null, {
        action: 'refuse_online_payment',
        resource: 'subscriptions',
        recordId: subscription!.id,
        changes: { gateway_payment: [null, payment.id], reason: [null, refusal] },
      });
      return { kind: 'refund_due', id: due!.id };
    }
    const [online] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.code, 'online'));
    const [row] = await tx
      .insert(paymentTransactions)
      .values(
        subscriptionPaymentRow({ subscription: subscription!, paymentMethodId: online!.id, paidBy: null, at: now }),
      )
      .returning({ id: paymentTransactions.id });
    await tx.insert(gatewayPayments).values({ ...received, outcome: 'recorded', payment_transaction_id: row!.id });
    await tx
      .update(paymentLinks)
      .set({
        status: 'paid',
        payment_transaction_id: row!.id,
        paid_at: now,
        last_failure: null,
        qr_token_sealed: sealWithLink(linkToken, credential.token),
      })
      .where(eq(paymentLinks.id, link!.id));
    await tx
      .update(subscriptions)
      .set(await activation(tx, subscription!, now, clock.timeZone, credential.hash))
      .where(eq(subscriptions.id, subscription!.id));
    await recordAudit(tx, null, {
      action: 'pay_online',
      resource: 'subscriptions',
      recordId: subscription!.id,
      changes: {
        status: ['awaiting_payment', 'active'],
        payment_transaction: [null, row!.id],
        gateway_payment: [null, payment.id],
      },
    });
    return { kind: 'recorded', subscriptionId: subscription!.id, lang: link!.language, qrToken: credential.token };
  });
  if (decided.kind === 'refund_due') return (await refundDue(context, decided.id, payment)) ? 'refunded' : 'refund_due';
  if (decided.kind === 'recorded') await mailNewCredential(context, decided);
  return decided.kind;
}

async function mailNewCredential(
  { db, mailer, log }: SettleContext,
  { subscriptionId, lang, qrToken }: { subscriptionId: number; lang: 'ar' | 'en'; qrToken: string },
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
 * Pays back, through the gateway, a payment its link could not take, all that is left of it; the
 * row says so once the gateway does. A refund that fails stays due for the next round.
 */
export async function refundDue(context: SettleContext, id: number, known?: GatewayPayment): Promise<boolean> {
  const { db, clock, payments } = context;
  const [due] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, id));
  if (due?.outcome !== 'refund_due') return false;
  try {
    const payment = known ?? (await payments.gateway.fetchPayment(due.gateway_payment_id));
    if (!payment) return false;
    const left = payment.amountHalalas - payment.refundedHalalas;
    if (left > 0 && payment.status === 'paid') await payments.gateway.refund(payment.id, left);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    context.log.warn(
      { err: error, gatewayPayment: due.gateway_payment_id },
      'a payment to refund could not be refunded yet',
    );
    return false;
  }
  await db
    .update(gatewayPayments)
    .set({ outcome: 'refunded', updated_at: clock.now() })
    .where(and(eq(gatewayPayments.id, id), eq(gatewayPayments.outcome, 'refund_due')));
  return true;
}

/**
 * The round that catches what signals missed: the payments made on the pages of links still open
 * (a webhook lost, a payer who closed the tab), and the refunds still due.
 */
export async function settleMissedPayments(context: SettleContext, until: number) {
  const { db, clock, payments } = context;
  const open = await db
    .select({ ref: paymentLinks.hosted_payment_ref })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.status, 'open'),
        isNotNull(paymentLinks.hosted_payment_ref),
        gt(paymentLinks.expires_at, new Date(clock.now().getTime() - 86_400_000)),
      ),
    )
    .orderBy(asc(paymentLinks.id));
  for (const { ref } of open) {
    if (performance.now() > until) return;
    const attempts = await payments.gateway.hostedPaymentAttempts(ref!).catch(() => []);
    for (const attempt of attempts.filter((payment) => payment.status === 'paid'))
      await settleGatewayPayment(context, attempt.id);
  }
  const due = await db
    .select({ id: gatewayPayments.id })
    .from(gatewayPayments)
    .where(eq(gatewayPayments.outcome, 'refund_due'))
    .orderBy(asc(gatewayPayments.id));
  for (const { id } of due) {
    if (performance.now() > until) return;
    await refundDue(context, id);
  }
}
