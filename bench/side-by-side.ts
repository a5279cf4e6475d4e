// Two builds of the server side by side: the checkout's and an earlier revision's (BENCH_BASE,
// default HEAD~1), started together on one PostgreSQL database (and on two copies of one seeded
// embedded database), each driven by the same console lanes at the same time, in rounds (a lane
// turned away for load waits out its Retry-After and sends again, as a lane does). Each
// round gives each server's CPU a gate pair (read from /proc) and its pairs a second; the ratios of
// the checkout to the base are what a change did. Two complete runs of one commit moved by more
// than a tenth (the bare job itself did), whereas two servers measured in the same seconds share
// whatever else the machine was doing.
//   BENCH_BASE=abc123 npm run bench:side-by-side
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { areasByName, BUSY_AREAS, Client, plateOf, sendUntilTaken } from './gate-lane-client';
import {
  DEMO_ADMIN,
  type Figure,
  LAID_DOWN,
  makeTempDir,
  median,
  printFigures,
  processCpuSeconds,
  removeTempDir,
  ROOT,
  runMain,
  type RunningServer,
  setDeadline,
  signIn,
  startServer,
  stopChild,
  withPostgresDatabase,
  writeResult,
} from './lib';

const NAME = 'side-by-side';
const BASE = process.env.BENCH_BASE ?? 'HEAD~1';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 15);
/** Console lanes a server: few enough that the two servers and the database share two cores without a queue of their own. */
const LANES = Number(process.env.BENCH_LANES ?? 4);
/** Lanes run this long before the first round, so that both servers' code is compiled. */
const WARM_SECONDS = 40;

/** The base revision checked out beside the checkout, sharing its installed packages, and built. */
function checkOutBase(): { dir: string; commit: string; remove: () => void } {
  const commit = execFileSync('git', ['rev-parse', '--short', BASE], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = makeTempDir('side-by-side-base-');
  removeTempDir(dir);
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: ROOT, stdio: 'ignore' });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: dir, stdio: 'inherit' });
  return {
    dir,
    commit,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' }),
  };
}

/** A console's guest pair again and again for `seconds`: a backdated entry, its exit asked without a method (the fee), then paid. */
async function driveLanes(server: RunningServer, firstPlate: number, seconds: number) {
  const client = new Client(server.baseUrl, await signIn(server.baseUrl, DEMO_ADMIN));
  const areas = await areasByName(client);
  const busy = BUSY_AREAS.map((name) => areas.get(name)!);
  const ends = performance.now() + seconds * 1000;
  let pairs = 0;
  let unexpected = 0;
  let next = firstPlate;
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      const area = busy[lane % busy.length]!;
      while (performance.now() < ends) {
        const plate = plateOf((next += 1));
        const eventId = `${NAME}-${firstPlate}-${next}`;
        const entered = await sendUntilTaken(client, '/api/gate/entries', {
          gate_id: area.entryGates[0],
          plate,
          event_id: `${eventId}-in`,
          occurred_at: new Date(Date.now() - 30 * 60_000).toISOString(),
          backdate_reason: LAID_DOWN,
        });
        const exit = { gate_id: area.exitGates[0], plate, event_id: `${eventId}-out` };
        const quoted = entered.status === 201 ? await sendUntilTaken(client, '/api/gate/exits', exit) : entered;
        const paid =
          quoted.status === 422
            ? await sendUntilTaken(client, '/api/gate/exits', { ...exit, payment_method: 'cash' })
            : quoted;
        if (paid.status === 200) pairs += 1;
        else unexpected += 1;
      }
    }),
  );
  return { pairs, unexpected };
}

interface Round {
  checkout: { pairsPerSecond: number; cpuMsPerPair: number };
  base: { pairsPerSecond: number; cpuMsPerPair: number };
  cpuRatio: number;
  pairsRatio: number;
  unexpected: number;
}

/** Drives both servers at once for `seconds`; each one's pairs a second and CPU a pair. */
async function round(servers: { checkout: RunningServer; base: RunningServer }, index: number, seconds: number) {
  const measured = async (server: RunningServer, side: number) => {
    const cpuBefore = processCpuSeconds(server.child.pid!);
    const { pairs, unexpected } = await driveLanes(server, (index * 2 + side) * 1_000_000, seconds);
    const cpuMs = (processCpuSeconds(server.child.pid!) - cpuBefore) * 1000;
    return { pairsPerSecond: pairs / seconds, cpuMsPerPair: cpuMs / Math.max(pairs, 1), unexpected };
  };
  const [checkout, base] = await Promise.all([measured(servers.checkout, 0), measured(servers.base, 1)]);
  return {
    checkout: { pairsPerSecond: checkout.pairsPerSecond, cpuMsPerPair: checkout.cpuMsPerPair },
    base: { pairsPerSecond: base.pairsPerSecond, cpuMsPerPair: base.cpuMsPerPair },
    cpuRatio: checkout.cpuMsPerPair / base.cpuMsPerPair,
    pairsRatio: checkout.pairsPerSecond / base.pairsPerSecond,
    unexpected: checkout.unexpected + base.unexpected,
  } satisfies Round;
}

/** Warms both servers, then measures ROUNDS rounds; the servers are stopped afterwards. */
async function compare(start: (root: string) => Promise<RunningServer>, baseDir: string): Promise<Round[]> {
  const checkout = await start(ROOT);
  const base = await start(baseDir);
  try {
    const servers = { checkout, base };
    await round(servers, ROUNDS, WARM_SECONDS);
    const rounds: Round[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      rounds.push(await round(servers, index, ROUND_SECONDS));
      const last = rounds.at(-1)!;
      console.log(
        `[${NAME}] round ${index + 1}: CPU a pair ${last.checkout.cpuMsPerPair.toFixed(2)} / ${last.base.cpuMsPerPair.toFixed(2)} ms = ${last.cpuRatio.toFixed(3)}; pairs a second ${last.pairsRatio.toFixed(3)}`,
      );
    }
    return rounds;
  } finally {
    await stopChild(checkout.child);
    await stopChild(base.child);
  }
}

/** The embedded database: one data directory seeded once, a copy for each server. */
async function onPglite(baseDir: string): Promise<Round[]> {
  const seeded = makeTempDir('side-by-side-seed-');
  const copies: string[] = [];
  try {
    await stopChild((await startServer({ dataDir: seeded })).child);
    return await compare(async (root) => {
      const copy = makeTempDir('side-by-side-data-');
      copies.push(copy);
      cpSync(seeded, copy, { recursive: true });
      return startServer({ dataDir: copy, root });
    }, baseDir);
  } finally {
    for (const dir of [seeded, ...copies]) removeTempDir(dir);
  }
}

/**
 * PostgreSQL: one database for both, migrated and seeded by a server of the checkout's that stops
 * before the two start, so that neither measured server has done work the other has not.
 */
async function onPostgres(baseDir: string): Promise<Round[] | undefined> {
  const dataDir = makeTempDir('side-by-side-pg-');
  try {
    return await withPostgresDatabase(NAME, async (databaseUrl) => {
      await stopChild((await startServer({ dataDir, databaseUrl })).child);
      return compare((root) => startServer({ dataDir, databaseUrl, root }), baseDir);
    });
  } finally {
    removeTempDir(dataDir);
  }
}

function figuresOf(label: string, rounds: Round[]): Figure[] {
  return [
    {
      metric: `${label}: server CPU a pair, checkout / base (median)`,
      value: median(rounds.map((one) => one.cpuRatio)),
      unit: '×',
    },
    {
      metric: `${label}: pairs a second, checkout / base (median)`,
      value: median(rounds.map((one) => one.pairsRatio)),
      unit: '×',
    },
    {
      metric: `${label}: pairs not served as asked`,
      value: rounds.reduce((sum, one) => sum + one.unexpected, 0),
      unit: '',
    },
  ];
}

runMain(NAME, async () => {
  setDeadline(30 * 60_000, NAME);
  if (!existsSync(path.join(ROOT, 'dist-server', 'main.mjs'))) throw new Error('build the checkout first');
  const base = checkOutBase();
  try {
    console.log(
      `[${NAME}] the checkout against ${base.commit}: ${ROUNDS} rounds of ${ROUND_SECONDS} s, ${LANES} lanes each`,
    );
    const postgres = await onPostgres(base.dir);
    const pglite = await onPglite(base.dir);
    const summary = [...(postgres ? figuresOf('PostgreSQL', postgres) : []), ...figuresOf('PGlite', pglite)];
    printFigures(`Side by side with ${base.commit}`, summary);
    writeResult({ name: NAME, summary, details: { base: base.commit, lanes: LANES, postgres, pglite } });
  } finally {
    base.remove();
  }
});
