import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../domain/local-date';
import { ROLE } from '../../../domain/roles';
import { areaBody, planBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { subscriptionPaidOnline } from '../../test/online-payments';
import { createThrough, expectError, listAll } from '../../test/rest';
import { NO_FAULTS } from './simulator/moyasar-simulator';

let t: TestApp;
let admin: string;
let paying: { admin: string; place: { area_id: number; plan_id: number }; onlineMethodId: number };

const DAY_MS = 86_400_000;
/** The day reconciled: its payments are made at 10:00 in Riyadh, three days ago. */
const paidAt = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 3 * DAY_MS + 7 * 3_600_000);
let now = paidAt;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { now: () => now, backgroundJobs: false });
  admin = await t.bearer(ROLE.admin);
  const superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Reconciled Area' }));
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id, { price: 400 }));
  const methods = await listAll(t, admin, 'payment-methods');
  paying = {
    admin,
    place: { area_id: area.id, plan_id: plan.id },
    onlineMethodId: methods.find((method) => method.code === 'online')!.id,
  };
  // The day's sales: mada, Apple Pay and STC Pay, and half of the mada one paid back online.
  const mada = await subscriptionPaidOnline(t, paying, 'mada');
  await subscriptionPaidOnline(t, paying, 'applePay');
  await subscriptionPaidOnline(t, paying, 'stcPay');
  const refunded = await decide(t, {
    url: `/api/payment-transactions/${mada.id}/refund`,
    token: admin,
    payload: { amount: 200, payment_method: 'online', reason: 'Half the month unused' },
  });
  expect(refunded.statusCode, refunded.body).toBe(201);
});
afterAll(() => t.close());
afterEach(() => Object.assign(t.app.payments.simulator!.faults, NO_FAULTS));

const day = () => localDate(paidAt, t.app.clock.timeZone);

async function reconciliation(token = admin) {
  const read = await t.request({ method: 'GET', url: `/api/payments/reconciliation?day=${day()}`, token });
  expect(read.statusCode, read.body).toBe(200);
  return read.json();
}

describe("a day's online payments against the gateway's settlements", () => {
  it('has nothing settled yet on the day itself: every payment and refund waits for its settlement', async () => {
    now = new Date(paidAt.getTime() + 3_600_000);
    const read = await reconciliation();
    expect(read).toMatchObject({ settled_through: null, matched: { count: 0 }, not_recorded: [], amounts_differ: [] });
    expect(read.not_settled.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'payment',
      'payment',
      'payment',
      'refund',
    ]);
  });

  it('matches every payment and refund once settled, with the gateway’s fees and what it paid out', async () => {
    now = new Date(paidAt.getTime() + 2 * DAY_MS);
    const read = await reconciliation();
    expect(read).toMatchObject({
      matched: { count: 4, gross: 1400, fee: 21 },
      not_settled: [],
      not_recorded: [],
      amounts_differ: [],
      paid_back: [],
    });
    // 1,200.00 paid in, 7.00 a sale in fees, 200.00 paid back.
    expect(read.matched.net).toBe(979);
  });

  it('lists a line the settlement lacks, a line the product never recorded and an amount that differs', async () => {
    now = new Date(paidAt.getTime() + 2 * DAY_MS);
    Object.assign(t.app.payments.simulator!.faults, {
      settlementDropsALine: true,
      settlementAddsALine: true,
      settlementAmountDrift: 150,
    });
    const read = await reconciliation();
    expect(read.not_settled).toHaveLength(1);
    expect(read.not_recorded).toEqual([expect.objectContaining({ kind: expect.any(String) })]);
    expect(read.amounts_differ).toEqual([expect.objectContaining({ settled: expect.any(Number) })]);
    const differs = read.amounts_differ[0];
    expect(differs.settled - differs.recorded).toBe(1.5);
    expect(read.matched.count).toBe(2);
  });

  it('is an administrator’s: a gate employee may not read it', async () => {
    expectError(
      await t.request({
        method: 'GET',
        url: `/api/payments/reconciliation?day=${day()}`,
        token: await t.bearer(ROLE.gateEmployee),
      }),
      403,
      'forbidden',
    );
  });
});
