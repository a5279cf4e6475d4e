// Shared helpers for the benchmarks in bench/: child processes that are always cleaned up,
// a hard deadline per benchmark, a throw-away server on a free port and requests to it, the
// server's own request handling on a throw-away database, load and memory figures, percentiles,
// and the results file.
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options as CannonOptions, type Result } from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database, DatabaseHandle } from '../server/db/client';
import { DEMO_ACCOUNTS } from '../server/seed/demo-data';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How `npm start` runs the built server, with the memory settings of its database: a benchmark's
 * server runs, and holds its memory, as the product's does. It execs node, so the pid it is
 * spawned with is the server's.
 */
export const SERVER_START_SCRIPT = path.join(ROOT, 'scripts', 'start-server.sh');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

/** One line of the summary table printed by run-all. */
export interface Figure {
  metric: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. "≤ 300 kB". */
  target?: string;
  /** Whether the figure meets the target, when there is one. */
  meets?: boolean;
}

export interface BenchResult {
  name: string;
  date: string;
  summary: Figure[];
  details: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// Child processes: each one is spawned as the leader of its own process group, so the whole
// group (npx → vite, tsx → node) can be signalled, and every live group is killed on exit.

const liveGroups = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** Signals the child's whole process group; `evenIfExited` reaches members that outlived the leader. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals, evenIfExited = false) {
  if (child.pid === undefined) return;
  if (!evenIfExited && (child.exitCode !== null || child.signalCode !== null)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* the group is gone */
  }
}

function cleanupNow() {
  for (const child of liveGroups) killGroup(child, 'SIGKILL', true);
  liveGroups.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

process.once('exit', cleanupNow);
// On a signal, children get SIGTERM first (a benchmark run by run-all then cleans up its own
// children), and whatever is still there a few seconds later is killed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] received ${signal}, cleaning up`);
    const children = [...liveGroups];
    for (const child of children) killGroup(child, 'SIGTERM');
    void Promise.all(children.map((child) => waitForExit(child, 3000))).finally(() => {
      cleanupNow();
      process.exit(130);
    });
  });
}

export function spawnTracked(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, ...options, detached: true });
  liveGroups.add(child);
  return child;
}

export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM to the group, then SIGKILL if it has not exited within graceMs. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<'exited' | 'killed'> {
  killGroup(child, 'SIGTERM');
  if (await waitForExit(child, graceMs)) {
    // A grandchild (tsx's node, vite's workers) may outlive the leader: nothing of the group stays.
    killGroup(child, 'SIGKILL', true);
    liveGroups.delete(child);
    return 'exited';
  }
  killGroup(child, 'SIGKILL', true);
  await waitForExit(child, 2000);
  liveGroups.delete(child);
  return 'killed';
}

/** Runs a command to completion (inheriting output), failing on a non-zero status or timeout. */
export async function run(command: string, args: string[], timeoutMs: number, env: NodeJS.ProcessEnv = process.env) {
  const child = spawnTracked(command, args, { stdio: 'inherit', env });
  const exited = await waitForExit(child, timeoutMs);
  if (!exited) {
    await stopChild(child, 1000);
    throw new Error(`${command} ${args.join(' ')} did not finish within ${timeoutMs} ms`);
  }
  killGroup(child, 'SIGKILL', true);
  liveGroups.delete(child);
  if (child.exitCode !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode ?? child.signalCode}`);
}

/** Hard bound on a benchmark's run time: past it, children are killed and the process exits. */
export function setDeadline(ms: number, name: string) {
  setTimeout(() => {
    console.error(`[bench] ${name} exceeded its ${Math.round(ms / 1000)} s budget; stopping`);
    cleanupNow();
    process.exit(124);
  }, ms).unref();
}

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `parking-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The product's server, started the way `npm start` starts it (node dist-server/main.mjs).

export interface RunningServer {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 of GET /api/health. */
  readyMs: number;
  output: () => string;
}

export interface StartServerOptions {
  dataDir: string;
  /** A PostgreSQL database to run on instead of the embedded one in dataDir. */
  databaseUrl?: string;
  staticDir?: string;
  timeoutMs?: number;
  pollMs?: number;
  /** Settings of the benchmark's own (DATABASE_URL for PostgreSQL, limits), applied last. */
  env?: NodeJS.ProcessEnv;
  /** Options of node itself, before the server's script (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** The checkout whose built server runs: this one unless another revision's is measured beside it. */
  root?: string;
}

export async function startServer({
  dataDir,
  databaseUrl,
  staticDir,
  timeoutMs = 60_000,
  pollMs = 20,
  env: extraEnv = {},
  nodeArgs = [],
  root = ROOT,
}: StartServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  };
  // Whatever the caller's shell has must not point the benchmark at another database or account.
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'NODE_OPTIONS']) delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (staticDir) env.STATIC_DIR = staticDir;
  Object.assign(env, extraEnv);

  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS: options of node for every server a benchmark starts (a heap cap, say).
  const extraNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The script finds node on the PATH: the benchmark's own comes first.
  env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${env.PATH ?? ''}`;
  const child = spawnTracked('sh', [SERVER_START_SCRIPT, ...extraNodeArgs, ...nodeArgs], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output}`);
    }
    const attempt = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) {
        return { child, port, baseUrl, readyMs: performance.now() - started, output: () => output };
      }
    } catch {
      /* not listening yet */
    }
    const wait = pollMs - (performance.now() - attempt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await stopChild(child, 1000);
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${output}`);
}

/**
 * Runs `work` against the server started on a fresh data directory; the server is stopped (given
 * `stopGraceMs` to exit on SIGTERM) and the directory removed afterwards.
 */
export async function withServer<T>(
  prefix: string,
  { stopGraceMs, ...options }: Omit<StartServerOptions, 'dataDir'> & { stopGraceMs?: number },
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const dataDir = makeTempDir(prefix);
  try {
    const server = await startServer({ ...options, dataDir });
    try {
      return await work(server);
    } finally {
      await stopChild(server.child, stopGraceMs);
    }
  } finally {
    removeTempDir(dataDir);
  }
}

export interface Credentials {
  email: string;
  password: string;
}

export const DEMO_SUPER_ADMIN: Credentials = DEMO_ACCOUNTS[0];
/** Why a bench's gate events lie in the past: it lays down hours of traffic at once, as the super admin (domain/lane-time.ts). */
export const LAID_DOWN = 'A benchmark lays down past traffic';

export const DEMO_ADMIN: Credentials = DEMO_ACCOUNTS[1];

export async function signIn(baseUrl: string, credentials: Credentials = DEMO_SUPER_ADMIN): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** The headers of a request signed in with `token`, or of one signed out. */
export function bearer(token?: string): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * A GET that must answer 200, its body left to read: a benchmark asks once before it measures, so
 * that a wrong URL or token fails loudly instead of being measured.
 */
export async function getOk(url: string, token?: string, timeoutMs = 10_000): Promise<Response> {
  const response = await fetch(url, { headers: bearer(token), signal: AbortSignal.timeout(timeoutMs) });
  if (response.status !== 200)
    throw new Error(`${new URL(url).pathname} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** autocannon on one URL, signed in with `token` when there is one; a request times out after 10 s unless told. */
export function cannon(
  url: string,
  token: string | undefined,
  options: Omit<CannonOptions, 'url' | 'headers'>,
): PromiseLike<Result> {
  return autocannon({ url, timeout: 10, headers: bearer(token), ...options });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What autocannon measured of one URL, as a benchmark's results keep it. */
export interface LoadFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

/**
 * When one request alone takes this long divided by the clients, the clients together would leave
 * few answers in a duration (the embedded database answers one query at a time): they are measured
 * by a fixed number of requests instead, all answered before the next measure starts.
 */
const SLOW_MS = 1000;

export interface LoadOptions {
  clients: number;
  /** How long one request alone took, which tells whether the URL is slow. */
  oneRequestMs: number;
  warmUpSeconds: number;
  seconds: number;
  /** How many requests in all measure a slow URL. */
  slowRequests: number;
}

/**
 * p50 and p99 of `clients` clients asking for `url` again and again for `seconds` after
 * `warmUpSeconds` of warm-up, or, when it is slow (SLOW_MS), asking it `slowRequests` times.
 */
export async function measureLoad(
  url: string,
  token: string,
  { clients, oneRequestMs, warmUpSeconds, seconds, slowRequests }: LoadOptions,
): Promise<LoadFigures> {
  const options = { connections: clients, timeout: 120 };
  const slow = oneRequestMs * clients >= SLOW_MS;
  if (!slow) await cannon(url, token, { ...options, duration: warmUpSeconds });
  const result = await cannon(url, token, { ...options, ...(slow ? { amount: slowRequests } : { duration: seconds }) });
  // Requests still in flight when autocannon stops are still worked on by the server: let them end.
  if (!slow) await sleep(result.latency.max);
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Megabytes (10^6 bytes) of one field of a process's /proc/<pid>/status, which counts in kB (KiB). Linux only. */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return Math.round((kib * 1024) / 1e6);
}

/**
 * Samples a process's resident set size every `sampleMs` until `stop()`, which answers the largest
 * sample and the kernel's own high-water mark (VmHWM) since the process started.
 */
export function watchPeakRss(pid: number, sampleMs: number): { stop: () => { peakMb: number; hwmMb: number } } {
  let peakMb = statusMb(pid, 'VmRSS');
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, statusMb(pid, 'VmRSS'));
  }, sampleMs);
  return {
    stop: () => {
      clearInterval(sampler);
      return { peakMb, hwmMb: statusMb(pid, 'VmHWM') };
    },
  };
}

/** Clock ticks a second in /proc/<pid>/stat: 100 on every Linux the benchmarks run on (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used, user and system, in seconds (Linux). On a shared machine a
 * process's CPU per unit of work moves less than its rate: it does not count the time it waited
 * for a core another job held.
 */
export function processCpuSeconds(pid: number): number {
  // The command's name (field 2) is in parentheses and may hold spaces: the fields after it are counted from there.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

// ---------------------------------------------------------------------------------------------
// Reporting

/** Writes bench/results/<name>.json, which run-all reads back, with the machine in its details, and says where. */
export function writeResult({ details, ...result }: Omit<BenchResult, 'date'>) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.name}.json`);
  const written = { ...result, details: { machine: machine(), ...details }, date: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
  console.log(`\n  → ${path.relative(ROOT, file)}`);
}

export function printFigures(title: string, figures: Figure[]) {
  console.log(`\n${title}`);
  for (const figure of figures) {
    const verdict = figure.target ? `  (target ${figure.target}: ${figure.meets ? 'met' : 'NOT met'})` : '';
    console.log(`  ${figure.metric.padEnd(50)} ${formatValue(figure.value).padStart(10)} ${figure.unit}${verdict}`);
  }
}

export function formatValue(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

export const kB = (bytes: number) => Math.round(bytes / 10) / 100; // 1 kB = 1000 bytes, as Vite reports

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile of sorted values: the smallest with at least `share` of them at or below it. */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * p50 and p99 of `request` (which answers its own time, in ms), asked `requests` times by one
 * client, then by ten at once, after twenty requests of warm-up; each figure is named
 * `<metric>, <clients> client(s), p50` (or p99).
 */
export async function latencyFigures(
  metric: string,
  request: () => Promise<number>,
  requests: number,
): Promise<Figure[]> {
  for (let warm = 0; warm < 20; warm += 1) await request();
  const figures: Figure[] = [];
  for (const clients of [1, 10]) {
    const times: number[] = [];
    for (let round = 0; round < requests / clients; round += 1)
      times.push(...(await Promise.all(Array.from({ length: clients }, request))));
    times.sort((a, b) => a - b);
    figures.push(
      { metric: `${metric}, ${clients} client(s), p50`, value: percentile(times, 0.5), unit: 'ms' },
      { metric: `${metric}, ${clients} client(s), p99`, value: percentile(times, 0.99), unit: 'ms' },
    );
  }
  return figures;
}

/** What the figures were measured on: they move with CPU count and with whatever else is running. */
function machine() {
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

/**
 * Runs `run` against a fresh, empty PostgreSQL database beside BENCH_DATABASE_URL (default: the
 * local server), dropped afterwards; undefined, with a warning, when no PostgreSQL answers.
 */
export async function withPostgresDatabase<T>(
  benchmark: string,
  run: (url: string) => Promise<T>,
): Promise<T | undefined> {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(
      `[${benchmark}] no PostgreSQL at ${new URL(adminUrl).host} (${(error as Error).message}): measuring the embedded database only`,
    );
    return undefined;
  }
  const name = `parking_bench_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The server's own request handling (app.inject, no HTTP) on a database the benchmark fills. The
// server's modules are imported when asked for, not by every benchmark that reads this file.

export type DatabaseLabel = 'PGlite' | 'PostgreSQL';

/**
 * Runs `work` on a fresh embedded database in memory, then on a throw-away PostgreSQL one when one
 * answers, each migrated and seeded with the demo data and closed afterwards; answers what `work`
 * answered on each, in that order.
 */
export async function onEachDatabase<T>(
  benchmark: string,
  work: (database: DatabaseHandle, label: DatabaseLabel) => Promise<T>,
): Promise<T[]> {
  const { openPglite, openPostgres } = await import('../server/db/client');
  const { seedDatabase } = await import('../server/seed');
  const seeded = async (database: DatabaseHandle, label: DatabaseLabel) => {
    try {
      await database.migrate();
      await seedDatabase(database.db, { demo: true });
      return await work(database, label);
    } finally {
      await database.close();
    }
  };
  const embedded = await seeded(await openPglite(), 'PGlite');
  const onPostgres = await withPostgresDatabase(benchmark, async (url) =>
    seeded(await openPostgres(url), 'PostgreSQL'),
  );
  return onPostgres === undefined ? [embedded] : [embedded, onPostgres];
}

/** The path of a list request as ra-data-simple-rest asks for it: each parameter (sort, range, filter) as JSON. */
export function listPath(resource: string, query: Record<string, unknown>): string {
  return `/api/${resource}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])).toString()}`;
}

export interface SignedInApp {
  /** A GET through the app that must answer 200. */
  get(url: string): Promise<LightMyRequestResponse>;
  /** The same GET, answering how long it took (ms). */
  timedGet(url: string): Promise<number>;
  /** A POST of a JSON body through the app, whatever it answers. */
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
}

/** Runs `work` with the app built on `db` (no static files, no logs), signed in as `credentials`. */
export async function withSignedInApp<T>(
  db: Database,
  credentials: Credentials,
  work: (app: SignedInApp) => Promise<T>,
): Promise<T> {
  const { buildApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const app = await buildApp({
    config: { ...loadConfig({ STATIC_DIR: '/nonexistent' }), LOG_LEVEL: 'silent' },
    db,
    logger: false,
  });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      return response;
    };
    const timedGet = async (url: string) => {
      const started = performance.now();
      await get(url);
      return performance.now() - started;
    };
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload });
    return await work({ get, timedGet, post });
  } finally {
    await app.close();
  }
}

/** The rows a query answers, on either database (node-postgres answers them in `rows`, PGlite's driver as the array). */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/**
 * Fills tables as a bulk load is done: their secondary indexes dropped, `load` run, the indexes
 * built again from their own definitions, then the tables vacuumed and analysed, which a server
 * on PostgreSQL has autovacuum do after a load, done at once here so that every run plans with
 * the same statistics. Kept up row by row, the trigram and collation indexes made the load of a
 * million areas into the embedded database take over ten minutes.
 */
export async function bulkLoad(
  db: Database,
  tables: string[],
  load: () => Promise<void>,
): Promise<{ loadSeconds: number; indexSeconds: number }> {
  const names = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  const indexes = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in (${names}) and indexname not in (select conname from pg_constraint)`,
  );
  const started = performance.now();
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  await load();
  const loaded = performance.now();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  await db.execute(
    sql`vacuum analyze ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )}`,
  );
  const seconds = (from: number, to: number) => Math.round((to - from) / 100) / 10;
  const timing = { loadSeconds: seconds(started, loaded), indexSeconds: seconds(loaded, performance.now()) };
  console.log(` in ${timing.loadSeconds} s, ${indexes.length} indexes built again in ${timing.indexSeconds} s`);
  return timing;
}

/** Runs a benchmark's main and ends the process with its outcome (children are reaped on exit). */
export function runMain(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`[${name}] failed:`, error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
