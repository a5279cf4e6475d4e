import { desc, eq } from 'drizzle-orm';
import { halalasToSar } from '../../../domain/money';
import type { OfferLanguage } from '../../../domain/offer';
import { chatLink } from '../../../domain/offer';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { paymentLinks, users } from '../../db/schema';
import type { AuditActor } from '../../core/audit';
import type { DecisionContext } from '../../core/crud';
import type { Mailer } from '../../core/mailer';
import { closeHostedPages, type Link, type LinkSettings, linkStateAgainst, paymentLinkUrl } from './link';
import type { LinkedColumn } from './link-opening';
import type { OnlinePayments } from './online-payments';

/** What a link is made with besides its record. */
export interface LinkOptions {
  gatewayName: string;
  linkHours: number;
  /** Who made it (its audit row's actor); null for the server's own first link. */
  createdBy: AuditActor | null;
  language: OfferLanguage;
}

/** A record staff send a payment link for (a subscription, a company subscription), as sending asks it. */
export interface LinkedRecord<Row> {
  /** The record as the decider read it, locked (404, or 409 when it changed since). */
  seen(tx: Transaction, context: DecisionContext, id: number): Promise<Row>;
  open(
    tx: Transaction,
    clock: Clock,
    options: LinkOptions,
    row: Row,
  ): Promise<{ token: string; link: Link; closedRefs: string[] }>;
  message(
    context: { db: Database; clock: Clock },
    publicUrl: string,
    row: Row,
    link: Link,
    token: string,
    lang: OfferLanguage,
  ): Promise<{ subject: string; text: string }>;
  /** Whom the link is for: where it is mailed, and the phone its chat link opens. */
  recipient(db: Database, row: Row): Promise<{ email: string | null; phone: string | null }>;
}

interface SendContext extends DecisionContext {
  payments: OnlinePayments;
  mailer: Mailer;
}

/**
 * Staff make a payment link for a record awaiting its payment, as they read it (the decision binds
 * to that version), and have it mailed to whom it is for or take its text and chat link to send
 * themselves.
 */
export async function sendLink<Row>(
  context: SendContext,
  settings: LinkSettings,
  kind: LinkedRecord<Row>,
  id: number,
  { lang, mail }: { lang: OfferLanguage; mail: boolean },
) {
  const { db, clock, caller, payments } = context;
  const made = await db.transaction(async (tx) => {
    const row = await kind.seen(tx, context, id);
    const options = { gatewayName: payments.name, linkHours: settings.linkHours, createdBy: caller, language: lang };
    return { ...(await kind.open(tx, clock, options, row)), row };
  });
  void closeHostedPages(payments, made.closedRefs);
  const message = await kind.message(context, settings.publicUrl, made.row, made.link, made.token, lang);
  const recipient = await kind.recipient(db, made.row);
  const mailedTo = mail && recipient.email ? recipient.email : null;
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
    chat_url: chatLink(recipient.phone, message.text),
    mailed_to: mailedTo,
  };
}

/** A link's token as a secret of the mail that carries it: the outbox keeps the mail without it. */
export const linkSecret = (token: string, link: Pick<Link, 'expires_at'>) => ({
  values: [token],
  expiresAt: link.expires_at,
});

/**
 * A record's links, newest first, as its page lists them, each read against the version the record
 * may be paid for now (taken once); the caller has already reached the record.
 */
export async function linkSummaries(
  { db, clock }: { db: Database; clock: Clock },
  column: LinkedColumn,
  id: number,
  payable: string | null,
) {
  const links = await db
    .select({ link: paymentLinks, created_by_name: users.name })
    .from(paymentLinks)
    .leftJoin(users, eq(users.id, paymentLinks.created_by))
    .where(eq(paymentLinks[column], id))
    .orderBy(desc(paymentLinks.id));
  return links.map(({ link, created_by_name }) => ({
    id: link.id,
    state: linkStateAgainst(link, payable, clock.now()),
    created_at: link.created_at,
    created_by_name,
    expires_at: link.expires_at,
    paid_at: link.paid_at,
    last_failure: link.last_failure,
  }));
}
