import { sql } from 'drizzle-orm';
import { addDays, endOfLocalDay, localDate, startOfLocalDay } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import type { TodayFigures } from '../../../domain/schemas/dashboard';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { builtOnce, type Slot } from '../../db/built-once';
import { paymentTransactions, revenueEstateDaily, vehicles } from '../../db/schema';

/** A window of time, its end left out: the names of its two instants in the statement. */
interface Window {
  from: Slot;
  to: Slot;
}

const instant = (at: Slot) => sql`${at}::timestamptz`;

/** The stays that entered (or left) within a window: a range of that time's index. */
const staysWithin = (time: typeof vehicles.entry_time | typeof vehicles.exit_time, { from, to }: Window) =>
  sql`(select count(*)::int from ${vehicles} where ${time} >= ${instant(from)} and ${time} < ${instant(to)})`;

/**
 * The home's revenue is the parking its drivers and subscribers paid, as its chart of the last days
 * shows it (server/features/dashboard/revenue-last-days.ts): a merchant's top-up or bill pays for validations, whose
 * stays the chart already counts at what their drivers paid, and is read on the merchant's statement.
 */
const MERCHANT = sql`'merchant'`;

/** A day's paid money from the estate's rollup (a row of each type), in halalas. */
const rolledUpRevenue = (day: Slot) =>
  sql`(select coalesce(sum(${revenueEstateDaily.amount_halalas}), 0)::text from ${revenueEstateDaily} where ${revenueEstateDaily.day} = ${day}::date and ${revenueEstateDaily.type} <> ${MERCHANT})`;

/**
 * The paid money of a part of a day, in halalas, counted as the rollup counts it (paid rows by
 * their creation). The rollup holds whole days and cannot cut one at a time of day; the part is a
 * range of payment_transactions_created_idx, a day's payments at most.
 */
const paidWithin = ({ from, to }: Window) =>
  sql`(select coalesce(sum(${paymentTransactions.amount_halalas}), 0)::text from ${paymentTransactions}
    where ${paymentTransactions.status} = 'paid' and ${paymentTransactions.type} <> ${MERCHANT} and ${paymentTransactions.created_at} >= ${instant(from)} and ${paymentTransactions.created_at} < ${instant(to)})`;

/**
 * One statement of six index ranges: the dashboard asks a dozen things at once, and each statement
 * of its own costs a round trip and a plan. Built once, it is planned once per connection too: on
 * PostgreSQL's monthly partitions (server/db/partitions/) planning its four counts of stays over
 * every month took 70 ms, running them 6. Left to choose, PostgreSQL planned it again for every
 * day's values (12 ms each time, measured on the generated year): a plan for those values alone
 * was cheaper by its estimate than the one kept for all, whose ranges it cannot see. So its
 * transaction asks for the one plan (`KEEP_ONE_PLAN`), which reads each month's index at the
 * values it is given; and it says nothing of the months it reads, as the lists do (month-floors.ts).
 */
const KEEP_ONE_PLAN = sql`set local plan_cache_mode = force_generic_plan`;
const trafficStatement = builtOnce<'today_from' | 'today_to' | 'week_from' | 'week_to' | 'day'>((_tx, slot) => {
  const today = { from: slot('today_from'), to: slot('today_to') };
  const lastWeek = { from: slot('week_from'), to: slot('week_to') };
  return sql`select ${staysWithin(vehicles.entry_time, today)} as entries_today, ${staysWithin(vehicles.entry_time, lastWeek)} as entries_last_week,
      ${staysWithin(vehicles.exit_time, today)} as exits_today, ${staysWithin(vehicles.exit_time, lastWeek)} as exits_last_week,
      ${rolledUpRevenue(slot('day'))} as revenue_today, ${paidWithin(lastWeek)} as revenue_last_week`;
});

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
  const lastWeek = {
    from: lastWeekStart,
    to: new Date(lastWeekStart.getTime() + (now.getTime() - dayStart.getTime())),
  };
  const [figures] = await db.transaction(async (tx) => {
    await tx.execute(KEEP_ONE_PLAN);
    return rawRows<{
      entries_today: number;
      entries_last_week: number;
      exits_today: number;
      exits_last_week: number;
      revenue_today: string;
      revenue_last_week: string;
    }>(
      tx,
      trafficStatement(tx, {
        today_from: today.from.toISOString(),
        today_to: today.to.toISOString(),
        week_from: lastWeek.from.toISOString(),
        week_to: lastWeek.to.toISOString(),
        day,
      }),
    );
  });
  const { entries_today, entries_last_week, exits_today, exits_last_week, revenue_today, revenue_last_week } = figures!;
  return {
    day,
    last_week_day: lastWeekDay,
    as_of: now.toISOString(),
    entries: { today: entries_today, last_week: entries_last_week },
    exits: { today: exits_today, last_week: exits_last_week },
    revenue: { today: halalasToSar(Number(revenue_today)), last_week: halalasToSar(Number(revenue_last_week)) },
  };
}
