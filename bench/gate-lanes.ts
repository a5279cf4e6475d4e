// Gate lanes under load: 50 lanes at once against the real server over HTTP, each doing entry then
// exit pairs at the gates of a few demo areas for a fixed time (BENCH_GATE_SECONDS, default 20,
// measured after BENCH_GATE_WARMUP_SECONDS of the same, default 10):
// guests with a fresh plate per pair whose entry happened up to three hours ago (the exit then asks
// for a payment method, and the lane pays with one), subscribers of the demo data with their own
// plates, and ten lanes hammering the small Al Khobar Waterfront, filled first to a few guest
// tickets from full, whose cars stay a second or two, so that entries are refused there. Now and
// then a lane sends an event again, as a lane does when an answer is lost. A monitor reads the
// occupancy through the API throughout; afterwards SQL checks the database: no area over its
// capacities, no plate open twice in an area, one payment per closed stay, each event answered
// once. Between the lanes and those checks, cameras at the busy areas' gates send open-loop
// (bench/open-loop.ts) through 25 lanes each way: BENCH_OPEN_RATE events a second (default 200) for
// BENCH_OPEN_SECONDS (default 60), then twice what the server took of them there, for
// BENCH_OVERLOAD_SECONDS (default 20); a send turned away for load is sent again after Retry-After.
// Then, on what the run left, the database's own ceilings for the same pairs with no server in
// between: the bare job (bench/gate-bare.sql, the fewest statements the rules allow), which the
// product's rate is a share of, at full speed and paced at the open loop's rate, and the product's
// own statements as plain SQL (bench/gate-ceiling.sql).
// Once on the embedded database, once on a fresh PostgreSQL database beside BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), or on one of them alone (BENCH_GATE_DATABASE).
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { BARE_JOB, type CeilingScript, embeddedCeiling, postgresCeiling, PRODUCT_STATEMENTS } from './gate-ceiling';
import {
  type Answer,
  type Area,
  areasByName,
  BUSY_AREAS,
  capacityOverruns,
  Client,
  fillNearlyFull,
  guestsInside,
  plateOf,
  registerDevices,
  sendUntilTaken,
  SMALL_AREA,
} from './gate-lane-client';
import { type OpenLoopRun, runOpenLoop } from './open-loop';
import {
  DEMO_SUPER_ADMIN,
  type Figure,
  makeTempDir,
  percentile,
  printFigures,
  processCpuSeconds,
  removeTempDir,
  rowsOf,
  runMain,
  setDeadline,
  LAID_DOWN,
  signIn,
  sleep,
  startServer,
  statusMb,
  stopChild,
  watchPeakRss,
  withPostgresDatabase,
  writeResult,
} from './lib';

const NAME = 'gate-lanes';
const LANES = 50;
const HAMMER_LANES = 10;
const SUBSCRIBER_LANES = 6;
/** The guest tickets left free in the small area before the hammering lanes start. */
const FREE_TICKETS = 5;
const SECONDS = Number(process.env.BENCH_GATE_SECONDS ?? 20);
/**
 * How long the lanes run before they are measured: a server runs for days, and its first seconds
 * go to compiling its hottest code, which a figure of its steady pace should not count. The
 * warm-up's events are checked against the database with the measured ones.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_GATE_WARMUP_SECONDS ?? 10);
/** One database alone (`PGlite` or `PostgreSQL`), for a quicker look at one of them; both by default. */
const ONLY_ON = process.env.BENCH_GATE_DATABASE;
const OPEN_RATE = Number(process.env.BENCH_OPEN_RATE ?? 200);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 60);
const OVERLOAD_SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 20);
/** How long the open-loop lanes may go on resending what was turned away after their last car was due. */
const DRAIN_SECONDS = 30;
/** How long a car of the open loop stays before its exit is due. */
const OPEN_STAY_MS = 3000;
/** Budgets: each decision's p99 from its scheduled moment at the open-loop rate, and the accepted sends' p99 past what the server takes. */
const OPEN_P99_BUDGET_MS = { PGlite: 150, PostgreSQL: 50 } as const;
const OVERLOAD_ACCEPTED_P99_BUDGET_MS = 100;
const METHODS = ['cash', 'card', 'wallet', 'online'] as const;
/** How long a car of the small area stays, at least (up to twice). */
const HOLD_MS = 1000;
/** One event in this many is sent again once answered. */
const RETRY_EVERY = 20;
/**
 * The share of the bare job's ceiling the product is to reach: less on the embedded database,
 * which runs in the server's own thread, so that the server's work is taken from the database's time.
 */
const CEILING_SHARE_TARGETS = { PGlite: 10, PostgreSQL: 20 } as const;
/** The server's resident memory at the lanes' peak, at most: more on the embedded database, which is in the server's process. */
const RSS_BUDGET_MB = { PGlite: 300, PostgreSQL: 200 } as const;
setDeadline(16 * 60_000, NAME);

/** What the lanes saw, for the figures and for the checks against the database. */
class Tally {
  entryMs: number[] = [];
  exitMs: number[] = [];
  quotes = 0;
  pairs = 0;
  /** Every event id with the answers it got (a retry adds one), and whether it succeeded. */
  events = new Map<string, { kind: 'entry' | 'exit'; ok: boolean; stay?: number; transaction?: number }>();
  retries = 0;
  retriedDifferently: string[] = [];
  /** Sends turned away for load (503 gate_busy), each sent again after its Retry-After. */
  shed = 0;
  unexpected: string[] = [];
  /** The small area's cars (entry sent and answered, exit sent and answered) and its refused entries. */
  hammerCars: Array<{ entrySent: number; entryAnswered: number; exitSent: number; exitAnswered: number }> = [];
  refusals: Array<{ sentAt: number; answeredAt: number; code: string }> = [];

  /** What an unmeasured run of the lanes saw that the database's checks and the correctness figures need. */
  absorb(warmup: Tally) {
    for (const [eventId, event] of warmup.events) this.events.set(eventId, event);
    this.retriedDifferently.push(...warmup.retriedDifferently);
    this.unexpected.push(...warmup.unexpected);
  }
}

interface LaneContext {
  client: Client;
  tally: Tally;
  until: number;
  nextPlate: () => string;
  nextEvent: (kind: string) => string;
}

/** A gate event as a lane sends it, counting the sends turned away for load. */
const sendAsALane = (context: LaneContext, kind: 'entry' | 'exit', payload: Record<string, unknown>) =>
  sendUntilTaken(context.client, `/api/gate/${kind === 'entry' ? 'entries' : 'exits'}`, payload, () => {
    context.tally.shed += 1;
  });

/** One gate event, sent again now and then as a lane resends a lost answer: the second answer must be the first. */
async function gateEvent(
  context: LaneContext,
  kind: 'entry' | 'exit',
  payload: Record<string, unknown>,
): Promise<Answer> {
  const { tally } = context;
  const answer = await sendAsALane(context, kind, payload);
  const ok = answer.status === (kind === 'entry' ? 201 : 200);
  const eventId = payload.event_id as string;
  if (ok) {
    const first = {
      kind,
      ok,
      stay: answer.body.stay_id as number,
      transaction: answer.body.transaction_id as number | undefined,
    };
    tally.events.set(eventId, first);
    (kind === 'entry' ? tally.entryMs : tally.exitMs).push(answer.answeredAt - answer.sentAt);
    if (tally.events.size % RETRY_EVERY === 0) {
      tally.retries += 1;
      const again = await sendAsALane(context, kind, payload);
      if (
        again.status !== answer.status ||
        again.body.stay_id !== first.stay ||
        again.body.transaction_id !== answer.body.transaction_id
      )
        tally.retriedDifferently.push(eventId);
    }
  } else if (!tally.events.has(eventId)) {
    tally.events.set(eventId, { kind, ok });
  }
  return answer;
}

/** An exit that pays when the API asks: the quote, then the same event again with a payment method. */
async function leave(context: LaneContext, gateId: number, plate: string): Promise<Answer> {
  const payload = { gate_id: gateId, plate, event_id: context.nextEvent('exit') };
  const first = await gateEvent(context, 'exit', payload);
  if (first.status !== 422 || first.body.code !== 'payment_method_required') return first;
  context.tally.quotes += 1;
  return gateEvent(context, 'exit', { ...payload, payment_method: METHODS[context.tally.quotes % METHODS.length] });
}

const pick = <T>(items: readonly T[], n: number) => items[n % items.length]!;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A guest lane: a fresh plate entered up to three hours ago, then its exit. */
async function guestLane(context: LaneContext, area: Area, lane: number) {
  for (let pair = 0; performance.now() < context.until; pair += 1) {
    const plate = context.nextPlate();
    const entered = await gateEvent(context, 'entry', {
      gate_id: pick(area.entryGates, lane + pair),
      plate,
      event_id: context.nextEvent('entry'),
      occurred_at: minutesAgo(1 + ((lane * 37 + pair * 11) % 180)),
      backdate_reason: LAID_DOWN,
    });
    if (entered.status !== 201) {
      context.tally.unexpected.push(`${area.name} entry ${entered.status} ${String(entered.body.code)}`);
      continue;
    }
    const left = await leave(context, pick(area.exitGates, lane + pair), plate);
    if (left.status === 200) context.tally.pairs += 1;
    else context.tally.unexpected.push(`${area.name} exit ${left.status} ${String(left.body.code)}`);
  }
}

/** A lane of the nearly full small area: refused entries are noted with their times; an admitted car stays a moment. */
async function hammerLane(context: LaneContext, area: Area, lane: number) {
  for (let pair = 0; performance.now() < context.until; pair += 1) {
    const plate = context.nextPlate();
    const entered = await gateEvent(context, 'entry', {
      gate_id: pick(area.entryGates, lane + pair),
      plate,
      event_id: context.nextEvent('entry'),
    });
    if (entered.status !== 201) {
      context.tally.refusals.push({
        sentAt: entered.sentAt,
        answeredAt: entered.answeredAt,
        code: String(entered.body.code),
      });
      await sleep(10);
      continue;
    }
    // Longer than a refused request takes, so that the cars inside outlast refusals and prove them right.
    await sleep(HOLD_MS + ((lane * 97 + pair * 31) % HOLD_MS));
    const left = await leave(context, pick(area.exitGates, lane + pair), plate);
    context.tally.hammerCars.push({
      entrySent: entered.sentAt,
      entryAnswered: entered.answeredAt,
      exitSent: left.sentAt,
      exitAnswered: left.answeredAt,
    });
    if (left.status === 200) context.tally.pairs += 1;
    else context.tally.unexpected.push(`${area.name} exit ${left.status} ${String(left.body.code)}`);
  }
}

/** A subscriber's lane: their plate out if it is inside, then in and out again, free each time. */
async function subscriberLane(context: LaneContext, area: Area, plate: string, lane: number) {
  await leave(context, pick(area.exitGates, lane), plate);
  for (let pair = 0; performance.now() < context.until; pair += 1) {
    const entered = await gateEvent(context, 'entry', {
      gate_id: pick(area.entryGates, lane + pair),
      plate,
      event_id: context.nextEvent('entry'),
    });
    if (entered.status !== 201 || entered.body.type !== 'subscription') {
      context.tally.unexpected.push(
        `subscriber ${plate} entry ${entered.status} ${String(entered.body.code ?? entered.body.type)}`,
      );
      await sleep(50);
      continue;
    }
    const left = await leave(context, pick(area.exitGates, lane + pair), plate);
    if (left.status === 200 && left.body.payment_method === 'free') context.tally.pairs += 1;
    else
      context.tally.unexpected.push(
        `subscriber ${plate} exit ${left.status} ${String(left.body.code ?? left.body.payment_method)}`,
      );
  }
}

/**
 * Refused entries of the small area against the cars of its lanes: a refusal is right for sure
 * when at least `free` of them were inside for all of its request (entered before it was sent,
 * left after it was answered), wrong for sure when fewer than `free` can have been inside at any
 * moment of it; else it cannot be told from outside.
 */
function judgeRefusals(tally: Tally, free: number) {
  let right = 0;
  let wrong = 0;
  for (const refusal of tally.refusals) {
    const surelyInside = tally.hammerCars.filter(
      (car) => car.entryAnswered < refusal.sentAt && car.exitSent > refusal.answeredAt,
    ).length;
    const maybeInside = tally.hammerCars.filter(
      (car) => car.entrySent < refusal.answeredAt && car.exitAnswered > refusal.sentAt,
    ).length;
    if (surelyInside >= free) right += 1;
    else if (maybeInside < free) wrong += 1;
  }
  return {
    refused: tally.refusals.length,
    right,
    wrong,
    otherCodes: tally.refusals.filter((refusal) => refusal.code !== 'guest_tickets_full').length,
  };
}

/** The database's own account after the run. */
async function checkDatabase(database: DatabaseHandle, tally: Tally) {
  const db = database.db;
  const number = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: number }>(db, query))[0]!.n);
  const overruns = await capacityOverruns(db);
  const duplicateOpen = await number(
    sql`select count(*) as n from (select 1 from vehicles where exit_time is null group by plate, area_id having count(*) > 1) twice`,
  );
  // A refund is a payment of its own for the same stay (the demo holds a few): the stay's own payment is the one refunding nothing.
  const paymentsAmiss = await number(sql`
    select count(*) as n from vehicles v
    where (v.exit_time is not null) <> ((select count(*) from payment_transactions p where p.vehicle_id = v.id and p.refund_of_id is null) = 1)
       or (select count(*) from payment_transactions p where p.vehicle_id = v.id and p.refund_of_id is null) > 1`);
  const stored = await rowsOf<{ event_id: string; kind: string; stays: number }>(
    db,
    sql`select e.event_id, e.kind, (select count(*) from vehicles v where v.entry_event_id = e.event_id or v.exit_event_id = e.event_id)::int as stays
        from gate_events e where e.event_id like 'lanes-%'`,
  );
  const storedById = new Map(stored.map((event) => [event.event_id, event]));
  let eventsAmiss = 0;
  for (const [eventId, seen] of tally.events) {
    const event = storedById.get(eventId);
    if (seen.ok !== (event !== undefined) || (event && (event.kind !== seen.kind || event.stays !== 1)))
      eventsAmiss += 1;
  }
  eventsAmiss += stored.filter((event) => !tally.events.has(event.event_id)).length;
  return { overruns, duplicateOpen, paymentsAmiss, eventsAmiss, eventsStored: stored.length };
}

async function runLanes(label: keyof typeof CEILING_SHARE_TARGETS, options: { databaseUrl?: string }) {
  const dataDir = makeTempDir(`${NAME}-data`);
  try {
    // The first start seeds the demo; the lanes meet a server started again on its data, as an
    // operator's runs for days after its database was made, without the seed's garbage in its heap.
    await stopChild((await startServer({ dataDir, ...options, timeoutMs: 120_000 })).child);
    const server = await startServer({ dataDir, ...options, timeoutMs: 120_000 });
    let serverStopped = false;
    try {
      const client = new Client(server.baseUrl, await signIn(server.baseUrl, DEMO_SUPER_ADMIN));
      const idleRssMb = statusMb(server.child.pid!, 'VmRSS');
      const areas = await areasByName(client);
      const small = areas.get(SMALL_AREA)!;
      let plates = 0;
      let events = 0;
      const nextPlate = () => plateOf(plates++);
      const nextEvent = (kind: string) => `lanes-${label}-${kind}-${events++}`;
      const tally = new Tally();

      // The small area nearly full of guests: FREE_TICKETS tickets left (not measured).
      for (const eventId of await fillNearlyFull(client, small, FREE_TICKETS, nextPlate, () => nextEvent('fill')))
        tally.events.set(eventId, { kind: 'entry', ok: true });
      const free = small.guest_ticket_capacity - (await guestsInside(client, small));
      const subscribers = (
        await client.list<{ plate_letters: string; plate_number: string; area_id: number }>('vehicles', {
          inside: true,
          type: 'subscription',
        })
      ).rows
        .filter((stay) => stay.area_id !== small.id)
        .slice(0, SUBSCRIBER_LANES);
      const busy = BUSY_AREAS.map((name) => areas.get(name)!);

      // A monitor of the occupancy the API shows, all through the run.
      let watching = true;
      const watched = { reads: 0, overSeen: 0, smallGuestsMax: 0 };
      const monitor = (async () => {
        while (watching) {
          const guests = await guestsInside(client, small);
          const dashboard = (await client.send('GET', '/api/dashboard')).body as {
            occupancy: Array<{ inside: number; max_capacity: number }>;
          };
          watched.reads += 1;
          watched.smallGuestsMax = Math.max(watched.smallGuestsMax, guests);
          if (guests > small.guest_ticket_capacity) watched.overSeen += 1;
          watched.overSeen += dashboard.occupancy.filter((area) => area.inside > area.max_capacity).length;
          await sleep(200);
        }
      })();

      const guestLanes = LANES - HAMMER_LANES - subscribers.length;
      const runAllLanes = (context: LaneContext) =>
        Promise.all([
          ...Array.from({ length: guestLanes }, (_, lane) => guestLane(context, pick(busy, lane), lane)),
          ...Array.from({ length: HAMMER_LANES }, (_, lane) => hammerLane(context, small, lane)),
          ...subscribers.map((stay, lane) =>
            subscriberLane(
              context,
              [...areas.values()].find((area) => area.id === stay.area_id)!,
              `${stay.plate_letters} ${stay.plate_number}`,
              lane,
            ),
          ),
        ]);
      console.log(
        `[${NAME}] ${label}: ${guestLanes} guest lanes in ${BUSY_AREAS.join(', ')}, ${subscribers.length} subscriber lanes, ${HAMMER_LANES} lanes at ${SMALL_AREA} (${free} guest tickets free), ${WARMUP_SECONDS} s unmeasured, then ${SECONDS} s`,
      );
      const rss = watchPeakRss(server.child.pid!, 25);
      const warmup = new Tally();
      await runAllLanes({
        client,
        tally: warmup,
        until: performance.now() + WARMUP_SECONDS * 1000,
        nextPlate,
        nextEvent,
      });
      tally.absorb(warmup);
      const cpuBefore = processCpuSeconds(server.child.pid!);
      const started = performance.now();
      await runAllLanes({ client, tally, until: started + SECONDS * 1000, nextPlate, nextEvent });
      const seconds = (performance.now() - started) / 1000;
      const serverCpuSeconds = processCpuSeconds(server.child.pid!) - cpuBefore;
      const { peakMb, hwmMb } = rss.stop();
      watching = false;
      await monitor;

      // Cameras at the busy areas' gates, open-loop, 25 lanes each way: at the set rate, then at twice what the server takes.
      const gateIds = [...new Set(busy.flatMap((area) => [...area.entryGates, ...area.exitGates]))];
      const cameraKeys = new Map(
        [...(await registerDevices(client, gateIds))].map(([gateId, keys]) => [gateId, keys.camera]),
      );
      const openRss = watchPeakRss(server.child.pid!, 25);
      const openLoop = async (rate: number, seconds: number, name: string, firstPlate: number) => {
        console.log(`[${NAME}] ${label}: ${name}, ${Math.round(rate)} events/s open-loop for ${seconds} s`);
        const run = await runOpenLoop({
          baseUrl: server.baseUrl,
          areas: busy,
          cameraKeys,
          rate,
          lanesEachWay: LANES / 2,
          seconds,
          stayMs: OPEN_STAY_MS,
          drainSeconds: DRAIN_SECONDS,
          firstPlate,
          eventPrefix: `lanes-${label}-${name}`,
        });
        for (const event of run.events)
          tally.events.set(event.eventId, { kind: event.kind, ok: event.action === 'open' });
        const { events: _events, ...figures } = run;
        console.log(`[${NAME}] ${label}: ${name} ${JSON.stringify(figures)}`);
        return figures;
      };
      const open = await openLoop(OPEN_RATE, OPEN_SECONDS, 'open', 300_000);
      // What the instance takes of the cameras' events: what it answered a second while the first run
      // offered more than that (it sheds then); if it took all of them, twice that is more than it was offered.
      const overload = await openLoop(2 * open.acceptedPerSecond, OVERLOAD_SECONDS, 'overload', 400_000);
      const openPeakMb = openRss.stop().peakMb;

      await stopChild(server.child);
      serverStopped = true;
      const { openDatabase } = await import('../server/db/client');
      const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
      const checked = await checkDatabase(database, tally).finally(() => database.close());
      const ceilingOf = (script: CeilingScript, pairsPerSecond?: number) =>
        options.databaseUrl
          ? postgresCeiling(options.databaseUrl, LANES, SECONDS, { script, pairsPerSecond })
          : embeddedCeiling(dataDir, LANES, SECONDS, { script, pairsPerSecond });
      const ceiling = await ceilingOf(BARE_JOB);
      console.log(`[${NAME}] ${label}: the bare job's ceiling ${JSON.stringify(ceiling)}`);
      // The bare job's pairs sent at the open loop's rate: the latency the database alone gives it.
      const pacedCeiling = await ceilingOf(BARE_JOB, OPEN_RATE / 2);
      console.log(`[${NAME}] ${label}: the bare job at ${OPEN_RATE / 2} pairs/s ${JSON.stringify(pacedCeiling.paced)}`);
      const ownStatements = await ceilingOf(PRODUCT_STATEMENTS);
      console.log(`[${NAME}] ${label}: the product's statements as plain SQL ${JSON.stringify(ownStatements)}`);
      const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
      const entries = sorted(tally.entryMs);
      const exits = sorted(tally.exitMs);
      const measured = {
        label,
        seconds,
        pairs: tally.pairs,
        pairsPerSecond: tally.pairs / seconds,
        ceiling,
        shareOfCeiling: (100 * tally.pairs) / seconds / ceiling.pairsPerSecond,
        ownStatements,
        shareOfOwnStatements: (100 * tally.pairs) / seconds / ownStatements.pairsPerSecond,
        entries: entries.length,
        exits: exits.length,
        quotes: tally.quotes,
        entryP50: percentile(entries, 0.5),
        entryP99: percentile(entries, 0.99),
        exitP50: percentile(exits, 0.5),
        exitP99: percentile(exits, 0.99),
        freeTickets: free,
        refusals: judgeRefusals(tally, free),
        monitor: watched,
        retries: tally.retries,
        shed: tally.shed,
        retriedDifferently: tally.retriedDifferently.length,
        unexpected: tally.unexpected.length,
        unexpectedSample: tally.unexpected.slice(0, 10),
        ...checked,
        open,
        overload,
        pacedCeiling: pacedCeiling.paced!,
        idleRssMb,
        peakRssMb: Math.max(peakMb, openPeakMb),
        closedLoopPeakRssMb: peakMb,
        openLoopPeakRssMb: openPeakMb,
        hwmMb,
        serverCpuSeconds,
        serverCpuMsPerPair: (1000 * serverCpuSeconds) / tally.pairs,
      };
      console.log(`[${NAME}] ${label}: ${JSON.stringify(measured)}`);
      return measured;
    } finally {
      if (!serverStopped) await stopChild(server.child);
    }
  } finally {
    removeTempDir(dataDir);
  }
}

/** An open-loop run's figures, each of its latencies against its budget where it has one. */
function openLoopFigures(
  label: string,
  name: string,
  run: Omit<OpenLoopRun, 'events'>,
  budgets: { acceptedP99?: number; scheduledP99?: number },
): Figure[] {
  const prefix = `${label}: ${name} (${Math.round(run.rate)} events/s for ${run.seconds} s)`;
  const latency = (metric: string, value: number, budget?: number): Figure => ({
    metric: `${prefix}: ${metric}`,
    value,
    unit: 'ms',
    ...(budget === undefined ? {} : { target: `≤ ${budget} ms`, meets: value <= budget }),
  });
  return [
    { metric: `${prefix}: events taken a second`, value: run.acceptedPerSecond, unit: 'events/s' },
    latency("accepted sends' p50", run.acceptedP50),
    latency("accepted sends' p99", run.acceptedP99, budgets.acceptedP99),
    latency('p50 from the scheduled moment', run.scheduledP50),
    latency('p99 from the scheduled moment', run.scheduledP99, budgets.scheduledP99),
    { metric: `${prefix}: sends turned away for load (503 with Retry-After)`, value: run.shed, unit: 'count' },
    {
      metric: `${prefix}: events never taken by the end of the lanes' resending`,
      value: run.unfinished,
      unit: 'count',
      target: '0',
      meets: run.unfinished === 0,
    },
  ];
}

async function main() {
  if (process.platform !== 'linux') throw new Error('this benchmark reads /proc/<pid>/status: Linux only');
  const runs = ONLY_ON === 'PostgreSQL' ? [] : [await runLanes('PGlite', {})];
  const postgres =
    ONLY_ON === 'PGlite'
      ? undefined
      : await withPostgresDatabase(NAME, (databaseUrl) => runLanes('PostgreSQL', { databaseUrl }));
  if (postgres) runs.push(postgres);

  const summary: Figure[] = runs.flatMap((run) => {
    const zero = (metric: string, value: number, unit = 'count') => ({
      metric: `${run.label}: ${metric}`,
      value,
      unit,
      target: '0',
      meets: value === 0,
    });
    return [
      {
        metric: `${run.label}: entry-exit pairs per second (${LANES} lanes)`,
        value: run.pairsPerSecond,
        unit: 'pairs/s',
      },
      {
        metric: `${run.label}: the bare job's ceiling: entry-exit pairs per second`,
        value: run.ceiling.pairsPerSecond,
        unit: 'pairs/s',
      },
      {
        metric: `${run.label}: product as a share of the bare job's ceiling`,
        value: run.shareOfCeiling,
        unit: '%',
        target: `≥ ${CEILING_SHARE_TARGETS[run.label]} %`,
        meets: run.shareOfCeiling >= CEILING_SHARE_TARGETS[run.label],
      },
      {
        metric: `${run.label}: the product's own statements as plain SQL: entry-exit pairs per second`,
        value: run.ownStatements.pairsPerSecond,
        unit: 'pairs/s',
      },
      {
        metric: `${run.label}: product as a share of its own statements as plain SQL`,
        value: run.shareOfOwnStatements,
        unit: '%',
      },
      { metric: `${run.label}: entry p50`, value: run.entryP50, unit: 'ms' },
      { metric: `${run.label}: entry p99`, value: run.entryP99, unit: 'ms' },
      { metric: `${run.label}: exit p50`, value: run.exitP50, unit: 'ms' },
      { metric: `${run.label}: exit p99`, value: run.exitP99, unit: 'ms' },
      { metric: `${run.label}: small area: entries refused`, value: run.refusals.refused, unit: 'count' },
      { metric: `${run.label}: small area: refusals surely right`, value: run.refusals.right, unit: 'count' },
      zero('refusals surely wrong or of another code', run.refusals.wrong + run.refusals.otherCodes),
      zero('overruns (at the end, and seen by the monitor)', run.overruns + run.monitor.overSeen),
      zero('plates open twice in an area', run.duplicateOpen),
      zero('stays without exactly one payment when closed', run.paymentsAmiss),
      zero('events not answered once (or a retry answered otherwise)', run.eventsAmiss + run.retriedDifferently),
      zero('unexpected answers', run.unexpected),
      { metric: `${run.label}: sends turned away for load (503, sent again)`, value: run.shed, unit: 'count' },
      ...openLoopFigures(run.label, 'open loop', run.open, { scheduledP99: OPEN_P99_BUDGET_MS[run.label] }),
      {
        metric: `${run.label}: the bare job at ${run.pacedCeiling.pairsPerSecond} pairs/s open-loop: a pair's p99`,
        value: run.pacedCeiling.p99Ms,
        unit: 'ms',
      },
      ...openLoopFigures(run.label, 'overload, twice what it took', run.overload, {
        acceptedP99: OVERLOAD_ACCEPTED_P99_BUDGET_MS,
      }),
      {
        metric: `${run.label}: the server's CPU time a pair (its answered requests and those turned away)`,
        value: run.serverCpuMsPerPair,
        unit: 'ms',
      },
      { metric: `${run.label}: server RSS after its start and a sign-in, idle`, value: run.idleRssMb, unit: 'MB' },
      {
        metric: `${run.label}: server RSS peak during the run`,
        value: run.peakRssMb,
        unit: 'MB',
        target: `≤ ${RSS_BUDGET_MB[run.label]} MB`,
        meets: run.peakRssMb <= RSS_BUDGET_MB[run.label],
      },
    ];
  });
  printFigures(
    `${NAME} (${LANES} lanes over HTTP for ${SECONDS} s after ${WARMUP_SECONDS} s unmeasured, then cameras open-loop; p50/p99 of each answered request; ceiling: bench/gate-bare.sql, own statements: bench/gate-ceiling.sql)`,
    summary,
  );
  writeResult({
    name: NAME,
    summary,
    details: {
      lanes: LANES,
      hammerLanes: HAMMER_LANES,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      freeTickets: FREE_TICKETS,
      openRate: OPEN_RATE,
      openSeconds: OPEN_SECONDS,
      overloadSeconds: OVERLOAD_SECONDS,
      runs,
    },
  });
}

runMain(NAME, main);
