import { asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { composeCredential } from '../../../domain/credential';
import type { OfferLanguage } from '../../../domain/offer';
import { periodDays } from '../../../domain/subscription-period';
import { subscriptionStatus } from '../../../domain/subscription-status';
import { areas, type subscriptions, subscriptionPlans, subscriptionVehicles } from '../../db/schema';
import { conflict, refusal } from '../../errors';
import type { subscriptionsResource } from './subscriptions.resource';
import { type CallContext, findRow } from '../../core/crud';
import type { Mailer } from '../../core/mailer';
import type { Database } from '../../db/client';

type SubscriptionRow = typeof subscriptions.$inferSelect;
import { qrCodeHash } from './qr-credentials';

const QR_CID = 'subscription-qr@parking';

/** The PNG a gate scans: the same error correction and margin as the printed card. */
export function credentialPng(token: string): Promise<Buffer> {
  return QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message as HTML: the greeting, the QR code, then the rest, right to left in Arabic. */
function credentialHtml(lines: string[], language: OfferLanguage): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`);
  const image = `<p><img src="cid:${QR_CID}" width="240" height="240" alt="QR"></p>`;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">${[paragraphs[0], paragraphs[1], image, ...paragraphs.slice(2)].join('')}</body></html>`;
}

/**
 * Mails an active subscription's QR credential to its subscriber, in `language`: the details as
 * text and HTML, the QR code as an inline PNG. The caller proves it holds the current token (it
 * was answered once, at the approval or a reissue); the server keeps only its hash, so an older
 * token is refused rather than sent. The token is in no stored copy of the mail: the outbox
 * keeps the text, which does not hold it.
 */
export async function mailCredential(
  context: CallContext,
  definition: typeof subscriptionsResource,
  mailer: Mailer,
  id: number,
  { qr_token: token, lang }: { qr_token: string; lang: OfferLanguage },
): Promise<{ to: string; delivered: boolean }> {
  const row = await findRow(context, definition, id);
  if (subscriptionStatus({ status: row.status, end_date: row.end_date }, context.clock.today()) !== 'active')
    throw conflict('subscription_not_active');
  if (row.qr_code_hash !== qrCodeHash(token)) throw conflict('credential_replaced');
  if (!row.email) throw refusal('no_email');
  return { to: row.email, ...(await sendCredential(context.db, mailer, { ...row, email: row.email }, token, lang)) };
}

/**
 * The credential's mail to an active subscription's subscriber, for a token the caller has just
 * issued or proved it holds (mailCredential; a payment that activated it).
 */
export async function sendCredential(
  db: Database,
  mailer: Mailer,
  row: SubscriptionRow & { email: string },
  token: string,
  lang: OfferLanguage,
): Promise<{ delivered: boolean }> {
  const id = row.id;
  const [[plan], [area], vehicles] = await Promise.all([
    db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.plan_id)),
    db.select().from(areas).where(eq(areas.id, row.area_id)),
    db
      .select()
      .from(subscriptionVehicles)
      .where(eq(subscriptionVehicles.subscription_id, id))
      .orderBy(asc(subscriptionVehicles.id)),
  ]);
  const inLanguage = (english: string, arabic: string | null) => (lang === 'ar' ? (arabic ?? english) : english);
  const start = row.start_date!;
  const end = row.end_date!;
  const message = composeCredential(
    {
      subscriberName: row.applicant_name,
      reference: row.reference,
      planName: inLanguage(plan!.name_en, plan!.name_ar),
      areaName: inLanguage(area!.name, area!.name_ar),
      startDate: start,
      endDate: end,
      durationDays: periodDays(start, end),
      plates: vehicles.map((vehicle) => ({ letters: vehicle.plate_letters, number: vehicle.plate_number })),
    },
    lang,
  );
  const { delivered } = await mailer.send({
    to: row.email,
    subject: message.subject,
    text: message.lines.join('\n\n'),
    html: credentialHtml(message.lines, lang),
    attachments: [
      { filename: `${row.reference}.png`, content: await credentialPng(token), contentType: 'image/png', cid: QR_CID },
    ],
    language: lang,
  });
  return { delivered };
}
