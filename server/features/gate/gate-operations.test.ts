import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { TARIFF_LINE } from '../../../domain/tariff';
import { TYPICAL_PREVIEWS } from '../../../domain/test/tariff-previews';
import {
  companies,
  companySubscriptions,
  gateEvents,
  paymentMethods,
  paymentTransactions,
  subscriptions,
  users,
  vehicles,
} from '../../db/schema';
import { companyPlacement } from '../../test/company-placement';
import { areaBody, companyBody, demoAccount, gateBody, planBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { countRows, createThrough, expectError, expectValidationError } from '../../test/rest';
import { holdLock, whileLockHeld } from '../../test/locks';
import { IN_THE_PAST, TEST_TARIFF } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let admin: string;
let cashId: number;
let freeId: number;
let typeIds: Record<'entry' | 'exit' | 'entry_exit', number>;
/** The area most tests park in (areaBody's tariff: 30 free minutes, 5.00 then 3.00 an hour, cap 50.00, cooldown 60). */
let area: { id: number; entry: number; exit: number; both: number };

const MINUTE = 60_000;
/** Instants `minutes` before one fixed now, as ISO text: a stay's length is exact whatever the test's own pace. */
function clock() {
  const now = Date.now();
  return (minutes: number) => new Date(now - minutes * MINUTE).toISOString();
}
let events = 0;
const nextEvent = () => `gate-test-${++events}`;

async function gateIn(
  areaId: number,
  type: keyof typeof typeIds,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  return (await createThrough(t, superAdmin, 'gates', gateBody(areaId, typeIds[type], overrides))).id;
}

/** A fresh area (areaBody with `overrides`) and a gate of each type in it. */
async function newArea(overrides: Record<string, unknown> = {}) {
  const { id } = await createThrough(t, superAdmin, 'areas', areaBody(overrides));
  return { id, entry: await gateIn(id, 'entry'), exit: await gateIn(id, 'exit'), both: await gateIn(id, 'entry_exit') };
}

beforeAll(async () => {
  // The races below send up to twenty decisions at once: this instance takes them all in hand, so
  // that the locks decide them and not the bound on decisions in flight (server/features/gate/shedding.test.ts).
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, GATE_MAX_IN_FLIGHT: 100 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  admin = await t.bearer(ROLE.admin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: keyof typeof typeIds;
  }>;
  typeIds = Object.fromEntries(types.map((type) => [type.code, type.id])) as typeof typeIds;
  const methods = await t.database.db.select().from(paymentMethods);
  cashId = methods.find((method) => method.code === 'cash')!.id;
  freeId = methods.find((method) => method.code === 'free')!.id;
  area = await newArea();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

function entry(gateId: number, body: Body, token = superAdmin) {
  return t.request({
    method: 'POST',
    url: '/api/gate/entries',
    token,
    payload: { gate_id: gateId, event_id: nextEvent(), ...body },
  });
}

function exit(gateId: number, body: Body, token = superAdmin) {
  return t.request({
    method: 'POST',
    url: '/api/gate/exits',
    token,
    payload: { gate_id: gateId, event_id: nextEvent(), ...body },
  });
}

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** An entry that must succeed; answers its body. */
async function entered(gateId: number, body: Body, token = superAdmin) {
  return expectStatus(await entry(gateId, body, token), 201);
}

async function left(gateId: number, body: Body, token = superAdmin) {
  return expectStatus(await exit(gateId, body, token), 200);
}

async function transactionOf(stayId: number) {
  const rows = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.vehicle_id, stayId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** An approved individual subscription of the area for the plates; answers its id and QR token. */
async function activeSubscription(areaId: number, plates: Array<[letters: string, number: string]>) {
  const plan = await createThrough(
    t,
    superAdmin,
    'subscription-plans',
    planBody(areaId, { max_vehicles: plates.length }),
  );
  const vehicles = plates.map(([plate_letters, plate_number]) => ({
    plate_letters,
    plate_number,
    model: null,
    colour: null,
  }));
  const requested = await createThrough(
    t,
    superAdmin,
    'subscriptions',
    subscriptionBody({ area_id: areaId, plan_id: plan.id }, { vehicles }),
  );
  const approved = expectStatus(
    await decide(t, {
      url: `/api/subscriptions/${requested.id}/approve`,
      token: superAdmin,
      payload: { payment_method_id: cashId },
    }),
    200,
  );
  return { id: requested.id, qr: approved.qr_token as string };
}

describe('a guest', () => {
  it('enters with a ticket and leaves after 2 h 10 min paying the tariff, which needs a payment method', async () => {
    const at = clock();
    const entryTime = new Date(at(180));
    const ticketed = await entered(area.entry, {
      plate: 'ABJ 1001',
      ...IN_THE_PAST,
      occurred_at: entryTime.toISOString(),
    });
    expect(ticketed).toMatchObject({
      type: 'guest',
      plate: 'ABJ1001',
      plate_letters: 'ABJ',
      plate_number: '1001',
      area_id: area.id,
      gate_id: area.entry,
      entry_time: entryTime.toISOString(),
      subscription_id: null,
      company_subscription_id: null,
      ticket: {
        number: expect.stringMatching(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/),
        qr: expect.stringMatching(/^[\w-]{43}$/),
      },
    });
    const [stay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, ticketed.stay_id));
    expect(stay).toMatchObject({
      guest_ticket_number: ticketed.ticket.number,
      tariff: TEST_TARIFF,
      entry_gate_id: area.entry,
      exit_time: null,
    });
    expect(stay!.guest_qr_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stay)).not.toContain(ticketed.ticket.qr);

    const exitTime = new Date(entryTime.getTime() + 130 * MINUTE).toISOString();
    const typedTicket = ticketed.ticket.number.toLowerCase().replace('-', ' ');
    const leaving = { ticket: typedTicket, ...IN_THE_PAST, occurred_at: exitTime, event_id: nextEvent() };
    const unpaid = await t.request({
      method: 'POST',
      url: '/api/gate/exits',
      token: superAdmin,
      payload: { gate_id: area.exit, ...leaving },
    });
    expectError(unpaid, 422, 'payment_method_required');
    expect(unpaid.json().quote).toEqual(TYPICAL_PREVIEWS.twoHoursTen);
    expect(
      await countRows(t.database.db, paymentTransactions, eq(paymentTransactions.vehicle_id, ticketed.stay_id)),
    ).toBe(0);

    expectError(await exit(area.exit, { ...leaving, payment_method: 'free' }), 422, 'payment_method_required');
    // The refusal kept nothing: the same event, now with the method, closes the stay.
    const paid = await left(area.exit, { ...leaving, payment_method: 'cash' });
    expect(paid).toEqual({
      event_id: leaving.event_id,
      stay_id: ticketed.stay_id,
      type: 'guest',
      plate: 'ABJ1001',
      plate_letters: 'ABJ',
      plate_number: '1001',
      area_id: area.id,
      gate_id: area.exit,
      entry_time: entryTime.toISOString(),
      exit_time: exitTime,
      subscription_id: null,
      company_subscription_id: null,
      ...TYPICAL_PREVIEWS.twoHoursTen,
      payment_method: 'cash',
      transaction_id: expect.any(Number),
    });
    const [superAdminRow] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccount(ROLE.superAdmin).email));
    expect(await transactionOf(ticketed.stay_id)).toMatchObject({
      id: paid.transaction_id,
      type: 'guest',
      area_id: area.id,
      subscription_id: null,
      entry_time: entryTime,
      exit_time: new Date(exitTime),
      duration_minutes: 130,
      free_minutes: 30,
      chargeable_minutes: 130,
      hourly_rate_halalas: 500,
      amount_halalas: 1100,
      currency: 'SAR',
      payment_method_id: cashId,
      status: 'paid',
      tariff: TEST_TARIFF,
      lines: [
        { key: TARIFF_LINE.firstHour, values: {}, amount: 500 },
        { key: TARIFF_LINE.furtherHours, values: { hours: 2, fee: 300 }, amount: 600 },
      ],
      created_by: superAdminRow!.id,
    });
    const [closed] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, ticketed.stay_id));
    expect(closed).toMatchObject({
      exit_time: new Date(exitTime),
      exit_gate_id: area.exit,
      exited_by: superAdminRow!.id,
      exit_event_id: leaving.event_id,
    });
  });

  it('stays free within the free minutes, recorded with the method free, and leaves by the QR code of the ticket', async () => {
    const at = clock();
    const ticketed = await entered(area.both, { plate: 'ABJ 1002', ...IN_THE_PAST, occurred_at: at(20) });
    const free = await left(area.both, {
      qr: ticketed.ticket.qr,
      payment_method: 'card',
      ...IN_THE_PAST,
      occurred_at: at(0),
    });
    expect(free).toMatchObject({
      amount: 0,
      minutes: 20,
      payment_method: 'free',
      lines: [{ key: TARIFF_LINE.free, values: { minutes: 30 }, amount: 0 }],
    });
    expect(await transactionOf(ticketed.stay_id)).toMatchObject({
      type: 'guest',
      amount_halalas: 0,
      payment_method_id: freeId,
      free_minutes: 30,
      chargeable_minutes: 0,
    });
  });

  it('gets no free minutes on a re-entry within the cooldown of its last exit from the area', async () => {
    const at = clock();
    await entered(area.entry, { plate: 'ABJ 1003', ...IN_THE_PAST, occurred_at: at(300) });
    expect(await left(area.exit, { plate: 'ABJ 1003', ...IN_THE_PAST, occurred_at: at(290) })).toMatchObject({
      amount: 0,
      payment_method: 'free',
    });
    const again = await entered(area.entry, { plate: 'ABJ 1003', ...IN_THE_PAST, occurred_at: at(260) });
    const charged = await left(area.exit, {
      plate: 'ABJ 1003',
      ...IN_THE_PAST,
      occurred_at: at(240),
      payment_method: 'cash',
    });
    expect(charged).toMatchObject({
      amount: 5,
      minutes: 20,
      lines: [
        { key: TARIFF_LINE.cooldown, values: { minutes: 60 }, amount: 0 },
        { key: TARIFF_LINE.firstHour, values: {}, amount: 5 },
      ],
    });
    expect(await transactionOf(again.stay_id)).toMatchObject({
      amount_halalas: 500,
      free_minutes: 0,
      chargeable_minutes: 20,
    });
    // Long after the cooldown, the free minutes are back.
    await entered(area.entry, { plate: 'ABJ 1003', ...IN_THE_PAST, occurred_at: at(100) });
    expect(await left(area.exit, { plate: 'ABJ 1003', ...IN_THE_PAST, occurred_at: at(90) })).toMatchObject({
      amount: 0,
    });
  });

  it('is priced at the tariff frozen at its entry, whatever the area charges by its exit', async () => {
    const at = clock();
    const frozen = await newArea();
    const ticketed = await entered(frozen.entry, { plate: 'ABJ 1004', ...IN_THE_PAST, occurred_at: at(130) });
    const record = (await t.request({ method: 'GET', url: `/api/areas/${frozen.id}`, token: superAdmin })).json();
    expectStatus(
      await t.request({
        method: 'PUT',
        url: `/api/areas/${frozen.id}`,
        token: superAdmin,
        payload: { ...record, hourly_fee: 20, after_first_hour_fee: 10, free_minutes: 0 },
      }),
      200,
    );
    const paid = await left(frozen.exit, { plate: 'ABJ 1004', payment_method: 'cash' });
    expect(paid.amount).toBe(11);
    expect((await transactionOf(ticketed.stay_id)).tariff).toMatchObject({
      ...TEST_TARIFF,
      version_id: record.tariff_version_id,
    });
    // A stay that enters now freezes the new version.
    const now = await entered(frozen.entry, { plate: 'ABJ 1005' });
    const edited = (await t.request({ method: 'GET', url: `/api/areas/${frozen.id}`, token: superAdmin })).json();
    const [stay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, now.stay_id));
    expect(stay!.tariff).toMatchObject({ hourly_fee_halalas: 2000, version_id: edited.tariff_version_id });
  });
});

describe('an individual subscriber', () => {
  it('enters by a plate typed in Arabic letters and pays nothing, in a transaction of type subscription', async () => {
    const at = clock();
    const subscription = await activeSubscription(area.id, [['ABJ', '2001']]);
    const inside = await entered(area.entry, { plate: 'ح ب ا ٢٠٠١', ...IN_THE_PAST, occurred_at: at(200) });
    expect(inside).toMatchObject({
      type: 'subscription',
      plate: 'ABJ2001',
      subscription_id: subscription.id,
      ticket: null,
    });
    const [used] = await t.database.db
      .select({ last_used_at: subscriptions.last_used_at })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(used!.last_used_at).toEqual(new Date(inside.entry_time));
    const out = await left(area.exit, { plate: 'ABJ2001', ...IN_THE_PAST, occurred_at: at(0) });
    expect(out).toMatchObject({
      type: 'subscription',
      amount: 0,
      minutes: 200,
      lines: [],
      payment_method: 'free',
      subscription_id: subscription.id,
    });
    expect(await transactionOf(inside.stay_id)).toMatchObject({
      type: 'subscription',
      subscription_id: subscription.id,
      amount_halalas: 0,
      payment_method_id: freeId,
      free_minutes: 0,
      chargeable_minutes: 0,
      duration_minutes: 200,
    });
  });

  it('enters by the QR code, as the first of its vehicles not inside, and leaves by it', async () => {
    const subscription = await activeSubscription(area.id, [
      ['ABJ', '2002'],
      ['ABJ', '2003'],
    ]);
    expect(await entered(area.entry, { qr: subscription.qr })).toMatchObject({
      type: 'subscription',
      plate: 'ABJ2002',
      subscription_id: subscription.id,
    });
    expect(await entered(area.entry, { qr: subscription.qr })).toMatchObject({ plate: 'ABJ2003' });
    expectError(await entry(area.entry, { qr: subscription.qr }), 422, 'already_inside');
    expect(await left(area.exit, { qr: subscription.qr })).toMatchObject({
      plate: 'ABJ2002',
      amount: 0,
      payment_method: 'free',
    });
    expect(await left(area.exit, { qr: ` ${subscription.qr} ` })).toMatchObject({ plate: 'ABJ2003' });
  });

  it('is refused once expired, and by its QR code at another area (its plate enters there as a guest)', async () => {
    const other = await newArea();
    const subscription = await activeSubscription(area.id, [['ABJ', '2004']]);
    expectError(await entry(other.entry, { qr: subscription.qr }), 422, 'subscription_not_for_area');
    expect(await entered(other.entry, { plate: 'ABJ 2004' })).toMatchObject({
      type: 'guest',
      ticket: { number: expect.any(String) },
    });
    await t.database.db
      .update(subscriptions)
      .set({ start_date: '2025-01-01', end_date: '2025-01-31' })
      .where(eq(subscriptions.id, subscription.id));
    expectError(await entry(area.entry, { qr: subscription.qr }), 422, 'subscription_expired');
    expectError(await entry(area.entry, { plate: 'ABJ 2004' }), 422, 'subscription_expired');
    expectError(await entry(area.entry, { qr: 'not-a-token-of-anything' }), 422, 'unknown_qr');
    // A renewal of the same plate admits it again.
    await activeSubscription(area.id, [['ABJ', '2004']]);
    expect(await entered(area.entry, { plate: 'ABJ 2004' })).toMatchObject({ type: 'subscription' });
  });
});

describe('a company subscriber', () => {
  let company: { id: number; area: Awaited<ReturnType<typeof newArea>> };
  let subscriptionId: number;

  beforeAll(async () => {
    const placement = await companyPlacement(t, superAdmin);
    const body = companyBody(placement);
    const created = await createThrough(t, superAdmin, 'companies', body);
    const manager = await t.bearer({ email: body.admin_email, password: body.admin_password });
    const requested = await createThrough(t, manager, 'company-subscriptions', {
      subscriber_name: 'Gate Subscriber',
      phone: '0551112233',
      email: 'gate.subscriber@example.sa',
      vehicles: [
        { plate_letters: 'KSD', plate_number: '3001' },
        { plate_letters: 'KSD', plate_number: '3002', is_active: false },
      ],
    });
    expectStatus(
      await decide(t, {
        url: `/api/company-subscriptions/${requested.id}/approve`,
        token: superAdmin,
        payload: { payment_method_id: cashId },
      }),
      200,
    );
    subscriptionId = requested.id;
    company = {
      id: created.id,
      area: {
        id: placement.area_id,
        entry: await gateIn(placement.area_id, 'entry'),
        exit: await gateIn(placement.area_id, 'exit'),
        both: 0,
      },
    };
  });

  it('enters by plate as a subscriber of the company subscription, and pays nothing', async () => {
    const inside = await entered(company.area.entry, { plate: 'KSD 3001' });
    expect(inside).toMatchObject({
      type: 'subscription',
      subscription_id: null,
      company_subscription_id: subscriptionId,
      ticket: null,
    });
    const out = await left(company.area.exit, { plate: 'KSD3001' });
    expect(out).toMatchObject({ type: 'subscription', amount: 0, company_subscription_id: subscriptionId });
    expect(await transactionOf(inside.stay_id)).toMatchObject({
      type: 'subscription',
      company_subscription_id: subscriptionId,
      payment_method_id: freeId,
    });
    // A vehicle the company switched off is nobody's subscriber: a guest.
    expect(await entered(company.area.entry, { plate: 'KSD 3002' })).toMatchObject({ type: 'guest' });
  });

  it('is refused while the company is deactivated, outside its quota validity, or before the subscription starts', async () => {
    await t.database.db.update(companies).set({ is_active: false }).where(eq(companies.id, company.id));
    expectError(await entry(company.area.entry, { plate: 'KSD 3001' }), 422, 'company_inactive');
    await t.database.db
      .update(companies)
      .set({ is_active: true, quota_valid_from: '2024-01-01', quota_valid_to: '2024-12-31' })
      .where(eq(companies.id, company.id));
    expectError(await entry(company.area.entry, { plate: 'KSD 3001' }), 422, 'company_quota_not_active');
    await t.database.db
      .update(companies)
      .set({ quota_valid_from: '2024-01-01', quota_valid_to: '2099-12-31' })
      .where(eq(companies.id, company.id));
    await t.database.db
      .update(companySubscriptions)
      .set({ start_date: '2099-01-01', end_date: '2099-12-31' })
      .where(eq(companySubscriptions.id, subscriptionId));
    expectError(await entry(company.area.entry, { plate: 'KSD 3001' }), 422, 'subscription_not_active');
    // At another area the company's plate is a guest.
    expect(await entered(area.entry, { plate: 'KSD 3001' })).toMatchObject({ type: 'guest' });
  });

  it('enters under its own newest individual subscription when the plate is also a company vehicle', async () => {
    await t.database.db
      .update(companySubscriptions)
      .set({ start_date: '2024-01-01', end_date: '2099-12-31' })
      .where(eq(companySubscriptions.id, subscriptionId));
    await activeSubscription(company.area.id, [['KSD', '3001']]);
    const renewal = await activeSubscription(company.area.id, [['KSD', '3001']]);
    expect(await entered(company.area.entry, { plate: 'KSD 3001' })).toMatchObject({
      type: 'subscription',
      subscription_id: renewal.id,
      company_subscription_id: null,
    });
  });
});

describe('refusals', () => {
  it('refuses a closed gate, a closed area, and a gate of the other direction', async () => {
    const closed = await gateIn(area.id, 'entry', { status: 'maintenance' });
    expectError(await entry(closed, { plate: 'ABJ 4001' }), 422, 'gate_closed');
    expectError(await entry(area.exit, { plate: 'ABJ 4001' }), 422, 'not_entry_gate');
    expectError(await exit(area.entry, { plate: 'ABJ 4001' }), 422, 'not_exit_gate');
    const shut = await newArea({ is_active: false });
    expectError(await entry(shut.entry, { plate: 'ABJ 4001' }), 422, 'gate_closed');
    expectError(await entry(999_999, { plate: 'ABJ 4001' }), 404, 'not_found');
    expect(await countRows(t.database.db, vehicles, eq(vehicles.plate, 'ABJ4001'))).toBe(0);
  });

  it('refuses a vehicle already inside (one open stay per plate and area, also in the database)', async () => {
    await entered(area.entry, { plate: 'ABJ 4002' });
    expectError(await entry(area.both, { plate: 'abj4002' }), 422, 'already_inside');
    const [stay] = await t.database.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.plate, 'ABJ4002'), isNull(vehicles.exit_time)));
    const { id: _id, guest_ticket_number: _number, guest_qr_hash: _hash, entry_event_id: _event, ...copy } = stay!;
    await expect(t.database.db.insert(vehicles).values(copy)).rejects.toThrow();
  });

  it('refuses each full capacity: guest tickets, subscribers, then the whole area', async () => {
    const small = await newArea({ max_capacity: 3, subscription_capacity: 1, guest_ticket_capacity: 1 });
    await activeSubscription(small.id, [
      ['ABJ', '4101'],
      ['ABJ', '4102'],
      ['ABJ', '4103'],
    ]);
    await entered(small.entry, { plate: 'ABJ 4100' });
    expectError(await entry(small.entry, { plate: 'ABJ 4199' }), 422, 'guest_tickets_full');
    await entered(small.entry, { plate: 'ABJ 4101' });
    expectError(await entry(small.entry, { plate: 'ABJ 4102' }), 422, 'subscription_capacity_full');
    const full = await newArea({ max_capacity: 1, subscription_capacity: 1, guest_ticket_capacity: 1 });
    await entered(full.entry, { plate: 'ABJ 4200' });
    expectError(await entry(full.entry, { plate: 'ABJ 4201' }), 422, 'area_full');
    // A space freed is a space again.
    await left(full.exit, { plate: 'ABJ 4200' });
    await entered(full.entry, { plate: 'ABJ 4201' });
  });

  it('refuses an exit of a vehicle that is not inside this area, and an exit before the entry', async () => {
    const at = clock();
    expectError(await exit(area.exit, { plate: 'ABJ 4300' }), 422, 'not_inside');
    expectError(await exit(area.exit, { ticket: 'AAAA-AAAA' }), 422, 'not_inside');
    expectError(await exit(area.exit, { qr: 'nothing-at-all' }), 422, 'not_inside');
    const elsewhere = await newArea();
    await entered(elsewhere.entry, { plate: 'ABJ 4301', ...IN_THE_PAST, occurred_at: at(30) });
    expectError(await exit(area.exit, { plate: 'ABJ 4301' }), 422, 'not_inside');
    expectError(
      await exit(elsewhere.exit, { plate: 'ABJ 4301', ...IN_THE_PAST, occurred_at: at(31) }),
      422,
      'exit_before_entry',
    );
  });

  it('refuses bad input as field errors: a time ahead of the lane clock drift, none or two of what is presented, a bad ticket', async () => {
    const ahead = new Date(Date.now() + 3 * MINUTE).toISOString();
    expectValidationError(await entry(area.entry, { plate: 'ABJ 4400', occurred_at: ahead }), {
      occurred_at: 'ps.validation.not_in_future',
    });
    expect(
      await entered(area.entry, {
        plate: 'ABJ 4400',
        ...IN_THE_PAST,
        occurred_at: new Date(Date.now() + MINUTE).toISOString(),
      }),
    ).toMatchObject({ type: 'guest' });
    expectValidationError(await entry(area.entry, { plate: 'ABJ 4402', occurred_at: '1000-01-01T00:00:00Z' }), {
      occurred_at: 'ps.validation.date_time',
    });
    expectValidationError(await exit(area.exit, { plate: 'ABJ 4400', occurred_at: clock()(8 * 24 * 60) }), {
      occurred_at: 'ps.validation.too_long_ago',
    });
    expectValidationError(await entry(area.entry, {}), { plate: 'ps.validation.plate_qr_or_card' });
    expectValidationError(await entry(area.entry, { plate: 'ABJ 4401', qr: 'x' }), {
      plate: 'ps.validation.plate_qr_or_card',
    });
    expectValidationError(await exit(area.exit, { plate: 'ABJ 4401', ticket: 'AAAA-AAAA' }), {
      plate: 'ps.validation.plate_qr_ticket_or_card',
    });
    expectValidationError(await exit(area.exit, { ticket: 'OOOO-1111' }), { ticket: 'ps.validation.ticket_number' });
    expectValidationError(await entry(area.entry, { plate: 'ABC 12' }), {
      plate: { message: 'ps.validation.plate_letter', args: { letter: 'C' } },
    });
    expectValidationError(await entry(area.entry, { plate: 'ABJ 4402', ticket: 'AAAA-AAAA' }), {
      body: 'ps.validation.invalid_choice',
    });
    expectValidationError(await exit(area.exit, { plate: 'ABJ 4402', payment_method: 'gold' }), {
      payment_method: 'ps.validation.invalid_choice',
    });
    expectValidationError(await entry(area.entry, { plate: 'ABJ 4402', event_id: '' }), {
      event_id: 'ps.validation.required',
    });
  });
});

describe('an event sent twice', () => {
  it('enters once: the repeat answers the first answer, without the ticket QR value, and writes nothing', async () => {
    const payload = { gate_id: area.entry, event_id: nextEvent(), plate: 'ABJ 5001' };
    const first = expectStatus(
      await t.request({ method: 'POST', url: '/api/gate/entries', token: superAdmin, payload }),
      201,
    );
    const again = expectStatus(
      await t.request({ method: 'POST', url: '/api/gate/entries', token: admin, payload }),
      201,
    );
    expect(again).toEqual({ ...first, ticket: { number: first.ticket.number, qr: null, pay_url: null } });
    expect(await countRows(t.database.db, vehicles, eq(vehicles.plate, 'ABJ5001'))).toBe(1);
    expect(await countRows(t.database.db, gateEvents, eq(gateEvents.event_id, payload.event_id))).toBe(1);
    expect(
      JSON.stringify(
        (await t.database.db.select().from(gateEvents).where(eq(gateEvents.event_id, payload.event_id)))[0],
      ),
    ).not.toContain(first.ticket.qr);
    // Another operation or gate may not reuse the id.
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/gate/exits',
        token: superAdmin,
        payload: { ...payload, gate_id: area.exit },
      }),
      409,
      'event_id_reused',
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/gate/entries',
        token: superAdmin,
        payload: { ...payload, gate_id: area.both },
      }),
      409,
      'event_id_reused',
    );
  });

  it('leaves once: the repeat answers the first answer and makes no second transaction', async () => {
    const at = clock();
    const inside = await entered(area.entry, { plate: 'ABJ 5002', ...IN_THE_PAST, occurred_at: at(90) });
    const payload = { gate_id: area.exit, event_id: nextEvent(), plate: 'ABJ 5002', payment_method: 'card' };
    const first = expectStatus(
      await t.request({ method: 'POST', url: '/api/gate/exits', token: superAdmin, payload }),
      200,
    );
    expect(first).toMatchObject({ amount: 8, payment_method: 'card' });
    const again = expectStatus(
      await t.request({ method: 'POST', url: '/api/gate/exits', token: superAdmin, payload }),
      200,
    );
    expect(again).toEqual(first);
    await transactionOf(inside.stay_id);
  });
});

describe('who operates a gate', () => {
  it('lets a gate employee operate the gates of their own area only, and admins any', async () => {
    const employee = demoAccount(ROLE.gateEmployee);
    const [own] = await t.database.db
      .select({ gate_id: users.gate_id })
      .from(users)
      .where(eq(users.email, employee.email));
    const token = await t.bearer(ROLE.gateEmployee);
    expect(await entered(own!.gate_id!, { plate: 'ABJ 6001' }, token)).toMatchObject({ type: 'guest' });
    expectError(await entry(area.entry, { plate: 'ABJ 6002' }, token), 403, 'gate_not_in_your_area');
    expectError(await exit(area.exit, { plate: 'ABJ 6002' }, token), 403, 'gate_not_in_your_area');
    expect(await entered(area.entry, { plate: 'ABJ 6002' }, admin)).toMatchObject({ type: 'guest' });
  });

  it('refuses a company manager (no home_access) and anyone signed out', async () => {
    const manager = await t.bearer(ROLE.companyManager);
    expectError(await entry(area.entry, { plate: 'ABJ 6003' }, manager), 403, 'forbidden');
    expectError(await exit(area.exit, { plate: 'ABJ 6003' }, manager), 403, 'forbidden');
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/gate/entries',
        payload: { gate_id: area.entry, event_id: nextEvent(), plate: 'ABJ 6003' },
      }),
      401,
      'unauthorized',
    );
  });
});

describe('at the same time (PostgreSQL)', () => {
  it('lets exactly one of six entries at two gates take the last space', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const last = await newArea({ max_capacity: 5, subscription_capacity: 5, guest_ticket_capacity: 5 });
    for (const number of [7001, 7002, 7003, 7004]) await entered(last.entry, { plate: `ABJ ${number}` });
    // While the test holds the area's row, the entries meet there: at the entry's lock, or without
    // it at their new stay's foreign key, having counted the same four stays.
    const answers = await whileLockHeld(
      t.database.db,
      sql`select id from areas where id = ${last.id} for update`,
      () =>
        Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            entry(index % 2 ? last.entry : last.both, { plate: `ABJ ${7100 + index}` }),
          ),
        ),
      6,
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, ...Array<number>(5).fill(422)]);
    expect(answers.filter((answer) => answer.statusCode === 422).map((answer) => answer.json().code)).toEqual(
      Array(5).fill('area_full'),
    );
    expect(
      await countRows(t.database.db, vehicles, and(eq(vehicles.area_id, last.id), isNull(vehicles.exit_time))),
    ).toBe(5);
  });

  it('lets no car into an area whose deactivation commits while the entry waits for it', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const closing = await newArea();
    // The entry waits at the area's lock while the deactivation holds the row, and once that
    // commits reads the row as the lock finds it.
    const answer = await whileLockHeld(
      t.database.db,
      sql`update areas set is_active = false where id = ${closing.id}`,
      () => entry(closing.entry, { plate: 'ABJ 7400' }),
      1,
    );
    expectError(answer, 422, 'gate_closed');
    expect(await countRows(t.database.db, vehicles, eq(vehicles.area_id, closing.id))).toBe(0);
  });

  it('refuses the second of two entries of one plate at two gates at once as already inside', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const both = await newArea();
    // Both wait at the area's lock; the second counts once the first has committed the plate's stay.
    const answers = await whileLockHeld(
      t.database.db,
      sql`select id from areas where id = ${both.id} for update`,
      () => Promise.all([both.entry, both.both].map((gate) => entry(gate, { plate: 'ABJ 7401' }))),
      2,
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().code).toBe('already_inside');
  });

  it('answers ten sends of one entry event at once alike, from one stay', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const payload = { gate_id: area.entry, event_id: nextEvent(), plate: 'ABJ 7300' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({ method: 'POST', url: '/api/gate/entries', token: superAdmin, payload }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().stay_id)).size).toBe(1);
    expect(await countRows(t.database.db, vehicles, eq(vehicles.plate, 'ABJ7300'))).toBe(1);
  });

  it('tells the fee of a stay whose row another holds without waiting for it, and writes nothing', async (context) => {
    const at = clock();
    if (t.database.kind !== 'postgres') context.skip();
    const inside = await entered(area.entry, { plate: 'ABJ 7402', ...IN_THE_PAST, occurred_at: at(130) });
    // A validation being given holds the stay's row: the fee is asked outside the exit's transaction, which would wait for it.
    const held = await holdLock(t.database.db, sql`select id from vehicles where id = ${inside.stay_id} for update`);
    const payload = { gate_id: area.exit, event_id: nextEvent(), plate: 'ABJ 7402' };
    const asked = await t
      .request({ method: 'POST', url: '/api/gate/exits', token: superAdmin, payload })
      .finally(() => held.release());
    expectError(asked, 422, 'payment_method_required');
    expect(asked.json().quote.amount).toBeGreaterThan(0);
    expect(await countRows(t.database.db, gateEvents, eq(gateEvents.event_id, payload.event_id))).toBe(0);
    expect(await left(area.exit, { ...payload, payment_method: 'cash' })).toMatchObject({
      stay_id: inside.stay_id,
      amount: asked.json().quote.amount,
    });
  });

  it('closes a stay once when six exits of it come at once', async (context) => {
    const at = clock();
    if (t.database.kind !== 'postgres') context.skip();
    const inside = await entered(area.entry, { plate: 'ABJ 7200', ...IN_THE_PAST, occurred_at: at(10) });
    // While the test holds the stay's row, the exits meet there: at the exit's lock, or without it
    // at the stay's close, having read it open.
    const answers = await whileLockHeld(
      t.database.db,
      sql`select id from vehicles where id = ${inside.stay_id} for update`,
      () =>
        Promise.all(
          Array.from({ length: 6 }, (_, index) => exit(index % 2 ? area.exit : area.both, { plate: 'ABJ 7200' })),
        ),
      6,
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, ...Array<number>(5).fill(422)]);
    expect(answers.filter((answer) => answer.statusCode === 422).map((answer) => answer.json().code)).toEqual(
      Array(5).fill('not_inside'),
    );
    await transactionOf(inside.stay_id);
  });
});
