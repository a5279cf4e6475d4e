import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, endOfLocalDay, localDate, startOfLocalDay } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import { ROLE } from '../../../domain/roles';
import type { Dashboard } from '../../../domain/schemas/dashboard';
import type { GateEntry, GateExit } from '../../../domain/schemas/gate-operations';
import {
  areas,
  auditLog,
  gates,
  paymentMethods,
  paymentTransactions,
  subscriptions,
  users,
  vehicles,
} from '../../db/schema';
import { areaBody, demoAccount, gateBody, planBody, subAreaBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { decide } from '../../test/decisions';
import { createThrough, listAll, listUrl, totalOf } from '../../test/rest';
import { IN_THE_PAST, stayValues, TEST_TARIFF } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.bearer(ROLE.superAdmin);
});
afterAll(() => t.close());

async function dashboardOf(token: string): Promise<Dashboard> {
  const response = await t.request({ method: 'GET', url: '/api/dashboard', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function park(areaId: number, plates: string[], { exited = false } = {}) {
  await t.database.db
    .insert(vehicles)
    .values(plates.map((plate) => stayValues(plate, areaId, exited ? { exit_time: new Date() } : {})));
}

describe("the administrators' home: occupancy of each area", () => {
  it('counts the vehicles inside (open entries only) against the capacity, fullest area first', async () => {
    const busy = await createThrough(
      t,
      superAdmin,
      'areas',
      areaBody({
        name: 'Busy Lot',
        name_ar: 'الموقف المزدحم',
        max_capacity: 4,
        subscription_capacity: 1,
        guest_ticket_capacity: 3,
      }),
    );
    const quiet = await createThrough(
      t,
      superAdmin,
      'areas',
      areaBody({
        name: 'Quiet Lot',
        max_capacity: 10,
        subscription_capacity: 5,
        guest_ticket_capacity: 5,
        is_active: false,
      }),
    );
    await park(busy.id, ['ABJ1', 'ABJ2', 'ABJ3']);
    await park(busy.id, ['ABJ4'], { exited: true });
    await park(quiet.id, ['DHR1']);

    for (const token of [superAdmin, await t.bearer(ROLE.admin)]) {
      const { occupancy } = await dashboardOf(token);
      expect(occupancy.find((area) => area.id === busy.id)).toEqual({
        id: busy.id,
        name: 'Busy Lot',
        name_ar: 'الموقف المزدحم',
        max_capacity: 4,
        inside: 3,
        is_active: true,
      });
      expect(occupancy.find((area) => area.id === quiet.id)).toMatchObject({
        inside: 1,
        max_capacity: 10,
        is_active: false,
      });
      // Every area is there, the empty ones too, ordered by how full they are.
      expect(occupancy).toHaveLength((await listAll(t, superAdmin, 'areas')).length);
      const rates = occupancy.map((area) => area.inside / area.max_capacity);
      expect(rates).toEqual([...rates].sort((a, b) => b - a));
      expect(occupancy[0]!.id).toBe(busy.id);
    }
  });
});

describe("the administrators' home: latest changes", () => {
  it('lists the newest creations and edits of areas, gates and sub-areas from the audit log, with their area, time and author', async () => {
    const admin = await t.bearer(ROLE.admin);
    const area = await createThrough(
      t,
      superAdmin,
      'areas',
      areaBody({ name: 'Changes Area', name_ar: 'منطقة التغييرات' }),
    );
    const [gateType] = await listAll(t, superAdmin, 'gate-types');
    const gate = await createThrough(
      t,
      superAdmin,
      'gates',
      gateBody(area.id, gateType!.id, { name: 'Changes Gate', name_ar: 'بوابة التغييرات' }),
    );
    const subArea = await createThrough(t, superAdmin, 'sub-areas', subAreaBody(area.id, { name: 'Changes Zone' }));
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/gates/${gate.id}`,
      token: admin,
      payload: { ...gate, name: 'Changes Gate North' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const { latest_changes } = await dashboardOf(superAdmin);
    const owner = { id: area.id, name: 'Changes Area', name_ar: 'منطقة التغييرات' };
    const superAdminAccount = demoAccount(ROLE.superAdmin);
    const bySuperAdmin = { id: expect.any(Number), name: superAdminAccount.name };
    // Every change is a line; a record's lines name it as it is now.
    expect(latest_changes!.slice(0, 4)).toEqual([
      {
        resource: 'gates',
        record_id: gate.id,
        name: 'Changes Gate North',
        name_ar: 'بوابة التغييرات',
        area: owner,
        action: 'updated',
        at: expect.any(String),
        by: { id: expect.any(Number), name: demoAccount(ROLE.admin).name },
      },
      {
        resource: 'sub-areas',
        record_id: subArea.id,
        name: 'Changes Zone',
        name_ar: null,
        area: owner,
        action: 'created',
        at: expect.any(String),
        by: bySuperAdmin,
      },
      {
        resource: 'gates',
        record_id: gate.id,
        name: 'Changes Gate North',
        name_ar: 'بوابة التغييرات',
        area: owner,
        action: 'created',
        at: expect.any(String),
        by: bySuperAdmin,
      },
      {
        resource: 'areas',
        record_id: area.id,
        name: 'Changes Area',
        name_ar: 'منطقة التغييرات',
        area: owner,
        action: 'created',
        at: expect.any(String),
        by: bySuperAdmin,
      },
    ]);
    const times = latest_changes!.map((change) => Date.parse(change.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(latest_changes!.length).toBeLessThanOrEqual(8);
  });

  it('shows a deleted gate as deleted, by its name when it was deleted and by who deleted it, and an area deleted after it', async () => {
    const admin = await t.bearer(ROLE.admin);
    const area = await createThrough(
      t,
      superAdmin,
      'areas',
      areaBody({ name: 'Short-lived Area', name_ar: 'منطقة مؤقتة' }),
    );
    const [gateType] = await listAll(t, superAdmin, 'gate-types');
    const gate = await createThrough(
      t,
      superAdmin,
      'gates',
      gateBody(area.id, gateType!.id, { name: 'Doomed Gate', name_ar: 'بوابة محذوفة' }),
    );
    for (const url of [`/api/gates/${gate.id}`, `/api/areas/${area.id}`]) {
      const deleted = await t.request({ method: 'DELETE', url, token: admin });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }

    const { latest_changes } = await dashboardOf(superAdmin);
    const owner = { id: area.id, name: 'Short-lived Area', name_ar: 'منطقة مؤقتة' };
    const byAdmin = { id: expect.any(Number), name: demoAccount(ROLE.admin).name };
    expect(latest_changes!.slice(0, 3)).toEqual([
      {
        resource: 'areas',
        record_id: area.id,
        name: 'Short-lived Area',
        name_ar: 'منطقة مؤقتة',
        area: owner,
        action: 'deleted',
        at: expect.any(String),
        by: byAdmin,
      },
      {
        resource: 'gates',
        record_id: gate.id,
        name: 'Doomed Gate',
        name_ar: 'بوابة محذوفة',
        area: owner,
        action: 'deleted',
        at: expect.any(String),
        by: byAdmin,
      },
      // The line of its creation still names the gate that is gone.
      {
        resource: 'gates',
        record_id: gate.id,
        name: 'Doomed Gate',
        name_ar: 'بوابة محذوفة',
        area: owner,
        action: 'created',
        at: expect.any(String),
        by: expect.any(Object),
      },
    ]);
  });

  it('leaves out changes of other resources and actions', async () => {
    const before = (await dashboardOf(superAdmin)).latest_changes;
    await t.database.db.insert(auditLog).values({
      actor_id: 1,
      actor_name: 'Someone',
      actor_role_id: 1,
      action: 'password',
      resource: 'gates',
      record_id: 1,
    });
    await t.database.db.insert(auditLog).values({
      actor_id: 1,
      actor_name: 'Someone',
      actor_role_id: 1,
      action: 'create',
      resource: 'gate-types',
      record_id: 1,
    });
    expect((await dashboardOf(superAdmin)).latest_changes).toEqual(before);
  });
});

describe("the gate employee's home", () => {
  it('names the area (both languages) and the gate, and shows that area alone, without the estate changes', async () => {
    const [employee] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount(ROLE.gateEmployee).email));
    const [area] = await t.database.db.select().from(areas).where(eq(areas.id, employee!.area_id!));
    const [gate] = await t.database.db.select().from(gates).where(eq(gates.id, employee!.gate_id!));

    const home = await dashboardOf(await t.bearer(ROLE.gateEmployee));
    expect(home.workplace).toEqual({
      area: { id: area!.id, name: area!.name, name_ar: area!.name_ar },
      gate: { id: gate!.id, name: gate!.name, name_ar: gate!.name_ar },
    });
    expect(area!.name_ar).toBeTruthy();
    expect(gate!.name_ar).toBeTruthy();
    expect(home.scope_area_id).toBe(area!.id);
    expect(home.occupancy.map((entry) => entry.id)).toEqual([area!.id]);
    expect(home).not.toHaveProperty('latest_changes');
    // Administrators have no workplace.
    expect(await dashboardOf(superAdmin)).not.toHaveProperty('workplace');
  });
});

/** The operator's zone of the test app (the default). */
const ZONE = 'Asia/Riyadh';

type PaymentInsert = typeof paymentTransactions.$inferInsert;
let plateNumber = 0;
/** A plate key no other stay of this file has. */
const nextPlate = () => `HRS${++plateNumber}`;

/**
 * A paid (or not) payment created at `at`, in halalas. A guest's pays for a stay of its own long
 * before any window the home counts; a subscription's, and its refunds, for a demo subscription.
 */
async function payment(
  type: 'guest' | 'subscription',
  halalas: number,
  at: Date,
  more: Partial<PaymentInsert> = {},
): Promise<number> {
  const db = t.database.db;
  const [method] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, 'cash'));
  const [area] = await db.select({ id: areas.id }).from(areas).limit(1);
  const base = {
    type,
    area_id: area!.id,
    amount_halalas: halalas,
    payment_method_id: method!.id,
    status: 'paid',
    created_at: at,
    ...more,
  } satisfies PaymentInsert;
  if (type === 'subscription') {
    const [subscription] = await db.select({ id: subscriptions.id }).from(subscriptions).limit(1);
    const [row] = await db
      .insert(paymentTransactions)
      .values({ ...base, subscription_id: subscription!.id })
      .returning({ id: paymentTransactions.id });
    return row!.id;
  }
  const entry_time = new Date(at.getTime() - 400 * 86_400_000);
  const exit_time = new Date(entry_time.getTime() + 2 * 3_600_000);
  const [stay] = await db
    .insert(vehicles)
    .values(stayValues(nextPlate(), area!.id, { entry_time, exit_time }))
    .returning({ id: vehicles.id });
  const [row] = await db
    .insert(paymentTransactions)
    .values({
      ...base,
      vehicle_id: stay!.id,
      entry_time,
      exit_time,
      duration_minutes: 120,
      free_minutes: 30,
      chargeable_minutes: 120,
      hourly_rate_halalas: 500,
      tariff: TEST_TARIFF,
    })
    .returning({ id: paymentTransactions.id });
  return row!.id;
}

/** A stay of `areaId` at these times (inside while `exit` is left out). */
async function stay(areaId: number, entry: Date, exit?: Date, type: 'guest' | 'subscription' | 'undefined' = 'guest') {
  await t.database.db
    .insert(vehicles)
    .values(stayValues(nextPlate(), areaId, { entry_time: entry, exit_time: exit ?? null, type }));
}

/**
 * The local day the test builds its data around, and how far into it we are. Too close to its end
 * the server would count in the next day: then the test waits for that day.
 */
async function localDayNow() {
  let now = new Date();
  const untilMidnight = endOfLocalDay(localDate(now, ZONE), ZONE).getTime() - now.getTime();
  if (untilMidnight < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, untilMidnight + 100));
    now = new Date();
  }
  const day = localDate(now, ZONE);
  const start = startOfLocalDay(day, ZONE);
  return { now, day, start, elapsed: now.getTime() - start.getTime() };
}

describe("the administrators' home: revenue of the last 30 days", () => {
  it('is the paid money of each local day by type, refunds taken off, as the payments themselves add up (the demo traffic)', async () => {
    const before = localDate(new Date(), ZONE);
    const { revenue_last_30_days: series, today } = await dashboardOf(superAdmin);
    expect(series).toHaveLength(30);
    expect([before, localDate(new Date(), ZONE)]).toContain(series!.at(-1)!.day);
    expect(series!.map((entry) => entry.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => addDays(series![0]!.day, index)),
    );

    const paid = await t.database.db
      .select({
        type: paymentTransactions.type,
        halalas: paymentTransactions.amount_halalas,
        created_at: paymentTransactions.created_at,
      })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.status, 'paid'),
          gte(paymentTransactions.created_at, startOfLocalDay(series![0]!.day, ZONE)),
          lt(paymentTransactions.created_at, endOfLocalDay(series!.at(-1)!.day, ZONE)),
        ),
      );
    const counted = new Map<string, number>();
    for (const row of paid) {
      const key = `${localDate(row.created_at, ZONE)}|${row.type}`;
      counted.set(key, (counted.get(key) ?? 0) + row.halalas);
    }
    const expected = series!.map(({ day }) => ({
      day,
      guest: halalasToSar(counted.get(`${day}|guest`) ?? 0),
      subscription: halalasToSar(counted.get(`${day}|subscription`) ?? 0),
    }));
    expect(series).toEqual(expected);
    // The demo has money to add up, and today's revenue is the chart's last day.
    expect(paid.length).toBeGreaterThan(0);
    const last = series!.at(-1)!;
    expect(today!.revenue.today).toBeCloseTo(last.guest + last.subscription, 2);
  });
});

describe("the administrators' home: today against the same weekday last week", () => {
  it('counts entries, exits and revenue of the local day so far, and of the day a week before up to the same time of day', async () => {
    // Only this test's traffic: the estate's stays, payments and their rollup go. The e-invoice
    // tables name the payments and a lane's held reads the stays, so they go with them (empty here);
    // the replica role lets the truncate past the trigger that keeps signed documents.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`truncate table gate_events, lane_confirmations, fee_adjustments, merchant_validations, merchant_top_ups, merchant_bills, gateway_payments, payment_links, payment_transactions, vehicles, revenue_daily, revenue_monthly, revenue_estate_daily, einvoice_pending, einvoice_submissions, einvoice_documents`,
      );
    });
    const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Counting Lot' }));
    const { day, start, elapsed } = await localDayNow();
    const at = (share: number) => new Date(start.getTime() + elapsed * share);
    const yesterday = (msBefore: number) => new Date(start.getTime() - msBefore);
    const lastWeekStart = startOfLocalDay(addDays(day, -7), ZONE);
    const lastWeekEnd = endOfLocalDay(addDays(day, -7), ZONE).getTime();
    const lastWeekAt = (share: number) => new Date(lastWeekStart.getTime() + elapsed * share);
    // Later that day than it is now: halfway between this time of day and that day's end.
    const lastWeekLater = (ms = 0) => new Date((lastWeekStart.getTime() + elapsed + lastWeekEnd) / 2 + ms);

    // Today: entries L, A, B, E; exits C and K (entered yesterday) and B.
    await stay(area.id, at(0.05));
    await stay(area.id, at(0.2));
    await stay(area.id, at(0.3), at(0.6));
    await stay(area.id, at(0.9), undefined, 'subscription');
    await stay(area.id, yesterday(3 * 3_600_000), at(0.4));
    await stay(area.id, yesterday(5 * 3_600_000), at(0.5));
    // Yesterday's, to its last moment: none of today's.
    await stay(area.id, yesterday(3 * 3_600_000), yesterday(1));
    // A week ago up to this time of day: entries F, I, J; exits F and G. Later that day, or the day before: not counted.
    await stay(area.id, lastWeekAt(0.5), lastWeekAt(0.8));
    await stay(area.id, new Date(lastWeekStart.getTime() - 3_600_000), lastWeekAt(0.1));
    await stay(area.id, lastWeekAt(0.6), lastWeekLater());
    await stay(area.id, lastWeekAt(0.7));
    await stay(area.id, lastWeekLater(), lastWeekLater(1));
    await stay(area.id, new Date(lastWeekStart.getTime() - 3_600_000), new Date(lastWeekStart.getTime() - 1));

    // Today's money: 12.50 + 300.00 - 2.50; a pending and a failed payment, and yesterday's, count for nothing.
    await payment('guest', 1250, at(0.5));
    const subscriptionToday = await payment('subscription', 30_000, at(0.6));
    await payment('subscription', -250, at(0.7), { refund_of_id: subscriptionToday });
    await payment('guest', 4000, at(0.4), { status: 'pending' });
    await payment('guest', 700, at(0.4), { status: 'failed' });
    await payment('subscription', 9900, yesterday(1));
    // A week ago up to this time of day: 20.00 + 150.00 - 5.00; 1,000.00 later that day.
    await payment('guest', 2000, lastWeekAt(0.5));
    const subscriptionLastWeek = await payment('subscription', 15_000, lastWeekAt(0.9));
    await payment('subscription', -500, lastWeekAt(0.95), { refund_of_id: subscriptionLastWeek });
    await payment('guest', 100_000, lastWeekLater());
    await payment('guest', 3300, lastWeekAt(0.5), { status: 'pending' });
    // The chart's first day from its first moment; the day before it is not on the chart.
    await payment('subscription', 1100, startOfLocalDay(addDays(day, -29), ZONE));
    await payment('guest', 1300, new Date(startOfLocalDay(addDays(day, -29), ZONE).getTime() - 1));

    const home = await dashboardOf(superAdmin);
    expect(home.today).toEqual({
      day,
      last_week_day: addDays(day, -7),
      as_of: expect.any(String),
      entries: { today: 4, last_week: 3 },
      exits: { today: 3, last_week: 2 },
      revenue: { today: 310, last_week: 165 },
    });
    expect(localDate(new Date(home.today!.as_of), ZONE)).toBe(day);

    const series = home.revenue_last_30_days!;
    const dayOf = (daysAgo: number) => series.find((entry) => entry.day === addDays(day, -daysAgo));
    expect(dayOf(0)).toEqual({ day, guest: 12.5, subscription: 297.5 });
    expect(dayOf(1)).toEqual({ day: addDays(day, -1), guest: 0, subscription: 99 });
    // The whole day a week ago, the money after this time of day too.
    expect(dayOf(7)).toEqual({ day: addDays(day, -7), guest: 1020, subscription: 145 });
    expect(series[0]).toEqual({ day: addDays(day, -29), guest: 0, subscription: 11 });
    // Every other day is there, with nothing.
    const others = series.filter((entry) => ![0, 1, 7, 29].some((daysAgo) => entry.day === addDays(day, -daysAgo)));
    expect(others).toHaveLength(26);
    expect(others.every((entry) => entry.guest === 0 && entry.subscription === 0)).toBe(true);
  });
});

describe("the administrators' home: occupancy by type", () => {
  it('counts the subscribers and the guests inside each area against their own capacities, in the order of the occupancy', async () => {
    const area = await createThrough(
      t,
      superAdmin,
      'areas',
      areaBody({ max_capacity: 6, subscription_capacity: 2, guest_ticket_capacity: 3 }),
    );
    const entered = new Date(Date.now() - 60_000);
    await stay(area.id, entered, undefined, 'subscription');
    await stay(area.id, entered);
    await stay(area.id, entered);
    await stay(area.id, entered, undefined, 'undefined');
    await stay(area.id, entered, new Date(), 'guest');
    await stay(area.id, entered, new Date(), 'subscription');

    const home = await dashboardOf(await t.bearer(ROLE.admin));
    expect(home.occupancy_by_type!.find((entry) => entry.area_id === area.id)).toEqual({
      area_id: area.id,
      subscribers: 1,
      subscription_capacity: 2,
      guests: 2,
      guest_ticket_capacity: 3,
    });
    // A stay of unknown type is inside, of neither type.
    expect(home.occupancy.find((entry) => entry.id === area.id)).toMatchObject({ inside: 4, max_capacity: 6 });
    expect(home.occupancy_by_type!.map((entry) => entry.area_id)).toEqual(home.occupancy.map((entry) => entry.id));
  });
});

describe("the administrators' home: requests waiting for a decision", () => {
  const pendingTotal = async (resource: string, filter: Record<string, unknown>) =>
    totalOf(
      await t.request({
        method: 'GET',
        url: listUrl(resource, { filter: { ...filter, status: 'pending' }, range: [0, 0] }),
        token: superAdmin,
      }),
    );

  it('counts as many pending subscriptions as their list filtered to pending shows, a new request included', async () => {
    const before = (await dashboardOf(superAdmin)).pending!.subscriptions!;
    const area = await createThrough(t, superAdmin, 'areas', areaBody());
    const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id));
    await createThrough(t, superAdmin, 'subscriptions', subscriptionBody({ area_id: area.id, plan_id: plan.id }));

    const after = (await dashboardOf(superAdmin)).pending!.subscriptions!;
    expect(after).toBe(before + 1);
    expect(after).toBe(await pendingTotal('subscriptions', {}));
  });

  it("counts the pending company subscriptions, in all and for the companies with the most, as each company's list shows them", async () => {
    const before = (await dashboardOf(superAdmin)).pending!.company_subscriptions!;
    const manager = await t.bearer(ROLE.companyManager);
    const created = await t.request({
      method: 'POST',
      url: '/api/company-subscriptions',
      token: manager,
      payload: {
        subscriber_name: 'Waiting Subscriber',
        phone: '0551112233',
        email: 'waiting@example.sa',
        notes: null,
        vehicles: [{ plate_letters: 'DHR', plate_number: '4321', notes: null, is_active: true }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const companyId = created.json().company_id as number;

    const after = (await dashboardOf(superAdmin)).pending!.company_subscriptions!;
    expect(after.total).toBe(before.total + 1);
    expect(after.total).toBe(await pendingTotal('company-subscriptions', {}));
    expect(after.companies.length).toBeGreaterThan(0);
    expect(after.companies.length).toBeLessThanOrEqual(5);
    for (const company of after.companies)
      expect(company.pending).toBe(await pendingTotal('company-subscriptions', { company_id: company.id }));
    const counts = after.companies.map((company) => company.pending + company.vehicle_changes);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const grown = after.companies.find((company) => company.id === companyId);
    if (grown)
      expect(grown.pending).toBe((before.companies.find((company) => company.id === companyId)?.pending ?? 0) + 1);
  });

  it('counts a vehicle change asked on an approved company subscription until the super admin decides it', async () => {
    const manager = await t.bearer(ROLE.companyManager);
    const approved = await t.request({
      method: 'GET',
      url: listUrl('company-subscriptions', { filter: { status: 'approved' }, range: [0, 0] }),
      token: manager,
    });
    const subscription = approved.json()[0];
    const before = (await dashboardOf(superAdmin)).pending!.company_subscriptions!;
    const companyBefore = before.companies.find((company) => company.id === subscription.company_id);

    const { subscriber_name, phone, email, notes, start_date, end_date, vehicles } = subscription;
    const asked = [
      ...vehicles.map(({ plate_letters, plate_number, notes: vehicleNotes, is_active }: Record<string, unknown>) => ({
        plate_letters,
        plate_number,
        notes: vehicleNotes,
        is_active,
      })),
      { plate_letters: 'KSD', plate_number: '9182', notes: null, is_active: true },
    ];
    const change = await t.request({
      method: 'PUT',
      url: `/api/company-subscriptions/${subscription.id}`,
      token: manager,
      payload: { subscriber_name, phone, email, notes, start_date, end_date, vehicles: asked },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().pending_vehicles).toHaveLength(asked.length);

    const waiting = (await dashboardOf(superAdmin)).pending!.company_subscriptions!;
    expect(waiting.vehicle_changes).toBe(before.vehicle_changes + 1);
    expect(waiting.total).toBe(before.total);
    const company = waiting.companies.find((shown) => shown.id === subscription.company_id)!;
    expect(company.vehicle_changes).toBe((companyBefore?.vehicle_changes ?? 0) + 1);
    expect(company.pending).toBe(companyBefore?.pending ?? 0);

    const decided = await decide(t, {
      url: `/api/company-subscriptions/${subscription.id}/vehicle-change/approve`,
      token: superAdmin,
      payload: {},
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await dashboardOf(superAdmin)).pending!.company_subscriptions!.vehicle_changes).toBe(
      before.vehicle_changes,
    );
  });
});

describe("the administrators' home: latest gate events", () => {
  it('lists the vehicles let in and out at the gates, newest first, with plate, gate and area in both languages, ticket and payment', async () => {
    const types = await listAll(t, superAdmin, 'gate-types');
    const typeId = (code: string) => types.find((type) => type.code === code)!.id;
    const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Events Lot', name_ar: 'موقف الأحداث' }));
    const entrance = await createThrough(
      t,
      superAdmin,
      'gates',
      gateBody(area.id, typeId('entry'), { name: 'East Entrance', name_ar: 'المدخل الشرقي' }),
    );
    const way = await createThrough(
      t,
      superAdmin,
      'gates',
      gateBody(area.id, typeId('exit'), { name: 'West Exit', name_ar: 'المخرج الغربي' }),
    );
    const event = async (url: string, payload: object) => {
      const response = await t.request({ method: 'POST', url, token: superAdmin, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const first: GateEntry = await event('/api/gate/entries', {
      gate_id: entrance.id,
      plate: 'ABJ 7001',
      event_id: 'home-1',
      occurred_at: twoHoursAgo,
      ...IN_THE_PAST,
    });
    const second: GateEntry = await event('/api/gate/entries', {
      gate_id: entrance.id,
      plate: 'DHR 7002',
      event_id: 'home-2',
    });
    const left: GateExit = await event('/api/gate/exits', {
      gate_id: way.id,
      plate: 'ABJ 7001',
      event_id: 'home-3',
      payment_method: 'cash',
    });
    expect(left.amount).toBeGreaterThan(0);

    const gateOf = (gate: typeof entrance) => ({ id: gate.id, name: gate.name, name_ar: gate.name_ar });
    const place = { id: area.id, name: 'Events Lot', name_ar: 'موقف الأحداث' };
    const { latest_gate_events } = await dashboardOf(superAdmin);
    expect(latest_gate_events!.slice(0, 3)).toEqual([
      {
        event_id: 'home-3',
        stay_id: first.stay_id,
        kind: 'exit',
        at: left.exit_time,
        plate_letters: 'ABJ',
        plate_number: '7001',
        type: 'guest',
        gate: gateOf(way),
        area: place,
        ticket: null,
        payment: { amount: left.amount, payment_method: 'cash' },
      },
      {
        event_id: 'home-2',
        stay_id: second.stay_id,
        kind: 'entry',
        at: second.entry_time,
        plate_letters: 'DHR',
        plate_number: '7002',
        type: 'guest',
        gate: gateOf(entrance),
        area: place,
        ticket: second.ticket!.number,
        payment: null,
      },
      {
        event_id: 'home-1',
        stay_id: first.stay_id,
        kind: 'entry',
        at: twoHoursAgo,
        plate_letters: 'ABJ',
        plate_number: '7001',
        type: 'guest',
        gate: gateOf(entrance),
        area: place,
        ticket: first.ticket!.number,
        payment: null,
      },
    ]);
    expect(latest_gate_events!.length).toBeLessThanOrEqual(10);
  });
});

describe('who sees the money', () => {
  const MONEY_SECTIONS = ['occupancy_by_type', 'today', 'pending', 'revenue_last_30_days', 'latest_gate_events'];

  it('is the super admin and the admin; only the super admin, who decides them, sees the pending company subscriptions', async () => {
    for (const section of MONEY_SECTIONS) expect(await dashboardOf(superAdmin)).toHaveProperty(section);
    const admin = await dashboardOf(await t.bearer(ROLE.admin));
    for (const section of MONEY_SECTIONS) expect(admin).toHaveProperty(section);
    expect(admin.pending).toHaveProperty('subscriptions');
    expect(admin.pending).not.toHaveProperty('company_subscriptions');
  });

  it('is not the gate employee, and a company manager has no such home at all', async () => {
    const gateEmployee = await dashboardOf(await t.bearer(ROLE.gateEmployee));
    for (const section of MONEY_SECTIONS) expect(gateEmployee).not.toHaveProperty(section);
    const manager = await t.request({
      method: 'GET',
      url: '/api/dashboard',
      token: await t.bearer(ROLE.companyManager),
    });
    expect(manager.statusCode).toBe(403);
  });
});
