// Shared helpers for the benchmarks in bench/: child processes that are always cleaned up,
// a hard deadline per benchmark, a throw-away server on a free port, and the results file.
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
  if (child.exitCode !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode ?? child.signalCode}`);
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
}

export async function startServer({ dataDir, databaseUrl, staticDir, timeoutMs = 60_000, pollMs = 20, env: extraEnv = {}, nodeArgs = [] }: StartServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true' };
  // Whatever the caller's shell has must not point the benchmark at another database or account.
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'NODE_OPTIONS']) delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (staticDir) env.STATIC_DIR = staticDir;
  Object.assign(env, extraEnv);

  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawnTracked(process.execPath, [...nodeArgs, 'dist-server/main.mjs'], {
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

export const DEMO_SUPER_ADMIN = { email: 'superadmin@demo.sa', password: 'Super#2026' };

export async function signIn(baseUrl: string, credentials = DEMO_SUPER_ADMIN): Promise<string> {
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

// ---------------------------------------------------------------------------------------------
// Reporting

export function writeResult(result: Omit<BenchResult, 'date'>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.name}.json`);
  writeFileSync(file, `${JSON.stringify({ ...result, date: new Date().toISOString() }, null, 2)}\n`);
  return file;
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

/** What the figures were measured on: they move with CPU count and with whatever else is running. */
export function machine() {
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
export async function withPostgresDatabase<T>(benchmark: string, run: (url: string) => Promise<T>): Promise<T | undefined> {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`[${benchmark}] no PostgreSQL at ${new URL(adminUrl).host} (${(error as Error).message}): measuring the embedded database only`);
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
