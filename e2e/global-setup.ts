import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpSink } from '../server/test/smtp-sink';

const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * How long a starting product may take to answer its health check: a fresh database seeds the whole
 * demo first, and on a busy 2-core machine, beside another product starting, that has taken over a
 * minute. Past this, the setup fails with the server's own output.
 */
const START_LIMIT_MS = 300_000;

/** A port nobody listens on: the system picks one for a throwaway listener, which then closes. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy.\nstderr:\n${stderr()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The server at ${url} was not healthy within ${START_LIMIT_MS / 1000} s (${lastProblem}).\nstderr:\n${stderr()}`,
  );
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Product settings a developer may have exported for their own server (a PostgreSQL
 * DATABASE_URL, mail, a first admin...). The journeys run on the defaults plus what is set
 * below, so none of these leaks in.
 */
const PRODUCT_SETTINGS = [
  'DATABASE_URL',
  'JWT_SECRET',
  'TOKEN_TTL_SECONDS',
  'SEED_DEMO',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SIGN_UP_ENABLED',
  'SMTP_URL',
  'MAIL_FROM',
  'LOGIN_ACCOUNT_MAX_FAILURES',
  'LOGIN_ACCOUNT_WINDOW_MINUTES',
  'BODY_LIMIT_BYTES',
  'TRUST_PROXY',
  'TIME_ZONE',
  'STATIC_DIR',
  'PUBLIC_BASE_URL',
  'PUBLIC_URL',
  'PAYMENT_GATEWAY',
  'MOYASAR_SECRET_KEY',
  'MOYASAR_PUBLISHABLE_KEY',
  'MOYASAR_WEBHOOK_SECRET',
];

function inheritedEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of PRODUCT_SETTINGS) delete env[key];
  return env;
}

/** One running product: its address and the folder its mail lands in. */
export interface JourneyServer {
  baseUrl: string;
  mailDir: string;
}

/** Where the product keeps its embedded database inside its DATA_DIR. */
const DATABASE_FOLDER = 'pglite';

interface RunningServer {
  server: JourneyServer;
  dataDir: string;
  /** Stops the product, its data left in place. */
  stop(): Promise<void>;
  /** Stops the product and its mail sink, and removes its data. */
  teardown(): Promise<void>;
}

/**
 * Starts the product as `npm start` does (the built server bundle serving the built dist/), on the
 * embedded database of a temporary directory (a copy of `seeded`'s when given, else a fresh one it
 * seeds itself) and a free port. Its mail goes by SMTP to a local sink that writes each message, as
 * received, to a file of its `mailDir` (`<n>.eml`, in order).
 */
async function startServer(seeded?: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-e2e-'));
  if (seeded) cpSync(path.join(seeded, DATABASE_FOLDER), path.join(dataDir, DATABASE_FOLDER), { recursive: true });
  const mailDir = path.join(dataDir, 'mail');
  mkdirSync(mailDir);
  let received = 0;
  const sink = await startSmtpSink((mail) => writeFileSync(path.join(mailDir, `${++received}.eml`), mail.raw));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    cwd: ROOT,
    env: {
      ...inheritedEnvironment(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey signs in from the same address: the per-IP login limit (10 a minute)
      // is the API tests' business, not the journeys'.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      SMTP_URL: sink.url,
      // Links in mail and the payment gateway simulator's pages lead back to this server.
      PUBLIC_BASE_URL: baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout!.resume();

  const teardown = async () => {
    await stop(child);
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => stderr);
  } catch (error) {
    await teardown();
    throw error;
  }
  return { server: { baseUrl, mailDir }, dataDir, stop: () => stop(child), teardown };
}

/**
 * A product of its own for each worker that runs journey files at once: a file then has its server
 * to itself, as it would alone (an account one journey locks is not one another signs in with),
 * and the files of the workers run side by side. Each worker finds its own through `journeyServer()`.
 */
export default async function setup(project: TestProject) {
  const count = project.config.maxWorkers;
  // The demo is seeded once, by a first product that then stops, and each worker's product starts
  // on a copy of its data: one seed's work instead of one a worker, all at once on the same cores.
  const first = await startServer();
  await first.stop();
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(first.dataDir)));
  const teardown = () =>
    Promise.all([
      first.teardown(),
      ...started.map((outcome) => outcome.status === 'fulfilled' && outcome.value.teardown()),
    ]).then(() => {});
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'journeyServers',
    started.map((outcome) => (outcome as PromiseFulfilledResult<RunningServer>).value.server),
  );
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    journeyServers: JourneyServer[];
  }
}
