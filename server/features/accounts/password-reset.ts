import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures, passwordResets, users } from '../../db/schema';
import { ApiError } from '../../errors';
import type { BackgroundWork } from '../../core/plugins/background';
import type { Mailer } from '../../core/mailer';
import { newOneTimeCode, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '../../core/one-time-codes';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { userChanged } from '../../core/user-cache';

export const RESET_TOKEN_TTL_MINUTES = 15;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * Sends a 6-digit code to an active account. The answer must not tell whether the account
 * exists, in its words or its timing: both paths hash a code and look the account up, and
 * storing and mailing the code happen after the answer, in `background`.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  background: BackgroundWork,
  email: string,
): Promise<void> {
  const { code: otp, hash: otpHash } = await newOneTimeCode();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user?.is_active) return;

  background.run('password reset mail', async () => {
    const expiresAt = minutesFromNow(OTP_TTL_MINUTES);
    await db.transaction(async (tx) => {
      await tx
        .update(passwordResets)
        .set({ used_at: new Date() })
        .where(and(eq(passwordResets.user_id, user.id), isNull(passwordResets.used_at)));
      await tx.insert(passwordResets).values({ user_id: user.id, otp_hash: otpHash, otp_expires_at: expiresAt });
    });
    await mailer.send({
      to: user.email,
      subject: 'Parking System password reset code / رمز إعادة تعيين كلمة المرور',
      text:
        `Your password reset code is ${otp}. It is valid for ${OTP_TTL_MINUTES} minutes.\n` +
        `رمز إعادة تعيين كلمة المرور هو ${otp}، وهو صالح لمدة ${OTP_TTL_MINUTES} دقيقة.`,
      secrets: { values: [otp], expiresAt },
    });
  });
}

/**
 * Takes one of the code's attempts in a single statement, before the code is compared, so
 * guesses sent at the same time cannot all read the same count. False when none is left.
 */
async function takeAttempt(db: Database, resetId: number): Promise<boolean> {
  const taken = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.id, resetId),
        lt(passwordResets.attempts, OTP_MAX_ATTEMPTS),
        isNull(passwordResets.token_hash),
      ),
    )
    .returning({ id: passwordResets.id });
  return taken.length > 0;
}

/** Exchanges a correct code for a short-lived reset token; a few wrong tries spend the code. */
export async function verifyResetCode(db: Database, email: string, otp: string): Promise<{ reset_token: string }> {
  const [reset] = await db
    .select({ reset: passwordResets })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.user_id))
    .where(and(eq(users.email, email), isNull(passwordResets.used_at), gt(passwordResets.otp_expires_at, new Date())))
    .orderBy(desc(passwordResets.created_at))
    .limit(1);
  if (!reset || !(await takeAttempt(db, reset.reset.id))) {
    await verifyPassword(undefined, otp);
    throw new ApiError(400, 'otp_invalid');
  }
  if (!(await verifyPassword(reset.reset.otp_hash, otp))) throw new ApiError(400, 'otp_invalid');
  const token = randomBytes(32).toString('base64url');
  await db
    .update(passwordResets)
    .set({ token_hash: sha256(token), token_expires_at: minutesFromNow(RESET_TOKEN_TTL_MINUTES) })
    .where(eq(passwordResets.id, reset.reset.id));
  return { reset_token: token };
}

export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(passwordResets.token_hash, sha256(token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.token_expires_at, new Date()),
        ),
      )
      .returning();
    if (!reset) throw new ApiError(400, 'reset_token_invalid');
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(users.id, reset.user_id))
      .returning({ id: users.id, email: users.email });
    await tx.delete(loginFailures).where(eq(loginFailures.email, user!.email));
    return user!.id;
  });
  userChanged(db, userId);
}
