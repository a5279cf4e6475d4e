import { and, type AnyColumn, asc, between, eq, sql } from 'drizzle-orm';
import { halalasToSar } from '../../domain/money';
import type { PaymentTransactionType } from '../../domain/payment-transaction';
import { type DayRange, daysOf, piecesOf, previousPeriod } from '../../domain/revenue-report';
import type { RevenueDay, RevenueFigures, RevenueReport } from '../../domain/schemas/revenue-report';
import { VALIDATION } from '../../domain/validation-messages';
import { answersOneQueryAtATime, type Database } from '../db/client';
import { areas, revenueDaily } from '../db/schema';
import { badInput } from '../errors';

/** Paid transactions counted, money in halalas, as the rollup keeps them. */
interface Tally {
  transactions: number;
  amount: number;
  charged: number;
  free: number;
  refunds: number;
  refunded: number;
  min: number | null;
  max: number | null;
  byType: Record<PaymentTransactionType, { transactions: number; amount: number }>;
}

type TypeRow = Omit<Tally, 'byType'> & { type: PaymentTransactionType };
/** A row of the report's grouping: per area and type (no day), or per day and type (no area). */
type RollupRow = TypeRow & { area_id: number | null; day: string | null };

function emptyTally(): Tally {
  return {
    transactions: 0,
    amount: 0,
    charged: 0,
    free: 0,
    refunds: 0,
    refunded: 0,
    min: null,
    max: null,
    byType: { guest: { transactions: 0, amount: 0 }, subscription: { transactions: 0, amount: 0 } },
  };
}

function add(tally: Tally, row: TypeRow): Tally {
  tally.transactions += row.transactions;
  tally.amount += row.amount;
  tally.charged += row.charged;
  tally.free += row.free;
  tally.refunds += row.refunds;
  tally.refunded += row.refunded;
  if (row.min !== null) tally.min = Math.min(tally.min ?? row.min, row.min);
  if (row.max !== null) tally.max = Math.max(tally.max ?? row.max, row.max);
  tally.byType[row.type].transactions += row.transactions;
  tally.byType[row.type].amount += row.amount;
  return tally;
}

function tallyBy<K>(rows: RollupRow[], keyOf: (row: RollupRow) => K | null): Map<K, Tally> {
  const tallies = new Map<K, Tally>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    tallies.set(key, add(tallies.get(key) ?? emptyTally(), row));
  }
  return tallies;
}

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::text`.mapWith(Number);

/** The rollup's figures, summed over the rows of a group. */
const figureColumns = {
  type: sql<PaymentTransactionType>`${revenueDaily.type}`,
  transactions: sumOf(revenueDaily.transactions),
  amount: sumOf(revenueDaily.amount_halalas),
  charged: sumOf(revenueDaily.charged),
  free: sumOf(revenueDaily.free),
  refunds: sumOf(revenueDaily.refunds),
  refunded: sumOf(revenueDaily.refunded_halalas),
  min: sql<number | null>`min(${revenueDaily.min_charge_halalas})`,
  max: sql<number | null>`max(${revenueDaily.max_charge_halalas})`,
};

const rollupOf = ({ from, to }: DayRange, areaId: number | undefined) =>
  and(between(revenueDaily.day, from, to), areaId === undefined ? undefined : eq(revenueDaily.area_id, areaId));

/** The longest piece of a period the embedded database reads in one query (see `piecewise`). */
const PIECE_DAYS = 31;

/**
 * The rows of `read` over the period: on PostgreSQL in one query; on the embedded database, which
 * answers one query at a time, a piece after the other, so that a gate's request waits for one
 * month's read at most, not for a year's (bench/money-scale.ts measures the gate's p99 while
 * reports run). Each query costs its planning: pieces on PostgreSQL only slowed the report.
 */
async function piecewise<Row>(db: Database, period: DayRange, read: (piece: DayRange) => Promise<Row[]>): Promise<Row[]> {
  if (!answersOneQueryAtATime(db)) return read(period);
  const rows: Row[] = [];
  for (const piece of piecesOf(period, PIECE_DAYS)) rows.push(...(await read(piece)));
  return rows;
}

/**
 * The rollup's figures of the period, in two groupings of each read: per area and type, per day
 * and type (the column a grouping leaves out is null). A year of fifty areas reads about 36,500
 * rows of revenue_daily; a month of one area some sixty, by its primary key.
 */
function periodRows(db: Database, period: DayRange, areaId: number | undefined): Promise<RollupRow[]> {
  return piecewise(db, period, (piece) =>
    db
      .select({ area_id: revenueDaily.area_id, day: revenueDaily.day, ...figureColumns })
      .from(revenueDaily)
      .where(rollupOf(piece, areaId))
      .groupBy(sql`grouping sets ((${revenueDaily.area_id}, ${revenueDaily.type}), (${revenueDaily.day}, ${revenueDaily.type}))`),
  );
}

/** The period's figures per type alone: all the period before needs, at a lighter cost. */
function totalRows(db: Database, period: DayRange, areaId: number | undefined): Promise<TypeRow[]> {
  return piecewise(db, period, (piece) => db.select(figureColumns).from(revenueDaily).where(rollupOf(piece, areaId)).groupBy(revenueDaily.type));
}

/** The figures of a tally in SAR; the average charge rounded to the halala. */
function figuresOf(tally: Tally): RevenueFigures {
  const charges = tally.amount - tally.refunded;
  return {
    transactions: tally.transactions,
    revenue: halalasToSar(tally.amount),
    guest_transactions: tally.byType.guest.transactions,
    guest_revenue: halalasToSar(tally.byType.guest.amount),
    subscription_transactions: tally.byType.subscription.transactions,
    subscription_revenue: halalasToSar(tally.byType.subscription.amount),
    charged_transactions: tally.charged,
    free_transactions: tally.free,
    refunds: tally.refunds,
    refunded: halalasToSar(tally.refunded),
    average_amount: tally.charged === 0 ? null : halalasToSar(Math.round(charges / tally.charged)),
    min_amount: tally.min === null ? null : halalasToSar(tally.min),
    max_amount: tally.max === null ? null : halalasToSar(tally.max),
  };
}

function dayOf(day: string, tally: Tally): RevenueDay {
  const { transactions, revenue, guest_transactions, guest_revenue, subscription_transactions, subscription_revenue } = figuresOf(tally);
  return { day, transactions, revenue, guest_transactions, guest_revenue, subscription_transactions, subscription_revenue };
}

const totalOf = (rows: TypeRow[]) => rows.reduce(add, emptyTally());

/**
 * The revenue report of an area (or of all) over local days, from the revenue rollup alone: the
 * totals, each area's figures, each day's revenue, and the totals of the period just before.
 */
export async function revenueReport(db: Database, { area_id: areaId, from, to }: { area_id?: number } & DayRange): Promise<RevenueReport> {
  const reported = await db
    .select({ id: areas.id, name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(areaId === undefined ? undefined : eq(areas.id, areaId))
    .orderBy(asc(areas.name), asc(areas.id));
  if (areaId !== undefined && reported.length === 0) throw badInput({ area_id: VALIDATION.invalidChoice });
  const previous = previousPeriod({ from, to });
  // Together: PostgreSQL reads both at once; the embedded database takes their pieces in turn.
  const [rows, previousRows] = await Promise.all([periodRows(db, { from, to }, areaId), totalRows(db, previous, areaId)]);

  const perArea = tallyBy(rows, (row) => row.area_id);
  const perDay = tallyBy(rows, (row) => row.day);
  return {
    area_id: areaId ?? null,
    from,
    to,
    // Each payment counts once among the per-area rows, and once among the per-day rows.
    totals: figuresOf(totalOf(rows.filter((row) => row.area_id !== null))),
    per_area: reported
      .map((area) => ({ area_id: area.id, name: area.name, name_ar: area.name_ar, ...figuresOf(perArea.get(area.id) ?? emptyTally()) }))
      // Stable: areas of equal revenue keep their order by name.
      .sort((a, b) => b.revenue - a.revenue),
    per_day: daysOf({ from, to }).map((day) => dayOf(day, perDay.get(day) ?? emptyTally())),
    previous: { ...previous, totals: figuresOf(totalOf(previousRows)) },
  };
}
