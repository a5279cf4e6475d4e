import { and, asc, count, eq, gt, lte, ne, notInArray, sql } from 'drizzle-orm';
import { accountMayAct } from '../../domain/company-access';
import { authorityOf, roleName } from '../../domain/roles';
import type { LoginResponse, SessionUser } from '../../domain/session-user';
import type { Database } from '../db/client';
import { companies, loginFailures, users } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import { userChanged } from './user-cache';
import type { Caller } from './caller';

export type { Caller, UserRow } from './caller';

export function toSessionUser(user: Caller): SessionUser {
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
  /** Failed sign-ins for one account from one address that lock that pair for the window. */
  maxFailures: number;
  windowMinutes: number;
  /** Once an account fails from many addresses, at most one password check per this many seconds. */
  slowdownSeconds: number;
}

/** Failures for one account, from every address, after which its sign-ins are spaced out. */
export const SLOWDOWN_AFTER_FAILURES_PER_LOCK = 4;

/**
 * A locked (account, address) pair opens again when enough of its failures have left the window
 * for the count to fall under the limit: the wait is until then, not a whole window.
 */
async function secondsUntilUnlocked(
  db: Database,
  limits: LoginLimits,
  email: string,
  ip: string,
  attemptId: number,
): Promise<number> {
  const windowMs = limits.windowMinutes * 60_000;
  const earlier = await db
    .select({ failed_at: loginFailures.failed_at })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        eq(loginFailures.ip, ip),
        ne(loginFailures.id, attemptId),
        gt(loginFailures.failed_at, new Date(Date.now() - windowMs)),
      ),
    )
    .orderBy(asc(loginFailures.failed_at));
  const freeing = earlier[Math.max(0, earlier.length - limits.maxFailures)];
  const until = freeing ? freeing.failed_at.getTime() + windowMs : Date.now() + windowMs;
  return Math.max(1, Math.ceil((until - Date.now()) / 1000));
}

/**
 * Checks the credentials. Unknown account, wrong password and inactive account (a company
 * manager's included when their company is inactive) all answer
 * "Invalid email or password" after the same password work.
 *
 * Failures are counted in the database (so the limits hold across server processes) per
 * account and address: a guesser locks only itself out, never the owner signing in from
 * elsewhere. An account attacked from many addresses is slowed down instead: one password
 * check per `slowdownSeconds`, whoever asks.
 */
export async function login(
  db: Database,
  tokens: TokenService,
  limits: LoginLimits,
  credentials: { email: string; password: string },
  ip: string,
): Promise<LoginResponse> {
  // The attempt is written down as a failure before the earlier ones are counted, so guesses
  // arriving together each see the others and no more than maxFailures passwords get checked.
  // It stays a failure unless the password matches; a refused attempt takes its row back.
  const { email } = credentials;
  const now = Date.now();
  const since = new Date(now - limits.windowMinutes * 60_000);
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), lte(loginFailures.failed_at, since)));
  const [attempt] = await db.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
  let decided!: () => void;
  undecided.set(attempt!.id, { pair: `${email}\n${ip}`, decided: new Promise((resolve) => (decided = resolve)) });
  try {
    return await checkAttempt(db, tokens, limits, credentials, ip, attempt!.id, { now, since });
  } finally {
    undecided.delete(attempt!.id);
    decided();
  }
}

/** The attempts of this process still being decided, by id: their rows are failures only until then. */
const undecided = new Map<number, { pair: string; decided: Promise<void> }>();

/**
 * Whether an account is locked for an address by its failures alone. Attempts still being decided
 * count as failures, so that guesses arriving together see each other; an attempt that finds the
 * pair over the limit waits for the earlier ones of this process to be decided and counts again
 * without them. Guesses are so checked one after another, never more than the limit, while right
 * sign-ins arriving together (staff behind one address) are not refused for each other.
 */
async function lockedByFailures(
  db: Database,
  limits: LoginLimits,
  email: string,
  ip: string,
  attemptId: number,
  since: Date,
): Promise<boolean> {
  const pair = `${email}\n${ip}`;
  const ours = () => [...undecided].filter(([, attempt]) => attempt.pair === pair);
  await Promise.all(
    ours()
      .filter(([id]) => id < attemptId)
      .map(([, attempt]) => attempt.decided),
  );
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        eq(loginFailures.ip, ip),
        gt(loginFailures.failed_at, since),
        notInArray(
          loginFailures.id,
          ours().map(([id]) => id),
        ),
      ),
    );
  return (row?.failures ?? 0) >= limits.maxFailures;
}

async function checkAttempt(
  db: Database,
  tokens: TokenService,
  limits: LoginLimits,
  credentials: { email: string; password: string },
  ip: string,
  attemptId: number,
  { now, since }: { now: number; since: Date },
): Promise<LoginResponse> {
  const { email } = credentials;
  const [counts] = await db
    .select({
      fromHere: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
      everywhere: count(),
      lately:
        sql<number>`count(*) filter (where ${loginFailures.failed_at} > ${new Date(now - limits.slowdownSeconds * 1000)})`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failed_at, since)));
  const refuse = async (code: 'account_locked' | 'login_throttled', retryAfterSeconds: number) => {
    await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
    return new ApiError(429, code, undefined, retryAfterSeconds);
  };
  if (
    (counts?.fromHere ?? 0) > limits.maxFailures &&
    (await lockedByFailures(db, limits, email, ip, attemptId, since))
  ) {
    throw await refuse('account_locked', await secondsUntilUnlocked(db, limits, email, ip, attemptId));
  }
  const underAttack = (counts?.everywhere ?? 0) > limits.maxFailures * SLOWDOWN_AFTER_FAILURES_PER_LOCK;
  if (underAttack && (counts?.lately ?? 0) > 1) throw await refuse('login_throttled', limits.slowdownSeconds);

  const [found] = await db
    .select({ user: users, companyActive: companies.is_active })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(users.email, email));
  const user = found?.user;
  const passwordMatches = await verifyPassword(user?.password_hash, credentials.password);
  if (!user || !passwordMatches || !accountMayAct(user, found.companyActive))
    throw new ApiError(401, 'invalid_credentials');

  const [signedIn] = await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
    return tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id)).returning();
  });
  userChanged(db, user.id);
  return {
    access_token: await tokens.issue({
      userId: user.id,
      roleId: user.role_id,
      sessionVersion: signedIn!.session_version,
    }),
    token_type: 'Bearer',
    expires_in: tokens.ttlSeconds,
    user: toSessionUser(signedIn!),
  };
}

/** An administrator lifts every sign-in lock of an account (all addresses). */
export async function unlockAccount(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  await db.delete(loginFailures).where(eq(loginFailures.email, user.email));
}
