import { expect } from 'vitest';
import { decide } from './decisions';
import { subscriptionBody } from './fixtures';
import type { TestApp } from './harness';
import { mailedCode } from './mailed-codes';
import { createThrough } from './rest';

/** A subscription of `place` approved by `admin` and paid at the desk today: active for its plan's period. */
export async function approvedAtDesk(
  t: TestApp,
  { admin, place, cashId }: { admin: string; place: { area_id: number; plan_id: number }; cashId: number },
  overrides: Record<string, unknown> = {},
) {
  const created = await createThrough(t, admin, 'subscriptions', subscriptionBody(place, overrides));
  const approved = await decide(t, {
    url: `/api/subscriptions/${created.id}/approve`,
    token: admin,
    payload: { payment_method_id: cashId },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json() as { id: number; email: string; reference: string; end_date: string };
}

/** The subscriber asks for a code, reads it in their mail and signs in to their page: answers the session's token. */
export async function subscriberSignedIn(t: TestApp, email: string) {
  const asked = await t.request({ method: 'POST', url: '/api/public/subscriber/codes', payload: { email } });
  expect(asked.statusCode).toBe(202);
  await t.app.background.settled();
  const session = await t.request({
    method: 'POST',
    url: '/api/public/subscriber/sessions',
    payload: { email, otp: await mailedCode(t, email) },
  });
  expect(session.statusCode, session.body).toBe(200);
  return session.json().token as string;
}
