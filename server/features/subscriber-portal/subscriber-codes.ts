import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { bilingualMail } from '../../../domain/reminder';
import { contactColumns, subscriberContactOf, type SubscriberContact } from '../../../domain/subscriber-contact';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { subscriberCodes, subscriberSessions, subscriptions } from '../../db/schema';
import { ApiError } from '../../errors';
import type { BackgroundWork } from '../../core/plugins/background';
import { type Messengers, sendToContact } from '../../core/contact-messages';
import { newOneTimeCode, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '../../core/one-time-codes';
import { verifyPassword } from '../../core/passwords';
import { subscriptionsOfSubscriber } from '../subscriptions';

/** How long a subscriber stays signed in on their own page. */
export const SUBSCRIBER_SESSION_HOURS = 12;

/** The SHA-256 of a secret, as the database keeps it in its place. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

const CODE_SUBJECT = { en: 'Your sign-in code', ar: 'رمز الدخول إلى صفحة اشتراكك' };

/** The rows of a table of sign-ins (codes, sessions) that are a subscriber's: by the column of their contact's kind. */
const rowsOfContact = (table: typeof subscriberCodes | typeof subscriberSessions, contact: SubscriberContact) =>
  contact.kind === 'email' ? eq(table.email, contact.key) : eq(table.phone, contact.key);

/**
 * Sends a one-time code, in both languages, to the email a subscription names by mail or to the
 * mobile number it names by text message. The answer does not tell whether any subscription names
 * it, in its words or its timing: both paths make a code and look the contact up, and storing and
 * sending it happen after the answer, in `background`. No subscription, no message: nobody can
 * have the product text a number no subscriber gave. A new code spends the one sent before.
 */
export async function requestSubscriberCode(
  { db, clock, background, ...messengers }: { db: Database; clock: Clock; background: BackgroundWork } & Messengers,
  contact: SubscriberContact,
): Promise<void> {
  const { code, hash } = await newOneTimeCode();
  const [known] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(subscriptionsOfSubscriber(contact))
    .limit(1);
  if (!known) return;
  background.run('subscriber sign-in code', async () => {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * 60_000);
    await db.transaction(async (tx) => {
      await tx
        .update(subscriberCodes)
        .set({ used_at: now })
        .where(and(rowsOfContact(subscriberCodes, contact), isNull(subscriberCodes.used_at)));
      await tx
        .insert(subscriberCodes)
        .values({ ...contactColumns(contact), code_hash: hash, expires_at: expiresAt, created_at: now });
    });
    await sendToContact(messengers, contact, {
      ...bilingualMail(CODE_SUBJECT, (language) =>
        language === 'ar'
          ? `رمز الدخول إلى صفحة اشتراكك هو ${code}، وهو صالح لمدة ${OTP_TTL_MINUTES} دقيقة. لا تشاركه مع أحد.`
          : `Your code to sign in to your subscription's page is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it.`,
      ),
      secrets: { values: [code], expiresAt },
    });
  });
}

/**
 * Exchanges the latest code sent to an email or mobile number for a session on the subscriber's page. Each try is
 * taken in one statement before the code is compared, so guesses sent at once cannot share a count;
 * a few wrong ones spend the code, and a right one spends it too.
 */
export async function signInWithCode(
  { db, clock }: { db: Database; clock: Clock },
  contact: SubscriberContact,
  code: string,
): Promise<{ token: string; expires_at: Date }> {
  const now = clock.now();
  const [latest] = await db
    .select({ id: subscriberCodes.id, hash: subscriberCodes.code_hash })
    .from(subscriberCodes)
    .where(
      and(
        rowsOfContact(subscriberCodes, contact),
        isNull(subscriberCodes.used_at),
        gt(subscriberCodes.expires_at, now),
      ),
    )
    .orderBy(desc(subscriberCodes.id))
    .limit(1);
  const taken = latest
    ? await db
        .update(subscriberCodes)
        .set({ attempts: sql`${subscriberCodes.attempts} + 1` })
        .where(
          and(
            eq(subscriberCodes.id, latest.id),
            lt(subscriberCodes.attempts, OTP_MAX_ATTEMPTS),
            isNull(subscriberCodes.used_at),
          ),
        )
        .returning({ id: subscriberCodes.id })
    : [];
  if (!(await verifyPassword(taken.length > 0 ? latest!.hash : undefined, code)))
    throw new ApiError(400, 'otp_invalid');
  const spent = await db
    .update(subscriberCodes)
    .set({ used_at: now })
    .where(and(eq(subscriberCodes.id, latest!.id), isNull(subscriberCodes.used_at)))
    .returning({ id: subscriberCodes.id });
  // Two right tries at once: the one that spent the code signs in.
  if (spent.length === 0) throw new ApiError(400, 'otp_invalid');
  const token = `sp_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + SUBSCRIBER_SESSION_HOURS * 3_600_000);
  await db
    .insert(subscriberSessions)
    .values({ token_hash: sha256Hex(token), ...contactColumns(contact), expires_at: expiresAt, created_at: now });
  return { token, expires_at: expiresAt };
}

/** Whom a session token signed in (their email or mobile number), or 401 `subscriber_signed_out`. */
export async function subscriberOf(
  { db, clock }: { db: Database; clock: Clock },
  token: string,
): Promise<SubscriberContact> {
  const [session] = await db
    .select({ email: subscriberSessions.email, phone: subscriberSessions.phone })
    .from(subscriberSessions)
    .where(and(eq(subscriberSessions.token_hash, sha256Hex(token)), gt(subscriberSessions.expires_at, clock.now())));
  if (!session) throw new ApiError(401, 'subscriber_signed_out');
  return subscriberContactOf(session);
}

/** Signs a session out: its token opens nothing after. */
export async function signOut({ db }: { db: Database }, token: string): Promise<void> {
  await db.delete(subscriberSessions).where(eq(subscriberSessions.token_hash, sha256Hex(token)));
}

/** Deletes the codes and sessions that have ended: neither opens anything after, and each names an email or a mobile number. */
export async function forgetEndedSignIns({ db, clock }: { db: Database; clock: Clock }): Promise<number> {
  const now = clock.now();
  const codes = await db
    .delete(subscriberCodes)
    .where(lt(subscriberCodes.expires_at, now))
    .returning({ id: subscriberCodes.id });
  const sessions = await db
    .delete(subscriberSessions)
    .where(lt(subscriberSessions.expires_at, now))
    .returning({ id: subscriberSessions.id });
  return codes.length + sessions.length;
}
