// The fixed cost of an API request: throughput, latency and the server's CPU time per request of
// three calls at 10 and 50 concurrent connections, on the embedded database and on PostgreSQL
// when one answers at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a
// throw-away database is made beside it):
//   - GET /api/health: no sign-in, one trivial query (the floor of any request);
//   - GET /api/auth/me: the token checked and the signed-in user read, nothing else;
//   - GET /api/areas, the first page of the areas list, signed in as the demo super admin.
// With BENCH_CPU_PROFILE=1 the server runs under `node --cpu-prof`, and its CPU time during each
// measured run is printed by where it went (the profiles stay in bench/results/request-cost/).
import { readdirSync, readFileSync, renameSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  cannon,
  type Figure,
  getOk,
  makeTempDir,
  printFigures,
  removeTempDir,
  RESULTS_DIR,
  type RunningServer,
  runMain,
  setDeadline,
  signIn,
  withPostgresDatabase,
  withServer,
  writeResult,
} from './lib';

const NAME = 'request-cost';
const CONNECTION_COUNTS = [10, 50] as const;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const PROFILE = process.env.BENCH_CPU_PROFILE === '1';
const PROFILE_DIR = path.join(RESULTS_DIR, NAME);
setDeadline(6 * 60_000, NAME);

const SCENARIOS = [
  { key: 'health', label: 'GET /api/health', path: '/api/health', signedIn: false },
  { key: 'me', label: 'GET /api/auth/me', path: '/api/auth/me', signedIn: true },
  {
    key: 'areas',
    label: 'GET /api/areas (first page)',
    path: `/api/areas?${new URLSearchParams({ sort: '["name","ASC"]', range: '[0,24]' }).toString()}`,
    signedIn: true,
  },
] as const;

type Database = 'embedded' | 'postgres';

interface Measured {
  database: Database;
  scenario: (typeof SCENARIOS)[number]['key'];
  label: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU time of the server process (every thread) per answered request. */
  cpuMicrosecondsPerRequest: number;
  non2xx: number;
  errors: number;
  /** The measured run on the monotonic clock that CPU profiles use (µs), to cut a profile to it. */
  window: { start: number; end: number };
  profile?: ProfileShare[];
}

/** CPU time, in ns, of every thread of a process so far (Linux: /proc/<pid>/task/<tid>/schedstat). */
function cpuNanoseconds(pid: number): number {
  const tasks = readdirSync(`/proc/${pid}/task`);
  return tasks.reduce((sum, task) => {
    try {
      return sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      return sum; // the thread ended in between
    }
  }, 0);
}

const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

async function measure(
  server: RunningServer,
  database: Database,
  token: string,
  scenario: (typeof SCENARIOS)[number],
  connections: number,
): Promise<Measured> {
  const url = `${server.baseUrl}${scenario.path}`;
  const signedIn = scenario.signedIn ? token : undefined;
  await (await getOk(url, signedIn)).arrayBuffer();

  await cannon(url, signedIn, { connections, duration: WARMUP_SECONDS });
  const pid = server.child.pid!;
  const cpuBefore = cpuNanoseconds(pid);
  const start = monotonicMicroseconds();
  const result = await cannon(url, signedIn, { connections, duration: DURATION_SECONDS });
  const end = monotonicMicroseconds();
  const cpuUsed = cpuNanoseconds(pid) - cpuBefore;
  return {
    database,
    scenario: scenario.key,
    label: scenario.label,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    cpuMicrosecondsPerRequest: Math.round(cpuUsed / 1000 / Math.max(1, result.requests.total)),
    non2xx: result.non2xx,
    errors: result.errors,
    window: { start, end },
  };
}

// ---------------------------------------------------------------------------------------------
// Where a CPU profile's time went, by the code that was running (its own time, not its callees').

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface ProfileShare {
  where: string;
  percent: number;
}

/** The package a script belongs to, or what kind of code it is. */
function whereRunning({ functionName, url }: ProfileNode['callFrame']): string | undefined {
  if (functionName === '(idle)') return undefined;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 and native code (program)';
  if (url.startsWith('wasm://')) return 'PostgreSQL in WebAssembly (PGlite)';
  if (url.startsWith('node:')) return 'Node.js';
  if (url.includes('/dist-server/')) return 'server code';
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage) return inPackage[1]!;
  return 'V8 built-ins (JSON, RegExp, …)';
}

function profileShares(profile: CpuProfile, window: Measured['window']): ProfileShare[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<string, number>();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((nodeId, index) => {
    time += profile.timeDeltas[index]!;
    if (time < window.start || time > window.end) return;
    const where = whereRunning(nodes.get(nodeId)!.callFrame);
    if (!where) return;
    counts.set(where, (counts.get(where) ?? 0) + 1);
    total += 1;
  });
  return [...counts]
    .map(([where, count]) => ({ where, percent: Math.round((1000 * count) / total) / 10 }))
    .sort((a, b) => b.percent - a.percent);
}

/** The profile node writes when the server exits, moved to where it is kept. */
function keptProfile(directory: string, database: Database): CpuProfile {
  const [file] = readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the server wrote no CPU profile in ${directory}`);
  mkdirSync(PROFILE_DIR, { recursive: true });
  const kept = path.join(PROFILE_DIR, `${database}.cpuprofile`);
  renameSync(path.join(directory, file), kept);
  return JSON.parse(readFileSync(kept, 'utf8')) as CpuProfile;
}

// ---------------------------------------------------------------------------------------------

async function measureDatabase(database: Database, databaseUrl?: string): Promise<Measured[]> {
  const profileDir = makeTempDir('request-cost-profile');
  const options = {
    databaseUrl,
    nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    stopGraceMs: 30_000,
  };
  const measured = await withServer('request-cost-data', options, async (server) => {
    const token = await signIn(server.baseUrl);
    const runs: Measured[] = [];
    for (const scenario of SCENARIOS) {
      for (const connections of CONNECTION_COUNTS) {
        console.log(
          `[${NAME}] ${database}: ${scenario.label}, ${WARMUP_SECONDS} s warm-up, then ${DURATION_SECONDS} s at ${connections} connections`,
        );
        runs.push(await measure(server, database, token, scenario, connections));
      }
    }
    return runs;
  });
  if (PROFILE) {
    const profile = keptProfile(profileDir, database);
    for (const run of measured) run.profile = profileShares(profile, run.window);
  }
  removeTempDir(profileDir);
  return measured;
}

function printTable(measured: Measured[]) {
  console.log(
    `\n  ${'database'.padEnd(9)} ${'request'.padEnd(28)} ${'conn.'.padStart(5)} ${'req/s'.padStart(6)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'CPU µs/req'.padStart(10)}`,
  );
  for (const run of measured) {
    console.log(
      `  ${run.database.padEnd(9)} ${run.label.padEnd(28)} ${String(run.connections).padStart(5)} ${String(run.requestsPerSecond).padStart(6)} ` +
        `${String(run.p50).padStart(5)} ${String(run.p99).padStart(5)} ${String(run.cpuMicrosecondsPerRequest).padStart(10)}` +
        (run.non2xx || run.errors ? `  (${run.non2xx} non-2xx, ${run.errors} errors)` : ''),
    );
  }
  for (const run of measured.filter((each) => each.profile && each.connections === CONNECTION_COUNTS.at(-1))) {
    const top = run.profile!.slice(0, 8).map((share) => `${share.where} ${share.percent} %`);
    console.log(`\n  CPU of ${run.database}, ${run.label} at ${run.connections} connections: ${top.join(', ')}`);
  }
}

async function main() {
  if (process.platform !== 'linux') throw new Error('this benchmark reads /proc/<pid>/task: Linux only');
  const measured = await measureDatabase('embedded');
  const postgres = await withPostgresDatabase(NAME, (databaseUrl) => measureDatabase('postgres', databaseUrl));
  if (postgres) measured.push(...postgres);

  const summary: Figure[] = measured
    .filter((run) => run.scenario !== 'health')
    .flatMap((run) => [
      {
        metric: `${run.database}: ${run.label} at ${run.connections}: requests/s`,
        value: run.requestsPerSecond,
        unit: 'req/s',
      },
      { metric: `${run.database}: ${run.label} at ${run.connections}: latency p99`, value: run.p99, unit: 'ms' },
    ]);
  printFigures(`${NAME} (${DURATION_SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up)`, summary);
  printTable(measured);
  writeResult({
    name: NAME,
    summary,
    details: { durationSeconds: DURATION_SECONDS, warmupSeconds: WARMUP_SECONDS, profiled: PROFILE, measured },
  });
}

runMain(NAME, main);
