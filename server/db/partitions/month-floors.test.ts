import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../domain/local-date';
import type { TestApp } from '../../test/harness';
import { appWithGates, monthStart, onPostgres, thisMonth, TIME_ZONE } from './months-test-kit';
import { rawRows } from '../raw-rows';
import { vehicles } from '../schema';
import { keepMonthPartitions } from './keep-month-partitions';
import { monthFloorsOf } from './month-floors';
import { monthAfter, partitionName } from './monthly-tables';

describe.skipIf(!onPostgres)('the months a list of a monthly table reads', () => {
  let t: TestApp;
  let token: string;
  let gates: { entry: number; exit: number };
  let events = 0;
  const today = localDate(new Date(), TIME_ZONE);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  beforeAll(async () => {
    ({ t, token, gates } = await appWithGates());
  });
  afterAll(() => t?.close());

  /** A stay's entry, at `entry` when given (an administrator's backdated event). */
  const stay = async (plate: string, entry?: string) => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/gate/entries',
      token,
      payload: {
        gate_id: gates.entry,
        event_id: `floors-${++events}`,
        plate,
        ...(entry ? { occurred_at: entry, backdate_reason: 'typed in after an outage' } : {}),
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return (answer.json() as { stay_id: number }).stay_id;
  };

  /** The partitions PostgreSQL plans for a count of the stays under `condition`. */
  const monthsPlanned = async (condition: SQL) => {
    const plan = await rawRows<{ 'QUERY PLAN': string }>(
      t.database.db,
      sql`explain select count(*) from ${vehicles} where ${condition}`,
    );
    return plan.flatMap((line) => /on (\w+_y\d{4}m\d{2})/.exec(line['QUERY PLAN'])?.[1] ?? []);
  };
  const listed = async (resource: string, query: Record<string, unknown>) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]),
    ).toString();
    const answer = await t.request({ method: 'GET', url: `/api/${resource}?${search}`, token });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as Array<{ id: number }>).map((row) => row.id);
  };

  const floors = () => monthFloorsOf(t.database.db);
  const refreshed = async () => {
    await floors().refresh!();
    return floors();
  };

  it('reads only the months that may hold rows of the days asked, by what each month holds, not its name', async () => {
    const dayStart = new Date(`${today}T00:00:00+03:00`);
    const tomorrow = new Date(`${addDays(today, 1)}T00:00:00+03:00`);
    const [demoToday] = await rawRows<{ id: number; partition: string }>(
      t.database.db,
      sql`select id, tableoid::regclass::text as partition from vehicles where entry_time >= ${dayStart.toISOString()} order by id limit 1`,
    );
    await stay('ABD 5101', daysAgo(3));
    await keepMonthPartitions(t.database.db, { now: monthStart(1), timeZone: TIME_ZONE });
    const recent = await stay('ABD 5102');
    const closed = [demoToday!.partition, partitionName('vehicles', thisMonth)];

    // The closed months' latest entries are of today at the latest: a list from tomorrow reads none of them.
    const fromTomorrow = await monthsPlanned((await refreshed()).since(vehicles.entry_time, tomorrow));
    expect(fromTomorrow).toContain(partitionName('vehicles', monthAfter(thisMonth, 1)));
    for (const month of closed) expect(fromTomorrow).not.toContain(month);
    // The demo's stays of today were written into a month of another name: it is read for today.
    expect(await monthsPlanned(floors().since(vehicles.entry_time, dayStart))).toContain(demoToday!.partition);
    const todays = await listed('vehicles', {
      filter: { from: today, to: today },
      sort: ['entry_time', 'DESC'],
      range: [0, 999],
    });
    expect(todays).toEqual(expect.arrayContaining([recent, demoToday!.id]));
  });

  it('waits for every transaction begun before a month closed, which may still write a row of it', async () => {
    const tomorrow = new Date(`${addDays(today, 1)}T00:00:00+03:00`);
    const current = partitionName('vehicles', monthAfter(thisMonth, 2));
    await stay('ABD 5104');
    const open = new pg.Client({ connectionString: t.databaseUrl });
    await open.connect();
    try {
      await open.query('begin');
      await open.query('select 1');
      await keepMonthPartitions(t.database.db, { now: monthStart(3), timeZone: TIME_ZONE });
      expect(await monthsPlanned((await refreshed()).since(vehicles.entry_time, tomorrow))).toContain(current);
      await open.query('commit');
    } finally {
      await open.end();
    }
    expect(await monthsPlanned((await refreshed()).since(vehicles.entry_time, tomorrow))).not.toContain(current);
  });

  it('reads a newest-first list from the newest months, and over every month when an older one holds newer rows', async () => {
    await stay('ABD 5105');
    await keepMonthPartitions(t.database.db, { now: monthStart(4), timeZone: TIME_ZONE });
    await refreshed();
    expect(floors().newest(vehicles.entry_time)).toBeDefined();
    const newestFirst = async () =>
      (
        await rawRows<{ id: number }>(
          t.database.db,
          sql`select id from vehicles order by entry_time desc, id desc limit 3`,
        )
      ).map((row) => row.id);
    const page = () => listed('vehicles', { sort: ['entry_time', 'DESC'], range: [0, 2] });

    // Entries of this month, every one backdated before the closed month's entry of now.
    for (const plate of ['ABD 5106', 'ABD 5107', 'ABD 5108']) await stay(plate, daysAgo(4));
    expect(await page()).toEqual(await newestFirst());
    // Entries of now: the newest months alone hold the page.
    for (const plate of ['ABD 5109', 'ABD 5110', 'ABD 5111']) await stay(plate);
    expect(await page()).toEqual(await newestFirst());
  });
});
