import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { MAX_ID } from '../../domain/schemas/fields';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

const ISSUER = 'parking-system';
const AUDIENCE = 'parking-system-api';
const ALGORITHMS = ['HS256'];
const SECRET_SETTING = 'jwt_secret';

export interface TokenClaims {
  userId: number;
  roleId: number;
  /** The user's session version when the token was issued; a later change ends the token. */
  sessionVersion: number;
}

/** A subject is a user id: plain decimal digits within the database's integer range. */
const SUBJECT = /^[1-9][0-9]{0,9}$/;
/** Clocks of several servers may differ a little; a token from further ahead is forged. */
const CLOCK_TOLERANCE_SECONDS = 5;
/**
 * Tokens already checked, kept with their claims until they expire. A token is checked by an HMAC
 * that WebCrypto computes on a thread of the pool, a few percent of a gate request's CPU, and a
 * client sends the same token with every request. The token's exact text is the key, so only
 * what was checked is ever taken, and its expiry is read again every time; the user's row, read
 * for every request, still ends a token whose session changed.
 */
const CHECKED_TOKENS_KEPT = 10_000;

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; expired: boolean };

export interface TokenService {
  ttlSeconds: number;
  issue(claims: TokenClaims): Promise<string>;
  check(token: string): Promise<TokenCheck>;
}

/**
 * The signing secret comes from JWT_SECRET, or else from the database, where the first start
 * stores a random one: every process on the same database then accepts the same tokens.
 */
export async function resolveTokenSecret(
  db: Database,
  configured: string | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSettings)
    .values({ key: SECRET_SETTING, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [setting] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_SETTING));
  return new TextEncoder().encode(setting!.value);
}

/**
 * The secret is made a key once: given as bytes, jose would import it again for every token it
 * signs or checks, a few percent of the CPU of every request.
 */
export async function createTokenService(
  secret: Uint8Array<ArrayBuffer>,
  ttlSeconds: number,
  now: () => Date = () => new Date(),
): Promise<TokenService> {
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const checked = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const keep = (token: string, claims: TokenClaims, expiresAt: number) => {
    if (checked.size >= CHECKED_TOKENS_KEPT) checked.delete(checked.keys().next().value!);
    checked.set(token, { claims, expiresAt });
  };
  return {
    ttlSeconds,
    issue: ({ userId, roleId, sessionVersion }) =>
      new SignJWT({ role_id: roleId, sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now())
        .setExpirationTime(Math.floor(now().getTime() / 1000) + ttlSeconds)
        .sign(key),
    async check(token) {
      const kept = checked.get(token);
      if (kept) {
        if (now().getTime() < kept.expiresAt) return { ok: true, claims: kept.claims };
        checked.delete(token);
        return { ok: false, expired: true };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: now(),
        });
        const { sub, iat, exp, role_id: roleId, sv: sessionVersion } = payload;
        const valid =
          SUBJECT.test(sub ?? '') &&
          Number(sub) <= MAX_ID &&
          iat! <= now().getTime() / 1000 + CLOCK_TOLERANCE_SECONDS &&
          Number.isInteger(roleId) &&
          Number.isInteger(sessionVersion);
        if (!valid) return { ok: false, expired: false };
        const claims = { userId: Number(sub), roleId: roleId as number, sessionVersion: sessionVersion as number };
        keep(token, claims, exp! * 1000);
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, expired: error instanceof joseErrors.JWTExpired };
      }
    },
  };
}
