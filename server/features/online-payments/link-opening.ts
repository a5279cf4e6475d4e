import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { paymentLinks } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../core/audit';
import type { Link } from './link';
import { linkTokenHash, newLinkToken } from './link-tokens';

/** The column of a link that names the record it pays for. */
export type LinkedColumn = 'subscription_id' | 'company_subscription_id' | 'stay_id' | 'quota_order_id';

/** What a new link is for and what it asks for, as its purpose prices it. */
export interface NewLink {
  column: LinkedColumn;
  recordId: number;
  amountHalalas: number;
  description: string;
  recordVersion: string;
  expiresAt: Date;
  language: 'ar' | 'en';
  gateway: string;
  now: Date;
  /** A stay's link: the instant its amount prices the stay to. */
  pricedAt?: Date;
  /** A renewal's link: the end date its payment gives the subscription. */
  renewsUntil?: string;
  /** An automatic renewal's link: the payment id its charge of the saved card is made with. */
  chargeId?: string;
  /** Who made it and under which audit resource; none for the server's own links and a guest's. */
  audit?: {
    actor: AuditActor | null;
    resource: 'subscriptions' | 'company-subscriptions' | 'companies';
    recordId?: number;
  };
}

/**
 * A new link for a record, made under the record's lock: the link open for it before, if any, is
 * closed (one open link a record, which a unique index keeps). Answers the token, which the
 * database keeps only as its hash, and the gateway pages of the links it closed.
 */
export async function openLink(tx: Transaction, made: NewLink) {
  const closed = await tx
    .update(paymentLinks)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentLinks[made.column], made.recordId), eq(paymentLinks.status, 'open')))
    .returning({ hosted_payment_ref: paymentLinks.hosted_payment_ref });
  const token = newLinkToken();
  const [link] = await tx
    .insert(paymentLinks)
    .values({
      token_hash: linkTokenHash(token),
      [made.column]: made.recordId,
      priced_at: made.pricedAt ?? null,
      renews_until: made.renewsUntil ?? null,
      charge_id: made.chargeId ?? null,
      amount_halalas: made.amountHalalas,
      description: made.description,
      record_version: made.recordVersion,
      expires_at: made.expiresAt,
      language: made.language,
      gateway: made.gateway,
      created_by: made.audit?.actor?.id ?? null,
      created_at: made.now,
    })
    .returning();
  if (made.audit) {
    await recordAudit(tx, made.audit.actor, {
      action: 'send_payment_link',
      resource: made.audit.resource,
      recordId: made.audit.recordId ?? made.recordId,
      changes: { payment_link: [null, link!.id] },
    });
  }
  return { token, link: link as Link, closedRefs: closed.flatMap((row) => row.hosted_payment_ref ?? []) };
}
