import { expect } from 'vitest';
import { ROLE } from '../../domain/roles';
import { decide } from './decisions';
import { onboardUnit } from './einvoicing';
import { areaBody, planBody, subscriptionBody } from './fixtures';
import type { TestApp } from './harness';
import { mailedCode } from './mailed-codes';
import { createThrough, listAll } from './rest';

/**
 * Where a subscriber page's tests subscribe: an area of its own that invoices, a 30-day plan of
 * 300 SAR in it, and the admin who approves at the desk in cash.
 */
export async function subscriberPageArea(t: TestApp, name: string) {
  const admin = await t.bearer(ROLE.admin);
  const superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody({ name }));
  const plan = await createThrough(
    t,
    superAdmin,
    'subscription-plans',
    planBody(area.id, { price: 300, duration: 30 }),
  );
  await onboardUnit(t, superAdmin, area.id);
  const cashId = (await listAll(t, admin, 'payment-methods')).find((method) => method.code === 'cash')!.id;
  return { admin, place: { area_id: area.id, plan_id: plan.id }, cashId };
}

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
  return approved.json() as { id: number; email: string; phone: string; reference: string; end_date: string };
}

let mobiles = 0;
/**
 * A mobile number no other subscription gives, the demo's included (they use 050, 055 and 056): a
 * subscriber signed in by it reaches only the subscriptions a test gives it.
 */
export const ownMobile = () =>
  `057${String(process.pid % 10_000).padStart(4, '0')}${String(++mobiles).padStart(3, '0')}`;

/**
 * The subscriber asks for a code to their email (or their mobile number, `{ phone }` as stored),
 * reads it in their mail (or text messages) and signs in to their page: answers the session's token.
 */
export async function subscriberSignedIn(t: TestApp, as: string | { phone: string }) {
  const contact = typeof as === 'string' ? { email: as } : as;
  const recipient = typeof as === 'string' ? as : as.phone;
  const asked = await t.request({ method: 'POST', url: '/api/public/subscriber/codes', payload: contact });
  expect(asked.statusCode).toBe(202);
  await t.app.background.settled();
  const session = await t.request({
    method: 'POST',
    url: '/api/public/subscriber/sessions',
    payload: { ...contact, otp: await mailedCode(t, recipient) },
  });
  expect(session.statusCode, session.body).toBe(200);
  return session.json().token as string;
}
