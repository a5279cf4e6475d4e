import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { TARIFF_LINE } from '../../../domain/tariff';
import { paymentTransactions, vehicles } from '../../db/schema';
import { areaBody, employeeBody, gateBody } from '../../test/fixtures';
import { merchantWithValidator } from '../../test/merchants';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { activeSubscription } from '../../test/parking-cards';
import { countRows, createThrough, expectError } from '../../test/rest';

const HOUR = 3_600_000;
/** 18:00 in Riyadh on the first of the concert's two days. */
const CONCERT_EVENING = new Date('2026-03-05T18:00:00+03:00');
let now = CONCERT_EVENING;
const later = (hours: number) => new Date(CONCERT_EVENING.getTime() + hours * HOUR);

let t: TestApp;
let superAdmin: string;
let area: { id: number; gate: number };
let events = 0;
let plates = 0;
const nextPlate = () => `EVT ${++plates}`;

/** areaBody's tariff (30 free minutes, 5.00 then 3.00 an hour, 50.00 a day) with a concert paid on the way in. */
const VERSION = {
  free_minutes: 30,
  grace_minutes: 15,
  cooldown_minutes: 0,
  hourly_fee: 5,
  after_first_hour_fee: 3,
  daily_cap: 50,
  event_days: [
    {
      name: 'Concert',
      starts_on: '2026-03-05',
      ends_on: '2026-03-06',
      hourly_fee: 20,
      daily_cap: 60,
      prepayment: true,
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, TIME_ZONE: 'Asia/Riyadh' }, { now: () => now });
  superAdmin = await t.bearer(ROLE.superAdmin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  const entryExit = types.find((type) => type.code === 'entry_exit')!.id;
  now = later(-48);
  const { id } = await createThrough(t, superAdmin, 'areas', areaBody());
  area = { id, gate: (await createThrough(t, superAdmin, 'gates', gateBody(id, entryExit))).id };
  const published = await t.request({
    method: 'POST',
    url: `/api/areas/${id}/tariff-versions`,
    token: superAdmin,
    payload: VERSION,
  });
  expect(published.statusCode, published.body).toBe(201);
});
afterAll(() => t.close());

function ok(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const gateEvent = (kind: 'entries' | 'exits', plate: string, more: object = {}, token = superAdmin) =>
  t.request({
    method: 'POST',
    url: `/api/gate/${kind}`,
    token,
    payload: { gate_id: area.gate, plate, event_id: `event-prepayment-${++events}`, ...more },
  });

/** A guest let in at `at`, paying the concert's cap in cash: the entry's answer. */
async function paidEntry(plate: string, at = CONCERT_EVENING) {
  now = at;
  return ok(await gateEvent('entries', plate, { payment_method: 'cash' }), 201);
}

const entryPaymentsOf = (stayId: number) =>
  t.database.db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.vehicle_id, stayId), isNull(paymentTransactions.exit_time)));

describe('an entry on an event day paid on the way in', () => {
  it('asks a guest for the event’s cap before the barrier opens, and lets nobody in unpaid', async () => {
    now = CONCERT_EVENING;
    const plate = nextPlate();
    const asked = await gateEvent('entries', plate);
    expectError(asked, 422, 'payment_method_required');
    expect(asked.json().quote).toEqual({
      amount: 60,
      currency: 'SAR',
      minutes: 0,
      lines: [{ key: TARIFF_LINE.eventPrepayment, values: { fee: 60 }, amount: 60 }],
    });
    expectError(await gateEvent('entries', plate, { payment_method: 'free' }), 422, 'payment_method_required');
    expect(await countRows(t.database.db, vehicles, eq(vehicles.area_id, area.id))).toBe(0);
  });

  it('is told on the gate’s console that day, and only that day', async () => {
    const consoleOn = async (at: Date) => {
      now = at;
      return ok(await t.request({ method: 'GET', url: `/api/gate/console?gate_id=${area.gate}`, token: superAdmin }));
    };
    expect((await consoleOn(CONCERT_EVENING)).event_today).toEqual({
      name: 'Concert',
      name_ar: null,
      hourly_fee: 20,
      daily_cap: 60,
      prepayment: true,
    });
    expect((await consoleOn(later(-24))).event_today).toBeNull();
  });

  it('records the payment as the stay’s, with its entry and tariff and no exit yet, and answers it', async () => {
    const entry = await paidEntry(nextPlate());
    expect(entry.paid_on_entry).toMatchObject({ amount: 60, payment_method: 'cash' });
    const [payment] = await entryPaymentsOf(entry.stay_id);
    expect(payment).toMatchObject({
      id: entry.paid_on_entry.transaction_id,
      type: 'guest',
      amount_halalas: 6000,
      entry_time: CONCERT_EVENING,
      exit_time: null,
      duration_minutes: null,
      status: 'paid',
    });
    const receipt = ok(
      await t.request({
        method: 'GET',
        url: `/api/payment-transactions/${payment!.id}/receipt`,
        token: superAdmin,
      }),
    );
    expect(receipt.stay).toMatchObject({ exit_time: null, duration_minutes: null, lines: [{ amount: 60 }] });
    const stay = ok(await t.request({ method: 'GET', url: `/api/vehicles/${entry.stay_id}`, token: superAdmin }));
    expect(stay.events[0]).toMatchObject({ kind: 'entry', payment: { amount: 60, payment_method: 'cash' } });
  });

  it('asks nothing the day before the event, nor of a plate registered for a person with disabilities', async () => {
    now = later(-24);
    expect(ok(await gateEvent('entries', nextPlate()), 201).paid_on_entry).toBeNull();

    // The registration is another area's: here the plate parks as a guest.
    // The registration is another area's: here the plate parks as a guest.
    now = later(-47);
    const home = await createThrough(t, superAdmin, 'areas', areaBody());
    await activeSubscription(t, superAdmin, home.id, [['DSB', '77']], { disability: true });
    now = CONCERT_EVENING;
    const entry = ok(await gateEvent('entries', 'DSB 77'), 201);
    expect(entry).toMatchObject({ type: 'guest', paid_on_entry: null });
  });
});

describe('the exit of a stay paid on entry', () => {
  it('owes nothing more within the event’s day, the payment a line taken off the price', async () => {
    const plate = nextPlate();
    const entry = await paidEntry(plate);
    now = later(3);
    const left = ok(await gateEvent('exits', plate));
    // Three hours of the concert at 20.00 an hour: its cap of 60.00, all paid at the entry.
    expect(left).toMatchObject({ amount: 0, payment_method: 'free' });
    expect(left.lines.at(-1)).toEqual({ key: TARIFF_LINE.paidOnEntry, values: { fee: 60 }, amount: -60 });
    const payments = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.vehicle_id, entry.stay_id));
    expect(payments.map((payment) => payment.amount_halalas).sort()).toEqual([0, 6000]);
    const stay = ok(await t.request({ method: 'GET', url: `/api/vehicles/${entry.stay_id}`, token: superAdmin }));
    expect(stay.events.map((event: { payment: { amount: number } }) => event.payment.amount)).toEqual([60, 0]);
  });

  it('is one session of the open data, paid what the entry and the exit took together', async () => {
    const integrator = ok(
      await t.request({
        method: 'POST',
        url: '/api/integrators',
        token: superAdmin,
        payload: { name: 'Event data', scopes: ['sessions:read'], area_ids: [area.id] },
      }),
      201,
    );
    const plate = nextPlate();
    const entry = await paidEntry(plate);
    now = later(30);
    ok(await gateEvent('exits', plate, { payment_method: 'card' }));
    const sessions = ok(
      await t.request({
        method: 'GET',
        url: `/api/open/v4/sessions?place_ids=area-${area.id}`,
        headers: { authorization: `Integrator ${integrator.key}` },
      }),
    );
    const ofStay = sessions.data.filter((row: { id: string }) => row.id === `session-${entry.stay_id}`);
    expect(ofStay).toHaveLength(1);
    expect(ofStay[0].payment.amount.currencyValue).toBe(120);
  });

  it('charges a stay that runs on past the event what it costs beyond what was paid', async () => {
    const plate = nextPlate();
    await paidEntry(plate);
    now = later(30);
    const asked = await gateEvent('exits', plate);
    expectError(asked, 422, 'payment_method_required');
    const { quote } = asked.json();
    // Day 1 at the concert's cap (60.00), day 2's 6 hours: the concert's second day, 6 × 20.00 over its cap: 60.00.
    expect(quote.amount).toBe(60);
    expect(quote.lines.at(-1)).toEqual({ key: TARIFF_LINE.paidOnEntry, values: { fee: 60 }, amount: -60 });
  });

  it('charges the whole price again once the payment at the entry was refunded', async () => {
    const plate = nextPlate();
    const entry = await paidEntry(plate);
    ok(
      await decide(t, {
        url: `/api/payment-transactions/${entry.paid_on_entry.transaction_id}/refund`,
        token: superAdmin,
        payload: { amount: 60, payment_method: 'cash', reason: 'Event cancelled' },
      }),
      201,
    );
    now = later(3);
    const asked = await gateEvent('exits', plate);
    expectError(asked, 422, 'payment_method_required');
    expect(asked.json().quote.amount).toBe(60);
  });
});

describe('who takes the payment at the entry', () => {
  it('is a cashier in their open shift: cash without one is refused and nothing is written', async () => {
    const body = employeeBody({ role_id: ROLE.gateEmployee, area_id: area.id, gate_id: area.gate });
    await createThrough(t, superAdmin, 'employees', body);
    const token = await t.bearer({ email: body.email, password: body.password });
    now = CONCERT_EVENING;
    const plate = nextPlate();
    expectError(await gateEvent('entries', plate, { payment_method: 'cash' }, token), 422, 'shift_required');
    expect(await countRows(t.database.db, vehicles, eq(vehicles.plate, plate.replace(' ', '')))).toBe(0);
    const shift = ok(
      await t.request({ method: 'POST', url: '/api/cashier-shifts', token, payload: { float: 0 } }),
      201,
    );
    const entry = ok(await gateEvent('entries', plate, { payment_method: 'cash' }, token), 201);
    const [payment] = await entryPaymentsOf(entry.stay_id);
    expect(payment!.cashier_shift_id).toBe(shift.id);
  });

  it('is a lane’s pay station: the lane answers pay with the fee, then opens once it is taken', async () => {
    const device = ok(
      await t.request({
        method: 'POST',
        url: '/api/lane-devices',
        token: superAdmin,
        payload: { gate_id: area.gate, kind: 'pay_station', name: 'Entry pay station' },
      }),
      201,
    );
    now = CONCERT_EVENING;
    const lane = (payload: object) =>
      t.request({
        method: 'POST',
        url: '/api/lane/entries',
        headers: { authorization: `Device ${device.key}` },
        payload: {
          event_id: `lane-prepayment-${++events}`,
          read: { plate: nextPlate(), confidence: 0.99 },
          ...payload,
        },
      });
    expect(ok(await lane({}))).toMatchObject({ action: 'pay', price: { amount: 60 } });
    expect(ok(await lane({ payment_method: 'card' }))).toMatchObject({ action: 'open', price: { amount: 60 } });
  });
});

describe('a merchant’s validation of a stay paid on entry', () => {
  it('takes nothing the guest has paid already', async () => {
    const { offerId, validator } = await merchantWithValidator(t, superAdmin, area.id, { kind: 'free' });
    const entry = await paidEntry(nextPlate());
    now = later(2);
    const validation = await t.request({
      method: 'POST',
      url: '/api/validations',
      token: validator,
      payload: { stay_id: entry.stay_id, offer_id: offerId, reason: 'purchase' },
    });
    expectError(validation, 422, 'nothing_to_validate');
  });
});
