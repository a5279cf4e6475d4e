// Several API instances on one PostgreSQL database behind HAProxy, over loopback only. Three
// instances of the built server (dist-server/main.mjs) start on a throw-away database beside
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); HAProxy (installed by
// hand: apt-get install -y haproxy) checks each on GET /api/health and serves them round robin on
// three front ends: the first instance alone, the first two, all three. Gate lanes (an entry then
// an exit per car, each event with its id, sent again with the same id until it is answered, as
// a lane does; a few of them at a small area kept nearly full, where the instances race for its
// last guest tickets) and back-office readers (the vehicles list, the dashboard, the payments list,
// this month's revenue report) go through the proxy (the lanes, the readers and the proxy's configuration: bench/proxied-lanes.ts):
//   1. after 5 s of warm-up on all three, for BENCH_MULTI_SECONDS (default 15) on each front end:
//      throughput with 1, 2 and 3 instances;
//   2. on the three-instance front end, for twice as long, one instance killed with SIGKILL at a
//      third of the run: the requests that failed while the proxy noticed, and how long until
//      every lane was served again.
// Afterwards SQL checks the database: every event a lane had answered is stored (none lost), and
// no area holds more cars than its capacities, sampled all through the run and at the end.
import pg from 'pg';
import {
  type Area,
  areasByName,
  BUSY_AREAS,
  capacityOverruns,
  Client,
  fillNearlyFull,
  SMALL_AREA,
} from './gate-lane-client';
import {
  DEMO_SUPER_ADMIN,
  type Figure,
  freePort,
  makeTempDir,
  percentile,
  printFigures,
  removeTempDir,
  run,
  runMain,
  setDeadline,
  signIn,
  sleep,
  startServer,
  stopChild,
  waitForExit,
  withPostgresDatabase,
  writeResult,
} from './lib';
import {
  LANES,
  nextPlate,
  type Phase,
  READERS,
  requireHaproxy,
  runLanes,
  startHaproxy,
  Tally,
  unstoredEvents,
} from './proxied-lanes';

const NAME = 'multi-instance';
const INSTANCES = 3;
/** The guest tickets left free in the small area before the phases start. */
const FREE_TICKETS = 3;
const SECONDS = Number(process.env.BENCH_MULTI_SECONDS ?? 15);
const WARM_UP_SECONDS = 5;
/** How long a lane sends an unanswered event again before it gives up. */
const GIVE_UP_AFTER_MS = 30_000;
const JWT_SECRET = 'multi-instance-bench-secret-0123456789abcdef';
setDeadline(12 * 60_000, NAME);

/** Samples the areas over capacity, straight from the database, every 250 ms while `running()`. */
async function watchCapacity(
  databaseUrl: string,
  running: () => boolean,
): Promise<{ samples: number; overruns: number }> {
  const { openPostgres } = await import('../server/db/client');
  const database = await openPostgres(databaseUrl);
  const seen = { samples: 0, overruns: 0 };
  try {
    while (running()) {
      seen.overruns += await capacityOverruns(database.db);
      seen.samples += 1;
      await sleep(250);
    }
  } finally {
    await database.close();
  }
  return seen;
}

async function runPhase(
  label: string,
  baseUrl: string,
  token: string,
  areas: { busy: Area[]; small: Area },
  databaseUrl: string,
  seconds: number,
  midway?: () => void,
) {
  let events = 0;
  const tally = new Tally();
  const started = performance.now();
  const phase: Phase = {
    client: new Client(baseUrl, token),
    tally,
    until: started + seconds * 1000,
    nextEvent: (kind) => `multi-${label}-${kind}-${events++}`,
    giveUpAfterMs: GIVE_UP_AFTER_MS,
  };
  let running = true;
  const watching = watchCapacity(databaseUrl, () => running);
  const killAt = midway ? setTimeout(midway, (seconds * 1000) / 3) : undefined;
  await runLanes(phase, areas);
  clearTimeout(killAt);
  running = false;
  const elapsed = (performance.now() - started) / 1000;
  const capacity = await watching;
  const sorted = [...tally.requestMs].sort((a, b) => a - b);
  console.log(
    `[${NAME}] ${label}: ${tally.pairs} pairs, ${tally.reads} reads in ${elapsed.toFixed(1)} s, ${tally.failures.length} failed requests`,
  );
  return {
    label,
    seconds: elapsed,
    tally,
    capacity,
    pairsPerSecond: tally.pairs / elapsed,
    readsPerSecond: tally.reads / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

/** Every acknowledged event id looked up in the database: those missing were lost. */
async function lostEvents(
  databaseUrl: string,
  acknowledged: Map<string, 'entry' | 'exit'>,
): Promise<{ lost: number; wrongKind: number; overrunsAtEnd: number }> {
  const { openPostgres } = await import('../server/db/client');
  const database = await openPostgres(databaseUrl);
  try {
    return {
      ...(await unstoredEvents(database.db, acknowledged, 'multi-')),
      overrunsAtEnd: await capacityOverruns(database.db),
    };
  } finally {
    await database.close();
  }
}

async function connectionCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = current_database()',
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function measure(databaseUrl: string, haproxyVersion: string) {
  const dataDir = makeTempDir(NAME);
  const env = { JWT_SECRET, TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' };
  // The first instance migrates and seeds the demo; the others start once it is ready (they would
  // wait on the setup lock anyway), so every instance's start is the start of a ready database.
  const first = await startServer({ dataDir, databaseUrl, env, timeoutMs: 240_000 });
  const instances = [
    first,
    ...(await Promise.all(
      Array.from({ length: INSTANCES - 1 }, () => startServer({ dataDir, databaseUrl, env, timeoutMs: 120_000 })),
    )),
  ];
  const frontPorts = await Promise.all(instances.map(() => freePort()));
  // One front end per instance count: the first n instances behind it.
  const haproxy = await startHaproxy(
    dataDir,
    frontPorts.map((port, index) => ({
      port,
      instancePorts: instances.slice(0, index + 1).map((instance) => instance.port),
    })),
  );
  try {
    const front = (count: number) => `http://127.0.0.1:${frontPorts[count - 1]}`;
    const token = await signIn(front(INSTANCES), DEMO_SUPER_ADMIN);
    const client = new Client(front(INSTANCES), token);
    const byName = await areasByName(client);
    const areas = { busy: BUSY_AREAS.map((name) => byName.get(name)!), small: byName.get(SMALL_AREA)! };
    // The small area filled with guests through the proxy until FREE_TICKETS tickets are left.
    const fill = (
      await fillNearlyFull(client, areas.small, FREE_TICKETS, nextPlate, (index) => `multi-fill-${index}`)
    ).map((eventId) => [eventId, 'entry'] as const);

    // Not measured: every instance's code warmed up and its pool opened, as in service.
    const warmUp = await runPhase('warm-up', front(INSTANCES), token, areas, databaseUrl, WARM_UP_SECONDS);
    const throughput = [];
    for (let count = 1; count <= INSTANCES; count += 1)
      throughput.push(await runPhase(`${count}-of-${INSTANCES}`, front(count), token, areas, databaseUrl, SECONDS));

    const victim = instances[INSTANCES - 1]!;
    let killedAt = 0;
    const killed = await runPhase('kill', front(INSTANCES), token, areas, databaseUrl, SECONDS * 2, () => {
      killedAt = performance.now();
      process.kill(victim.child.pid!, 'SIGKILL');
      console.log(`[${NAME}] kill: instance ${INSTANCES} (port ${victim.port}) killed with SIGKILL`);
    });
    await waitForExit(victim.child, 5000);
    const afterKill = killed.tally.failures.filter((failure) => failure.at >= killedAt);
    const lastFailure = Math.max(killedAt, ...afterKill.map((failure) => failure.at));
    const connections = await connectionCount(databaseUrl);

    const acknowledged = new Map([
      ...fill,
      ...[warmUp, ...throughput, killed].flatMap((phase) => [...phase.tally.acknowledged]),
    ]);
    const checked = await lostEvents(databaseUrl, acknowledged);
    return {
      haproxy: haproxyVersion,
      instances: INSTANCES,
      lanes: LANES,
      readers: READERS,
      seconds: SECONDS,
      instanceStartMs: instances.map((instance) => Math.round(instance.readyMs)),
      throughput: throughput.map(({ label, pairsPerSecond, readsPerSecond, p50, p99, tally, capacity }) => ({
        label,
        pairsPerSecond,
        readsPerSecond,
        p50,
        p99,
        failures: tally.failures.length,
        failedKinds: [...new Set(tally.failures.map((failure) => failure.what))],
        unexpected: tally.unexpected.length,
        gaveUp: tally.gaveUp,
        capacityOverrunsSeen: capacity.overruns,
        smallAreaRefusedFull: tally.refusedFull,
      })),
      kill: {
        pairsPerSecond: killed.pairsPerSecond,
        readsPerSecond: killed.readsPerSecond,
        failedWhileNoticing: afterKill.length,
        failedKinds: [...new Set(afterKill.map((failure) => failure.what))],
        lanesHit: new Set(afterKill.map((failure) => failure.lane)).size,
        msUntilServedAgain: lastFailure - killedAt,
        longestLaneOutageMs: killed.tally.longestOutage,
        gaveUp: killed.tally.gaveUp,
        unexpected: killed.tally.unexpected.length,
        unexpectedSample: killed.tally.unexpected.slice(0, 5),
        smallAreaRefusedFull: killed.tally.refusedFull,
        capacitySamples: killed.capacity.samples,
        capacityOverrunsSeen: killed.capacity.overruns,
      },
      warmUpCapacityOverrunsSeen: warmUp.capacity.overruns,
      acknowledgedEvents: acknowledged.size,
      ...checked,
      connectionsAfter: connections,
    };
  } finally {
    await stopChild(haproxy, 2000);
    await Promise.all(instances.map((instance) => stopChild(instance.child)));
    removeTempDir(dataDir);
  }
}

async function main() {
  const haproxyVersion = requireHaproxy();
  await run(process.execPath, ['scripts/build-if-needed.mjs'], 600_000);
  const measured = await withPostgresDatabase(NAME, (databaseUrl) => measure(databaseUrl, haproxyVersion));
  if (!measured) throw new Error('this benchmark needs PostgreSQL (BENCH_DATABASE_URL)');
  const overrunsSeen =
    measured.warmUpCapacityOverrunsSeen +
    measured.kill.capacityOverrunsSeen +
    measured.throughput.reduce((sum, phase) => sum + phase.capacityOverrunsSeen, 0);
  const zero = (metric: string, value: number) => ({ metric, value, unit: 'count', target: '0', meets: value === 0 });
  const summary: Figure[] = [
    ...measured.throughput.map((phase, index) => ({
      metric: `entry-exit pairs per second, ${index + 1} instance${index === 0 ? '' : 's'}`,
      value: phase.pairsPerSecond,
      unit: 'pairs/s',
    })),
    ...measured.throughput.map((phase, index) => ({
      metric: `back-office reads per second, ${index + 1} instance${index === 0 ? '' : 's'}`,
      value: phase.readsPerSecond,
      unit: 'reads/s',
    })),
    ...measured.throughput.map((phase, index) => ({
      metric: `request p99, ${index + 1} instance${index === 0 ? '' : 's'}`,
      value: phase.p99,
      unit: 'ms',
    })),
    zero('acknowledged gate events lost', measured.lost + measured.wrongKind),
    zero('capacity overruns (sampled during every phase, and at the end)', overrunsSeen + measured.overrunsAtEnd),
    zero(
      'events given up by a lane (unanswered for 30 s)',
      measured.kill.gaveUp + measured.throughput.reduce((sum, phase) => sum + phase.gaveUp, 0),
    ),
    {
      metric: 'requests failed while the proxy noticed the killed instance',
      value: measured.kill.failedWhileNoticing,
      unit: 'count',
    },
    { metric: 'from the kill until every lane was served again', value: measured.kill.msUntilServedAgain, unit: 'ms' },
    {
      metric: 'longest wait of one lane for an answer after a failure',
      value: measured.kill.longestLaneOutageMs,
      unit: 'ms',
    },
    {
      metric: 'entry-exit pairs per second, 3 instances with one killed',
      value: measured.kill.pairsPerSecond,
      unit: 'pairs/s',
    },
  ];
  printFigures(
    `${NAME} (${LANES} lanes and ${READERS} readers through HAProxy, ${SECONDS} s per instance count, one instance killed in a ${SECONDS * 2} s run)`,
    summary,
  );
  writeResult({ name: NAME, summary, details: measured });
}

runMain(NAME, main);
