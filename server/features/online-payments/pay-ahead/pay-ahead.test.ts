import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../../domain/local-date';
import { ROLE } from '../../../../domain/roles';
import { TARIFF_LINE } from '../../../../domain/tariff';
import {
  auditLog,
  einvoicePending,
  gatewayPayments,
  paymentLinks,
  paymentTransactions,
  vehicles,
} from '../../../db/schema';
import { areaBody, gateBody } from '../../../test/fixtures';
import { merchantWithValidator } from '../../../test/merchants';
import { createTestApp, type TestApp } from '../../../test/harness';
import { whileLockHeld } from '../../../test/locks';
import { onboardUnit } from '../../../test/einvoicing';
import { countRows, createThrough, expectError } from '../../../test/rest';
import { NO_FAULTS } from '../simulator/moyasar-simulator';
import { submitHostedPage } from '../../../test/online-payments';

let t: TestApp;
let superAdmin: string;
let area: { id: number; entry: number; exit: number };
let payStation: string;
let onlineMethodId: number;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The app's clock: a test lets a car in, then moves it on to pay and to leave. */
let now = new Date(Date.now() - 6 * HOUR);
let events = 0;
let plates = 3000;
const nextPlate = () => `KSD ${++plates}`;

const PAID_MADA = {
  type: 'creditcard',
  name: 'Faisal Alotaibi',
  number: '4201320111111010',
  expiry: '12/30',
  cvc: '123',
};
const DECLINED_MADA = { ...PAID_MADA, number: '4201320000311101' };

beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_PER_MINUTE: 1000, PUBLIC_URL: 'https://parking.example.sa' },
    { now: () => now, backgroundJobs: false },
  );
  superAdmin = await t.bearer(ROLE.superAdmin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  const typeOf = (code: string) => types.find((type) => type.code === code)!.id;
  const { id } = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Pay Ahead Mall' }));
  const gate = async (code: string) => (await createThrough(t, superAdmin, 'gates', gateBody(id, typeOf(code)))).id;
  area = { id, entry: await gate('entry'), exit: await gate('exit') };
  await onboardUnit(t, superAdmin, id);
  const device = await t.request({
    method: 'POST',
    url: '/api/lane-devices',
    token: superAdmin,
    payload: { gate_id: area.exit, kind: 'pay_station', name: 'Exit pay station' },
  });
  payStation = device.json().key;
  const methods = (await t.request({ method: 'GET', url: '/api/payment-methods', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  onlineMethodId = methods.find((method) => method.code === 'online')!.id;
});
afterAll(() => t.close());
afterEach(() => {
  Object.assign(t.app.payments.simulator!.faults, NO_FAULTS);
});

/** The clock `minutes` after the instant given. */
const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE);

/** A guest let in at the entry gate now; answers the stay and its ticket as printed. */
async function enter(plate = nextPlate()) {
  const entered = await t.request({
    method: 'POST',
    url: '/api/gate/entries',
    token: superAdmin,
    payload: { gate_id: area.entry, event_id: `pay-ahead-${++events}`, plate },
  });
  expect(entered.statusCode, entered.body).toBe(201);
  const answer = entered.json();
  return {
    plate,
    id: answer.stay_id as number,
    entryTime: new Date(answer.entry_time as string),
    ticket: answer.ticket as { number: string; qr: string; pay_url: string },
  };
}

const stayView = (payload: object) => t.request({ method: 'POST', url: '/api/public/pay-ahead/stay', payload });

/** The gateway's page of a stay's checkout (a path of this server: the simulator's). */
async function checkoutPage(stay: object, lang = 'en') {
  const opened = await t.request({ method: 'POST', url: '/api/public/pay-ahead/checkout', payload: { stay, lang } });
  expect(opened.statusCode, opened.body).toBe(200);
  const url = new URL(opened.json().url);
  return `${url.pathname}${url.search}`;
}

/** The guest pays on the gateway's page; answers where it sends the browser back to, without going there. */
async function payOnly(page: string, form: Record<string, string> = PAID_MADA) {
  const sent = await submitHostedPage(t, page, form);
  expect(sent.location, sent.body).toBeDefined();
  return sent.location!;
}

/** The guest pays on the gateway's page and comes back; answers the page the product sends them to. */
async function payOnPage(page: string, form: Record<string, string> = PAID_MADA) {
  const sent = await submitHostedPage(t, page, form);
  if (sent.status !== 303) return { status: sent.status, back: null };
  const back = await t.request({ method: 'GET', url: sent.location! });
  expect(back.statusCode, back.body).toBe(303);
  return { status: sent.status, back: back.headers.location as string };
}

/**
 * A guest in for 70 minutes who has paid at the gateway while the product heard nothing of it yet
 * (no webhook); answers the stay and where the gateway sends the browser back.
 */
async function paidUnheard() {
  now = new Date(Date.now() - 6 * HOUR);
  const stay = await enter();
  now = at(stay.entryTime, 70);
  t.app.payments.simulator!.faults.webhookDeliveries = 0;
  const back = await payOnly(await checkoutPage({ qr: stay.ticket.qr }));
  return { stay, back };
}

function exitBy(presented: object, token = superAdmin) {
  return t.request({
    method: 'POST',
    url: '/api/gate/exits',
    token,
    payload: { gate_id: area.exit, event_id: `pay-ahead-${++events}`, ...presented },
  });
}

const paymentsOf = (stayId: number) =>
  t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.vehicle_id, stayId))
    .orderBy(asc(paymentTransactions.id));

const stayRow = async (id: number) => (await t.database.db.select().from(vehicles).where(eq(vehicles.id, id)))[0]!;

const outcomesOf = async (stayId: number) =>
  (
    await t.database.db
      .select({ outcome: gatewayPayments.outcome, reason: gatewayPayments.refund_reason })
      .from(gatewayPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
      .where(eq(paymentLinks.stay_id, stayId))
      .orderBy(asc(gatewayPayments.id))
  ).map((row) => (row.reason ? `${row.outcome}: ${row.reason}` : row.outcome));

/** The local wall-clock time of an instant as a phone's field gives it (2026-12-04T14:30). */
function wallClock(instant: Date) {
  const timeZone = t.app.clock.timeZone;
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${localDate(instant, timeZone)}T${time.format(instant)}`;
}

describe("a guest's stay, looked up to pay ahead", () => {
  it("is found by its ticket's QR code, whose printed address is its page, and its fee explained as the exit would price it", async () => {
    now = new Date(Date.now() - 6 * HOUR);
    const stay = await enter();
    expect(stay.ticket.pay_url).toBe(`https://parking.example.sa/pay-parking/${stay.ticket.qr}`);
    now = at(stay.entryTime, 125);
    for (const qr of [stay.ticket.qr, stay.ticket.pay_url]) {
      const viewed = await stayView({ qr });
      expect(viewed.statusCode, viewed.body).toBe(200);
      expect(viewed.json()).toMatchObject({
        state: 'to_pay',
        area: { name: 'Pay Ahead Mall' },
        price: {
          amount: 11,
          lines: [
            { key: TARIFF_LINE.firstHour, amount: 5 },
            { key: TARIFF_LINE.furtherHours, values: { hours: 2 }, amount: 6 },
          ],
        },
        grace_minutes: 15,
        valid_until: at(stay.entryTime, 135).toISOString(),
        leave_by: null,
      });
    }
  });

  it('is found by its plate and about when it came in, never by its plate alone nor by a time far off', async () => {
    now = new Date(Date.now() - 6 * HOUR);
    const stay = await enter();
    now = at(stay.entryTime, 90);
    const near = await stayView({ plate: stay.plate, entered_at: wallClock(at(stay.entryTime, 20)) });
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json()).toMatchObject({ plate_number: stay.plate.split(' ')[1], state: 'to_pay' });
    const alone = await stayView({ plate: stay.plate });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors).toEqual({ entered_at: 'ps.validation.required' });
    expectError(
      await stayView({ plate: stay.plate, entered_at: wallClock(at(stay.entryTime, -45)) }),
      422,
      'stay_not_found',
    );
    expectError(await stayView({ qr: 'not-a-ticket-of-ours' }), 422, 'stay_not_found');
  });

  it('has nothing to pay within its free minutes, and no checkout', async () => {
    now = new Date(Date.now() - 6 * HOUR);
    const stay = await enter();
    now = at(stay.entryTime, 10);
    expect((await stayView({ qr: stay.ticket.qr })).json()).toMatchObject({
      state: 'nothing_to_pay',
      price: { amount: 0 },
    });
    const refused = await t.request({
      method: 'POST',
      url: '/api/public/pay-ahead/checkout',
      payload: { stay: { qr: stay.ticket.qr }, lang: 'ar' },
    });
    expectError(refused, 409, 'nothing_to_pay');
  });
});

describe('a stay paid ahead', () => {
  it('is one paid row by the online method with its e-invoice, and leaves free by its ticket within the grace', async () => {
    now = new Date(Date.now() - 6 * HOUR);
    const stay = await enter();
    now = at(stay.entryTime, 100);
    const paid = await payOnPage(await checkoutPage({ qr: stay.ticket.qr }));
    expect(paid.back).toMatch(/^\/pay\/pl_/);
    const token = paid.back!.slice('/pay/'.length);
    const view = (await t.request({ method: 'GET', url: `/api/public/payment-links/${token}` })).json();
    expect(view).toMatchObject({ kind: 'stay', state: 'paid', amount: 8, leave_by: at(now, 15).toISOString() });
    const [ahead] = await paymentsOf(stay.id);
    expect(ahead).toMatchObject({
      amount_halalas: 800,
      payment_method_id: onlineMethodId,
      status: 'paid',
      exit_time: null,
      expected_exit_time: at(now, 15),
      reference: expect.stringMatching(/.+/),
    });
    expect(await countRows(t.database.db, einvoicePending, eq(einvoicePending.payment_transaction_id, ahead!.id))).toBe(
      1,
    );
    expect((await stayView({ qr: stay.ticket.qr })).json()).toMatchObject({
      state: 'paid',
      leave_by: at(now, 15).toISOString(),
    });

    now = at(now, 14);
    const left = await exitBy({ ticket: stay.ticket.number });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({
      amount: 0,
      payment_method: 'free',
      lines: [{ key: TARIFF_LINE.paidWithinGrace, values: { minutes: 15 }, amount: 0 }],
    });
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.resource, 'vehicles'), eq(auditLog.record_id, stay.id), eq(auditLog.action, 'pay_online')),
      );
    expect(audited).toMatchObject({ actor_id: null });
  });

  it('pays the fee since its payment when it overstays the grace', async () => {
    now = new Date(Date.now() - 6 * HOUR);
    const stay = await enter();
    now = at(stay.entryTime, 100);
    await payOnPage(await checkoutPage({ plate: stay.plate, entered_at: wallClock(stay.entryTime) }));
    now = at(now, 20);
    const owed = await exitBy({ plate: stay.plate });
    expectError(owed, 422, 'payment_method_required');
    expect(owed.json().quote).toMatchObject({
      amount: 5,
      lines: [{ key: TARIFF_LINE.chargedSincePayment, values: { minutes: 20 } }, { key: TARIFF_LINE.firstHour }],
    });
    const left = await exitBy({ plate: stay.plate, payment_method: 'cash' });
    expect(left.statusCode, left.body).toBe(200);
    expect((await paymentsOf(stay.id)).map((row) => row.amount_halalas)).toEqual([800, 500]);
  });

  it("opens a lane device's barrier without asking for money within the grace, the ticket's printed address read as its value", async () => {
    now = new Date(Date.now() - 6 * HOUR);
    const stay = await enter();
    now = at(stay.entryTime, 61);
    await payOnPage(await checkoutPage({ qr: stay.ticket.pay_url }, 'ar'));
    now = at(now, 5);
    const lane = await t.request({
      method: 'POST',
      url: '/api/lane/exits',
      headers: { authorization: `Device ${payStation}` },
      payload: { event_id: `pay-ahead-${++events}`, qr: stay.ticket.pay_url },
    });
    expect(lane.statusCode, lane.body).toBe(200);
    expect(lane.json()).toMatchObject({ action: 'open', price: { amount: 0 } });
    expect((await stayRow(stay.id)).exit_time).not.toBeNull();
  });

  it('takes off the validations it paid for once: a later exit does not take them again', async () => {
    now = new Date(Date.now() - 6 * HOUR);
    const stay = await enter();
    const shop = await merchantWithValidator(t, superAdmin, area.id, { kind: 'amount_off', amount: 2 });
    now = at(stay.entryTime, 90);
    const given = await t.request({
      method: 'POST',
      url: '/api/validations',
      token: shop.validator,
      payload: { stay_id: stay.id, offer_id: shop.offerId, reason: 'purchase' },
    });
    expect(given.statusCode, given.body).toBe(201);
    await payOnPage(await checkoutPage({ qr: stay.ticket.qr }));
    now = at(now, 40);
    const owed = await exitBy({ ticket: stay.ticket.number });
    expectError(owed, 422, 'payment_method_required');
    expect(owed.json().quote.amount).toBe(5);
    expect((await paymentsOf(stay.id))[0]!.amount_halalas).toBe(600);
  });
});

describe('a payment ahead its stay cannot take', () => {
  it('leaves the stay unpaid when the card is declined, and a later payment on the same page pays it', async () => {
    now = new Date(Date.now() - 6 * HOUR);
    const stay = await enter();
    now = at(stay.entryTime, 70);
    const page = await checkoutPage({ qr: stay.ticket.qr });
    const declined = await payOnPage(page, DECLINED_MADA);
    expect(await paymentsOf(stay.id)).toEqual([]);
    expect((await stayRow(stay.id)).paid_at).toBeNull();
    if (declined.back) expect(declined.back).toMatch(/^\/pay\//);
    // The guest asks again: the same quote's page, not a second link.
    expect(await checkoutPage({ qr: stay.ticket.qr })).toBe(page);
    await payOnPage(page);
    expect(await paymentsOf(stay.id)).toHaveLength(1);
  });

  it('is refunded, not recorded, when the stay changed since its quote (a validation given meanwhile)', async () => {
    now = new Date(Date.now() - 6 * HOUR);
    const stay = await enter();
    now = at(stay.entryTime, 70);
    const page = await checkoutPage({ qr: stay.ticket.qr });
    await t.database.db.update(vehicles).set({ notes: 'changed by staff' }).where(eq(vehicles.id, stay.id));
    await payOnPage(page);
    expect(await paymentsOf(stay.id)).toEqual([]);
    expect(await outcomesOf(stay.id)).toEqual(['refunded: record_changed']);
    expect((await stayRow(stay.id)).paid_at).toBeNull();
  });

  it('is refunded when the quote expired before the payment reached the product', async () => {
    const { stay, back } = await paidUnheard();
    now = at(now, 11);
    await t.request({ method: 'GET', url: back });
    expect(await paymentsOf(stay.id)).toEqual([]);
    expect(await outcomesOf(stay.id)).toEqual(['refunded: link_expired']);
  });

  it('is refunded when the car left before the payment was recorded', async () => {
    const { stay, back } = await paidUnheard();
    expect((await exitBy({ ticket: stay.ticket.number, payment_method: 'cash' })).statusCode).toBe(200);
    await t.request({ method: 'GET', url: back });
    expect((await paymentsOf(stay.id)).map((row) => row.payment_method_id)).not.toContain(onlineMethodId);
    expect(await outcomesOf(stay.id)).toEqual(['refunded: record_changed']);
  });
});

describe('a payment ahead and the exit at once', () => {
  it('either the exit comes first and the payment is refunded, or the payment does and the exit is free: never both paid', async () => {
    const { stay, back } = await paidUnheard();
    const both = () =>
      Promise.all([
        t.request({ method: 'GET', url: back }),
        exitBy({ ticket: stay.ticket.number, payment_method: 'card' }),
      ]);
    // On PostgreSQL both wait at a lock the test holds on the stay, then go at once.
    const [, exit] = t.databaseUrl
      ? await whileLockHeld(t.database.db, sql`select 1 from vehicles where id = ${stay.id} for update`, both)
      : await both();
    expect(exit.statusCode, exit.body).toBe(200);
    const rows = await paymentsOf(stay.id);
    const paidByGuest = rows.reduce((sum, row) => sum + row.amount_halalas, 0);
    expect(paidByGuest).toBe(800);
    const outcomes = await outcomesOf(stay.id);
    const paidOnline = rows.some((row) => row.payment_method_id === onlineMethodId);
    expect(outcomes).toEqual([paidOnline ? 'recorded' : 'refunded: record_changed']);
    expect(await countRows(t.database.db, vehicles, and(eq(vehicles.id, stay.id), isNull(vehicles.exit_time)))).toBe(0);
  });
});
