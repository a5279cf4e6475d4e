import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import type { Config } from '../config';
import { gates } from '../db/schema';
import { demoAccount, employeeBody } from '../test/fixtures';
import { createSecondTestApp, createTestApp, type TestApp } from '../test/harness';
import { createThrough, expectError } from '../test/rest';

// Two server processes behind one load balancer, on one PostgreSQL database: each app has its own
// connections and memory, so whatever one keeps to itself the other does not see.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const SIGN_IN_LIMIT = 4;
const PUBLIC_LIMIT = 3;
const PUBLIC_KEY = 'test-public-key-0001';

/** Two instances, A and B, on a database of their own, for the tests of one describe block. */
function twoInstances(config: Partial<Config>) {
  const pair = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    pair.a = await createTestApp(config);
    pair.b = await createSecondTestApp(pair.a, config);
  });
  afterAll(async () => {
    await pair.b?.close();
    await pair.a?.close();
  });
  return pair;
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  describe('share every request limit, as strict as one instance', () => {
    const pair = twoInstances({
      LOGIN_RATE_LIMIT_PER_MINUTE: SIGN_IN_LIMIT,
      PASSWORD_RESET_RESEND_SECONDS: 60,
      PUBLIC_REQUEST_RATE_LIMIT_PER_HOUR: PUBLIC_LIMIT,
      PUBLIC_API_KEY: PUBLIC_KEY,
    });
    /** Alternates between the instances, as a round-robin proxy does. */
    const instance = (n: number) => (n % 2 === 0 ? pair.a : pair.b);

    it('the sign-in limit per address: the attempt over it is refused whichever instance it reaches', async () => {
      const attempt = (n: number) =>
        instance(n).request({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.9.0.1',
          payload: { email: `nobody${n}@example.sa`, password: 'Wrong#2026' },
        });
      for (let n = 0; n < SIGN_IN_LIMIT; n++) expect((await attempt(n)).statusCode).toBe(401);
      expectError(await attempt(SIGN_IN_LIMIT), 429, 'rate_limited');
      expectError(await attempt(SIGN_IN_LIMIT + 1), 429, 'rate_limited');
    });

    it('racing attempts from one address: no more than the limit get through, however they split', async () => {
      const answers = await Promise.all(
        Array.from({ length: SIGN_IN_LIMIT * 3 }, (_, n) =>
          instance(n).request({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: '10.9.0.2',
            payload: { email: `racer${n}@example.sa`, password: 'Wrong#2026' },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(SIGN_IN_LIMIT);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(SIGN_IN_LIMIT * 2);
    });

    it('the reset code resend wait: asked again on the other instance, the code is not sent again', async () => {
      const ask = (app: TestApp, address: string) =>
        app.request({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: address,
          payload: { email: demoAccount(ROLE.admin).email },
        });
      expect((await ask(pair.a, '10.9.0.3')).statusCode).toBe(202);
      expectError(await ask(pair.b, '10.9.0.4'), 429, 'code_resend_too_soon');
    });

    it('the public subscription requests per address', async () => {
      const send = (n: number) =>
        instance(n).request({
          method: 'POST',
          url: '/api/public/subscription-requests',
          remoteAddress: '10.9.0.5',
          headers: { 'x-api-key': PUBLIC_KEY },
          payload: {},
        });
      for (let n = 0; n < PUBLIC_LIMIT; n++) expect((await send(n)).statusCode).toBe(400);
      expectError(await send(PUBLIC_LIMIT), 429, 'rate_limited');
    });
  });

  describe('a change to an account holds on the other instance at its next request', () => {
    const pair = twoInstances({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
    const me = (app: TestApp, token: string) => app.request({ method: 'GET', url: '/api/auth/me', token });

    async function newAdministratorSignedInOnB() {
      const { a, b } = pair;
      const body = employeeBody({ role_id: ROLE.admin });
      const created = await createThrough(a, await a.bearer(ROLE.superAdmin), 'employees', body);
      const token = await b.bearer({ email: body.email, password: body.password });
      // Read once on B, so that B has the account as it was.
      expect((await me(b, token)).statusCode).toBe(200);
      return { created, token };
    }

    const change = async (record: Record<string, unknown>, changes: Record<string, unknown>) => {
      const { a } = pair;
      const response = await a.request({
        method: 'PUT',
        url: `/api/employees/${String(record.id)}`,
        token: await a.bearer(ROLE.superAdmin),
        payload: { ...record, ...changes },
      });
      expect(response.statusCode).toBe(200);
    };

    it('deactivated on A: refused on B', async () => {
      const { created, token } = await newAdministratorSignedInOnB();
      await change(created, { is_active: false });
      expectError(await me(pair.b, token), 401, 'unauthorized');
    });

    it('demoted on A: no administrator work on B', async () => {
      const { created, token } = await newAdministratorSignedInOnB();
      const [gate] = await pair.a.database.db.select({ id: gates.id, area_id: gates.area_id }).from(gates).limit(1);
      await change(created, { role_id: ROLE.gateEmployee, area_id: gate!.area_id, gate_id: gate!.id });
      const createAdmin = await pair.b.request({
        method: 'POST',
        url: '/api/employees',
        token,
        payload: employeeBody({ role_id: ROLE.admin }),
      });
      expect([401, 403]).toContain(createAdmin.statusCode);
    });

    it('password changed on A: the old token is refused on B', async () => {
      const { created, token } = await newAdministratorSignedInOnB();
      const changed = await pair.a.request({
        method: 'POST',
        url: `/api/employees/${created.id}/password`,
        token: await pair.a.bearer(ROLE.superAdmin),
        payload: { password: 'Changed#2026', password_confirmation: 'Changed#2026' },
      });
      expect(changed.statusCode).toBe(200);
      expectError(await me(pair.b, token), 401, 'unauthorized');
    });
  });
});
