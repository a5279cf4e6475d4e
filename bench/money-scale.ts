// The money screens at a busy operator's scale: the generated operator of
// bench/operator-data.ts (a year of 2,000,000 stays and their payments; on PostgreSQL split into
// monthly partitions, and its oldest month archived at the end) on PostgreSQL, then on
// the embedded database, and over HTTP at 10 concurrent clients the p50 and p99 of the payment
// transactions' first page with typical filters and sorts and their totals, the vehicles inside
// now and those that left today, the revenue report of a year of every area and of a month of
// one, and the home dashboard. Budgets (p99, PostgreSQL): lists and totals ≤ 50 ms, the year's
// report ≤ 300 ms, the month's ≤ 50 ms, the dashboard ≤ 100 ms; the embedded database within 3
// times PostgreSQL's figure. A request that takes a tenth of a second alone is measured by three
// requests per client instead of for a duration. Then, on the embedded database, the gate's p99 (guest entries and
// exits from a few lanes) alone and while a year's report is asked again and again: a gate
// request must not wait behind a report.
// BENCH_SCALE scales the data (0.1 for a quick try), BENCH_MONEY_DATABASES (postgres, embedded,
// or both, comma-separated) says where, BENCH_MONEY_SECONDS how long each figure is measured.
// BENCH_MONEY_POSTGRES_URL or BENCH_MONEY_DATA_DIR measure a database `npm run bench:data` filled
// before, as it is, instead of generating one.
import { addDays, DEFAULT_TIME_ZONE, localDate } from '../domain/local-date';
import { sql } from 'drizzle-orm';
import { openEmbedded, openPostgres, type DatabaseHandle } from '../server/db/client';
import { feeAdjustments, gateEvents, paymentTransactions, vehicles } from '../server/db/schema';
import {
  bearer,
  DEMO_SUPER_ADMIN,
  type Figure,
  getOk,
  listPath,
  type LoadFigures,
  makeTempDir,
  measureLoad,
  percentile,
  printFigures,
  removeTempDir,
  runMain,
  setDeadline,
  LAID_DOWN,
  signIn,
  startServer,
  stopChild,
  withPostgresDatabase,
  writeResult,
} from './lib';
import { generateOperator } from './operator-data';
import { archiveMonth } from '../server/db/partitions/archive-month';
import { monthPartitionsOf } from '../server/db/partitions/monthly-tables';
import { PLATE_LATIN_LETTERS } from '../domain/plates';

const NAME = 'money-scale';
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DATABASES = (process.env.BENCH_MONEY_DATABASES ?? 'postgres,embedded').split(',');
const SECONDS = Number(process.env.BENCH_MONEY_SECONDS ?? 5);
const CLIENTS = 10;
const TIME_ZONE = process.env.TIME_ZONE ?? DEFAULT_TIME_ZONE;
/** The embedded database may take this many times PostgreSQL's p99. */
const EMBEDDED_FACTOR = 3;
const GATE_LANES = 4;
const GATE_SECONDS = Number(process.env.BENCH_MONEY_GATE_SECONDS ?? 15);
setDeadline(75 * 60_000, NAME);

type Label = 'PostgreSQL' | 'embedded';

interface Scenario {
  key: string;
  label: string;
  path: string;
  budgetMs: number;
}

/** What the screens ask, for the operator's first area and the local days ending today. */
function scenarios(areaId: number): Scenario[] {
  const today = localDate(new Date(), TIME_ZONE);
  const lastMonth = { from: addDays(today, -29), to: today };
  const lastYear = { from: addDays(today, -364), to: today };
  const firstPage = (sort: [string, 'ASC' | 'DESC'], filter: Record<string, unknown>) =>
    listPath('payment-transactions', { sort, range: [0, 9], filter });
  const totals = (filter: Record<string, unknown>) =>
    `/api/payment-transactions/totals?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
  const stays = (filter: Record<string, unknown>) =>
    listPath('vehicles', { sort: ['entry_time', 'DESC'], range: [0, 9], filter });
  const report = (query: Record<string, string>) => `/api/reports/revenue?${new URLSearchParams(query).toString()}`;
  const areaMonth = { area_id: areaId, ...lastMonth };
  return [
    {
      key: 'payments-newest',
      label: 'payments, newest first (the screen opened)',
      path: firstPage(['created_at', 'DESC'], {}),
      budgetMs: 50,
    },
    {
      key: 'payments-area-month-newest',
      label: 'payments of an area, 30 days, newest first',
      path: firstPage(['created_at', 'DESC'], areaMonth),
      budgetMs: 50,
    },
    {
      key: 'payments-area-month-amount',
      label: 'payments of an area, 30 days, largest first',
      path: firstPage(['amount', 'DESC'], areaMonth),
      budgetMs: 50,
    },
    {
      key: 'payments-month-newest',
      label: 'payments of every area, 30 days, newest first',
      path: firstPage(['created_at', 'DESC'], lastMonth),
      budgetMs: 50,
    },
    {
      key: 'payments-month-amount',
      label: 'payments of every area, 30 days, largest first',
      path: firstPage(['amount', 'DESC'], lastMonth),
      budgetMs: 50,
    },
    { key: 'totals-all', label: 'totals, no filter (the screen opened)', path: totals({}), budgetMs: 50 },
    { key: 'totals-area-month', label: 'totals of an area, 30 days', path: totals(areaMonth), budgetMs: 50 },
    { key: 'totals-month', label: 'totals of every area, 30 days', path: totals(lastMonth), budgetMs: 50 },
    { key: 'vehicles-inside', label: 'vehicles inside now', path: stays({ inside: true }), budgetMs: 50 },
    {
      key: 'vehicles-left-today',
      label: 'vehicles that left, entered today',
      path: stays({ inside: false, from: today, to: today }),
      budgetMs: 50,
    },
    { key: 'report-year', label: 'revenue report, a year of every area', path: report(lastYear), budgetMs: 300 },
    {
      key: 'report-area-month',
      label: 'revenue report, 30 days of an area',
      path: report({ area_id: String(areaId), ...lastMonth }),
      budgetMs: 50,
    },
    { key: 'dashboard', label: 'home dashboard', path: '/api/dashboard', budgetMs: 100 },
  ];
}

interface Measured extends Scenario, LoadFigures {
  /** One request alone, after one more that may have read from disk. */
  firstRequestMs: number;
}

/** p50 and p99 of CLIENTS clients asking again and again for SECONDS, after a second of warm-up. */
async function measureScenario(baseUrl: string, token: string, scenario: Scenario): Promise<Measured> {
  const url = `${baseUrl}${scenario.path}`;
  await (await getOk(url, token, 120_000)).arrayBuffer();
  // The first request may find the pages it needs on disk; the second tells how long one takes.
  const started = performance.now();
  await (await getOk(url, token, 120_000)).arrayBuffer();
  const firstRequestMs = Math.round(performance.now() - started);
  const figures = await measureLoad(url, token, {
    clients: CLIENTS,
    oneRequestMs: firstRequestMs,
    warmUpSeconds: 1,
    seconds: SECONDS,
    slowRequests: 3 * CLIENTS,
  });
  const measured = { ...scenario, firstRequestMs, ...figures };
  console.log(
    `[${NAME}] ${scenario.label}: p50 ${measured.p50} ms, p99 ${measured.p99} ms (${measured.requests} requests, one alone ${firstRequestMs} ms, non-2xx ${measured.non2xx})`,
  );
  return measured;
}

interface Gate {
  id: number;
  area_id: number;
  gate_type_id: number;
}

/** The active gates of the area with the most guest tickets, entries and exits apart. */
async function laneGates(baseUrl: string, token: string) {
  const list = async <Row>(resource: string, filter: object = {}) =>
    (await (await getOk(`${baseUrl}${listPath(resource, { range: [0, 999], filter })}`, token)).json()) as Row[];
  const areas = await list<{ id: number; guest_ticket_capacity: number }>('areas');
  const area = areas.reduce((best, each) => (each.guest_ticket_capacity > best.guest_ticket_capacity ? each : best));
  const types = new Map((await list<{ id: number; code: string }>('gate-types')).map((type) => [type.id, type.code]));
  const gates = await list<Gate & { status: string }>('gates', { area_id: area.id, status: 'active' });
  return {
    entries: gates.filter((gate) => types.get(gate.gate_type_id) !== 'exit').map((gate) => gate.id),
    exits: gates.filter((gate) => types.get(gate.gate_type_id) !== 'entry').map((gate) => gate.id),
  };
}

/**
 * GATE_LANES lanes of guests for GATE_SECONDS: each enters (dated up to three hours back), then
 * leaves and pays when asked. Answers the time of every gate request, in ms.
 */
async function runLanes(
  baseUrl: string,
  token: string,
  gates: { entries: number[]; exits: number[] },
  run: string,
): Promise<number[]> {
  const times: number[] = [];
  const post = async (path: string, payload: object) => {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json()) as { code?: string };
    times.push(performance.now() - sent);
    return { status: response.status, body };
  };
  const until = performance.now() + GATE_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: GATE_LANES }, async (_, lane) => {
      for (let pair = 0; performance.now() < until; pair += 1) {
        const plate = `VZ${PLATE_LATIN_LETTERS[lane]} ${1000 + pair}`;
        const event = `money-${run}-${lane}-${pair}`;
        const occurredAt = new Date(Date.now() - (10 + ((lane * 37 + pair * 11) % 170)) * 60_000).toISOString();
        const entered = await post('/api/gate/entries', {
          gate_id: gates.entries[(lane + pair) % gates.entries.length],
          plate,
          event_id: `${event}-in`,
          occurred_at: occurredAt,
          backdate_reason: LAID_DOWN,
        });
        if (entered.status !== 201)
          throw new Error(`gate entry answered ${entered.status} ${JSON.stringify(entered.body)}`);
        const exit = { gate_id: gates.exits[(lane + pair) % gates.exits.length], plate, event_id: `${event}-out` };
        const quoted = await post('/api/gate/exits', exit);
        if (quoted.status === 422 && quoted.body.code === 'payment_method_required')
          await post('/api/gate/exits', { ...exit, payment_method: 'card' });
        else if (quoted.status !== 200)
          throw new Error(`gate exit answered ${quoted.status} ${JSON.stringify(quoted.body)}`);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/** The gate's p50 and p99 alone, then while one client asks for the year's report again and again. */
async function gateBesideReports(baseUrl: string, token: string, yearReport: string) {
  const gates = await laneGates(baseUrl, token);
  const alone = await runLanes(baseUrl, token, gates, 'alone');
  let reporting = true;
  let reports = 0;
  const reportTimes: number[] = [];
  const reporter = (async () => {
    while (reporting) {
      const started = performance.now();
      await (await getOk(`${baseUrl}${yearReport}`, token, 60_000)).arrayBuffer();
      reportTimes.push(performance.now() - started);
      reports += 1;
    }
  })();
  const beside = await runLanes(baseUrl, token, gates, 'beside-reports');
  reporting = false;
  await reporter;
  reportTimes.sort((a, b) => a - b);
  const figures = {
    aloneP50: Math.round(percentile(alone, 0.5)),
    aloneP99: Math.round(percentile(alone, 0.99)),
    besideP50: Math.round(percentile(beside, 0.5)),
    besideP99: Math.round(percentile(beside, 0.99)),
    gateRequests: alone.length + beside.length,
    reports,
    reportP50: Math.round(percentile(reportTimes, 0.5)),
  };
  console.log(`[${NAME}] gate beside reports: ${JSON.stringify(figures)}`);
  return figures;
}

/**
 * Takes away the stays, payments and events the gate lanes wrote, so that a database measured as
 * it is (BENCH_MONEY_DATA_DIR) is the same at the next run: each run's lanes add some 3,000 stays
 * that entered today, which the list of today's stays then reads too (its p99 rose run by run).
 */
async function forgetGateLanes(open: () => Promise<DatabaseHandle>) {
  const handle = await open();
  try {
    await handle.db.transaction(async (tx) => {
      const stays = sql`(select (${gateEvents.answer}->>'stay_id')::int from ${gateEvents} where ${gateEvents.event_id} like 'money-%')`;
      await tx.execute(sql`delete from ${feeAdjustments} where ${feeAdjustments.vehicle_id} in ${stays}`);
      await tx.execute(sql`delete from ${paymentTransactions} where ${paymentTransactions.vehicle_id} in ${stays}`);
      await tx.execute(sql`delete from ${vehicles} where ${vehicles.id} in ${stays}`);
      await tx.execute(sql`delete from ${gateEvents} where ${gateEvents.event_id} like 'money-%'`);
    });
    await handle.db.execute(
      sql`vacuum analyze vehicles, payment_transactions, gate_events, revenue_daily, revenue_monthly, revenue_estate_daily`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * Archives the oldest month of the generated year (its partitions of stays, payments and
 * documents detached into the `archive` schema) and answers how long that took and what it moved.
 */
async function archiveOldestMonth(databaseUrl: string) {
  const handle = await openPostgres(databaseUrl);
  try {
    const [oldest] = await monthPartitionsOf(handle.db, 'vehicles');
    const started = performance.now();
    const tables = await archiveMonth(handle.db, oldest!.month, { now: new Date(), timeZone: TIME_ZONE });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const archived = { month: oldest!.month, seconds, tables };
    console.log(`[${NAME}] PostgreSQL: archived ${JSON.stringify(archived)}`);
    return archived;
  } finally {
    await handle.close();
  }
}

type Generated = Awaited<ReturnType<typeof generateOperator>>;

async function generate(label: Label, open: () => Promise<DatabaseHandle>): Promise<Generated> {
  const handle = await open();
  try {
    const generated = await generateOperator(handle, {
      scale: SCALE,
      seed: 1,
      timeZone: TIME_ZONE,
      log: (line) => console.log(`[${NAME}] ${label}: ${line}`),
    });
    console.log(`[${NAME}] ${label}: generated ${JSON.stringify(generated)}`);
    return generated;
  } finally {
    await handle.close();
  }
}

/** Starts the server on a database holding the operator (generated by `generated`, or before) and measures every scenario. */
async function measure(
  label: Label,
  generated: Generated | undefined,
  server: { dataDir: string; databaseUrl?: string },
) {
  const running = await startServer({ ...server, timeoutMs: 300_000, env: { TIME_ZONE } });
  try {
    const token = await signIn(running.baseUrl, DEMO_SUPER_ADMIN);
    const [area] = (await (
      await getOk(`${running.baseUrl}${listPath('areas', { sort: ['id', 'ASC'], range: [0, 0] })}`, token)
    ).json()) as Array<{ id: number }>;
    const measured: Measured[] = [];
    for (const scenario of scenarios(area!.id)) measured.push(await measureScenario(running.baseUrl, token, scenario));
    const yearReport = scenarios(area!.id).find((scenario) => scenario.key === 'report-year')!.path;
    const gate = label === 'embedded' ? await gateBesideReports(running.baseUrl, token, yearReport) : undefined;
    return { label, generated, startMs: Math.round(running.readyMs), measured, gate };
  } finally {
    await stopChild(running.child);
  }
}

async function main() {
  const runs: Array<
    Awaited<ReturnType<typeof measure>> & { archived?: Awaited<ReturnType<typeof archiveOldestMonth>> }
  > = [];
  if (DATABASES.includes('postgres')) {
    const dataDir = makeTempDir(`${NAME}-pg`);
    try {
      const given = process.env.BENCH_MONEY_POSTGRES_URL;
      const postgres = given
        ? await measure('PostgreSQL', undefined, { dataDir, databaseUrl: given })
        : await withPostgresDatabase(NAME, async (databaseUrl) => ({
            ...(await measure('PostgreSQL', await generate('PostgreSQL', () => openPostgres(databaseUrl)), {
              dataDir,
              databaseUrl,
            })),
            archived: await archiveOldestMonth(databaseUrl),
          }));
      if (postgres) runs.push(postgres);
    } finally {
      removeTempDir(dataDir);
    }
  }
  if (DATABASES.includes('embedded')) {
    const given = process.env.BENCH_MONEY_DATA_DIR;
    const dataDir = given ?? makeTempDir(`${NAME}-embedded`);
    try {
      runs.push(
        await measure('embedded', given ? undefined : await generate('embedded', () => openEmbedded(dataDir)), {
          dataDir,
        }),
      );
      if (given) await forgetGateLanes(() => openEmbedded(dataDir));
    } finally {
      if (!given) removeTempDir(dataDir);
    }
  }

  const postgresP99 = new Map(runs.find((run) => run.label === 'PostgreSQL')?.measured.map((m) => [m.key, m.p99]));
  const summary: Figure[] = runs.flatMap((run) => [
    ...(run.generated
      ? [
          {
            metric: `${run.label}: data generated (${run.generated.counts.stays.toLocaleString('en')} stays, ${run.generated.counts.payments.toLocaleString('en')} payments)`,
            value: run.generated.seconds.total,
            unit: 's',
          },
        ]
      : []),
    ...(run.generated && run.label === 'PostgreSQL'
      ? [
          {
            metric: `${run.label}: the year split into monthly partitions`,
            value: run.generated.seconds.months,
            unit: 's',
          },
        ]
      : []),
    ...(run.archived
      ? [
          {
            metric: `${run.label}: ${run.archived.month} archived and detached (${run.archived.tables.map((table) => `${table.rows.toLocaleString('en')} ${table.table}`).join(', ')})`,
            value: run.archived.seconds,
            unit: 's',
            target: '≤ 60 s',
            meets: run.archived.seconds <= 60,
          },
        ]
      : []),
    ...run.measured.flatMap((m): Figure[] => {
      const ok = m.non2xx === 0 && m.errors === 0;
      const budget =
        run.label === 'PostgreSQL'
          ? m.budgetMs
          : postgresP99.has(m.key)
            ? EMBEDDED_FACTOR * postgresP99.get(m.key)!
            : undefined;
      const target =
        budget === undefined
          ? {}
          : {
              target: run.label === 'PostgreSQL' ? `≤ ${budget} ms` : `≤ 3 × PostgreSQL (${Math.round(budget)} ms)`,
              meets: ok && m.p99 <= budget,
            };
      return [
        { metric: `${run.label}: ${m.label}, p50`, value: m.p50, unit: 'ms' },
        { metric: `${run.label}: ${m.label}, p99`, value: m.p99, unit: 'ms', ...target },
      ];
    }),
    ...(run.gate
      ? [
          { metric: `${run.label}: gate p99 alone (${GATE_LANES} lanes)`, value: run.gate.aloneP99, unit: 'ms' },
          {
            metric: `${run.label}: gate p99 while a year's report runs again and again`,
            value: run.gate.besideP99,
            unit: 'ms',
          },
        ]
      : []),
  ]);
  printFigures(`${NAME} (scale ${SCALE}; ${CLIENTS} clients for ${SECONDS} s per figure)`, summary);
  writeResult({ name: NAME, summary, details: { scale: SCALE, clients: CLIENTS, seconds: SECONDS, runs } });
}

runMain(NAME, main);
