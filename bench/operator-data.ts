// A realistic operator at scale, for the money benchmarks (`npm run bench:data`, bench/money-scale.ts):
// 50 areas of 10 gates, 50,000 individual subscriptions, 500 companies with their staff's
// subscriptions, 10,000 staff accounts, and a year of traffic: 2,000,000 stays, each closed one
// with the payment its exit wrote, the subscriptions' payments and a few refunds. BENCH_SCALE
// scales the people and the traffic (0.1 for a quick try); the areas and gates stay. The same
// seed gives the same operator relative to the moment of the run. The demo's four accounts are
// its first users, so the benchmarks sign in as they do on the demo data.
import { sql } from 'drizzle-orm';
import { localDate } from '../domain/local-date';
import type { DatabaseHandle } from '../server/db/client';
import { refreshFoldedText } from '../server/core/refresh-folded-text';
import { keepRevenueZone, rebuildRevenueRollup } from '../server/db/revenue-rollup';
import { seedReferenceData } from '../server/seed/reference';
import { partitionByMonth } from '../server/db/partitions/keep-month-partitions';
import { bulkLoad, rowsOf } from './lib';
import { fillPeople } from './operator-people';
import { fillTraffic } from './operator-traffic';

export interface OperatorOptions {
  scale: number;
  seed: number;
  timeZone: string;
  log: (line: string) => void;
}

/** The tables the generator fills in bulk: their indexes are built once the rows are in. */
const LOADED_TABLES = [
  'users',
  'companies',
  'company_subscriptions',
  'company_subscription_vehicles',
  'subscriptions',
  'subscription_vehicles',
  'vehicles',
  'payment_transactions',
];

export function operatorSizes(scale: number) {
  const scaled = (count: number) => Math.max(1, Math.round(count * scale));
  return {
    people: {
      areas: 50,
      gatesPerArea: 10,
      companies: scaled(500),
      subscriptionsPerCompany: 10,
      employees: scaled(10_000),
      subscriptions: scaled(50_000),
    },
    traffic: { stays: scaled(2_000_000), guestPlates: Math.max(1_000, scaled(400_000)) },
  };
}

/** What was made, counted in the database. */
async function counted(handle: DatabaseHandle) {
  type Counts = Record<
    | 'areas'
    | 'gates'
    | 'employees'
    | 'companies'
    | 'company_subscriptions'
    | 'subscriptions'
    | 'stays'
    | 'inside'
    | 'payments'
    | 'refunds'
    | 'revenue_days',
    number
  >;
  const [row] = await rowsOf<Counts>(
    handle.db,
    sql`select (select count(*) from areas)::int as areas, (select count(*) from gates)::int as gates, (select count(*) from users where role_id in (1, 2, 3))::int as employees,
          (select count(*) from companies)::int as companies, (select count(*) from company_subscriptions)::int as company_subscriptions,
          (select count(*) from subscriptions)::int as subscriptions, (select count(*) from vehicles)::int as stays,
          (select count(*) from vehicles where exit_time is null)::int as inside, (select count(*) from payment_transactions)::int as payments,
          (select count(*) from payment_transactions where refund_of_id is not null)::int as refunds, (select count(*) from revenue_daily)::int as revenue_days`,
  );
  return row!;
}

/** The traffic's tables: their rows refer only to rows read from the database, and their revenue rollup is counted once at the end. */
const TRAFFIC_TABLES = ['vehicles', 'payment_transactions'];

/**
 * Runs `load` with the tables' triggers off: the revenue rollup's, and the foreign keys' checks,
 * which cost seven lookups for each stay and eight for each payment.
 */
async function withoutTriggers(handle: DatabaseHandle, tables: string[], load: () => Promise<void>) {
  for (const table of tables) await handle.db.execute(sql`alter table ${sql.identifier(table)} disable trigger all`);
  try {
    await load();
  } finally {
    for (const table of tables) await handle.db.execute(sql`alter table ${sql.identifier(table)} enable trigger all`);
  }
}

/**
 * Fills an empty database (migrated here) with the operator; refuses one that has users. Answers
 * the time each part took and what was made.
 */
export async function generateOperator(handle: DatabaseHandle, { scale, seed, timeZone, log }: OperatorOptions) {
  const { db } = handle;
  const started = performance.now();
  await handle.migrate();
  await refreshFoldedText(db, log);
  await keepRevenueZone(db, timeZone);
  await seedReferenceData(db);
  const [users] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if (users!.n > 0) throw new Error('the database already has users: the operator is generated into an empty one');

  const sizes = operatorSizes(scale);
  const now = new Date();
  const draw = {
    seed,
    now: sql`${now.toISOString()}::timestamptz`,
    today: localDate(now, timeZone),
    timeZone,
    adminId: 0,
  };
  let peopleSeconds = 0;
  let trafficSeconds = 0;
  const { indexSeconds } = await bulkLoad(db, LOADED_TABLES, async () => {
    const operator = await fillPeople(db, sizes.people, seed, now);
    peopleSeconds = (performance.now() - started) / 1000;
    log(`people and places in ${peopleSeconds.toFixed(1)} s`);
    await withoutTriggers(handle, TRAFFIC_TABLES, () =>
      fillTraffic(db, operator, sizes.traffic, { ...draw, adminId: operator.adminId }, log),
    );
    trafficSeconds = (performance.now() - started) / 1000 - peopleSeconds;
  });
  const rollupStarted = performance.now();
  await db.transaction((tx) => rebuildRevenueRollup(tx));
  await db.execute(sql`vacuum analyze revenue_daily, revenue_monthly, revenue_estate_daily`);
  const rollupSeconds = (performance.now() - rollupStarted) / 1000;
  // On PostgreSQL the year is split into its months as an operator's is at its first start with
  // MONTHLY_PARTITIONS (BENCH_MONTHLY_PARTITIONS=false keeps the tables plain, to compare).
  const monthsStarted = performance.now();
  await partitionByMonth(handle, { timeZone, split: process.env.BENCH_MONTHLY_PARTITIONS !== 'false' });
  const monthsSeconds = (performance.now() - monthsStarted) / 1000;
  const round = (seconds: number) => Math.round(seconds * 10) / 10;
  return {
    seconds: {
      people: round(peopleSeconds),
      traffic: round(trafficSeconds),
      indexes: round(indexSeconds),
      rollup: round(rollupSeconds),
      months: round(monthsSeconds),
      total: round((performance.now() - started) / 1000),
    },
    counts: await counted(handle),
  };
}
