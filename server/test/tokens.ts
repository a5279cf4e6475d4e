import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

/** What server/core/tokens.ts puts in and checks on every token. */
export const TOKEN_ISSUER = 'parking-system';
export const TOKEN_AUDIENCE = 'parking-system-api';

export async function storedTokenSecret(db: Database): Promise<Uint8Array> {
  const [setting] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!setting) throw new Error('no jwt_secret in app_settings');
  return new TextEncoder().encode(setting.value);
}

/** Signs a token as the server would, with any secret and any expiry (seconds since the epoch). */
export function signToken(
  secret: Uint8Array,
  claims: { userId: number | string; roleId: number; expiresAt: number; issuedAt?: number; sessionVersion?: number },
): Promise<string> {
  return new SignJWT({ role_id: claims.roleId, sv: claims.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(claims.issuedAt ?? claims.expiresAt - 3600)
    .setExpirationTime(claims.expiresAt)
    .sign(secret);
}
