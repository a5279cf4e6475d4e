import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays, endOfLocalDay, localDate, startOfLocalDay } from '../../domain/local-date';
import { halalasToSar } from '../../domain/money';
import type { TodayFigures } from '../../domain/schemas/dashboard';
import type { Database } from '../db/client';
import { paymentTransactions, revenueDaily, vehicles } from '../db/schema';

/** A window of time, its end left out. */
interface Window {
  from: Date;
  to: Date;
}

/** The stays that entered (or left) within a window: a range of that time's index. */
async function staysWithin(db: Database, time: typeof vehicles.entry_time | typeof vehicles.exit_time, { from, to }: Window): Promise<number> {
  const [row] = await db.select({ total: count() }).from(vehicles).where(and(gte(time, from), lt(time, to)));
  return row!.total;
}

/** A day's paid money from the rollup, in halalas. */
async function rolledUpRevenue(db: Database, day: string): Promise<number> {
  const [row] = await db
    .select({ halalas: sql<number>`coalesce(sum(${revenueDaily.amount_halalas}), 0)`.mapWith(Number) })
    .from(revenueDaily)
    .where(eq(revenueDaily.day, day));
  return row!.halalas;
}

/**
 * The paid money of a part of a day, in halalas, counted as the rollup counts it (paid rows by
 * their creation). The rollup holds whole days and cannot cut one at a time of day; the part is a
 * range of payment_transactions_created_idx, a day's payments at most.
 */
async function paidWithin(db: Database, { from, to }: Window): Promise<number> {
  const [row] = await db
    .select({ halalas: sql<number>`coalesce(sum(${paymentTransactions.amount_halalas}), 0)`.mapWith(Number) })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.status, 'paid'), gte(paymentTransactions.created_at, from), lt(paymentTransactions.created_at, to)));
  return row!.halalas;
}

/**
 * Today's entries, exits and revenue beside the same weekday a week before, that day counted up
 * to the time of day it is now (local days of `timeZone`). Today is the whole local day: nothing
 * later than now has happened, but a lane whose clock runs a little ahead. Each count is a range
 * of the stays' entry or exit times, never a walk over all stays.
 */
export async function trafficToday(db: Database, now: Date, timeZone: string): Promise<TodayFigures> {
  const day = localDate(now, timeZone);
  const lastWeekDay = addDays(day, -7);
  const dayStart = startOfLocalDay(day, timeZone);
  const today = { from: dayStart, to: endOfLocalDay(day, timeZone) };
  const lastWeekStart = startOfLocalDay(lastWeekDay, timeZone);
  const lastWeek = { from: lastWeekStart, to: new Date(lastWeekStart.getTime() + (now.getTime() - dayStart.getTime())) };
  const [entriesToday, entriesLastWeek, exitsToday, exitsLastWeek, revenueToday, revenueLastWeek] = await Promise.all([
    staysWithin(db, vehicles.entry_time, today),
    staysWithin(db, vehicles.entry_time, lastWeek),
    staysWithin(db, vehicles.exit_time, today),
    staysWithin(db, vehicles.exit_time, lastWeek),
    rolledUpRevenue(db, day),
    paidWithin(db, lastWeek),
  ]);
  return {
    day,
    last_week_day: lastWeekDay,
    as_of: now.toISOString(),
    entries: { today: entriesToday, last_week: entriesLastWeek },
    exits: { today: exitsToday, last_week: exitsLastWeek },
    revenue: { today: halalasToSar(revenueToday), last_week: halalasToSar(revenueLastWeek) },
  };
}
