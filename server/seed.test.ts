import { count, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { priceStay, type Tariff, type TariffLine } from '../domain/tariff';
import { ROLE } from '../domain/roles';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, type DatabaseHandle } from './db/client';
import { areas, gateTypes, users } from './db/schema';
import { seedDatabase } from './db/seed';
import { planDemoTraffic } from './db/seed/demo-traffic';
import { seededRandom } from './db/seed/seeded-random';
import { createTestApp, type TestApp } from './test/harness';
import { queryRows } from './test/sql';

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
    const outcome = await seedDatabase(db, { demo: false, adminEmail: 'Owner@Parking.sa', adminPassword: 'Owner#2026x' });
    expect(outcome).toBe('first-admin');
    expect((await db.select({ total: count() }).from(areas))[0]!.total).toBe(0);
    expect((await db.select({ total: count() }).from(gateTypes))[0]!.total).toBe(3);

    const app = await buildApp({ config: loadConfig({ STATIC_DIR: '/nonexistent' }), db, logger: false });
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@parking.sa', password: 'Owner#2026x' } });
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
    await seedDatabase(db, { demo: true });
    const areasBefore = (await db.select({ total: count() }).from(areas))[0]!.total;
    expect(await seedDatabase(db, { demo: true })).toBe('existing');
    expect((await db.select({ total: count() }).from(areas))[0]!.total).toBe(areasBefore);
  });
});

describe('the demo stays', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowsOf = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(t.database.db, query);

  it('has vehicles inside every area now, within its capacities: guests with a ticket and subscribers of the area', async () => {
    const occupancy = await rowsOf<{ name: string; max_capacity: number; guest_ticket_capacity: number; subscription_capacity: number; guests: number; subscribers: number }>(sql`
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

  it('closes the past days with exactly one paid transaction per stay, priced by the tariff frozen on it', async () => {
    const closed = await rowsOf<{
      id: number; type: string; tariff: Tariff; entry_time: string; exit_time: string; previous_exit: string | null; forced_exit_reason: string | null;
      payments: number; payment_type: string; amount: number; minutes: number; lines: TariffLine[]; method: string; status: string; payment_tariff: Tariff;
    }>(sql`
      select v.id, v.type, v.tariff, v.entry_time, v.exit_time, v.forced_exit_reason,
        (select max(e.exit_time) from vehicles e where e.plate = v.plate and e.area_id = v.area_id and e.exit_time <= v.entry_time and e.id <> v.id) as previous_exit,
        (select count(*)::int from payment_transactions c where c.vehicle_id = v.id) as payments,
        p.type as payment_type, p.amount_halalas as amount, p.duration_minutes as minutes, p.lines, m.code as method, p.status, p.tariff as payment_tariff
      from vehicles v join payment_transactions p on p.vehicle_id = v.id join payment_methods m on m.id = p.payment_method_id
      where v.exit_time is not null`);
    const [stays] = await rowsOf<{ closed: number; days: number; unpaid_open: number }>(sql`
      select count(*) filter (where exit_time is not null)::int as closed,
        count(distinct (entry_time at time zone 'Asia/Riyadh')::date) filter (where exit_time is not null)::int as days,
        (select count(*)::int from payment_transactions p join vehicles o on o.id = p.vehicle_id where o.exit_time is null) as unpaid_open
      from vehicles`);
    expect(closed).toHaveLength(stays!.closed);
    expect(stays!.days).toBeGreaterThanOrEqual(7);
    expect(stays!.unpaid_open).toBe(0);
    expect(closed.length).toBeGreaterThan(1000);

    let paying = 0;
    for (const stay of closed) {
      expect(stay.payments, `stay ${stay.id}`).toBe(1);
      expect(stay).toMatchObject({ status: 'paid', payment_type: stay.type, payment_tariff: stay.tariff });
      const exit = new Date(stay.exit_time);
      const waived = stay.forced_exit_reason !== null && stay.lines.length === 0;
      const price = priceStay(stay.tariff, { entry: new Date(stay.entry_time), exit, previousExit: stay.previous_exit ? new Date(stay.previous_exit) : undefined });
      const expected = stay.type === 'subscription' || waived ? { amount: 0, lines: [] } : { amount: price.amount, lines: price.lines };
      expect({ amount: stay.amount, lines: stay.lines, minutes: stay.minutes }, `stay ${stay.id}`).toEqual({ ...expected, minutes: price.minutes });
      expect(stay.method === 'free', `stay ${stay.id}`).toBe(stay.amount === 0);
      if (stay.amount > 0) paying += 1;
    }
    expect(paying).toBeGreaterThan(closed.length / 2);
    // Some stays are short (free), some run overnight.
    expect(closed.some((stay) => stay.minutes <= 30)).toBe(true);
    expect(closed.some((stay) => stay.minutes >= 12 * 60)).toBe(true);
  });

  it('has each approved subscription paid once at its approval, at its final price, and no other paid', async () => {
    const subscriptions = await rowsOf<{ status: string; final_price_halalas: number; payments: number; paid: number | null; paid_at: string | null; approved_at: string | null }>(sql`
      select s.status, s.final_price_halalas, count(p.id)::int as payments, sum(p.amount_halalas)::int as paid, max(p.created_at) as paid_at, s.approved_at
      from subscriptions s left join payment_transactions p on p.subscription_id = s.id and p.vehicle_id is null
      group by s.id`);
    expect(subscriptions.some((row) => row.status === 'active')).toBe(true);
    for (const row of subscriptions) {
      if (row.status === 'active') expect(row).toMatchObject({ payments: 1, paid: row.final_price_halalas, paid_at: row.approved_at });
      else expect(row.payments).toBe(0);
    }
  });

  it('has a few stays closed by an administrator without a gate, audited and shown as the force exit made them', async () => {
    const forced = await rowsOf<{ id: number; reason: string; exit_gate_id: number | null; role_id: number; notes: string; actor_id: number; changes: Record<string, unknown> }>(sql`
      select v.id, v.forced_exit_reason as reason, v.exit_gate_id, u.role_id, p.notes, l.actor_id, l.changes
      from vehicles v join users u on u.id = v.exited_by join payment_transactions p on p.vehicle_id = v.id
        left join audit_log l on l.resource = 'vehicles' and l.record_id = v.id and l.action = 'force_exit'
      where v.forced_exit_reason is not null`);
    expect(forced.length).toBeGreaterThanOrEqual(3);
    const [exitedBy] = await rowsOf<{ id: number }>(sql`select exited_by as id from vehicles where id = ${forced[0]!.id}`);
    for (const stay of forced) {
      expect(stay).toMatchObject({ exit_gate_id: null, role_id: ROLE.admin, notes: stay.reason });
      expect(stay.changes).toMatchObject({ inside: [true, false], forced_exit_reason: [null, stay.reason] });
      expect(stay.changes).not.toHaveProperty('fee_so_far');
    }
    expect(forced[0]!.actor_id).toBe(exitedBy!.id);

    const admin = await t.bearer(ROLE.admin);
    const shown = await t.request({ method: 'GET', url: `/api/vehicles/${forced[0]!.id}`, token: admin });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ inside: false, exit_gate_id: null, forced_exit_reason: forced[0]!.reason, fee_so_far: null });
  });

  it('never plans a second open stay for a plate already inside, whenever that one entered', () => {
    const now = new Date('2026-03-04T15:00:00Z');
    const plate = { letters: 'ABJ', number: '1' };
    // The one subscriber is planned inside now, some minutes to hours ago; the stay already open
    // entered a minute ago (after the planned one) or a day ago (before it).
    for (const enteredAgo of [60_000, 24 * 60 * 60_000]) {
      const stays = planDemoTraffic({
        areas: [{ id: 1, name: 'Jeddah Corniche', max_capacity: 20, subscription_capacity: 5, guest_ticket_capacity: 15, gates: [{ id: 1, kind: 'entry_exit' as const }] }],
        subscribers: [{ area_id: 1, plate, holder: 'one', registration: null, admits: () => true }],
        registeredPlates: new Set(['ABJ1']),
        alreadyInside: [{ area_id: 1, plate, subscriber: true, entry: new Date(now.getTime() - enteredAgo) }],
        now,
        random: seededRandom(7),
      });
      expect(stays.filter((stay) => stay.plate.number === '1' && stay.exit === null)).toEqual([]);
    }
  });

  it('plans the same traffic from the same seed and moment', () => {
    const input = (seed: number) => ({
      areas: [{ id: 1, name: 'Jeddah Corniche', max_capacity: 20, subscription_capacity: 5, guest_ticket_capacity: 15, gates: [{ id: 1, kind: 'entry_exit' as const }] }],
      subscribers: [],
      registeredPlates: new Set<string>(),
      alreadyInside: [],
      now: new Date('2026-03-04T15:00:00Z'),
      random: seededRandom(seed),
    });
    const plates = (seed: number) => planDemoTraffic(input(seed)).map((stay) => `${stay.plate.letters}${stay.plate.number} ${stay.entry.toISOString()}`);
    expect(plates(7)).toEqual(plates(7));
    expect(plates(7)).not.toEqual(plates(8));
  });
});
