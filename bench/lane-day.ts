// A day of ticketless traffic through lane devices: every gate of the demo's three busy areas gets
// an ANPR camera and a controller with their own keys (bench/simulated-lane.ts), and a day's cars
// (BENCH_LANE_DAY_CARS, default 1,200), arriving in a morning and an evening peak, enter and leave
// over BENCH_LANE_DAY_SECONDS (default 120) of the machine's time. The devices reach the server
// through a proxy that is cut for BENCH_LANE_CUT_SECONDS (default 30) in the morning peak: the
// lanes go on alone, keep their events and replay them when the line is back. The server runs with
// a lane tolerance of 5 s (BENCH_LANE_TOLERANCE_SECONDS), so that what the cut held back is older than it.
// Afterwards SQL checks the database: every car's entry and exit registered once (none lost, none
// twice), no area over its capacities, every event taken at an older time than the tolerance
// flagged as replayed (and only those the lanes held back), each replayed stay priced by the
// lanes' own times, one payment per closed stay. The device's decision (read sent → answer that
// opens the barrier or asks the fee) is measured for the events sent live. Once on the embedded
// database, once on PostgreSQL. (The gate at full speed, open-loop included, is bench/gate-lanes.ts.)
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import {
  BUSY_AREAS,
  type Area,
  areasByName,
  capacityOverruns,
  Client,
  plateOf,
  registerDevices,
} from './gate-lane-client';
import {
  DEMO_SUPER_ADMIN,
  type Figure,
  makeTempDir,
  percentile,
  printFigures,
  removeTempDir,
  rowsOf,
  runMain,
  setDeadline,
  signIn,
  sleep,
  startServer,
  stopChild,
  watchPeakRss,
  withPostgresDatabase,
  writeResult,
} from './lib';
import { CuttableProxy } from './network-cut';
import { type Direction, type LaneCounters, type LaneEvent, SimulatedLane } from './simulated-lane';

const NAME = 'lane-day';
const DAY_SECONDS = Number(process.env.BENCH_LANE_DAY_SECONDS ?? 120);
const DAY_CARS = Number(process.env.BENCH_LANE_DAY_CARS ?? 1200);
const CUT_SECONDS = Number(process.env.BENCH_LANE_CUT_SECONDS ?? 30);
/** The lane tolerance the server runs with here: the cut outlasts it, so its events come back as replays. */
const LANE_TOLERANCE_SECONDS = Number(process.env.BENCH_LANE_TOLERANCE_SECONDS ?? 5);
/** Where in the day the cut starts (in the morning peak), as a share of the day. */
const CUT_AT = 0.3;
const RSS_BUDGET_MB = { PGlite: 300, PostgreSQL: 200 } as const;
setDeadline(14 * 60_000, NAME);

type Label = keyof typeof RSS_BUDGET_MB;

/** A deterministic stream of numbers in [0, 1), so that two runs send the same day. */
function randomStream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The share of the day's arrivals by the moment `x` of the day (0–1): a morning and an evening peak over a floor. */
function arrivalMoment(random: () => number): number {
  const roll = random();
  const peak = (centre: number) => Math.min(0.99, Math.max(0, centre + (random() + random() + random() - 1.5) * 0.12));
  if (roll < 0.4) return peak(0.3);
  if (roll < 0.75) return peak(0.72);
  return random();
}

interface Car {
  plate: string;
  area: Area;
  arriveAt: number;
  leaveAt: number;
  entryGate: number;
  exitGate: number;
}

/** The day's cars: each area's share of the day, arriving in the peaks, staying 2 to 25 % of the day. */
function dayOfCars(areas: Area[], random: () => number, firstPlate: number): Car[] {
  const dayMs = DAY_SECONDS * 1000;
  return Array.from({ length: DAY_CARS }, (_, index) => {
    const area = areas[index % areas.length]!;
    const arriveAt = arrivalMoment(random) * dayMs * 0.85;
    const leaveAt = Math.min(dayMs - 1000, arriveAt + (0.02 + random() * 0.23) * dayMs);
    return {
      plate: plateOf(firstPlate + index),
      area,
      arriveAt,
      leaveAt,
      entryGate: area.entryGates[Math.floor(random() * area.entryGates.length)]!,
      exitGate: area.exitGates[Math.floor(random() * area.exitGates.length)]!,
    };
  });
}

/** The day: each car seen at its lanes at its moments, the proxy cut for a while in the morning peak. */
async function runDay(cars: Car[], lanes: Map<number, SimulatedLane>, proxy: CuttableProxy, label: string) {
  const started = performance.now();
  const cut = { from: CUT_AT * DAY_SECONDS * 1000, to: CUT_AT * DAY_SECONDS * 1000 + CUT_SECONDS * 1000 };
  const moments = cars
    .flatMap((car, index) => [
      { at: car.arriveAt, lane: car.entryGate, direction: 'entry' as Direction, car, id: `day-${label}-${index}-in` },
      { at: car.leaveAt, lane: car.exitGate, direction: 'exit' as Direction, car, id: `day-${label}-${index}-out` },
    ])
    .sort((a, b) => a.at - b.at);
  let cutDone = false;
  let restored = false;
  for (const moment of moments) {
    const wait = moment.at - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    const now = performance.now() - started;
    if (!cutDone && now >= cut.from) {
      proxy.cut();
      cutDone = true;
      console.log(`[${NAME}] ${label}: network cut at ${Math.round(now / 1000)} s for ${CUT_SECONDS} s`);
    }
    if (cutDone && !restored && now >= cut.to) {
      proxy.restore();
      restored = true;
      console.log(`[${NAME}] ${label}: network back at ${Math.round(now / 1000)} s`);
    }
    lanes.get(moment.lane)!.see(moment.direction, moment.car.plate, moment.id);
  }
  if (!restored) proxy.restore();
}

/** The database's own account of the day's events. */
async function checkDay(database: DatabaseHandle, events: LaneEvent[], label: string) {
  const db = database.db;
  const stored = await rowsOf<{
    event_id: string;
    kind: string;
    time_source: string | null;
    late_ms: number;
    stay_time_ms: number | null;
    stays: number;
    replay_adjustments: number;
    payments: number;
  }>(
    db,
    sql`select e.event_id, e.kind, e.time_source,
          extract(epoch from (e.created_at - coalesce(v.entry_time, x.exit_time))) * 1000 as late_ms,
          extract(epoch from coalesce(v.entry_time, x.exit_time)) * 1000 as stay_time_ms,
          (select count(*) from vehicles s where s.entry_event_id = e.event_id or s.exit_event_id = e.event_id)::int as stays,
          (select count(*) from fee_adjustments f where f.vehicle_id = x.id and f.kind = 'replayed')::int as replay_adjustments,
          (select count(*) from payment_transactions p where p.vehicle_id = x.id and p.refund_of_id is null)::int as payments
        from gate_events e
        left join vehicles v on v.entry_event_id = e.event_id
        left join vehicles x on x.exit_event_id = e.event_id
        where e.event_id like ${`day-${label}-%`}`,
  );
  const byId = new Map(stored.map((row) => [row.event_id, row]));
  const sent = new Set(events.map((event) => event.eventId));
  const toleranceMs = LANE_TOLERANCE_SECONDS * 1000;
  let lost = 0;
  let twice = 0;
  let unflagged = 0;
  let flaggedLive = 0;
  let mispriced = 0;
  let paymentsAmiss = 0;
  let answerDisagrees = 0;
  for (const event of events) {
    const row = byId.get(event.eventId);
    if (!row || event.action !== 'open') {
      lost += 1;
      continue;
    }
    if (row.stays !== 1) twice += 1;
    const replayed = row.time_source === 'replayed';
    // The server's own view: taken at a time older than the tolerance when it arrived.
    if (row.late_ms > toleranceMs + 1000 && !replayed) unflagged += 1;
    if (replayed && !event.buffered) flaggedLive += 1;
    if (replayed !== event.replayed && event.attempts === 1) answerDisagrees += 1;
    // A replayed or lane-timed event's stay carries the lane's own moment, to the millisecond.
    if (row.time_source !== 'arrival' && Math.abs(row.stay_time_ms! - event.occurredAt.getTime()) > 1) mispriced += 1;
    if (row.kind === 'exit') {
      if (row.payments !== 1) paymentsAmiss += 1;
      if (replayed && row.replay_adjustments !== 1) unflagged += 1;
    }
  }
  const duplicateOpen = Number(
    (
      await rowsOf<{ n: number }>(
        db,
        sql`select count(*) as n from (select 1 from vehicles where exit_time is null group by plate, area_id having count(*) > 1) twice`,
      )
    )[0]!.n,
  );
  return {
    eventsStored: stored.length,
    replayedStored: stored.filter((row) => row.time_source === 'replayed').length,
    lost,
    twice: twice + duplicateOpen + stored.filter((row) => !sent.has(row.event_id)).length,
    overruns: await capacityOverruns(db),
    unflagged,
    flaggedLive,
    answerDisagrees,
    mispriced,
    paymentsAmiss,
  };
}

async function runOn(label: Label, databaseUrl?: string) {
  const dataDir = makeTempDir(`${NAME}-data`);
  try {
    const server = await startServer({
      dataDir,
      databaseUrl,
      timeoutMs: 120_000,
      env: { GATE_LANE_TOLERANCE_SECONDS: String(LANE_TOLERANCE_SECONDS) },
      // A CPU profile of the server's whole run, written where BENCH_CPU_PROF_DIR says.
      nodeArgs: process.env.BENCH_CPU_PROF_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}/${label}`]
        : [],
    });
    let serverStopped = false;
    const proxy = new CuttableProxy(server.port);
    try {
      const client = new Client(server.baseUrl, await signIn(server.baseUrl, DEMO_SUPER_ADMIN));
      const byName = await areasByName(client);
      const areas = BUSY_AREAS.map((name) => byName.get(name)!);
      const gateIds = [...new Set(areas.flatMap((area) => [...area.entryGates, ...area.exitGates]))];
      const keys = await registerDevices(client, gateIds);
      const deviceUrl = await proxy.start();
      const counters: LaneCounters = { networkFailures: 0, serverErrors: [], heartbeats: 0 };
      const lanes = new Map(
        gateIds.map((gateId) => [gateId, new SimulatedLane(gateId, deviceUrl, keys.get(gateId)!, counters)]),
      );
      const cars = dayOfCars(areas, randomStream(label === 'PGlite' ? 7 : 11), 200_000);
      console.log(
        `[${NAME}] ${label}: ${cars.length} cars over ${DAY_SECONDS} s through ${gateIds.length} lanes (a camera and a controller each) of ${BUSY_AREAS.join(', ')}`,
      );

      const rss = watchPeakRss(server.child.pid!, 25);
      const running = [...lanes.values()].map((lane) => lane.run());
      const dayStarted = performance.now();
      await runDay(cars, lanes, proxy, label);
      for (const lane of lanes.values()) lane.stop();
      await Promise.all(running);
      const daySeconds = (performance.now() - dayStarted) / 1000;
      const dayRss = rss.stop();

      await stopChild(server.child);
      serverStopped = true;
      const events = [...lanes.values()].flatMap((lane) => lane.events);
      const { openDatabase } = await import('../server/db/client');
      const database = await openDatabase({ databaseUrl, dataDir });
      const checked = await checkDay(database, events, label).finally(() => database.close());
      const live = events.filter((event) => !event.buffered && event.decisionMs !== undefined);
      const decisions = (direction: Direction) =>
        live
          .filter((event) => event.direction === direction)
          .map((event) => event.decisionMs!)
          .sort((a, b) => a - b);
      const entries = decisions('entry');
      const exits = decisions('exit');
      const measured = {
        label,
        daySeconds,
        cars: cars.length,
        events: events.length,
        buffered: events.filter((event) => event.buffered).length,
        liveEvents: live.length,
        entryDecisionP50: percentile(entries, 0.5),
        entryDecisionP99: percentile(entries, 0.99),
        exitDecisionP50: percentile(exits, 0.5),
        exitDecisionP99: percentile(exits, 0.99),
        ...counters,
        serverErrors: counters.serverErrors.length,
        serverErrorSample: counters.serverErrors.slice(0, 5),
        notOpened: events
          .filter((event) => event.action !== 'open')
          .slice(0, 5)
          .map((event) => `${event.eventId} ${event.action} ${event.reason}`),
        ...checked,
        dayRssMb: dayRss.peakMb,
      };
      console.log(`[${NAME}] ${label}: ${JSON.stringify(measured)}`);
      return measured;
    } finally {
      await proxy.stop();
      if (!serverStopped) await stopChild(server.child);
    }
  } finally {
    removeTempDir(dataDir);
  }
}

async function main() {
  if (process.platform !== 'linux') throw new Error('this benchmark reads /proc/<pid>/status: Linux only');
  // BENCH_LANE_DATABASES=PostgreSQL (or PGlite) measures one of the two only.
  const only = process.env.BENCH_LANE_DATABASES;
  const runs = only === 'PostgreSQL' ? [] : [await runOn('PGlite')];
  if (only === 'PGlite') return report(runs);
  const postgres = await withPostgresDatabase(NAME, (databaseUrl) => runOn('PostgreSQL', databaseUrl));
  if (postgres) runs.push(postgres);
  report(runs);
}

function report(runs: Array<Awaited<ReturnType<typeof runOn>>>) {
  const summary: Figure[] = runs.flatMap((run) => {
    const zero = (metric: string, value: number) => ({
      metric: `${run.label}: ${metric}`,
      value,
      unit: 'count',
      target: '0',
      meets: value === 0,
    });
    return [
      { metric: `${run.label}: day: events (cars × 2)`, value: run.events, unit: 'count' },
      { metric: `${run.label}: day: events held back by the cut and replayed`, value: run.buffered, unit: 'count' },
      { metric: `${run.label}: day: events stored as replayed`, value: run.replayedStored, unit: 'count' },
      zero('day: events lost (not registered, or not opened)', run.lost),
      zero('day: events registered twice', run.twice),
      zero('day: overruns', run.overruns),
      zero('day: replays not flagged, or flagged without a replay', run.unflagged + run.flaggedLive),
      zero('day: stays not at the lane’s own time', run.mispriced),
      zero('day: closed stays without exactly one payment', run.paymentsAmiss),
      { metric: `${run.label}: device decision, entry p50`, value: run.entryDecisionP50, unit: 'ms' },
      { metric: `${run.label}: device decision, entry p99`, value: run.entryDecisionP99, unit: 'ms' },
      { metric: `${run.label}: device decision, exit (fee or open) p50`, value: run.exitDecisionP50, unit: 'ms' },
      { metric: `${run.label}: device decision, exit (fee or open) p99`, value: run.exitDecisionP99, unit: 'ms' },
      {
        metric: `${run.label}: server RSS peak over the day`,
        value: run.dayRssMb,
        unit: 'MB',
        target: `≤ ${RSS_BUDGET_MB[run.label]} MB`,
        meets: run.dayRssMb <= RSS_BUDGET_MB[run.label],
      },
    ];
  });
  printFigures(`${NAME} (${DAY_CARS} cars over ${DAY_SECONDS} s, a ${CUT_SECONDS} s network cut)`, summary);
  writeResult({
    name: NAME,
    summary,
    details: {
      daySeconds: DAY_SECONDS,
      dayCars: DAY_CARS,
      cutSeconds: CUT_SECONDS,
      laneToleranceSeconds: LANE_TOLERANCE_SECONDS,
      runs,
    },
  });
}

runMain(NAME, main);
