import { isDeepStrictEqual } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { priceStay, type Tariff, type TariffLine } from '../../domain/tariff';
import { withValidations } from '../../domain/merchant-validation';
import { ROLE } from '../../domain/roles';
import { gateEntrySchema, gateExitSchema } from '../../domain/schemas/gate-operations';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, type DatabaseHandle } from '../db/client';
import { areas, gateTypes, users } from '../db/schema';
import { seedDatabase } from './';
import { DEMO_STAY_DAYS, planDemoTraffic } from './demo-traffic';
import { seedDemoValidations } from './demo-merchants';
import { seededRandom } from './seeded-random';
import { GATE_EVENT_RETENTION_MS } from '../features/gate/gate-event-retention';
import { createTestApp, type TestApp } from '../test/harness';
import { queryRows } from '../test/sql';
import { decide } from '../test/decisions';

let database: DatabaseHandle | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function emptyDatabase() {
  database = await openPglite();
  await database.migrate();
  return database.db;
}

describe('seeding an empty database', () => {
  it('with SEED_DEMO=false creates only the first super admin, who can sign in', async () => {
    const db = await emptyDatabase();
    const outcome = await seedDatabase(db, {
      demo: false,
      adminEmail: 'Owner@Parking.sa',
      adminPassword: 'Owner#2026x',
    });
    expect(outcome).toBe('first-admin');
    expect((await db.select({ total: count() }).from(areas))[0]!.total).toBe(0);
    expect((await db.select({ total: count() }).from(gateTypes))[0]!.total).toBe(3);

    const app = await buildApp({ config: loadConfig({ STATIC_DIR: '/nonexistent' }), db, logger: false });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@parking.sa', password: 'Owner#2026x' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toEqual({ role_id: 1, name: 'super_admin' });
    await app.close();
  });

  it('without demo data or an admin leaves the database empty but for reference data', async () => {
    const db = await emptyDatabase();
    expect(await seedDatabase(db, { demo: false })).toBe('empty');
    expect((await db.select({ total: count() }).from(users))[0]!.total).toBe(0);
  });

  it('never seeds a database that already has users', async () => {
    const db = await emptyDatabase();
    await seedDatabase(db, { demo: false, adminEmail: 'owner@parking.sa', adminPassword: 'Owner#2026x' });
    expect(await seedDatabase(db, { demo: true })).toBe('existing');
    expect((await db.select({ total: count() }).from(areas))[0]!.total).toBe(0);
    expect((await db.select({ total: count() }).from(users))[0]!.total).toBe(1);
  });
});

describe('the demo stays', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { fullDemo: true });
  }, 120_000);
  afterAll(() => t.close());

  const rowsOf = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(t.database.db, query);

  it('has merchants in one area that validated closed stays, a prepaid balance that is its top-ups less its validations, and a validator', async () => {
    const merchants = await rowsOf<{
      area_id: number;
      billing_mode: string;
      balance: number;
      topped_up: number;
      validated: number;
      validations: number;
      open: number;
      offers: number;
    }>(sql`
      select m.area_id, m.billing_mode, m.balance_halalas as balance,
        (select coalesce(sum(amount_halalas), 0)::int from merchant_top_ups where merchant_id = m.id) as topped_up,
        (select coalesce(sum(amount_halalas), 0)::int from merchant_validations where merchant_id = m.id) as validated,
        (select count(*)::int from merchant_validations where merchant_id = m.id) as validations,
        (select count(*)::int from merchant_validations mv join vehicles v on v.id = mv.stay_id where mv.merchant_id = m.id and (v.exit_time is null or mv.transaction_id is null)) as open,
        (select count(*)::int from merchant_offers where merchant_id = m.id) as offers
      from merchants m order by m.id`);
    expect(merchants).toHaveLength(3);
    expect(new Set(merchants.map((merchant) => merchant.area_id)).size).toBe(1);
    for (const merchant of merchants) {
      expect(merchant.offers).toBeGreaterThan(0);
      expect(merchant.validations).toBeGreaterThan(0);
      expect(merchant.open).toBe(0);
      expect(merchant.balance).toBe(merchant.billing_mode === 'prepaid' ? merchant.topped_up - merchant.validated : 0);
    }
    const [validator] = await rowsOf<{ merchant_id: number | null }>(
      sql`select merchant_id from users where email = 'validator@demo.sa' and role_id = ${ROLE.validator}`,
    );
    expect(validator!.merchant_id).not.toBeNull();
  });

  it('has vehicles inside every area now, within its capacities: guests with a ticket and subscribers of the area', async () => {
    const occupancy = await rowsOf<{
      name: string;
      max_capacity: number;
      guest_ticket_capacity: number;
      subscription_capacity: number;
      guests: number;
      subscribers: number;
    }>(sql`
      select a.name, a.max_capacity, a.guest_ticket_capacity, a.subscription_capacity,
        (count(v.id) filter (where v.type = 'guest'))::int as guests, (count(v.id) filter (where v.type = 'subscription'))::int as subscribers
      from areas a left join vehicles v on v.area_id = a.id and v.exit_time is null group by a.id order by a.id`);
    expect(occupancy).toHaveLength(6);
    for (const area of occupancy) {
      expect(area.guests, area.name).toBeGreaterThan(0);
      expect(area.guests, area.name).toBeLessThanOrEqual(area.guest_ticket_capacity);
      expect(area.subscribers, area.name).toBeLessThanOrEqual(area.subscription_capacity);
      expect(area.guests + area.subscribers, area.name).toBeLessThanOrEqual(area.max_capacity);
    }
    expect(occupancy.filter((area) => area.subscribers > 0).length).toBeGreaterThanOrEqual(4);

    const [tickets] = await rowsOf<{ guests: number; numbered: number; distinct_numbers: number }>(sql`
      select count(*)::int as guests, count(guest_ticket_number)::int as numbered, count(distinct guest_ticket_number)::int as distinct_numbers
      from vehicles where type = 'guest' and exit_time is null`);
    expect(tickets!.numbered).toBe(tickets!.guests);
    expect(tickets!.distinct_numbers).toBe(tickets!.guests);
    // A subscriber inside is a vehicle of an approved subscription of that area, individual or a company's.
    const strangers = await rowsOf<{ plate: string }>(sql`
      select v.plate from vehicles v where v.type = 'subscription' and v.exit_time is null and not exists (
        select 1 from subscription_vehicles sv join subscriptions s on s.id = sv.subscription_id
        where s.status = 'active' and s.area_id = v.area_id and sv.plate_letters || sv.plate_number = v.plate
        union all
        select 1 from company_subscription_vehicles cv join company_subscriptions cs on cs.id = cv.subscription_id join companies c on c.id = cs.company_id
        where cs.status = 'active' and coalesce(cs.area_id, c.area_id) = v.area_id and cv.plate_letters || cv.plate_number = v.plate)`);
    expect(strangers).toEqual([]);
  });

  it('never has a plate in two places at once, and enters and leaves each area by its own gates', async () => {
    const doubled = await rowsOf<{ plate: string }>(sql`
      select a.plate from vehicles a join vehicles b on b.plate = a.plate and b.id <> a.id
      where a.entry_time < coalesce(b.exit_time, 'infinity') and b.entry_time < coalesce(a.exit_time, 'infinity')`);
    expect(doubled).toEqual([]);
    const [openTwice] = await rowsOf<{ plates: number }>(sql`
      select count(*)::int as plates from (select plate from vehicles where exit_time is null group by plate, area_id having count(*) > 1) twice`);
    expect(openTwice!.plates).toBe(0);
    const wrongGates = await rowsOf<{ id: number }>(sql`
      select v.id from vehicles v
        left join gates eg on eg.id = v.entry_gate_id left join gate_types et on et.id = eg.gate_type_id
        left join gates xg on xg.id = v.exit_gate_id left join gate_types xt on xt.id = xg.gate_type_id
      where v.entered_by is not null and (eg.area_id is distinct from v.area_id or et.code = 'exit'
        or (v.exit_time is not null and v.forced_exit_reason is null and (xg.area_id is distinct from v.area_id or xt.code = 'entry')))`);
    expect(wrongGates).toEqual([]);
  });

  it('closes the past days with exactly one paid transaction per stay, priced by the tariff frozen on it less its validations', async () => {
    const closed = await rowsOf<{
      id: number;
      type: string;
      tariff: Tariff;
      entry_time: string;
      exit_time: string;
      previous_exit: string | null;
      forced_exit_reason: string | null;
      payments: number;
      payment_type: string;
      amount: number;
      minutes: number;
      lines: TariffLine[];
      method: string;
      status: string;
      payment_tariff: Tariff;
      validations: Array<{ amount_halalas: number }>;
    }>(sql`
      with stays as (
        -- A plate is in one place at a time (tested above), so its stay before this one in the area left before this one entered.
        select v.*, lag(v.exit_time) over (partition by v.plate, v.area_id order by v.entry_time) as previous_exit from vehicles v
      )
      select v.id, v.type, v.tariff, v.entry_time, v.exit_time, v.forced_exit_reason, v.previous_exit,
        count(*) over (partition by v.id)::int as payments,
        p.type as payment_type, p.amount_halalas as amount, p.duration_minutes as minutes, p.lines, m.code as method, p.status, p.tariff as payment_tariff,
        (select coalesce(json_agg(json_build_object('amount_halalas', mv.amount_halalas) order by mv.id), '[]') from merchant_validations mv where mv.stay_id = v.id) as validations
      from stays v join payment_transactions p on p.vehicle_id = v.id and p.refund_of_id is null join payment_methods m on m.id = p.payment_method_id
      where v.exit_time is not null`);
    const [stays] = await rowsOf<{ closed: number; days: number; unpaid_open: number }>(sql`
      select count(*) filter (where exit_time is not null)::int as closed,
        count(distinct (entry_time at time zone 'Asia/Riyadh')::date) filter (where exit_time is not null)::int as days,
        (select count(*)::int from payment_transactions p join vehicles o on o.id = p.vehicle_id where o.exit_time is null) as unpaid_open
      from vehicles`);
    expect(closed).toHaveLength(stays!.closed);
    expect(stays!.days).toBeGreaterThanOrEqual(DEMO_STAY_DAYS);
    expect(stays!.unpaid_open).toBe(0);
    expect(closed.length).toBeGreaterThan(1000);

    // Compared without an expect per stay: tens of thousands of them take longer than the test's time.
    const mismatches = closed.flatMap((stay) => {
      const waived = stay.forced_exit_reason !== null && stay.lines.length === 0;
      const price = withValidations(
        priceStay(stay.tariff, {
          entry: new Date(stay.entry_time),
          exit: new Date(stay.exit_time),
          previousExit: stay.previous_exit ? new Date(stay.previous_exit) : undefined,
        }),
        stay.validations,
      );
      const expected =
        stay.type === 'subscription' || waived
          ? { amount: 0, lines: [] }
          : { amount: price.amount, lines: price.lines };
      const wanted = {
        payments: 1,
        status: 'paid',
        type: stay.type,
        tariff: stay.tariff,
        ...expected,
        minutes: price.minutes,
        free: expected.amount === 0,
      };
      const found = {
        payments: stay.payments,
        status: stay.status,
        type: stay.payment_type,
        tariff: stay.payment_tariff,
        amount: stay.amount,
        lines: stay.lines,
        minutes: stay.minutes,
        free: stay.method === 'free',
      };
      return isDeepStrictEqual(found, wanted) ? [] : [{ stay: stay.id, found, wanted }];
    });
    expect(mismatches.slice(0, 3)).toEqual([]);
    expect(closed.filter((stay) => stay.amount > 0).length).toBeGreaterThan(closed.length / 2);
    // Some stays are short (free), some run overnight.
    expect(closed.some((stay) => stay.minutes <= 30)).toBe(true);
    expect(closed.some((stay) => stay.minutes >= 12 * 60)).toBe(true);
  });

  it('covers the last 90 days in every area, on the days and at the hours each kind of place is busy', async () => {
    const areasSeen = await rowsOf<{
      name: string;
      days: number;
      working_day: number;
      weekend_day: number;
      early: number;
      morning: number;
    }>(sql`
      select a.name, count(distinct (v.entry_time at time zone 'Asia/Riyadh')::date)::int as days,
        (count(*) filter (where extract(isodow from v.entry_time at time zone 'Asia/Riyadh') not in (5, 6)) / 5.0)::float as working_day,
        (count(*) filter (where extract(isodow from v.entry_time at time zone 'Asia/Riyadh') in (5, 6)) / 2.0)::float as weekend_day,
        (count(*) filter (where extract(hour from v.entry_time at time zone 'Asia/Riyadh') between 1 and 4))::int as early,
        (count(*) filter (where extract(hour from v.entry_time at time zone 'Asia/Riyadh') between 7 and 10))::int as morning
      from areas a join vehicles v on v.area_id = a.id and v.type = 'guest' group by a.id`);
    expect(areasSeen).toHaveLength(6);
    for (const area of areasSeen) {
      expect(area.days, area.name).toBeGreaterThanOrEqual(DEMO_STAY_DAYS);
      expect(area.morning, area.name).toBeGreaterThan(area.early);
    }
    // Offices empty at the Saudi weekend (Friday and Saturday); the seafront fills.
    const tower = areasSeen.find((area) => area.name === 'King Fahd Road Tower')!;
    expect(tower.weekend_day).toBeLessThan(tower.working_day * 0.6);
    const corniche = areasSeen.find((area) => area.name === 'Jeddah Corniche')!;
    expect(corniche.weekend_day).toBeGreaterThan(corniche.working_day * 1.2);
  });

  it('never has an area past a capacity at any moment of the days, counting entries and exits in time order', async () => {
    const peaks = await rowsOf<{
      name: string;
      max_capacity: number;
      subscription_capacity: number;
      guest_ticket_capacity: number;
      inside: number;
      guests: number;
      subscribers: number;
    }>(sql`
      with moves as (
        select area_id, type, entry_time as at, 1 as delta from vehicles
        union all
        select area_id, type, exit_time, -1 from vehicles where exit_time is not null
      ), counted as (
        -- One that leaves at the instant another enters has left: exits first.
        select area_id, type,
          sum(delta) over (partition by area_id order by at, delta rows unbounded preceding) as inside,
          sum(delta) over (partition by area_id, type order by at, delta rows unbounded preceding) as of_type
        from moves
      )
      select a.name, a.max_capacity, a.subscription_capacity, a.guest_ticket_capacity, max(c.inside)::int as inside,
        coalesce(max(c.of_type) filter (where c.type = 'guest'), 0)::int as guests,
        coalesce(max(c.of_type) filter (where c.type = 'subscription'), 0)::int as subscribers
      from areas a join counted c on c.area_id = a.id group by a.id`);
    expect(peaks).toHaveLength(6);
    for (const area of peaks) {
      expect(area.inside, area.name).toBeLessThanOrEqual(area.max_capacity);
      expect(area.guests, area.name).toBeLessThanOrEqual(area.guest_ticket_capacity);
      expect(area.subscribers, area.name).toBeLessThanOrEqual(area.subscription_capacity);
    }
  });

  it('pays back a few charged guest payments, in full or in part, never more than they paid, linked to them, audited', async () => {
    const refunds = await rowsOf<{
      id: number;
      amount: number;
      status: string;
      notes: string | null;
      created_at: string;
      role_id: number;
      vehicle_id: number | null;
      entry_time: string | null;
      type: string;
      area_id: number;
      paid: number;
      paid_at: string;
      paid_status: string;
      paid_for: number | null;
      paid_entry: string | null;
      paid_type: string;
      paid_area: number;
      refund_of_refund: boolean;
      refunded: number;
      audited: boolean;
    }>(sql`
      select r.id, r.amount_halalas as amount, r.status, r.notes, r.created_at, u.role_id, r.vehicle_id, r.entry_time, r.type, r.area_id,
        o.amount_halalas as paid, o.created_at as paid_at, o.status as paid_status, o.vehicle_id as paid_for, o.entry_time as paid_entry, o.type as paid_type, o.area_id as paid_area,
        o.refund_of_id is not null as refund_of_refund,
        (select sum(x.amount_halalas) from payment_transactions x where x.refund_of_id = o.id)::int as refunded,
        exists (select 1 from audit_log l where l.resource = 'payment-transactions' and l.action = 'create' and l.record_id = r.id and l.actor_id = r.created_by) as audited
      from payment_transactions r join payment_transactions o on o.id = r.refund_of_id join users u on u.id = r.created_by`);
    const [{ charged }] = (await rowsOf<{ charged: number }>(sql`
      select count(*)::int as charged from payment_transactions where type = 'guest' and status = 'paid' and amount_halalas > 0 and refund_of_id is null`)) as [
      { charged: number },
    ];
    // About one in 150.
    expect(refunds.length).toBeGreaterThan(charged / 300);
    expect(refunds.length).toBeLessThan(charged / 75);
    const now = Date.now();
    for (const refund of refunds) {
      const label = `refund ${refund.id}`;
      expect(refund.amount, label).toBeLessThan(0);
      expect(-refund.refunded, label).toBeLessThanOrEqual(refund.paid);
      expect(refund, label).toMatchObject({
        status: 'paid',
        role_id: ROLE.admin,
        paid_status: 'paid',
        refund_of_refund: false,
        audited: true,
        type: 'guest',
        paid_type: 'guest',
      });
      // The stay the payment paid for, as the table demands of a refund of a stay's payment.
      expect({ vehicle_id: refund.vehicle_id, entry_time: refund.entry_time, area_id: refund.area_id }, label).toEqual({
        vehicle_id: refund.paid_for,
        entry_time: refund.paid_entry,
        area_id: refund.paid_area,
      });
      expect(refund.notes?.trim(), label).toBeTruthy();
      expect(Date.parse(refund.created_at), label).toBeGreaterThan(Date.parse(refund.paid_at));
      expect(Date.parse(refund.created_at), label).toBeLessThanOrEqual(now);
    }
    expect(refunds.some((refund) => -refund.amount === refund.paid)).toBe(true);
    expect(refunds.some((refund) => -refund.amount < refund.paid)).toBe(true);
  });

  it("closes the gate employees' shifts of the last days over their gate payments, one short with its reason, and keeps the demo gate account's open", async () => {
    const shifts = await rowsOf<{
      status: string;
      employee_email: string;
      has_difference: boolean | null;
      difference_halalas: number | null;
      difference_reason: string | null;
      expected_cash: number | null;
      float_halalas: number;
      taken_cash: number;
      payments: number;
      outside: number;
    }>(sql`
      select s.status, u.email as employee_email, s.has_difference, s.difference_halalas, s.difference_reason, s.float_halalas,
        (select (line->>'expected')::int from jsonb_array_elements(s.reconciliation) line where line->>'payment_method' = 'cash') as expected_cash,
        (select coalesce(sum(p.amount_halalas), 0)::int from payment_transactions p join payment_methods m on m.id = p.payment_method_id
          where p.cashier_shift_id = s.id and m.code = 'cash') as taken_cash,
        (select count(*)::int from payment_transactions p where p.cashier_shift_id = s.id) as payments,
        (select count(*)::int from payment_transactions p where p.cashier_shift_id = s.id
          and (p.created_by <> s.employee_id or p.created_at not between s.opened_at and s.closed_at)) as outside
      from cashier_shifts s join users u on u.id = s.employee_id`);
    const closed = shifts.filter((shift) => shift.status === 'closed');
    expect(closed.length).toBeGreaterThan(3);
    for (const shift of closed) {
      expect(shift.payments).toBeGreaterThan(0);
      expect(shift.outside).toBe(0);
      expect(shift.expected_cash).toBe(shift.float_halalas + shift.taken_cash);
    }
    const short = closed.filter((shift) => shift.has_difference);
    expect(short).toEqual([
      expect.objectContaining({ difference_halalas: -500, difference_reason: expect.any(String) }),
    ]);
    expect(shifts.filter((shift) => shift.status === 'open')).toEqual([
      expect.objectContaining({ employee_email: 'gate@demo.sa', payments: 0 }),
    ]);
  });

  it('has subscriptions paid all through the days: regulars renewing their month at the office', async () => {
    const months = await rowsOf<{ months_ago: number; payments: number; sar: number }>(sql`
      select floor(extract(epoch from now() - created_at) / (30 * 86400))::int as months_ago, count(*)::int as payments, (sum(amount_halalas) / 100)::float as sar
      from payment_transactions where vehicle_id is null and type = 'subscription' and created_at > now() - interval '90 days'
      group by 1 order by 1`);
    expect(months.map((month) => month.months_ago)).toEqual([0, 1, 2]);
    for (const month of months) expect(month.payments, `${month.months_ago} months ago`).toBeGreaterThanOrEqual(10);
  });

  it("keeps the gate events the retention keeps, each the answer its gate gave, and the older stays their events' ids", async () => {
    const events = await rowsOf<{
      event_id: string;
      kind: string;
      gate_id: number;
      created_at: string;
      answer: Record<string, unknown>;
      stay_id: number;
      entry_gate_id: number;
      exit_gate_id: number | null;
      entry_time: string;
      exit_time: string | null;
      entry_event_id: string;
      ticket: string | null;
      payment_id: number | null;
      amount: number | null;
      method: string | null;
    }>(sql`
      select e.event_id, e.kind, e.gate_id, e.created_at, e.answer, v.id as stay_id, v.entry_gate_id, v.exit_gate_id, v.entry_time, v.exit_time, v.entry_event_id,
        v.guest_ticket_number as ticket, p.id as payment_id, p.amount_halalas as amount, m.code as method
      from gate_events e join vehicles v on v.id = (e.answer->>'stay_id')::int and e.event_id in (v.entry_event_id, v.exit_event_id)
        left join payment_transactions p on p.vehicle_id = v.id and p.refund_of_id is null and e.kind = 'exit' left join payment_methods m on m.id = p.payment_method_id`);
    const [stored] = await rowsOf<{ events: number }>(sql`select count(*)::int as events from gate_events`);
    expect(events).toHaveLength(stored!.events);
    expect(events.length).toBeGreaterThan(1000);
    const times = events.map((event) => Date.parse(event.created_at));
    const [oldest, newest] = [Math.min(...times), Math.max(...times)];
    // From the retention's edge up to now, and nothing older. The demo's nights are quiet: at night
    // the newest event, and the oldest kept, may each lie some hours inside the window.
    expect(newest - oldest).toBeLessThanOrEqual(GATE_EVENT_RETENTION_MS);
    expect(newest - oldest).toBeGreaterThan(GATE_EVENT_RETENTION_MS - 12 * 60 * 60_000);
    for (const event of events) {
      const label = `event ${event.event_id}`;
      if (event.kind === 'entry') {
        expect(gateEntrySchema.parse(event.answer), label).toMatchObject({
          event_id: event.event_id,
          stay_id: event.stay_id,
          gate_id: event.entry_gate_id,
          entry_time: new Date(event.entry_time).toISOString(),
          ticket: event.ticket === null ? null : { number: event.ticket, qr: null },
        });
        expect({ gate: event.gate_id, at: Date.parse(event.created_at) }, label).toEqual({
          gate: event.entry_gate_id,
          at: Date.parse(event.entry_time),
        });
      } else {
        expect(gateExitSchema.parse(event.answer), label).toMatchObject({
          event_id: event.event_id,
          stay_id: event.stay_id,
          gate_id: event.exit_gate_id,
          exit_time: new Date(event.exit_time!).toISOString(),
          transaction_id: event.payment_id,
          amount: event.amount! / 100,
          payment_method: event.method,
        });
        expect({ gate: event.gate_id, at: Date.parse(event.created_at) }, label).toEqual({
          gate: event.exit_gate_id,
          at: Date.parse(event.exit_time!),
        });
      }
    }
    // A stay that entered at a gate before the kept days has its event's id; the answer is gone.
    const [older] = await rowsOf<{ stays: number; with_ids: number }>(sql`
      select count(*)::int as stays, count(entry_event_id)::int as with_ids from vehicles
      where entered_by is not null and entry_time < ${new Date(oldest).toISOString()}::timestamptz - interval '1 day'`);
    expect(older!.stays).toBeGreaterThan(10_000);
    expect(older!.with_ids).toBe(older!.stays);
  });

  it('has each approved subscription paid once at its approval, at its final price, and no other paid', async () => {
    const subscriptions = await rowsOf<{
      status: string;
      final_price_halalas: number;
      payments: number;
      paid: number | null;
      paid_at: string | null;
      approved_at: string | null;
    }>(sql`
      select s.status, s.final_price_halalas, count(p.id)::int as payments, sum(p.amount_halalas)::int as paid, max(p.created_at) as paid_at, s.approved_at
      from subscriptions s left join payment_transactions p on p.subscription_id = s.id and p.vehicle_id is null
      group by s.id`);
    expect(subscriptions.some((row) => row.status === 'active')).toBe(true);
    for (const row of subscriptions) {
      if (row.status === 'active')
        expect(row).toMatchObject({ payments: 1, paid: row.final_price_halalas, paid_at: row.approved_at });
      else expect(row.payments).toBe(0);
    }
  });

  it('has a few stays closed by an administrator without a gate, audited and shown as the force exit made them', async () => {
    const forced = await rowsOf<{
      id: number;
      reason: string;
      exit_gate_id: number | null;
      role_id: number;
      notes: string;
      actor_id: number;
      changes: Record<string, unknown>;
    }>(sql`
      select v.id, v.forced_exit_reason as reason, v.exit_gate_id, u.role_id, p.notes, l.actor_id, l.changes
      from vehicles v join users u on u.id = v.exited_by join payment_transactions p on p.vehicle_id = v.id and p.refund_of_id is null
        left join audit_log l on l.resource = 'vehicles' and l.record_id = v.id and l.action = 'force_exit'
      where v.forced_exit_reason is not null`);
    expect(forced.length).toBeGreaterThanOrEqual(3);
    const [exitedBy] = await rowsOf<{ id: number }>(
      sql`select exited_by as id from vehicles where id = ${forced[0]!.id}`,
    );
    for (const stay of forced) {
      expect(stay).toMatchObject({ exit_gate_id: null, role_id: ROLE.admin, notes: stay.reason });
      expect(stay.changes).toMatchObject({ inside: [true, false], forced_exit_reason: [null, stay.reason] });
      expect(stay.changes).not.toHaveProperty('fee_so_far');
    }
    expect(forced[0]!.actor_id).toBe(exitedBy!.id);

    const admin = await t.bearer(ROLE.admin);
    const shown = await t.request({ method: 'GET', url: `/api/vehicles/${forced[0]!.id}`, token: admin });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      inside: false,
      exit_gate_id: null,
      forced_exit_reason: forced[0]!.reason,
      fee_so_far: null,
    });
  });

  it('has a company pool its parking in its area, with room for two more than its vehicles inside', async () => {
    const pools = await rowsOf<{ size: number; overflow: string; inside: number }>(sql`
      select p.size, p.overflow, (
        select count(*)::int from vehicles v join company_subscription_vehicles cv on cv.id = v.company_subscription_vehicle_id
        join company_subscriptions cs on cs.id = cv.subscription_id
        where v.exit_time is null and v.area_id = p.area_id and cs.company_id = p.company_id) as inside
      from company_pools p join companies c on c.id = p.company_id and c.area_id = p.area_id`);
    expect(pools).toEqual([{ size: expect.any(Number), overflow: 'guest', inside: expect.any(Number) }]);
    // Its vehicles inside depend on the hour the demo is seeded at; the room left does not.
    expect(pools[0]!.size - pools[0]!.inside).toBe(2);
  });

  it("ends no company subscription after its company's quota", async () => {
    const [outlasting] = await rowsOf<{ count: number }>(sql`
      select count(*)::int as count from company_subscriptions s join companies c on c.id = s.company_id where s.end_date > c.quota_valid_to`);
    const [ending] = await rowsOf<{ count: number }>(sql`
      select count(*)::int as count from company_subscriptions s join companies c on c.id = s.company_id where s.end_date = c.quota_valid_to`);
    expect(outlasting!.count).toBe(0);
    expect(ending!.count).toBeGreaterThan(0);
  });

  it('keeps each force exit without a charge as a waiver of what its stay owed, as the API writes it', async () => {
    const waived = await rowsOf<{
      amount: number;
      kind: string | null;
      reason: string | null;
      waived: number | null;
      user_id: number | null;
      exited_by: number;
      forced: string;
    }>(sql`
      select p.amount_halalas as amount, f.kind, f.reason, f.waived_halalas as waived, f.user_id, v.exited_by, v.forced_exit_reason as forced
      from vehicles v join payment_transactions p on p.vehicle_id = v.id and p.refund_of_id is null
        left join fee_adjustments f on f.vehicle_id = v.id
      where v.forced_exit_reason is not null and p.amount_halalas = 0`);
    expect(waived.length).toBeGreaterThan(0);
    for (const stay of waived) {
      expect(stay).toMatchObject({ kind: 'waiver', reason: stay.forced, user_id: stay.exited_by });
      expect(stay.waived).toBeGreaterThan(0);
    }
    const listed = await t.request({
      method: 'GET',
      url: '/api/fee-adjustments/totals',
      token: await t.bearer(ROLE.admin),
    });
    expect(listed.json()).toMatchObject({
      count: waived.length,
      waived: waived.reduce((sum, stay) => sum + stay.waived!, 0) / 100,
    });
  });

  it('takes no later validation off a payment staff paid back, which would leave more paid back than paid', async () => {
    const [{ area_id: merchantArea }] = (await rowsOf<{ area_id: number }>(
      sql`select area_id from merchants limit 1`,
    )) as [{ area_id: number }];
    const [{ id: validatorId }] = (await rowsOf<{ id: number }>(
      sql`select id from users where email = 'validator@demo.sa'`,
    )) as [{ id: number }];
    const payment = async (id: number) =>
      (
        await rowsOf<{ amount: number; validations: number }>(sql`
          select amount_halalas as amount,
            (select count(*)::int from merchant_validations where transaction_id = ${id}) as validations
          from payment_transactions where id = ${id}`)
      )[0];
    // The newest payment the validations would take: paid for a guest, left before the retention,
    // and not paid back in part already by the demo's refunds.
    const [newest] = await rowsOf<{ id: number; amount: number }>(sql`
      select p.id, p.amount_halalas as amount from payment_transactions p join vehicles v on v.id = p.vehicle_id
      where p.area_id = ${merchantArea} and p.type = 'guest' and p.amount_halalas > 0 and p.refund_of_id is null
        and not exists (select from payment_transactions r where r.refund_of_id = p.id)
        and v.exit_time < ${new Date(Date.now() - GATE_EVENT_RETENTION_MS).toISOString()}::timestamptz
      order by v.exit_time desc limit 1`);
    const before = await payment(newest!.id);
    const refunded = await decide(t, {
      url: `/api/payment-transactions/${newest!.id}/refund`,
      token: await t.bearer(ROLE.admin),
      payload: { amount: newest!.amount / 100, payment_method: 'cash', reason: 'Charged twice' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    await t.database.db.transaction((tx) => seedDemoValidations(tx, merchantArea, validatorId));
    expect(await payment(newest!.id)).toEqual(before);
  });

  it('never plans a second open stay for a plate already inside, whenever that one entered', () => {
    const now = new Date('2026-03-04T15:00:00Z');
    const plate = { letters: 'ABJ', number: '1' };
    // The one subscriber is planned inside now, some minutes to hours ago; the stay already open
    // entered a minute ago (after the planned one) or a day ago (before it).
    for (const enteredAgo of [60_000, 24 * 60 * 60_000]) {
      const stays = planDemoTraffic({
        areas: [
          {
            id: 1,
            name: 'Jeddah Corniche',
            max_capacity: 20,
            subscription_capacity: 5,
            guest_ticket_capacity: 15,
            gates: [{ id: 1, kind: 'entry_exit' as const }],
          },
        ],
        subscribers: [{ area_id: 1, plate, holder: 'one', registration: null, admits: () => true }],
        registeredPlates: new Set(['ABJ1']),
        alreadyInside: [{ area_id: 1, plate, subscriber: true, entry: new Date(now.getTime() - enteredAgo) }],
        days: DEMO_STAY_DAYS,
        now,
        random: seededRandom(7),
      });
      expect(stays.filter((stay) => stay.plate.number === '1' && stay.exit === null)).toEqual([]);
    }
  });

  it('plans the same traffic from the same seed and moment', () => {
    const input = (seed: number) => ({
      areas: [
        {
          id: 1,
          name: 'Jeddah Corniche',
          max_capacity: 20,
          subscription_capacity: 5,
          guest_ticket_capacity: 15,
          gates: [{ id: 1, kind: 'entry_exit' as const }],
        },
      ],
      subscribers: [],
      registeredPlates: new Set<string>(),
      alreadyInside: [],
      days: DEMO_STAY_DAYS,
      now: new Date('2026-03-04T15:00:00Z'),
      random: seededRandom(seed),
    });
    const plates = (seed: number) =>
      planDemoTraffic(input(seed)).map(
        (stay) => `${stay.plate.letters}${stay.plate.number} ${stay.entry.toISOString()}`,
      );
    expect(plates(7)).toEqual(plates(7));
    expect(plates(7)).not.toEqual(plates(8));
  });
});
