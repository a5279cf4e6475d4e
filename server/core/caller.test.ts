import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { databasePlugin } from './plugins/database';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('the signed-in user a request carries holds no password hash', async () => {
  // The product's own auth plugin on its own database, with one route that shows what a handler receives.
  const app = Fastify();
  await app.register(databasePlugin, { db: t.database.db });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { tokens: t.app.tokens });
  app.get('/caller', { preHandler: app.requireUser }, (request) => ({ fields: Object.keys(request.user) }));
  await app.ready();
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/caller',
      headers: { authorization: await t.bearer(ROLE.superAdmin) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { fields } = response.json<{ fields: string[] }>();
    expect(fields).toEqual(
      expect.arrayContaining(['id', 'email', 'role_id', 'company_id', 'area_id', 'is_active', 'session_version']),
    );
    expect(fields).not.toContain('password_hash');
  } finally {
    await app.close();
  }
});
