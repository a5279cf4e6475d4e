import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_PAYMENT_RATE_LIMIT_PER_MINUTE: 2 }, { backgroundJobs: false });
});
afterAll(() => t.close());

describe("the payer's return from the gateway", () => {
  it('is taken from one address no more often than its checkouts: each return asks the gateway', async () => {
    const back = () => t.request({ method: 'GET', url: '/api/payments/return/pl_Q9mKd2PzR7vTnX4a?id=pay_unknown' });
    expect((await back()).statusCode).toBe(303);
    expect((await back()).statusCode).toBe(303);
    const third = await back();
    expect(third.statusCode).toBe(429);
  });
});
