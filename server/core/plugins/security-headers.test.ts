import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the security headers', () => {
  it.each([
    ['an answer', '/api/health', 200],
    ['a refusal', '/api/auth/me', 401],
    ['an unknown address', '/api/nowhere', 404],
  ])('are on %s', async (_what, url, status) => {
    const answer = await t.request({ method: 'GET', url });
    expect(answer.statusCode).toBe(status);
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
  });
});
