import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { outbox, passwordResets, users } from '../../db/schema';
import { demoAccount } from '../../test/fixtures';
import { createTestApp, type TestApp, withTestApp } from '../../test/harness';
import { countRows, expectError } from '../../test/rest';
import { mailedCode as mailedCodeOf, otherThan } from '../../test/mailed-codes';

let t: TestApp;
// Codes are asked for again and again here; the wait between two codes is tested on its own.
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, PASSWORD_RESET_RESEND_SECONDS: 0 });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.request({ method: 'POST', url: `/api/auth/${url}`, payload });
/** Asks for a code and waits for the mail, which is sent after the answer. */
async function forgot(email: string) {
  const response = await post('forgot-password', { email });
  await t.app.background.settled();
  return response;
}
const verify = (email: string, otp: string) => post('verify-otp', { email, otp });
const reset = (token: string, password: string) => post('reset-password', { token, password });
const login = (email: string, password: string) => post('login', { email, password });

const mailedCode = (email: string) => mailedCodeOf(t, email);

async function resetRowsOf(email: string) {
  return t.database.db
    .select({ reset: passwordResets })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.user_id))
    .where(eq(users.email, email))
    .orderBy(desc(passwordResets.id));
}

async function requestCode(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(202);
  return mailedCode(email);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 with the same body whether or not the account exists, and mails only a real account', async () => {
    const mailsBefore = await countRows(t.database.db, outbox);
    const known = await forgot(demoAccount(ROLE.gateEmployee).email);
    const unknown = await forgot('nobody@demo.sa');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(await countRows(t.database.db, outbox)).toBe(mailsBefore + 1);
    expect(await countRows(t.database.db, outbox, eq(outbox.recipient, 'nobody@demo.sa'))).toBe(0);
  });

  it('mails a six-digit code and stores only its hash', async () => {
    const email = demoAccount(ROLE.gateEmployee).email;
    const code = await requestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const [latest] = await resetRowsOf(email);
    expect(latest!.reset.otp_hash).not.toBe(code);
    expect(latest!.reset.otp_hash).not.toContain(code);
  });

  it('mails nothing to an inactive account', async () => {
    await withTestApp({}, async (app) => {
      const email = demoAccount(ROLE.companyManager).email;
      await app.database.db.update(users).set({ is_active: false }).where(eq(users.email, email));
      const response = await app.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect(response.statusCode).toBe(202);
      expect(await countRows(app.database.db, outbox, eq(outbox.recipient, email))).toBe(0);
    });
  });
});

describe('sending the code again', () => {
  it('waits between two codes for one email, alike for an unknown one, and says how long', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, PASSWORD_RESET_RESEND_SECONDS: 60 }, async (app) => {
      const ask = (email: string) =>
        app.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const known = demoAccount(ROLE.gateEmployee).email;
      const first = await ask(known);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ accepted: true, resend_after_seconds: 60 });
      await app.app.background.settled();
      const mailsAfterFirst = await countRows(app.database.db, outbox, eq(outbox.recipient, known));

      const again = await ask(known.toUpperCase());
      expectError(again, 429, 'code_resend_too_soon');
      expect(again.json().retry_after_seconds).toBeGreaterThan(55);
      expect(again.json().retry_after_seconds).toBeLessThanOrEqual(60);
      expect(Number(again.headers['retry-after'])).toBe(again.json().retry_after_seconds);
      await app.app.background.settled();
      expect(await countRows(app.database.db, outbox, eq(outbox.recipient, known))).toBe(mailsAfterFirst);

      // An email without an account gets the same answers: the wait tells nothing about accounts.
      expect((await ask('nobody@demo.sa')).json()).toEqual(first.json());
      expect((await ask('nobody@demo.sa')).json()).toMatchObject({ code: 'code_resend_too_soon' });
      // Another email is not held up.
      expect((await ask(demoAccount(ROLE.admin).email)).statusCode).toBe(202);
    });
  });
});

describe('POST /api/auth/verify-otp', () => {
  const email = demoAccount(ROLE.admin).email;
  let code: string;
  beforeEach(async () => {
    code = await requestCode(email);
  });

  it('exchanges the right code for a reset token', async () => {
    const response = await verify(email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reset_token: expect.stringMatching(/^[\w-]{20,}$/) });
  });

  it('refuses a wrong code', async () => {
    expectError(await verify(email, otherThan(code)), 400, 'otp_invalid');
  });

  it('spends the code after five wrong tries, so even the right one then fails', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expectError(await verify(email, otherThan(code)), 400, 'otp_invalid');
    expectError(await verify(email, code), 400, 'otp_invalid');
  });

  it('counts wrong tries sent at the same time, so a burst of guesses also spends the code', async () => {
    const guesses = Array.from({ length: 10 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((guess) => verify(email, guess)));
    for (const answer of answers) expectError(answer, 400, 'otp_invalid');
    expectError(await verify(email, code), 400, 'otp_invalid');
  });

  it('still takes the right code after four wrong tries', async () => {
    for (let attempt = 0; attempt < 4; attempt++) expectError(await verify(email, otherThan(code)), 400, 'otp_invalid');
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const [latest] = await resetRowsOf(email);
    await t.database.db
      .update(passwordResets)
      .set({ otp_expires_at: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.id, latest!.reset.id));
    expectError(await verify(email, code), 400, 'otp_invalid');
  });

  it('refuses a code once it was exchanged', async () => {
    expect((await verify(email, code)).statusCode).toBe(200);
    expectError(await verify(email, code), 400, 'otp_invalid');
  });

  it('refuses an earlier code once a new one was asked for', async () => {
    const newer = await requestCode(email);
    if (newer !== code) expectError(await verify(email, code), 400, 'otp_invalid');
    expect((await verify(email, newer)).statusCode).toBe(200);
  });

  it('refuses the code of another account', async () => {
    expectError(await verify(demoAccount(ROLE.superAdmin).email, code), 400, 'otp_invalid');
  });

  it('refuses a code that is not six digits as bad input', async () => {
    const response = await verify(email, '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { otp: 'ps.validation.otp' } });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once: the old one fails, the new one signs in, the token cannot be used again', async () => {
    const account = demoAccount(ROLE.companyManager);
    const code = await requestCode(account.email);
    const { reset_token } = (await verify(account.email, code)).json();

    const response = await reset(reset_token, 'Brand-new#2026');
    expect(response.statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'Brand-new#2026')).statusCode).toBe(200);

    expectError(await reset(reset_token, 'Another#2026'), 400, 'reset_token_invalid');
    expect((await login(account.email, 'Brand-new#2026')).statusCode).toBe(200);
    expect((await login(account.email, 'Another#2026')).statusCode).toBe(401);
  });

  it('refuses an unknown token and an expired one', async () => {
    expectError(await reset('made-up-token', 'Brand-new#2026'), 400, 'reset_token_invalid');
    const email = demoAccount(ROLE.superAdmin).email;
    const { reset_token } = (await verify(email, await requestCode(email))).json();
    const [latest] = await resetRowsOf(email);
    await t.database.db
      .update(passwordResets)
      .set({ token_expires_at: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.id, latest!.reset.id));
    expectError(await reset(reset_token, 'Brand-new#2026'), 400, 'reset_token_invalid');
    expect((await login(email, demoAccount(ROLE.superAdmin).password)).statusCode).toBe(200);
  });

  it('wants a new password of at least 6 characters', async () => {
    const response = await reset('any-token', '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { password: 'ps.validation.min_length_6' },
    });
  });
});
