import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { vehicles } from '../../db/schema';
import { areaBody, employeeBody, gateBody, planBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { subscriptionPaidOnline } from '../../test/online-payments';
import { createThrough, expectError, listAll } from '../../test/rest';
import { stayValues } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let area: { id: number; exit: number; plan: number };
let plates = 0;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { backgroundJobs: false });
  superAdmin = await t.bearer(ROLE.superAdmin);
  const types = await listAll(t, superAdmin, 'gate-types');
  const exitType = types.find((type) => type.code === 'exit')!.id;
  const { id } = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Daily Close Area' }));
  const exit = (await createThrough(t, superAdmin, 'gates', gateBody(id, exitType))).id;
  const plan = (await createThrough(t, superAdmin, 'subscription-plans', planBody(id, { price: 400 }))).id;
  area = { id, exit, plan };
});
afterAll(() => t.close());

/** A guest who came in `minutes` ago leaves paying `method` (the test tariff: 30 free minutes, 5.00, then 3.00 an hour). */
async function guestLeaves(token: string, minutes: number, method: string) {
  const plate = `ABJ${7000 + ++plates}`;
  await t.database.db
    .insert(vehicles)
    .values(stayValues(plate, area.id, { entry_time: new Date(Date.now() - minutes * 60_000) }));
  const left = await t.request({
    method: 'POST',
    url: '/api/gate/exits',
    token,
    payload: { gate_id: area.exit, event_id: `daily-close-${plates}`, plate, payment_method: method },
  });
  expect(left.statusCode, left.body).toBe(200);
}

describe("a day's close per area", () => {
  it("adds up the cashiers' Z reports and each way of paying, online by channel, and exports it for the accounting system", async () => {
    const body = employeeBody({ role_id: ROLE.gateEmployee, area_id: area.id, gate_id: area.exit });
    await createThrough(t, superAdmin, 'employees', body);
    const cashier = await t.bearer({ email: body.email, password: body.password });
    const shift = await t.request({
      method: 'POST',
      url: '/api/cashier-shifts',
      token: cashier,
      payload: { float: 100 },
    });
    expect(shift.statusCode, shift.body).toBe(201);
    await guestLeaves(cashier, 45, 'cash');
    await guestLeaves(cashier, 100, 'cash');
    await guestLeaves(cashier, 45, 'card');
    // 100.00 float + 13.00 taken, counted 112.00: a riyal short, explained.
    const closed = await t.request({
      method: 'POST',
      url: `/api/cashier-shifts/${shift.json().id}/close`,
      token: cashier,
      payload: {
        cash_count: [
          { denomination: 100, count: 1 },
          { denomination: 10, count: 1 },
          { denomination: 2, count: 1 },
        ],
        counted: { card: 5 },
        difference_reason: 'A riyal given as change twice',
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const admin = await t.bearer(ROLE.admin);
    const onlineMethodId = (await listAll(t, admin, 'payment-methods')).find((method) => method.code === 'online')!.id;
    await subscriptionPaidOnline(t, { admin, place: { area_id: area.id, plan_id: area.plan }, onlineMethodId }, 'mada');

    const day = t.app.clock.today();
    const read = await t.request({ method: 'GET', url: `/api/reports/daily-close?day=${day}`, token: admin });
    expect(read.statusCode, read.body).toBe(200);
    const ours = read.json().areas.find((row: { area_id: number }) => row.area_id === area.id);
    expect(ours).toEqual({
      area_id: area.id,
      name: 'Daily Close Area',
      name_ar: expect.any(String),
      z_reports: 1,
      cash_counted: 12,
      cash_difference: -1,
      by_method: { cash: 13, card: 5, online: 400, wallet: 0, bank_transfer: 0 },
      online_by_channel: { mada: 400, apple_pay: 0, stc_pay: 0, card: 0, unreported: 0 },
      total: 418,
    });
    const csv = await t.request({ method: 'GET', url: `/api/reports/daily-close?day=${day}&format=csv`, token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`daily-close-${day}.csv`);
    expect(csv.body).toContain('\r\nDaily Close Area,');
    expect(csv.body).toContain(',1,12.00,-1.00,13.00,5.00,400.00,0.00,0.00,400.00,0.00,0.00,0.00,0.00,418.00\r\n');
  });

  it('is for whoever reads the payments: a gate employee may not', async () => {
    const day = t.app.clock.today();
    expectError(
      await t.request({
        method: 'GET',
        url: `/api/reports/daily-close?day=${day}`,
        token: await t.bearer(ROLE.gateEmployee),
      }),
      403,
      'forbidden',
    );
  });
});
