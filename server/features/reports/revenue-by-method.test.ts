import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { areaBody, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { subscriptionPaidOnline } from '../../test/online-payments';
import { createThrough, listAll } from '../../test/rest';

let t: TestApp;
let admin: string;
let place: { area_id: number; plan_id: number };
let methods: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { backgroundJobs: false });
  admin = await t.bearer(ROLE.admin);
  const superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Revenue By Method Area' }));
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id, { price: 200 }));
  place = { area_id: area.id, plan_id: plan.id };
  methods = Object.fromEntries(
    (await listAll(t, admin, 'payment-methods')).map((method) => [method.code as string, method.id as number]),
  );
});
afterAll(() => t.close());

describe('the revenue report per payment method', () => {
  it('reads online payments by the channel their payers used, a refund online in its payment’s channel', async () => {
    const paying = { admin, place, onlineMethodId: methods.online! };
    const mada = await subscriptionPaidOnline(t, paying, 'mada');
    await subscriptionPaidOnline(t, paying, 'applePay');
    await subscriptionPaidOnline(t, paying, 'stcPay');
    const cash = await createThrough(t, admin, 'subscriptions', subscriptionBody(place));
    const approved = await decide(t, {
      url: `/api/subscriptions/${cash.id}/approve`,
      token: admin,
      payload: { payment_method_id: methods.cash },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const refunded = await decide(t, {
      url: `/api/payment-transactions/${mada.id}/refund`,
      token: admin,
      payload: { amount: 50, payment_method: 'online', reason: 'Part of the month unused' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    const today = t.app.clock.today();
    const query = new URLSearchParams({ area_id: String(place.area_id), from: today, to: today, group_by: 'method' });
    const report = await t.request({ method: 'GET', url: `/api/reports/revenue?${query}`, token: admin });
    expect(report.statusCode, report.body).toBe(200);
    const rows = (report.json().per_method as Array<Record<string, unknown>>).map(
      ({ payment_method, channel, transactions, revenue, refunds }) => ({
        payment_method,
        channel,
        transactions,
        revenue,
        refunds,
      }),
    );
    expect(rows).toEqual([
      { payment_method: 'cash', channel: null, transactions: 1, revenue: 200, refunds: 0 },
      { payment_method: 'online', channel: 'apple_pay', transactions: 1, revenue: 200, refunds: 0 },
      { payment_method: 'online', channel: 'stc_pay', transactions: 1, revenue: 200, refunds: 0 },
      { payment_method: 'online', channel: 'mada', transactions: 2, revenue: 150, refunds: 1 },
    ]);

    query.set('format', 'csv');
    const csv = await t.request({ method: 'GET', url: `/api/reports/revenue?${query}`, token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Payment method,Online channel,');
    expect(csv.body).toContain('\r\nOnline,mada,2,150.00,');
  });
});
