import { sql } from 'drizzle-orm';
import { localDate, startOfLocalDay } from '../../../domain/local-date';
import { monthFloorsOf } from '../../db/partitions/month-floors';
import { queryRows } from '../sql';
import type { Invariant } from './action';
import { HOUR, type Run } from './run';

const DAY = 24 * HOUR;

/** Each list as the API pages it, and the same rows as the database orders them. */
const LISTS = [
  { resource: 'vehicles', table: sql`vehicles`, time: sql`entry_time`, sort: 'entry_time' },
  { resource: 'payment-transactions', table: sql`payment_transactions`, time: sql`created_at`, sort: 'created_at' },
] as const;

const PAGE = 50;

/** Where the first page of a list, newest first, from `day` on (or of every day), is not the database's. */
async function differenceOf(run: Run, list: (typeof LISTS)[number], day: string | undefined, timeZone: string) {
  const query = new URLSearchParams({
    sort: JSON.stringify([list.sort, 'DESC']),
    range: JSON.stringify([0, PAGE - 1]),
    filter: JSON.stringify(day ? { from: day } : {}),
  });
  const answer = await run.world.t.request({
    method: 'GET',
    url: `/api/${list.resource}?${query.toString()}`,
    token: run.world.admin,
  });
  if (answer.statusCode !== 200) return `the ${list.resource} list answered ${answer.statusCode}: ${answer.body}`;
  const listed = (answer.json() as Array<{ id: number }>).map((row) => row.id);
  const since = day ? sql`where ${list.time} >= ${startOfLocalDay(day, timeZone).toISOString()}` : sql``;
  const stored = (
    await queryRows<{ id: number }>(
      run.world.truth,
      sql`select id from ${list.table} ${since} order by ${list.time} desc, id desc limit ${PAGE}`,
    )
  ).map((row) => row.id);
  const missed = stored.filter((id) => !listed.includes(id));
  if (missed.length || listed.length !== stored.length)
    return `the ${list.resource} list from ${day ?? 'the start'} shows ${listed.length} rows and misses ${missed.join(', ') || 'none'} of the ${stored.length} stored`;
  return undefined;
}

/**
 * On PostgreSQL's monthly partitions a list reads only the months that may hold its rows, and a
 * newest-first page the newest months first (server/db/partitions/month-floors.ts): after the
 * model's month turns, backdated entries and replays, each still shows every row the database
 * holds. The months are read afresh first, as an instance does every minute.
 */
export const listsReadEveryMonth: Invariant = {
  name: 'a list of the stays or the payments, newest first, from a day on or of every day, shows every row it should',
  holds: 'I59',
  // Checked at the run's end: its lists cost a request each, too much for every step.
  check: async () => undefined,
  async atEnd(run, { timeZone }) {
    await monthFloorsOf(run.world.t.database.db).refresh?.();
    // Every day, the day a week back (before any run's first entry), and the run's last day.
    const days = [
      undefined,
      localDate(new Date(run.now().getTime() - 7 * DAY), timeZone),
      localDate(run.now(), timeZone),
    ];
    for (const list of LISTS)
      for (const day of days) {
        const difference = await differenceOf(run, list, day, timeZone);
        if (difference) return difference;
      }
    return undefined;
  },
};
