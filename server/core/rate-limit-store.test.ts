import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema';
import { forgetEndedRateLimitWindows } from './rate-limit-store';
import { createTestApp, type TestApp } from '../test/harness';
import { expectError } from '../test/rest';

const LIMIT = 2;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: LIMIT });
});
afterAll(() => t.close());

const attempt = (remoteAddress: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email: 'nobody@example.sa', password: 'Wrong#2026' },
  });
const keyOf = (address: string) => `sign-in failures ${address}`;
const hitsOf = async (address: string) =>
  (
    await t.database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, keyOf(address)))
  )[0];

describe('request limits counted in the database', () => {
  it('counts each address in its row until the limit, then refuses with the time left', async () => {
    for (let n = 0; n < LIMIT; n++) expect((await attempt('10.7.0.1')).statusCode).toBe(401);
    const refused = await attempt('10.7.0.1');
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    // The refused attempt gave its place back: only the failures are kept.
    expect(await hitsOf('10.7.0.1')).toMatchObject({ hits: LIMIT });
  });

  it('starts a new window once the last has ended, from one hit', async () => {
    await t.database.db
      .insert(rateLimitHits)
      .values({ key: keyOf('10.7.0.2'), hits: 99, window_ends_at: sql`now() - interval '1 second'` });
    expect((await attempt('10.7.0.2')).statusCode).toBe(401);
    expect(await hitsOf('10.7.0.2')).toMatchObject({ hits: 1 });
  });

  it('forgets the rows whose window has ended, and only those', async () => {
    await t.database.db
      .insert(rateLimitHits)
      .values({ key: keyOf('10.7.0.3'), hits: 5, window_ends_at: sql`now() - interval '1 second'` });
    expect((await attempt('10.7.0.4')).statusCode).toBe(401);
    await forgetEndedRateLimitWindows(t.database.db);
    expect(await hitsOf('10.7.0.3')).toBeUndefined();
    expect(await hitsOf('10.7.0.4')).toMatchObject({ hits: 1 });
  });
});
