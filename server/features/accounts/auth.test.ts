import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { loadConfig } from '../../config';
import { companies, loginFailures, users } from '../../db/schema';
import { demoAccount } from '../../test/fixtures';
import { createTestApp, type TestApp, withTestApp } from '../../test/harness';
import { expectError, login } from '../../test/rest';
import { signToken, storedTokenSecret } from '../../test/tokens';
import { changeUsers } from '../../test/users';

const INVALID_CREDENTIALS = { message: 'Invalid email or password', code: 'invalid_credentials' };
const now = () => Math.floor(Date.now() / 1000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const me = (token?: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('POST /api/auth/login', () => {
  it('answers the token and the user of SPEC section 7', async () => {
    const manager = demoAccount(ROLE.companyManager);
    const response = await login(t, manager.email, manager.password);
    expect(response.statusCode).toBe(200);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.name, 'Al Noor Trading Co.'));
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: 'Bearer',
      expires_in: 86400,
      user: expect.objectContaining({
        userName: manager.username,
        email: manager.email,
        avatar: expect.any(String),
        authority: ['company_manager', 'company_subscriptions_crud', 'company_dashboard_access'],
        role: expect.objectContaining({ role_id: ROLE.companyManager }),
        company_id: company!.id,
      }),
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('gives every role its authority list, role name first', async () => {
    const admin = demoAccount(ROLE.admin);
    const { user } = (await login(t, admin.email, admin.password)).json();
    expect(user.authority[0]).toBe('admin');
    expect(user.authority).toContain('areas_crud');
    expect(user.authority).not.toContain('companies_crud');
    expect(user.company_id).toBeNull();
  });

  it('takes the email in any case', async () => {
    const admin = demoAccount(ROLE.admin);
    expect((await login(t, admin.email.toUpperCase(), admin.password)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrongPassword = await login(t, demoAccount(ROLE.admin).email, 'not-the-password');
    const unknownEmail = await login(t, 'nobody@demo.sa', 'whatever-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(INVALID_CREDENTIALS);
    expect(unknownEmail.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('refuses a missing email or password as bad input', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { email: 'ps.validation.required', password: 'ps.validation.required' },
    });
  });

  it('records the time of the last sign-in', async () => {
    const gate = demoAccount(ROLE.gateEmployee);
    const before = new Date();
    expect((await login(t, gate.email, gate.password)).statusCode).toBe(200);
    const { last_login_at } = await userRow(gate.email);
    expect(last_login_at).toBeInstanceOf(Date);
    expect(last_login_at!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('keeps an inactive account out and stops the token it already had', async () => {
    const admin = demoAccount(ROLE.admin);
    await withTestApp({}, async (app) => {
      const token = await app.bearer(ROLE.admin);
      expect((await app.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
      await changeUsers(app.database.db, eq(users.email, admin.email), { is_active: false });
      const signIn = await login(app, admin.email, admin.password);
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json()).toEqual(INVALID_CREDENTIALS);
      expectError(await app.request({ method: 'GET', url: '/api/auth/me', token }), 401, 'unauthorized');
      expectError(await app.request({ method: 'GET', url: '/api/areas', token }), 401, 'unauthorized');
    });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const superAdmin = demoAccount(ROLE.superAdmin);
    const response = await me(await t.bearer(ROLE.superAdmin));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: superAdmin.email,
      userName: superAdmin.username,
      role: { role_id: ROLE.superAdmin },
      authority: expect.arrayContaining(['super_admin', 'companies_crud']),
    });
    expect(response.body).not.toMatch(/password|hash/i);
  });

  describe('refuses with 401', () => {
    let token: string;
    let parts: string[];
    beforeAll(async () => {
      token = await t.bearer(ROLE.admin);
      parts = token.slice('Bearer '.length).split('.');
    });
    const flip = (text: string, index: number) =>
      text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);

    it('a request without a token', async () => {
      expectError(await me(), 401, 'unauthorized');
    });

    it('a token without the Bearer prefix or with another scheme', async () => {
      expectError(await me(token.slice('Bearer '.length)), 401, 'unauthorized');
      expectError(await me(`Basic ${token.slice('Bearer '.length)}`), 401, 'unauthorized');
    });

    it('a token whose signature was changed', async () => {
      const [header, payload, signature] = parts as [string, string, string];
      expectError(await me(`Bearer ${header}.${payload}.${flip(signature, 5)}`), 401, 'unauthorized');
    });

    it('a token whose payload was changed', async () => {
      const [header, payload, signature] = parts as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const promoted = Buffer.from(JSON.stringify({ ...claims, role_id: ROLE.superAdmin })).toString('base64url');
      expectError(await me(`Bearer ${header}.${promoted}.${signature}`), 401, 'unauthorized');
      expectError(await me(`Bearer ${header}.${flip(payload, 10)}.${signature}`), 401, 'unauthorized');
    });

    it('a token signed with another secret', async () => {
      const { id } = await userRow(demoAccount(ROLE.admin).email);
      const forged = await signToken(new TextEncoder().encode('x'.repeat(64)), {
        userId: id,
        roleId: ROLE.admin,
        expiresAt: now() + 600,
      });
      expectError(await me(`Bearer ${forged}`), 401, 'unauthorized');
    });

    it('an unsigned token (alg none)', async () => {
      const { id } = await userRow(demoAccount(ROLE.admin).email);
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString());
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, sub: String(id) })}.`;
      expectError(await me(`Bearer ${unsigned}`), 401, 'unauthorized');
    });

    it('an expired token, saying so, while the same secret with a future expiry is accepted', async () => {
      const secret = await storedTokenSecret(t.database.db);
      const { id } = await userRow(demoAccount(ROLE.admin).email);
      const valid = await signToken(secret, { userId: id, roleId: ROLE.admin, expiresAt: now() + 600 });
      expect((await me(`Bearer ${valid}`)).statusCode).toBe(200);
      const expired = await signToken(secret, { userId: id, roleId: ROLE.admin, expiresAt: now() - 600 });
      expectError(await me(`Bearer ${expired}`), 401, 'token_expired');
    });

    it('a valid token of a user that does not exist', async () => {
      const secret = await storedTokenSecret(t.database.db);
      const ghost = await signToken(secret, { userId: 999_999, roleId: ROLE.superAdmin, expiresAt: now() + 600 });
      expectError(await me(`Bearer ${ghost}`), 401, 'unauthorized');
    });

    it('garbage', async () => {
      expectError(await me('Bearer not.a.jwt'), 401, 'unauthorized');
      expectError(await me('Bearer '), 401, 'unauthorized');
    });
  });
});

describe('sign-in limits', () => {
  it.each(['1', '127.0.0.1', 'loopback'])(
    'behind one trusted proxy (TRUST_PROXY=%s), counts the address the proxy appended: what the caller wrote before it changes nothing',
    async (setting) => {
      await withTestApp(
        { LOGIN_RATE_LIMIT_PER_MINUTE: 3, TRUST_PROXY: loadConfig({ TRUST_PROXY: setting }).TRUST_PROXY },
        async (app) => {
          const attempt = (forwardedFor: string) =>
            app.request({
              method: 'POST',
              url: '/api/auth/login',
              remoteAddress: '127.0.0.1',
              headers: { 'x-forwarded-for': forwardedFor },
              payload: { email: 'nobody@example.sa', password: 'Wrong#2026' },
            });
          for (const spoofed of ['1.2.3.4', '1.2.3.5', '1.2.3.6'])
            expect((await attempt(`${spoofed}, 203.0.113.7`)).statusCode).toBe(401);
          expectError(await attempt('1.2.3.7, 203.0.113.7'), 429, 'rate_limited');
          expectError(await attempt('203.0.113.7'), 429, 'rate_limited');
          expect((await attempt('1.2.3.7, 203.0.113.8')).statusCode).toBe(401);
        },
      );
    },
  );

  it('believes no X-Forwarded-For from a caller that is not a listed proxy', async () => {
    await withTestApp(
      { LOGIN_RATE_LIMIT_PER_MINUTE: 2, TRUST_PROXY: loadConfig({ TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY },
      async (app) => {
        const attempt = (spoofed: string) =>
          app.request({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: '203.0.113.9',
            headers: { 'x-forwarded-for': spoofed },
            payload: { email: 'nobody@example.sa', password: 'Wrong#2026' },
          });
        for (const spoofed of ['1.2.3.4', '1.2.3.5']) expect((await attempt(spoofed)).statusCode).toBe(401);
        expectError(await attempt('1.2.3.6'), 429, 'rate_limited');
      },
    );
  });

  it('answers 429 rate_limited to the attempt after the per-IP limit of failures, right password or not, and not to another IP', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 3 }, async (app) => {
      const admin = demoAccount(ROLE.admin);
      expect((await login(app, admin.email, admin.password)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 3; attempt++)
        expect((await login(app, `nobody${attempt}@demo.sa`, 'wrong password')).statusCode).toBe(401);
      const fourth = await login(app, admin.email, admin.password);
      expectError(fourth, 429, 'rate_limited');
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect(fourth.json().retry_after_seconds).toBe(Number(fourth.headers['retry-after']));
      expect((await login(app, admin.email, admin.password, '10.1.2.3')).statusCode).toBe(200);
    });
  });

  it('lets staff behind one address sign in together, eight on one account among them: right sign-ins count against no limit', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 3 }, async (app) => {
      const accounts = Object.values(ROLE).map((role) => demoAccount(role));
      const together = await Promise.all(
        [...accounts, ...accounts, ...accounts].map((account) => login(app, account.email, account.password)),
      );
      expect(together.map((answer) => answer.statusCode)).toEqual(Array(accounts.length * 3).fill(200));
      const sameAccount = await Promise.all(
        Array.from({ length: 8 }, () => login(app, accounts[2]!.email, accounts[2]!.password)),
      );
      expect(sameAccount.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    });
  });

  it('locks an account for the address that failed, even for the right password, and only there', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LOGIN_ACCOUNT_MAX_FAILURES: 2 }, async (app) => {
      const admin = demoAccount(ROLE.admin);
      const guesser = '10.9.9.9';
      expect((await login(app, admin.email, 'wrong-1', guesser)).statusCode).toBe(401);
      expect((await login(app, admin.email, 'wrong-2', guesser)).statusCode).toBe(401);
      const locked = await login(app, admin.email, admin.password, guesser);
      expectError(locked, 429, 'account_locked');
      // The whole window is still to wait: the failures have just been made.
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(15 * 60 - 5);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(locked.json().retry_after_seconds).toBe(Number(locked.headers['retry-after']));
      expectError(await login(app, admin.email.toUpperCase(), admin.password, guesser), 429, 'account_locked');
      // The owner, elsewhere, is not locked out by someone else's guesses.
      expect((await login(app, admin.email, admin.password, '10.1.1.1')).statusCode).toBe(200);
      const other = demoAccount(ROLE.superAdmin);
      expect((await login(app, other.email, other.password, guesser)).statusCode).toBe(200);
    });
  });

  it('tells how long is left to wait: until the oldest failure leaves the window', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LOGIN_ACCOUNT_MAX_FAILURES: 2 }, async (app) => {
      const admin = demoAccount(ROLE.admin);
      expect((await login(app, admin.email, 'wrong-1')).statusCode).toBe(401);
      expect((await login(app, admin.email, 'wrong-2')).statusCode).toBe(401);
      // The first failure was ten minutes ago, the second just now: five minutes are left.
      const [first] = await app.database.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.email, admin.email))
        .orderBy(asc(loginFailures.id))
        .limit(1);
      await app.database.db
        .update(loginFailures)
        .set({ failed_at: new Date(Date.now() - 10 * 60_000) })
        .where(eq(loginFailures.id, first!.id));
      const locked = await login(app, admin.email, admin.password);
      expectError(locked, 429, 'account_locked');
      expect(locked.json().retry_after_seconds).toBeGreaterThan(5 * 60 - 5);
      expect(locked.json().retry_after_seconds).toBeLessThanOrEqual(5 * 60);
      expect(Number(locked.headers['retry-after'])).toBe(locked.json().retry_after_seconds);
    });
  });

  it('checks no more passwords than the limit when guesses for one account arrive together', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LOGIN_ACCOUNT_MAX_FAILURES: 2 }, async (app) => {
      const admin = demoAccount(ROLE.admin);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => login(app, admin.email, `guess-${index}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeLessThanOrEqual(2);
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
      // Refused guesses are not failures; the ones that were checked are.
      expect((await login(app, admin.email, admin.password)).statusCode).toBe(checked === 2 ? 429 : 200);
    });
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, LOGIN_ACCOUNT_MAX_FAILURES: 2 }, async (app) => {
      const admin = demoAccount(ROLE.admin);
      expect((await login(app, admin.email, 'wrong-1')).statusCode).toBe(401);
      expect((await login(app, admin.email, admin.password)).statusCode).toBe(200);
      expect((await login(app, admin.email, 'wrong-2')).statusCode).toBe(401);
      expect((await login(app, admin.email, admin.password)).statusCode).toBe(200);
    });
  });
});

describe('POST /api/auth/sign-up', () => {
  it('is disabled', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'new@demo.sa', password: 'Secret#2026' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Sign up is disabled for test mode', code: 'sign_up_disabled' });
    expect((await t.request({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({ sign_up_enabled: false });
  });

  it('when enabled, is announced in the public settings and answers bad input with a message key per field', async () => {
    await withTestApp({ SIGN_UP_ENABLED: true }, async (app) => {
      expect((await app.request({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
        sign_up_enabled: true,
      });
      const empty = await app.request({ method: 'POST', url: '/api/auth/sign-up', payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({
        name: 'ps.validation.required',
        username: 'ps.validation.required',
        email: 'ps.validation.required',
        phone: 'ps.validation.required',
        password: 'ps.validation.required',
      });
      const wrong = await app.request({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { name: 7, username: 'no spaces please', email: 'x', phone: '123', password: ['a'] },
      });
      expect(wrong.json().errors).toEqual({
        name: 'ps.validation.required',
        username: 'ps.validation.username',
        email: 'ps.validation.email',
        phone: 'ps.validation.saudi_mobile',
        password: 'ps.validation.required',
      });
    });
  });
});
