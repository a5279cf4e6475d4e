import { and, asc, eq, gt, isNotNull, or } from 'drizzle-orm';
import { type GatewayPayment, gatewayPaymentRefusal } from '../../../domain/online-payment';
import type { PaymentLinkState } from '../../../domain/payment-link';
import { gatewayPayments, paymentLinks, paymentMethods } from '../../db/schema';
import { recordAudit } from '../../core/audit';
import { GatewayError } from './gateway';
import { type Link, linkStateAgainst } from './link';
import { purposeOf, type PurposeContext } from './link-purposes';
import { linkTokenHash } from './link-tokens';
import type { OnlinePayments } from './online-payments';

export interface SettleContext extends PurposeContext {
  payments: OnlinePayments;
}

/** What a signal about a gateway payment came to. */
export type Settlement = 'recorded' | 'already' | 'not_paid' | 'refund_due' | 'refunded' | 'unknown';

type Decided =
  | { kind: 'recorded'; afterCommit?: () => Promise<void> }
  | { kind: 'refund_due'; id: number }
  | { kind: 'already' | 'not_paid' | 'unknown' };

/** Why a link in `state` takes no payment: its own state, or the record it pays for that moved on. */
function linkRefusal(link: Link, state: PaymentLinkState): string | null {
  if (state === 'open') return null;
  return state === 'cancelled' && link.status === 'open' ? 'record_changed' : `link_${state}`;
}

/**
 * What a gateway payment changes, the one place any signal of it leads to: a webhook, the payer's
 * return, the gateway's callback, the job that asks for what was missed. The payment is fetched
 * from the gateway (the signal itself is believed in nothing) and checked against its link
 * (domain/online-payment.ts); then, under the lock of the record the link pays for and the link's,
 * it is recorded once (the gateway's payment id is unique) as its purpose records it (link.ts): a
 * paid row with its e-invoice, the link paid, what it pays for put in force. A paid payment its link
 * cannot take (paid already, expired, closed, for another version of the record, another amount)
 * records nothing but a refund due, which is then made through the gateway.
 */
export async function settleGatewayPayment(context: SettleContext, paymentId: string): Promise<Settlement> {
  const { db, clock, payments } = context;
  const payment = await payments.gateway.fetchPayment(paymentId);
  if (!payment?.linkToken) return 'unknown';
  const linkToken = payment.linkToken;
  const [found] = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.token_hash, linkTokenHash(linkToken)));
  if (!found) return 'unknown';
  const purpose = purposeOf(context, found);
  const decided = await db.transaction(async (tx): Promise<Decided> => {
    const record = await purpose.read(tx, found, true);
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
    const state = linkStateAgainst(link!, await purpose.payableVersion(tx, clock, record), now);
    const refusal =
      gatewayPaymentRefusal(
        { token: linkToken, amountHalalas: link!.amount_halalas, hostedPaymentRef: link!.hosted_payment_ref },
        payment,
      ) ??
      linkRefusal(link!, state) ??
      (await purpose.refusal?.(tx, link!, record)) ??
      null;
    const received = {
      gateway: payments.name,
      gateway_payment_id: payment.id,
      payment_link_id: link!.id,
      amount_halalas: payment.amountHalalas,
      channel: payment.channel,
      created_at: now,
      updated_at: now,
    };
    const recordId = purpose.recordIdOf(link!, record);
    if (refusal) {
      const [due] = await tx
        .insert(gatewayPayments)
        .values({ ...received, outcome: 'refund_due', refund_reason: refusal })
        .returning({ id: gatewayPayments.id });
      await recordAudit(tx, null, {
        action: 'refuse_online_payment',
        resource: purpose.resource,
        recordId,
        changes: { gateway_payment: [null, payment.id], reason: [null, refusal] },
      });
      return { kind: 'refund_due', id: due!.id };
    }
    const [online] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.code, 'online'));
    const recorded = await purpose.record(tx, {
      link: link!,
      record,
      payment,
      linkToken,
      onlineMethodId: online!.id,
      now,
    });
    await tx
      .insert(gatewayPayments)
      .values({ ...received, outcome: 'recorded', payment_transaction_id: recorded.transactionId });
    await tx
      .update(paymentLinks)
      .set({
        ...recorded.linkColumns,
        status: 'paid',
        payment_transaction_id: recorded.transactionId,
        paid_at: now,
        last_failure: null,
      })
      .where(eq(paymentLinks.id, link!.id));
    await recordAudit(tx, null, {
      action: 'pay_online',
      resource: purpose.resource,
      recordId,
      changes: { ...recorded.changes, gateway_payment: [null, payment.id] },
    });
    return { kind: 'recorded', afterCommit: recorded.afterCommit };
  });
  if (decided.kind === 'refund_due') return (await refundDue(context, decided.id, payment)) ? 'refunded' : 'refund_due';
  if (decided.kind === 'recorded') await decided.afterCommit?.();
  return decided.kind;
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
 * (a webhook lost, a payer who closed the tab), the charges of saved cards whose answer was lost
 * (asked for by the id they were made with), and the refunds still due.
 */
export async function settleMissedPayments(context: SettleContext, until: number) {
  const { db, clock, payments } = context;
  const open = await db
    .select({ ref: paymentLinks.hosted_payment_ref, chargeId: paymentLinks.charge_id })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.status, 'open'),
        or(isNotNull(paymentLinks.hosted_payment_ref), isNotNull(paymentLinks.charge_id)),
        gt(paymentLinks.expires_at, new Date(clock.now().getTime() - 86_400_000)),
      ),
    )
    .orderBy(asc(paymentLinks.id));
  for (const { ref, chargeId } of open) {
    if (performance.now() > until) return;
    const attempts = chargeId
      ? [chargeId]
      : (await payments.gateway.hostedPaymentAttempts(ref!).catch(() => []))
          .filter((payment) => payment.status === 'paid')
          .map((payment) => payment.id);
    for (const id of attempts)
      await settleGatewayPayment(context, id).catch((error: unknown) => {
        if (!(error instanceof GatewayError)) throw error;
      });
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
