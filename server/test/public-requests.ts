import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { subscriptions } from '../db/schema';
import type { TestApp } from './harness';

/**
 * Files a subscription request through the public form's API as a visitor's browser does, with
 * `headers` beside the form's key, and answers its row once the mail it sets off has gone.
 */
export async function filePublicRequest(
  t: TestApp,
  key: string,
  body: {
    applicant_name: string;
    phone: string;
    email: string;
    area_id: number;
    plan_id: number;
    plate_number: string;
  },
  headers: Record<string, string> = {},
) {
  const { plate_number, ...applicant } = body;
  const sent = await t.request({
    method: 'POST',
    url: '/api/public/subscription-requests',
    headers: { 'x-api-key': key, ...headers },
    payload: { ...applicant, vehicles: [{ plate_letters: 'ABJ', plate_number }], website: '' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await t.app.background.settled();
  const [request] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.reference, sent.json().reference));
  return request!;
}
