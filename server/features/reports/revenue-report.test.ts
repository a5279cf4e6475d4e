import type { PaymentStatus } from '../../../domain/payment-transaction';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revenueFigures } from '../../../domain/fixtures/revenue';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import type { StayPaymentType } from '../../../domain/payment-transaction';
import { daysOf, type DayRange, previousPeriod } from '../../../domain/revenue-report';
import { ROLE } from '../../../domain/roles';
import type { RevenueFigures, RevenueReport } from '../../../domain/schemas/revenue-report';
import { paymentTransactions } from '../../db/schema';
import { insertAreas } from '../../test/bulk';
import { areaBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoPaymentTemplates, type PaymentTemplate } from '../../test/payments';
import { createThrough, expectError, expectValidationError, listAll } from '../../test/rest';

let t: TestApp;
let superAdmin: string;
let admin: string;
let north: number;
let south: number;
let templates: Record<StayPaymentType, PaymentTemplate>;

interface NewPayment {
  type: StayPaymentType;
  area: number;
  halalas: number;
  status?: PaymentStatus;
  at: Date;
  refundOf?: number;
}

/** A payment written straight to the table, as a gate or an approval writes one (the rollup's trigger counts it). */
async function insertPayment({ type, area, halalas, status = 'paid', at, refundOf }: NewPayment): Promise<number> {
  const [row] = await t.database.db
    .insert(paymentTransactions)
    .values({
      ...templates[type],
      area_id: area,
      amount_halalas: halalas,
      status,
      created_at: at,
      refund_of_id: refundOf ?? null,
    })
    .returning({ id: paymentTransactions.id });
  return row!.id;
}

function reportUrl(query: object): string {
  return `/api/reports/revenue?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
}

async function report(query: object, token = admin): Promise<RevenueReport> {
  const response = await t.request({ method: 'GET', url: reportUrl(query), token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const MARCH_WEEK = { from: '2026-03-01', to: '2026-03-07' };

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, TIME_ZONE: 'Asia/Riyadh' });
  superAdmin = await t.bearer(ROLE.superAdmin);
  admin = await t.bearer(ROLE.admin);
  templates = await demoPaymentTemplates(t.database.db);
  north = (
    await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Report North, Gate 1', name_ar: 'موقف الشمال' }))
  ).id;
  south = (await createThrough(t, superAdmin, 'areas', areaBody({ name: '=Report South', name_ar: 'موقف الجنوب' }))).id;

  // Riyadh is UTC+3: 20:59Z is 23:59 of March 1st there, 21:00Z midnight of March 2nd.
  const first = await insertPayment({
    type: 'guest',
    area: north,
    halalas: 1500,
    at: new Date('2026-03-01T20:59:00Z'),
  });
  await insertPayment({ type: 'guest', area: north, halalas: 750, at: new Date('2026-03-01T21:00:00Z') });
  await insertPayment({ type: 'guest', area: north, halalas: 0, at: new Date('2026-03-02T10:00:00Z') });
  await insertPayment({ type: 'subscription', area: north, halalas: 25_000, at: new Date('2026-03-03T09:00:00Z') });
  await insertPayment({
    type: 'guest',
    area: north,
    halalas: 325,
    status: 'pending',
    at: new Date('2026-03-03T10:00:00Z'),
  });
  await insertPayment({
    type: 'guest',
    area: north,
    halalas: -500,
    at: new Date('2026-03-04T09:00:00Z'),
    refundOf: first,
  });
  // The last minute of the week, and the first after it.
  await insertPayment({ type: 'guest', area: north, halalas: 100, at: new Date('2026-03-07T20:59:59Z') });
  await insertPayment({ type: 'guest', area: north, halalas: 9_900, at: new Date('2026-03-07T21:00:00Z') });
  await insertPayment({
    type: 'guest',
    area: south,
    halalas: 1_200,
    status: 'failed',
    at: new Date('2026-03-02T12:00:00Z'),
  });
  await insertPayment({ type: 'subscription', area: south, halalas: 10_000, at: new Date('2026-03-02T12:00:00Z') });
  // The week before: February 22nd to 28th.
  await insertPayment({ type: 'guest', area: north, halalas: 2_000, at: new Date('2026-02-25T12:00:00Z') });
  await insertPayment({ type: 'guest', area: north, halalas: 400, at: new Date('2026-02-21T20:59:00Z') });
});
afterAll(() => t.close());

describe('GET /api/reports/revenue', () => {
  it("answers an area's totals, each of its days and the week before, from paid transactions in local days", async () => {
    const answer = await report({ area_id: north, ...MARCH_WEEK });
    const northWeek: RevenueFigures = {
      transactions: 6,
      revenue: 268.5,
      guest_transactions: 5,
      guest_revenue: 18.5,
      subscription_transactions: 1,
      subscription_revenue: 250,
      charged_transactions: 4,
      free_transactions: 1,
      refunds: 1,
      refunded: -5,
      // (15 + 7.5 + 250 + 1) / 4 = 68.375, to the halala.
      average_amount: 68.38,
      min_amount: 1,
      max_amount: 250,
    };
    expect(answer).toEqual({
      area_id: north,
      ...MARCH_WEEK,
      totals: northWeek,
      per_area: [{ area_id: north, name: 'Report North, Gate 1', name_ar: 'موقف الشمال', ...northWeek }],
      per_day: [
        {
          day: '2026-03-01',
          transactions: 1,
          revenue: 15,
          guest_transactions: 1,
          guest_revenue: 15,
          subscription_transactions: 0,
          subscription_revenue: 0,
        },
        {
          day: '2026-03-02',
          transactions: 2,
          revenue: 7.5,
          guest_transactions: 2,
          guest_revenue: 7.5,
          subscription_transactions: 0,
          subscription_revenue: 0,
        },
        {
          day: '2026-03-03',
          transactions: 1,
          revenue: 250,
          guest_transactions: 0,
          guest_revenue: 0,
          subscription_transactions: 1,
          subscription_revenue: 250,
        },
        {
          day: '2026-03-04',
          transactions: 1,
          revenue: -5,
          guest_transactions: 1,
          guest_revenue: -5,
          subscription_transactions: 0,
          subscription_revenue: 0,
        },
        {
          day: '2026-03-05',
          transactions: 0,
          revenue: 0,
          guest_transactions: 0,
          guest_revenue: 0,
          subscription_transactions: 0,
          subscription_revenue: 0,
        },
        {
          day: '2026-03-06',
          transactions: 0,
          revenue: 0,
          guest_transactions: 0,
          guest_revenue: 0,
          subscription_transactions: 0,
          subscription_revenue: 0,
        },
        {
          day: '2026-03-07',
          transactions: 1,
          revenue: 1,
          guest_transactions: 1,
          guest_revenue: 1,
          subscription_transactions: 0,
          subscription_revenue: 0,
        },
      ],
      previous: {
        from: '2026-02-22',
        to: '2026-02-28',
        totals: revenueFigures({
          transactions: 1,
          revenue: 20,
          guest_transactions: 1,
          guest_revenue: 20,
          charged_transactions: 1,
          average_amount: 20,
          min_amount: 20,
          max_amount: 20,
        }),
      },
    });
  });

  it('answers every area, the most revenue first, an area without money with zeros, and totals that add them up', async () => {
    const answer = await report(MARCH_WEEK);
    expect(answer.area_id).toBeNull();
    const byId = new Map(answer.per_area.map((area) => [area.area_id, area]));
    expect(byId.get(north)).toMatchObject({ transactions: 6, revenue: 268.5 });
    expect(byId.get(south)).toMatchObject({
      name: '=Report South',
      transactions: 1,
      revenue: 100,
      subscription_revenue: 100,
      guest_transactions: 0,
    });
    const revenues = answer.per_area.map((area) => area.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(answer.per_area.filter((area) => area.transactions === 0).length).toBeGreaterThan(0);
    const halalas = (pick: (area: RevenueFigures) => number) =>
      answer.per_area.reduce((sum, area) => sum + sarToHalalas(pick(area)), 0);
    expect(sarToHalalas(answer.totals.revenue)).toBe(halalas((area) => area.revenue));
    expect(answer.totals.transactions).toBe(answer.per_area.reduce((sum, area) => sum + area.transactions, 0));
    expect(answer.per_day.map((day) => day.day)).toEqual(daysOf(MARCH_WEEK));
  });

  it('compares with the period of the same length just before: a month with the 31 days before it', async () => {
    const answer = await report({ area_id: north, from: '2026-03-01', to: '2026-03-31' });
    expect(answer.per_day).toHaveLength(31);
    expect(answer.previous).toMatchObject({
      from: '2026-01-29',
      to: '2026-02-28',
      totals: { transactions: 2, revenue: 24, guest_transactions: 2 },
    });
    expect(answer.totals).toMatchObject({ transactions: 7, revenue: 367.5, max_amount: 250 });
    const day = await report({ area_id: north, from: '2026-02-22', to: '2026-02-22' });
    expect(day.previous).toMatchObject({
      from: '2026-02-21',
      to: '2026-02-21',
      totals: { transactions: 1, revenue: 4 },
    });
  });

  it("refuses a period without both dates with SPEC's message, and bad, reversed, out-of-range or too long ones", async () => {
    const refused = async (query: object, errors: Record<string, string>) =>
      expectValidationError(await t.request({ method: 'GET', url: reportUrl(query), token: admin }), errors);
    await refused({}, { from: 'ps.validation.report_dates', to: 'ps.validation.report_dates' });
    await refused({ from: '2026-03-01' }, { to: 'ps.validation.report_dates' });
    await refused({ from: '', to: '2026-03-01' }, { from: 'ps.validation.report_dates' });
    await refused({ from: '2026-02-30', to: '2026-03-01' }, { from: 'ps.validation.date' });
    await refused(
      { from: '01/03/2026', to: '2026-03-01T00:00:00Z' },
      { from: 'ps.validation.date', to: 'ps.validation.date' },
    );
    await refused({ from: '2026-03-02', to: '2026-03-01' }, { to: 'ps.validation.not_before_start' });
    await refused({ from: '1999-12-31', to: '2026-03-01' }, { from: 'ps.validation.report_date_range' });
    await refused({ from: '2024-01-01', to: '2027-01-01' }, { to: 'ps.validation.report_span' });
    await refused({ ...MARCH_WEEK, area_id: 999_999 }, { area_id: 'ps.validation.invalid_choice' });
    await refused({ ...MARCH_WEEK, area_id: '0x10' }, { area_id: 'ps.validation.invalid_choice' });
    await refused({ ...MARCH_WEEK, format: 'xlsx' }, { format: 'ps.validation.invalid_choice' });
    expect(
      (await t.request({ method: 'GET', url: reportUrl({ ...MARCH_WEEK, sort: 'day' }), token: admin })).statusCode,
    ).toBe(400);
    // Three years to the day is the longest report.
    expect((await report({ from: '2024-01-01', to: '2026-12-31' })).per_day).toHaveLength(1096);
  });

  it("is the super admin's and the admin's; a gate employee and a company manager get 403, no token 401", async () => {
    expect((await report(MARCH_WEEK, superAdmin)).totals).toEqual((await report(MARCH_WEEK, admin)).totals);
    for (const role of [ROLE.gateEmployee, ROLE.companyManager]) {
      const token = await t.bearer(role);
      expectError(await t.request({ method: 'GET', url: reportUrl(MARCH_WEEK), token }), 403, 'forbidden');
      expectError(
        await t.request({ method: 'GET', url: reportUrl({ ...MARCH_WEEK, format: 'csv' }), token }),
        403,
        'forbidden',
      );
    }
    expectError(await t.request({ method: 'GET', url: reportUrl(MARCH_WEEK) }), 401, 'unauthorized');
  });

  it('answers format=csv as a UTF-8 file with a byte-order mark: a line per area, the total, then a line per day', async () => {
    const response = await t.request({ method: 'GET', url: reportUrl({ ...MARCH_WEEK, format: 'csv' }), token: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue-report-2026-03-01-to-2026-03-07.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    const json = await report(MARCH_WEEK);
    expect(lines[0]).toBe(
      'Area,Area (Arabic),Transactions,Revenue (SAR),Guest transactions,Guest revenue (SAR),Subscription transactions,Subscription revenue (SAR),' +
        'Paid transactions,Free transactions,Refunds,Refunded (SAR),Average amount (SAR),Min amount (SAR),Max amount (SAR)',
    );
    // A name with a comma is quoted; one a spreadsheet would run as a formula is written as text.
    expect(lines).toContain(
      '"Report North, Gate 1",موقف الشمال,6,268.50,5,18.50,1,250.00,4,1,1,-5.00,68.38,1.00,250.00',
    );
    expect(lines).toContain("'=Report South,موقف الجنوب,1,100.00,0,0.00,1,100.00,1,0,0,0.00,100.00,100.00,100.00");
    const total = lines[json.per_area.length + 1]!;
    expect(total.startsWith(`Total,الإجمالي,${json.totals.transactions},${json.totals.revenue.toFixed(2)},`)).toBe(
      true,
    );
    expect(lines[json.per_area.length + 2]).toBe('');
    expect(lines[json.per_area.length + 3]).toBe(
      'Date,Transactions,Revenue (SAR),Guest transactions,Guest revenue (SAR),Subscription transactions,Subscription revenue (SAR)',
    );
    expect(lines.slice(json.per_area.length + 4, -1).map((line) => line.split(',')[0])).toEqual(daysOf(MARCH_WEEK));
    expect(lines.at(-1)).toBe('');

    const oneArea = await t.request({
      method: 'GET',
      url: reportUrl({ area_id: north, ...MARCH_WEEK, format: 'csv' }),
      token: admin,
    });
    expect(oneArea.headers['content-disposition']).toBe(
      `attachment; filename="revenue-report-2026-03-01-to-2026-03-07-area-${north}.csv"`,
    );
    expect(oneArea.body).toContain('\r\n2026-03-04,1,-5.00,1,-5.00,0,0.00\r\n');
  });
});

type Filter = object;

/**
 * The count and the sum of the rows the transactions list finds for `filter`, added up here row
 * by row: the list's own totals read the same rollup as the report for such filters.
 */
async function totals(filter: Filter) {
  const rows = await listAll(t, admin, 'payment-transactions', { filter, range: [0, 999] });
  return {
    count: rows.length,
    amount: halalasToSar(rows.reduce((sum, row) => sum + sarToHalalas(row.amount as number), 0)),
  };
}

/** The first amount of the paid charges the list finds, in `order`. */
async function firstCharge(filter: Filter, order: 'ASC' | 'DESC'): Promise<number | null> {
  const [row] = await listAll(t, admin, 'payment-transactions', {
    filter: { ...filter, amount_min: 0.01 },
    sort: ['amount', order],
    range: [0, 0],
  });
  return row ? (row.amount as number) : null;
}

/** SPEC's figures worked out from the rows the transactions list finds for `filter`. */
async function listedFigures(filter: Filter): Promise<RevenueFigures> {
  const paid = { ...filter, status: 'paid' };
  const [all, guest, subscription, charged, free, refunds, min, max] = await Promise.all([
    totals(paid),
    totals({ ...paid, type: 'guest' }),
    totals({ ...paid, type: 'subscription' }),
    totals({ ...paid, amount_min: 0.01 }),
    totals({ ...paid, amount_min: 0, amount_max: 0 }),
    totals({ ...paid, amount_max: -0.01 }),
    firstCharge(paid, 'ASC'),
    firstCharge(paid, 'DESC'),
  ]);
  return {
    transactions: all.count,
    revenue: all.amount,
    guest_transactions: guest.count,
    guest_revenue: guest.amount,
    subscription_transactions: subscription.count,
    subscription_revenue: subscription.amount,
    charged_transactions: charged.count,
    free_transactions: free.count,
    refunds: refunds.count,
    refunded: refunds.amount,
    average_amount: charged.count === 0 ? null : halalasToSar(Math.round(sarToHalalas(charged.amount) / charged.count)),
    min_amount: min,
    max_amount: max,
  };
}

/** Each day's revenue, guests' and subscriptions' apart, from the rows the list finds. */
async function listedDays(range: DayRange, areaId: number | undefined) {
  const area = areaId === undefined ? {} : { area_id: areaId };
  return Promise.all(
    daysOf(range).map(async (day) => {
      const [guest, subscription] = await Promise.all(
        (['guest', 'subscription'] as const).map((type) =>
          totals({ ...area, from: day, to: day, status: 'paid', type }),
        ),
      );
      return {
        day,
        transactions: guest!.count + subscription!.count,
        revenue: halalasToSar(sarToHalalas(guest!.amount) + sarToHalalas(subscription!.amount)),
        guest_transactions: guest!.count,
        guest_revenue: guest!.amount,
        subscription_transactions: subscription!.count,
        subscription_revenue: subscription!.amount,
      };
    }),
  );
}

/** A moment within a day and a half of a local midnight (Riyadh's March 11th begins at 21:00Z on the 10th). */
const aroundMidnight = fc
  .integer({ min: -36 * 60 * 60, max: 36 * 60 * 60 })
  .map((seconds) => new Date(Date.parse('2026-03-10T21:00:00Z') + seconds * 1000));

/** A payment's area (of two), type, amount and status. */
const paymentFields = {
  area: fc.nat(1),
  type: fc.constantFrom<StayPaymentType>('guest', 'subscription'),
  halalas: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
  status: fc.constantFrom('paid', 'paid', 'pending', 'failed'),
};

const payment = fc.record({
  ...paymentFields,
  at: aroundMidnight,
  /** Part of it paid back later, when it was paid money. */
  refund: fc.option(fc.record({ share: fc.double({ min: 0.01, max: 1, noNaN: true }), at: aroundMidnight }), {
    freq: 3,
  }),
});

/** Local days the payments fall on: March 9th to 12th. */
const period = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
  .map(([start, length]): DayRange => ({
    from: daysOf({ from: '2026-03-09', to: '2026-03-12' })[start]!,
    to: daysOf({ from: '2026-03-09', to: '2026-03-12' })[Math.min(3, start + length)]!,
  }));

describe('the revenue report against the transactions list', () => {
  it('equals, on random payments, the sums of the transactions the list finds with the same filter: totals, each area, each day and the period before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(payment, { minLength: 1, maxLength: 12 }), period, async (payments, range) => {
        const areaIds = await insertAreas(t.database.db, 2, () => ({}));
        for (const { area, type, halalas, status, at, refund } of payments) {
          const id = await insertPayment({ type, area: areaIds[area]!, halalas, status, at });
          if (refund && status === 'paid' && halalas > 0) {
            const later = new Date(Math.max(at.getTime(), refund.at.getTime()));
            await insertPayment({
              type,
              area: areaIds[area]!,
              halalas: -Math.max(1, Math.floor(halalas * refund.share)),
              at: later,
              refundOf: id,
            });
          }
        }
        const previous = previousPeriod(range);

        const ofArea = await report({ area_id: areaIds[0]!, ...range });
        const areaFilter = { area_id: areaIds[0]! };
        const areaFigures = await listedFigures({ ...areaFilter, ...range });
        expect(ofArea.totals).toEqual(areaFigures);
        expect(ofArea.per_area).toEqual([expect.objectContaining({ area_id: areaIds[0], ...areaFigures })]);
        expect(ofArea.per_day).toEqual(await listedDays(range, areaIds[0]));
        expect(ofArea.previous.totals).toEqual(await listedFigures({ ...areaFilter, ...previous }));

        const ofAll = await report(range);
        expect(ofAll.totals).toEqual(await listedFigures(range));
        for (const areaId of areaIds) {
          expect(ofAll.per_area.find((area) => area.area_id === areaId)).toEqual(
            expect.objectContaining(await listedFigures({ area_id: areaId, ...range })),
          );
        }
        expect(ofAll.per_day).toEqual(await listedDays(range, undefined));
        expect(ofAll.previous.totals).toEqual(await listedFigures(previous));
      }),
      { numRuns: 25 },
    );
  });

  // A period holding whole months reads them from revenue_monthly and only its other days from
  // revenue_daily; the period before (as long) may hold February whole.
  it('equals the sums of the listed transactions for periods of whole months and the days about them', async () => {
    const monthStart = Date.parse('2026-02-25T21:00:00Z');
    const anyTime = fc
      .integer({ min: 0, max: 37 * 24 * 60 * 60 })
      .map((seconds) => new Date(monthStart + seconds * 1000));
    const aroundMonths = fc.record({ ...paymentFields, at: anyTime });
    const monthPeriod = fc
      .tuple(
        fc.constantFrom('2026-02-27', '2026-03-01', '2026-03-02'),
        fc.constantFrom('2026-03-28', '2026-03-31', '2026-04-01'),
      )
      .map(([from, to]): DayRange => ({ from, to }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(aroundMonths, { minLength: 1, maxLength: 12 }),
        monthPeriod,
        async (payments, range) => {
          const areaIds = await insertAreas(t.database.db, 2, () => ({}));
          for (const { area, type, halalas, status, at } of payments)
            await insertPayment({ type, area: areaIds[area]!, halalas, status, at });
          const previous = previousPeriod(range);

          const ofArea = await report({ area_id: areaIds[0]!, ...range });
          expect(ofArea.totals).toEqual(await listedFigures({ area_id: areaIds[0]!, ...range }));
          expect(ofArea.previous.totals).toEqual(await listedFigures({ area_id: areaIds[0]!, ...previous }));
          const ofAll = await report(range);
          expect(ofAll.totals).toEqual(await listedFigures(range));
          expect(ofAll.per_area.find((area) => area.area_id === areaIds[1])).toEqual(
            expect.objectContaining(await listedFigures({ area_id: areaIds[1]!, ...range })),
          );
          expect(ofAll.previous.totals).toEqual(await listedFigures(previous));
        },
      ),
      { numRuns: 15 },
    );
  });
});
