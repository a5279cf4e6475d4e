import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { loadConfig } from '../../config';
import { outbox, users } from '../../db/schema';
import { demoAccount } from '../../test/fixtures';
import { createTestApp, type TestApp, withTestApp } from '../../test/harness';
import { countRows, expectError, login } from '../../test/rest';
import { changeUsers } from '../../test/users';
import { signToken, storedTokenSecret, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
const me = (app: TestApp, token: string) => app.request({ method: 'GET', url: '/api/auth/me', token });
const userOf = async (app: TestApp, roleId: number) =>
  (
    await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount(roleId).email))
  )[0]!;

describe('tokens carry exactly what the server issues', () => {
  it.each([
    ['a subject beyond the integer range', '2147483648'],
    ['a subject far out of range', '99999999999999999999'],
    ['a subject in hexadecimal', '0x1'],
    ['a negative subject', '-1'],
    ['a subject with a leading zero', '01'],
  ])('refuses %s', async (_label, subject) => {
    const token = await signToken(await storedTokenSecret(t.database.db), {
      userId: subject,
      roleId: ROLE.superAdmin,
      expiresAt: now() + 600,
    });
    expectError(await me(t, `Bearer ${token}`), 401, 'unauthorized');
  });

  it('refuses a token without an expiry, or issued in the future', async () => {
    const secret = await storedTokenSecret(t.database.db);
    const { id, session_version } = await userOf(t, ROLE.admin);
    const base = () =>
      new SignJWT({ role_id: ROLE.admin, sv: session_version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(id))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE);
    expectError(await me(t, `Bearer ${await base().setIssuedAt().sign(secret)}`), 401, 'unauthorized');
    expectError(
      await me(
        t,
        `Bearer ${await base()
          .setIssuedAt(now() + 3600)
          .setExpirationTime(now() + 7200)
          .sign(secret)}`,
      ),
      401,
      'unauthorized',
    );
    expectError(
      await me(
        t,
        `Bearer ${await base()
          .setExpirationTime(now() + 600)
          .sign(secret)}`,
      ),
      401,
      'unauthorized',
    );
    expect(
      (
        await me(
          t,
          `Bearer ${await base()
            .setIssuedAt()
            .setExpirationTime(now() + 600)
            .sign(secret)}`,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('a change to the account ends the tokens issued before it', () => {
  it('a password reset', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, async (app) => {
      const account = demoAccount(ROLE.gateEmployee);
      const before = await app.bearer(ROLE.gateEmployee);
      // Served once, so that this process keeps the user: the reset must end the token all the same.
      expect((await me(app, before)).statusCode).toBe(200);
      await app.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
      await app.app.background.settled();
      const [mail] = await app.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, account.email))
        .orderBy(desc(outbox.id))
        .limit(1);
      const otp = /\b(\d{6})\b/.exec(mail!.body_with_secrets!)![1]!;
      const { reset_token } = (
        await app.request({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: account.email, otp } })
      ).json();
      expect(
        (
          await app.request({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token: reset_token, password: 'Fresh#2026' },
          })
        ).statusCode,
      ).toBe(200);
      expectError(await me(app, before), 401, 'unauthorized');
      const after = await app.bearer({ email: account.email, password: 'Fresh#2026' });
      expect((await me(app, after)).statusCode).toBe(200);
    });
  });

  it('a deactivation, even once the account is active again, and a role change', async () => {
    const admin = await userOf(t, ROLE.admin);
    const beforeDeactivation = await t.bearer(ROLE.admin);
    await changeUsers(t.database.db, eq(users.id, admin.id), { is_active: false });
    await changeUsers(t.database.db, eq(users.id, admin.id), { is_active: true });
    expectError(await me(t, beforeDeactivation), 401, 'unauthorized');

    const beforeRoleChange = await t.bearer(ROLE.admin);
    expect((await me(t, beforeRoleChange)).statusCode).toBe(200);
    await changeUsers(t.database.db, eq(users.id, admin.id), { role_id: ROLE.gateEmployee });
    expectError(await me(t, beforeRoleChange), 401, 'unauthorized');
    await changeUsers(t.database.db, eq(users.id, admin.id), { role_id: ROLE.admin });
  });

  it('but not a change of name or of the last sign-in', async () => {
    const token = await t.bearer(ROLE.superAdmin);
    const { id } = await userOf(t, ROLE.superAdmin);
    await changeUsers(t.database.db, eq(users.id, id), { name: 'Renamed Super Admin', last_login_at: new Date() });
    expect((await me(t, token)).statusCode).toBe(200);
  });
});

describe('sign-in lock-out', () => {
  it('slows down, rather than locks, an account failing from many addresses', async () => {
    await withTestApp(
      { LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LOGIN_ACCOUNT_MAX_FAILURES: 2, LOGIN_SLOWDOWN_SECONDS: 1 },
      async (app) => {
        const admin = demoAccount(ROLE.admin);
        const pause = () => new Promise((resolve) => setTimeout(resolve, 1100));
        // Past 2 × 4 failures, each from its own address (so none is locked), one check a second.
        for (let index = 0; index < 8; index += 1)
          expect((await login(app, admin.email, 'wrong', `10.0.0.${index}`)).statusCode).toBe(401);
        await pause();
        expect((await login(app, admin.email, 'wrong', '10.0.0.8')).statusCode).toBe(401);
        const throttled = await login(app, admin.email, admin.password, '10.1.1.1');
        expectError(throttled, 429, 'login_throttled');
        expect(throttled.headers['retry-after']).toBe('1');
        await pause();
        expect((await login(app, admin.email, admin.password, '10.1.1.1')).statusCode).toBe(200);
      },
    );
  });

  it('lets an administrator unlock an account, and nobody else', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LOGIN_ACCOUNT_MAX_FAILURES: 1 }, async (app) => {
      const manager = demoAccount(ROLE.companyManager);
      await login(app, manager.email, 'wrong');
      expectError(await login(app, manager.email, manager.password), 429, 'account_locked');
      const { id } = await userOf(app, ROLE.companyManager);
      const unlock = (token: string, userId: number | string = id) =>
        app.request({ method: 'POST', url: `/api/employees/${userId}/unlock`, token });
      expectError(await unlock(await app.bearer(ROLE.gateEmployee)), 403, 'forbidden');
      expectError(await login(app, manager.email, manager.password), 429, 'account_locked');
      const admin = await app.bearer(ROLE.admin);
      expectError(await unlock(admin, 999_999), 404, 'not_found');
      expect((await unlock(admin)).json()).toEqual({ unlocked: true });
      expect((await login(app, manager.email, manager.password)).statusCode).toBe(200);
    });
  });
});

describe('sign-up, when enabled, tells nobody who has an account', () => {
  it('answers a taken email or username as it answers a new one; the mail tells the owner', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, SIGN_UP_ENABLED: true }, async (app) => {
      const signUp = (email: string, username: string) =>
        app.request({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { name: 'New Person', username, email, phone: '0551234567', password: 'Secret#2026' },
        });
      const fresh = await signUp('new.person@example.sa', 'new.person');
      const takenEmail = await signUp(demoAccount(ROLE.admin).email, 'someone.else');
      const takenUsername = await signUp('another@example.sa', demoAccount(ROLE.admin).username);
      expect(fresh.statusCode).toBe(201);
      for (const answer of [takenEmail, takenUsername]) {
        expect(answer.statusCode).toBe(fresh.statusCode);
        expect(answer.body).toBe(fresh.body);
      }
      await app.app.background.settled();
      expect(await countRows(app.database.db, users, eq(users.email, 'another@example.sa'))).toBe(0);
      expect(await countRows(app.database.db, users, eq(users.username, 'someone.else'))).toBe(0);
      const mailTo = async (email: string) =>
        (await app.database.db.select().from(outbox).where(eq(outbox.recipient, email)))[0]?.body ?? '';
      expect(await mailTo(demoAccount(ROLE.admin).email)).toMatch(/already has one/);
      expect(await mailTo('another@example.sa')).toMatch(/is already taken/);
    });
  });
});

describe('reset codes do not stay readable', () => {
  async function requestCodeLogged(overrides: Parameters<typeof createTestApp>[0]) {
    const log = new PassThrough();
    const lines: string[] = [];
    log.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const app = await createTestApp(
      { LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LOG_LEVEL: 'trace', ...overrides },
      { logStream: log },
    );
    const email = demoAccount(ROLE.gateEmployee).email;
    await app.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await app.app.background.settled();
    const [mail] = await app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    return { app, mail: mail!, code: /\b(\d{6})\b/.exec(mail!.body_with_secrets ?? '')![1]!, log: lines.join('') };
  }

  it('hides the code in the outbox and never logs it by default', async () => {
    const { app, mail, code, log } = await requestCodeLogged({});
    try {
      expect(mail.body).not.toContain(code);
      expect(mail.body).toContain('••••••');
      expect(log).toContain('mail kept in the outbox, not delivered');
      expect(log).not.toContain(code);
    } finally {
      await app.close();
    }
  });

  it('forgets the readable copy once the code has expired', async () => {
    const { app, mail } = await requestCodeLogged({});
    try {
      await app.database.db
        .update(outbox)
        .set({ secrets_expire_at: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, mail.id));
      await app.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: demoAccount(ROLE.admin).email },
      });
      await app.app.background.settled();
      const [kept] = await app.database.db.select().from(outbox).where(eq(outbox.id, mail.id));
      expect(kept!.body_with_secrets).toBeNull();
      expect(kept!.body).toBe(mail.body);
    } finally {
      await app.close();
    }
  });

  it('logs whole mail only with MAIL_LOG_BODIES, and says so', async () => {
    const { app, code, log } = await requestCodeLogged({ MAIL_LOG_BODIES: true });
    try {
      expect(log).toContain(code);
      expect(log).toContain('MAIL_LOG_BODIES: mail body with its secrets (development only)');
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  it('publishes the API description only with API_DOCS, by default in development only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    expect(loadConfig({ NODE_ENV: 'development' }).API_DOCS).toBe(true);
    expect(loadConfig({}).API_DOCS).toBe(false);
    expect(loadConfig({ API_DOCS: 'true' }).API_DOCS).toBe(true);
    await withTestApp({ API_DOCS: true }, async (app) => {
      const docs = await app.request({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
      expect(docs.json().paths).toHaveProperty('/api/areas');
    });
  });

  it('refuses an unknown time zone by name, and announces the configured one', async () => {
    expect(() => loadConfig({ TIME_ZONE: 'Asia/Riyad' })).toThrow(/TIME_ZONE: unknown time zone "Asia\/Riyad"/);
    await withTestApp({ TIME_ZONE: 'Asia/Dubai' }, async (app) => {
      expect((await app.request({ method: 'GET', url: '/api/settings' })).json()).toEqual({
        time_zone: 'Asia/Dubai',
        currency: 'SAR',
        sign_up_enabled: false,
        public_api_key: 'parking-system-public-requests',
      });
    });
  });
});
