import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { paymentMethods, subscriptions } from '../db/schema';
import { companyPlacement } from '../test/company-placement';
import { areaBody, companyBody, planBody, subscriptionBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { decide } from '../test/decisions';
import { createThrough, listAll } from '../test/rest';

// The operator's day turns at midnight in Riyadh (UTC+3): 20:59 UTC is 23:59 there, 21:01 UTC is 00:01 the next day.
const LAST_MINUTE_OF_1_MARCH = new Date('2026-03-01T20:59:00Z');
const FIRST_MINUTE_OF_2_MARCH = new Date('2026-03-01T21:01:00Z');

let t: TestApp;
let now = LAST_MINUTE_OF_1_MARCH;
let admin: string;
let superAdmin: string;
let place: { area_id: number; plan_id: number };
let cash: number;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, TIME_ZONE: 'Asia/Riyadh' }, { now: () => now });
  admin = await t.bearer(ROLE.admin);
  superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody());
  const plan = await createThrough(
    t,
    superAdmin,
    'subscription-plans',
    planBody(area.id, { duration: 30, duration_unit: 'days' }),
  );
  place = { area_id: area.id, plan_id: plan.id };
  cash = (await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'cash')))[0]!.id;
});
afterAll(() => t.close());

const get = async (url: string, token: string) => (await t.request({ method: 'GET', url, token })).json();

async function approvedSubscription() {
  const { id } = await createThrough(t, admin, 'subscriptions', subscriptionBody(place));
  const approval = await decide(t, {
    url: `/api/subscriptions/${id}/approve`,
    token: admin,
    payload: { payment_method_id: cash },
  });
  expect(approval.statusCode, approval.body).toBe(200);
  return approval.json() as { id: number; start_date: string };
}

describe("the operator's day, by the app's clock", () => {
  it('starts an approval on the day it is in Riyadh, whatever the day in UTC', async () => {
    now = LAST_MINUTE_OF_1_MARCH;
    expect((await approvedSubscription()).start_date).toBe('2026-03-01');
    now = FIRST_MINUTE_OF_2_MARCH;
    expect((await approvedSubscription()).start_date).toBe('2026-03-02');
  });

  it('keeps a subscription ending today active until midnight, then answers it expired in its record, its tab and the counts', async () => {
    now = LAST_MINUTE_OF_1_MARCH;
    const { id } = await approvedSubscription();
    await t.database.db.update(subscriptions).set({ end_date: '2026-03-01' }).where(eq(subscriptions.id, id));
    const inTab = async (status: string) =>
      (await listAll(t, admin, 'subscriptions', { filter: { status, id: [id] } })).map((row) => row.id);

    expect((await get(`/api/subscriptions/${id}`, admin)).status).toBe('active');
    expect(await inTab('active')).toEqual([id]);
    const countsBefore = await get('/api/subscriptions/counts', admin);

    now = FIRST_MINUTE_OF_2_MARCH;
    expect((await get(`/api/subscriptions/${id}`, admin)).status).toBe('expired');
    expect(await inTab('active')).toEqual([]);
    expect(await inTab('expired')).toEqual([id]);
    const countsAfter = await get('/api/subscriptions/counts', admin);
    expect(countsAfter.active).toBeLessThanOrEqual(countsBefore.active - 1);
    expect(countsAfter.expired).toBeGreaterThanOrEqual(countsBefore.expired + 1);
  });

  it("holds a company's quota in force on its last day until midnight", async () => {
    now = LAST_MINUTE_OF_1_MARCH;
    const placement = await companyPlacement(t, superAdmin);
    const company = await createThrough(
      t,
      superAdmin,
      'companies',
      companyBody(placement, { quota_valid_from: '2026-01-01', quota_valid_to: '2026-03-01' }),
    );
    expect((await get(`/api/companies/${company.id}`, superAdmin)).quota_status).toBe('active');
    now = FIRST_MINUTE_OF_2_MARCH;
    expect((await get(`/api/companies/${company.id}`, superAdmin)).quota_status).toBe('expired');
    const inForce = await listAll(t, superAdmin, 'companies', { filter: { quota_status: 'active', id: [company.id] } });
    expect(inForce).toEqual([]);
  });
});
