import { randomInt } from 'node:crypto';
import { OTP_LENGTH } from '../../domain/schemas/auth';
import { hashPassword } from './passwords';

/** How long a one-time code (a password reset's, a subscriber's sign-in) can be used. */
export const OTP_TTL_MINUTES = 15;
/** Wrong tries that spend a code, each taken before the code is compared. */
export const OTP_MAX_ATTEMPTS = 5;

/** A new one-time code of OTP_LENGTH digits, and the hash the database keeps of it. */
export async function newOneTimeCode(): Promise<{ code: string; hash: string }> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  return { code, hash: await hashPassword(code) };
}
