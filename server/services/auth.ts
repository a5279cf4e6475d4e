import { and, count, eq, gt, lte } from 'drizzle-orm';
import { authorityOf, roleName } from '../../domain/roles';
import type { LoginResponse, SessionUser } from '../../domain/session-user';
import type { Database } from '../db/client';
import { loginFailures, users } from '../db/schema';
import { ApiError } from '../errors';
import { verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    userName: user.username,
    email: user.email,
    avatar: '',
    authority: authorityOf(user.role_id),
    role: { role_id: user.role_id, name: roleName(user.role_id) },
    company_id: user.company_id,
    area_id: user.area_id,
    gate_id: user.gate_id,
  };
}

export interface LoginLimits {
  maxFailures: number;
  windowMinutes: number;
}

/**
 * Checks the credentials. Unknown account, wrong password and inactive account all answer
 * "Invalid email or password" after the same password work. Failures are counted per account
 * in the database, so the lock holds across server processes.
 */
export async function login(
  db: Database,
  tokens: TokenService,
  limits: LoginLimits,
  credentials: { email: string; password: string },
): Promise<LoginResponse> {
  // The attempt is written down as a failure before the earlier ones are counted, so guesses
  // arriving together each see the others and no more than maxFailures passwords get checked.
  // It stays a failure unless the password matches; a refused attempt takes its row back.
  const since = new Date(Date.now() - limits.windowMinutes * 60_000);
  await db.delete(loginFailures).where(and(eq(loginFailures.email, credentials.email), lte(loginFailures.failed_at, since)));
  const [attempt] = await db.insert(loginFailures).values({ email: credentials.email }).returning({ id: loginFailures.id });
  const [attempts] = await db
    .select({ total: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, credentials.email), gt(loginFailures.failed_at, since)));
  if ((attempts?.total ?? 0) > limits.maxFailures) {
    await db.delete(loginFailures).where(eq(loginFailures.id, attempt!.id));
    throw new ApiError(429, 'account_locked');
  }

  const [user] = await db.select().from(users).where(eq(users.email, credentials.email));
  const passwordMatches = await verifyPassword(user?.password_hash, credentials.password);
  if (!user || !passwordMatches || !user.is_active) throw new ApiError(401, 'invalid_credentials');

  const [signedIn] = await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.email, credentials.email));
    return tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id)).returning();
  });
  return {
    access_token: await tokens.issue({ userId: user.id, roleId: user.role_id }),
    token_type: 'Bearer',
    expires_in: tokens.ttlSeconds,
    user: toSessionUser(signedIn!),
  };
}
