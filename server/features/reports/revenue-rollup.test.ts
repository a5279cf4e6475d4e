import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../domain/local-date';
import type { StayPaymentType } from '../../../domain/payment-transaction';
import { keepRevenueZone } from '../../db/revenue-rollup';
import { paymentTransactions, revenueDaily, revenueEstateDaily, revenueMonthly } from '../../db/schema';
import { insertAreas } from '../../test/bulk';
import { holdLock, lockWaitersNow } from '../../test/locks';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoPaymentTemplates, type PaymentTemplate } from '../../test/payments';

let t: TestApp;
let templates: Record<StayPaymentType, PaymentTemplate>;

beforeAll(async () => {
  t = await createTestApp();
  templates = await demoPaymentTemplates(t.database.db);
});

afterAll(() => t?.close());

type Figures = Omit<typeof revenueDaily.$inferSelect, 'area_id'> & { area_id: number };

/** What the rollup must hold for `areaIds`, counted here from the payments themselves. */
async function countedFromPayments(areaIds: number[], timeZone = 'Asia/Riyadh'): Promise<Figures[]> {
  const payments = await t.database.db
    .select()
    .from(paymentTransactions)
    .where(and(inArray(paymentTransactions.area_id, areaIds), eq(paymentTransactions.status, 'paid')));
  const byKey = new Map<string, Figures>();
  for (const payment of payments) {
    const day = localDate(payment.created_at, timeZone);
    const key = `${payment.area_id}|${day}|${payment.type}`;
    const figures = byKey.get(key) ?? {
      area_id: payment.area_id,
      day,
      type: payment.type,
      transactions: 0,
      amount_halalas: 0,
      charged: 0,
      free: 0,
      refunds: 0,
      refunded_halalas: 0,
      min_charge_halalas: null,
      max_charge_halalas: null,
    };
    const amount = payment.amount_halalas;
    figures.transactions += 1;
    figures.amount_halalas += amount;
    if (amount > 0) {
      figures.charged += 1;
      figures.min_charge_halalas = Math.min(figures.min_charge_halalas ?? amount, amount);
      figures.max_charge_halalas = Math.max(figures.max_charge_halalas ?? amount, amount);
    } else if (amount === 0) figures.free += 1;
    else {
      figures.refunds += 1;
      figures.refunded_halalas += amount;
    }
    byKey.set(key, figures);
  }
  return sortFigures([...byKey.values()]);
}

/** The rollup's rows of `areaIds` that still count something (a day whose payments all went keeps a row of zeros). */
async function rolledUp(areaIds: number[]): Promise<Figures[]> {
  const rows = await t.database.db.select().from(revenueDaily).where(inArray(revenueDaily.area_id, areaIds));
  return sortFigures(rows.filter(counts));
}

const counts = (row: { transactions: number; amount_halalas: number }) =>
  row.transactions !== 0 || row.amount_halalas !== 0;

/**
 * The months and the estate's days, each as they must be: the areas' days of `areaIds` grouped by
 * month, and every area's days grouped by day (the areas' days themselves are checked against the
 * payments).
 */
async function expectMonthsAndEstateDaysToAgree(areaIds: number[]): Promise<void> {
  const db = t.database.db;
  const days = await db.select().from(revenueDaily);
  const months = new Map<string, Figures>();
  const estate = new Map<string, { day: string; type: string; transactions: number; amount_halalas: number }>();
  for (const day of days) {
    const dayOfEstate = estate.get(`${day.day}|${day.type}`) ?? {
      day: day.day,
      type: day.type,
      transactions: 0,
      amount_halalas: 0,
    };
    dayOfEstate.transactions += day.transactions;
    dayOfEstate.amount_halalas += day.amount_halalas;
    estate.set(`${day.day}|${day.type}`, dayOfEstate);
    if (!areaIds.includes(day.area_id)) continue;
    const key = `${day.area_id}|${day.day.slice(0, 7)}|${day.type}`;
    const month = months.get(key) ?? {
      ...day,
      day: `${day.day.slice(0, 7)}-01`,
      transactions: 0,
      amount_halalas: 0,
      charged: 0,
      free: 0,
      refunds: 0,
      refunded_halalas: 0,
      min_charge_halalas: null,
      max_charge_halalas: null,
    };
    month.transactions += day.transactions;
    month.amount_halalas += day.amount_halalas;
    month.charged += day.charged;
    month.free += day.free;
    month.refunds += day.refunds;
    month.refunded_halalas += day.refunded_halalas;
    if (day.min_charge_halalas !== null)
      month.min_charge_halalas = Math.min(month.min_charge_halalas ?? day.min_charge_halalas, day.min_charge_halalas);
    if (day.max_charge_halalas !== null)
      month.max_charge_halalas = Math.max(month.max_charge_halalas ?? day.max_charge_halalas, day.max_charge_halalas);
    months.set(key, month);
  }
  const keptMonths = (await db.select().from(revenueMonthly).where(inArray(revenueMonthly.area_id, areaIds))).map(
    ({ month, ...row }) => ({ ...row, day: month }),
  );
  expect(sortFigures(keptMonths.filter(counts))).toEqual(sortFigures([...months.values()].filter(counts)));
  const byDay = (a: { day: string; type: string }, b: { day: string; type: string }) =>
    `${a.day}|${a.type}`.localeCompare(`${b.day}|${b.type}`);
  expect((await db.select().from(revenueEstateDaily)).filter(counts).sort(byDay)).toEqual(
    [...estate.values()].filter(counts).sort(byDay),
  );
}

function sortFigures(rows: Figures[]): Figures[] {
  return rows.sort((a, b) => `${a.area_id}|${a.day}|${a.type}`.localeCompare(`${b.area_id}|${b.day}|${b.type}`));
}

/** A moment within a day and a half of the local midnight that starts April, where a wrong zone would put it on the wrong day and month. */
const aroundMidnight = fc
  .integer({ min: -36 * 60, max: 36 * 60 })
  .map((minutes) => new Date(Date.parse('2026-03-31T21:00:00Z') + minutes * 60_000));

// Inserts weigh most, so that an area's day and month hold several charges for the others to change.
const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      area: fc.nat(1),
      type: fc.constantFrom('guest' as const, 'subscription' as const),
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
      status: fc.constantFrom('paid', 'paid', 'pending', 'failed'),
      at: aroundMidnight,
    }),
  },
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    at: aroundMidnight,
  }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom('paid', 'pending', 'failed'),
  }),
  fc.record({ kind: fc.constant('amount' as const), pick: fc.nat(), amount: fc.integer({ min: 0, max: 50_000 }) }),
  // A payment's time never changes once written (migration 0056): a move is to another area.
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), area: fc.nat(1) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;

/** Applies one operation to the payments of `areaIds`, the way a writer would, straight to the table. */
async function apply(op: Operation, areaIds: number[]): Promise<void> {
  const db = t.database.db;
  const mine = await db
    .select()
    .from(paymentTransactions)
    .where(inArray(paymentTransactions.area_id, areaIds))
    .orderBy(paymentTransactions.id);
  const picked = 'pick' in op && mine.length > 0 ? mine[op.pick % mine.length]! : undefined;
  switch (op.kind) {
    case 'insert': {
      await db.insert(paymentTransactions).values({
        ...templates[op.type],
        area_id: areaIds[op.area]!,
        amount_halalas: op.amount,
        status: op.status,
        created_at: op.at,
      });
      return;
    }
    case 'refund': {
      if (!picked || picked.amount_halalas <= 0 || picked.refund_of_id !== null) return;
      const { id: _pickedId, ...original } = picked;
      const amount = -Math.max(1, Math.floor(picked.amount_halalas * op.share));
      await db
        .insert(paymentTransactions)
        .values({ ...original, amount_halalas: amount, status: 'paid', refund_of_id: picked.id, created_at: op.at });
      return;
    }
    case 'status':
      if (picked)
        await db.update(paymentTransactions).set({ status: op.status }).where(eq(paymentTransactions.id, picked.id));
      return;
    case 'amount':
      if (picked && picked.refund_of_id === null)
        await db
          .update(paymentTransactions)
          .set({ amount_halalas: op.amount })
          .where(eq(paymentTransactions.id, picked.id));
      return;
    case 'move':
      if (picked)
        await db
          .update(paymentTransactions)
          .set({ area_id: areaIds[op.area]! })
          .where(eq(paymentTransactions.id, picked.id));
      return;
    case 'delete': {
      if (!picked) return;
      await db.delete(paymentTransactions).where(eq(paymentTransactions.refund_of_id, picked.id));
      await db.delete(paymentTransactions).where(eq(paymentTransactions.id, picked.id));
      return;
    }
  }
}

describe('the revenue rollup (revenue_daily, revenue_monthly, revenue_estate_daily)', () => {
  it('equals the paid payments counted per area, local day and type after any writes: inserts, refunds, status and amount changes, moves and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 25, size: 'medium' }), async (operations) => {
        const areaIds = await insertAreas(t.database.db, 2, () => ({}));
        for (const op of operations) await apply(op, areaIds);
        expect(await rolledUp(areaIds)).toEqual(await countedFromPayments(areaIds));
        await expectMonthsAndEstateDaysToAgree(areaIds);
      }),
      { numRuns: 30 },
    );
  });

  it('holds the seeded demo payments already', async () => {
    const areaIds = (
      await t.database.db.selectDistinct({ id: paymentTransactions.area_id }).from(paymentTransactions)
    ).map((row) => row.id);
    expect(areaIds.length).toBeGreaterThan(0);
    expect(await rolledUp(areaIds)).toEqual(await countedFromPayments(areaIds));
    await expectMonthsAndEstateDaysToAgree(areaIds);
  });

  it('counts the days of a new time zone again at the start, once', async () => {
    const [areaId] = await insertAreas(t.database.db, 1, () => ({}));
    const template = templates.subscription;
    // 22:30 UTC is the next day in Riyadh and the same day in UTC.
    await t.database.db.insert(paymentTransactions).values({
      ...template,
      area_id: areaId!,
      amount_halalas: 1_000,
      status: 'paid',
      created_at: new Date('2026-03-10T22:30:00Z'),
    });
    expect((await rolledUp([areaId!])).map((row) => row.day)).toEqual(['2026-03-11']);

    expect(await keepRevenueZone(t.database.db, 'UTC')).toBe(true);
    expect(await rolledUp([areaId!])).toEqual(await countedFromPayments([areaId!], 'UTC'));
    expect((await rolledUp([areaId!])).map((row) => row.day)).toEqual(['2026-03-10']);
    await expectMonthsAndEstateDaysToAgree([areaId!]);
    expect(await keepRevenueZone(t.database.db, 'UTC')).toBe(false);

    expect(await keepRevenueZone(t.database.db, 'Asia/Riyadh')).toBe(true);
    expect((await rolledUp([areaId!])).map((row) => row.day)).toEqual(['2026-03-11']);
  });

  // Many connections on PostgreSQL; one after another on the embedded database.
  it("lets a payment of the day in while another payment's transaction is still open: the rollup counts at commit (PostgreSQL)", async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const [areaId] = await insertAreas(t.database.db, 1, () => ({}));
    const payment = (amount: number) =>
      t.database.db.insert(paymentTransactions).values({
        ...templates.guest,
        area_id: areaId!,
        amount_halalas: amount,
        status: 'paid',
        created_at: new Date('2026-03-11T12:00:00Z'),
      });
    // Counted at its insert, the open one would hold the estate's row of the day, and the second would wait for it.
    const open = await holdLock(t.database.db, payment(700).getSQL());
    let written = false;
    const second = payment(900).then(() => (written = true));
    let waited = false;
    while (!written && !waited) waited = (await lockWaitersNow(t.database.db)) > 0;
    await open.release();
    await second;
    expect(waited).toBe(false);
    expect(await rolledUp([areaId!])).toEqual(await countedFromPayments([areaId!]));
    await expectMonthsAndEstateDaysToAgree([areaId!]);
  });

  it('stays exact when payments of one day are written and deleted at once', async () => {
    const [areaId] = await insertAreas(t.database.db, 1, () => ({}));
    const template = templates.subscription;
    const at = new Date('2026-03-10T12:00:00Z');
    const inserted = await t.database.db
      .insert(paymentTransactions)
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          ...template,
          area_id: areaId!,
          amount_halalas: 100 + index,
          status: 'paid' as const,
          created_at: at,
        })),
      )
      .returning({ id: paymentTransactions.id });
    // The smallest and largest go while others come: each delete reads the day's charges again.
    await Promise.all([
      ...inserted
        .slice(0, 20)
        .map((row) => t.database.db.delete(paymentTransactions).where(eq(paymentTransactions.id, row.id))),
      ...Array.from({ length: 20 }, (_, index) =>
        t.database.db
          .insert(paymentTransactions)
          .values({ ...template, area_id: areaId!, amount_halalas: 5_000 + index, status: 'paid', created_at: at }),
      ),
      ...inserted
        .slice(20)
        .map((row) =>
          t.database.db.update(paymentTransactions).set({ status: 'failed' }).where(eq(paymentTransactions.id, row.id)),
        ),
    ]);
    expect(await rolledUp([areaId!])).toEqual(await countedFromPayments([areaId!]));
    const [figures] = await rolledUp([areaId!]);
    expect(figures).toMatchObject({ transactions: 20, min_charge_halalas: 5_000, max_charge_halalas: 5_019 });
    await expectMonthsAndEstateDaysToAgree([areaId!]);
  });
});
