import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app';
import { operatorClock } from '../clock';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle, type PostgresOptions } from '../db/client';
import { DEFAULT_TIME_ZONE } from '../../domain/local-date';
import { partitionByMonth } from '../db/partitions/keep-month-partitions';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { seedDatabase } from '../seed';
import { createDatabaseFromTemplate, createEmptyDatabase } from './postgres-databases';
import { openTemplateCopy } from './pglite-copies';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The PostgreSQL database's address, when the tests run on PostgreSQL. */
  databaseUrl?: string;
  /** The hosts of its own the app reaches PostgreSQL through, when asked for (`hosts`): each can die and come back. */
  hosts?: TcpProxy[];
  /** Signs in a demo account (by role id) or any email and password; answers the bearer header. */
  bearer(account: number | { email: string; password: string }): Promise<string>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A database of its own, migrated and seeded with the demo's whole history rather than the template's (test/template-demo.ts). */
interface OpenedDatabase {
  database: DatabaseHandle;
  url?: string;
  hosts?: TcpProxy[];
  drop(): Promise<void>;
}

async function openFullDemoDatabase(): Promise<OpenedDatabase> {
  const template = inject('databaseTemplate');
  const empty = template.kind === 'postgres' ? await createEmptyDatabase(template.url) : null;
  const database = empty ? await openPostgres(empty.url) : await openPglite();
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  await partitionByMonth(database, { timeZone: DEFAULT_TIME_ZONE, split: true });
  return { database, url: empty?.url, drop: empty?.drop ?? (async () => {}) };
}

/**
 * The copy's connection string through `count` hosts of the test's own in front of its server,
 * as libpq writes a primary and its standbys: a test kills one as a failover's primary dies.
 */
async function throughHosts(url: string, count: number): Promise<{ url: string; hosts: TcpProxy[] }> {
  const server = new URL(url);
  const hosts = await Promise.all(
    Array.from({ length: count }, () => startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) })),
  );
  const names = hosts.map((host) => host.address).join(',');
  return { url: `postgres://${server.username}@${names}${server.pathname}?target_session_attrs=read-write`, hosts };
}

async function openTestDatabase(hostCount?: number): Promise<OpenedDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    const copy = await createDatabaseFromTemplate(template.url, template.template);
    if (hostCount) {
      const { url, hosts } = await throughHosts(copy.url, hostCount);
      const drop = async () => {
        await Promise.all(hosts.map((host) => host.kill()));
        await copy.drop();
      };
      return { database: await openPostgres(url), url: copy.url, hosts, drop };
    }
    return { database: await openPostgres(copy.url), url: copy.url, drop: copy.drop };
  }
  return { database: await openTemplateCopy(), drop: async () => {} };
}

interface TestAppOptions {
  logStream?: NodeJS.WritableStream;
  fullDemo?: boolean;
  /** The instant the app takes for now, read at every call (a test moves it); the system's time when absent. */
  now?: () => Date;
  /** Stands between the app and the Authority's simulator (a test cuts the line there). */
  wrapFatoora?: AppDependencies['wrapFatoora'];
  /** Off for a file that drives the jobs' work through their endpoints and counts what each call did. */
  backgroundJobs?: boolean;
  /** A second app's read replica (READ_DATABASE_URL). */
  replica?: PostgresOptions['replica'];
  /** On PostgreSQL, reach the database through this many hosts of the test's own (TestApp.hosts). */
  hosts?: number;
}

/** The real server on its own copy of the seeded database, driven through `inject`. */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  return testAppOn(
    options.fullDemo ? await openFullDemoDatabase() : await openTestDatabase(options.hosts),
    overrides,
    options,
  );
}

type TestAppWork<T> = (app: TestApp) => Promise<T>;

/** Runs `work` on a test app of its own, for settings the file's shared app has not, and closes it afterwards. */
export async function withTestApp<T>(
  overrides: Partial<Config>,
  ...rest: [work: TestAppWork<T>] | [options: TestAppOptions, work: TestAppWork<T>]
): Promise<T> {
  const [options, work] = rest.length === 1 ? [{}, rest[0]] : rest;
  const app = await createTestApp(overrides, options);
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/**
 * Another server process's app on the same PostgreSQL database as `first`: its own connections
 * and its own memory, as a second instance behind a load balancer would have. Closing it leaves
 * the database to `first`.
 */
export async function createSecondTestApp(
  first: TestApp,
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  if (!first.databaseUrl) throw new Error('a second app shares a PostgreSQL database: run with TEST_DATABASE_URL');
  return testAppOn(
    {
      database: await openPostgres(first.databaseUrl, { replica: options.replica }),
      url: first.databaseUrl,
      drop: async () => {},
    },
    overrides,
    options,
  );
}

async function testAppOn(
  { database, url, hosts, drop }: OpenedDatabase,
  overrides: Partial<Config>,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = { ...loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent' }), ...overrides };
  const clock = options.now && operatorClock(config.TIME_ZONE, options.now);
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    wrapFatoora: options.wrapFatoora,
    backgroundJobs: options.backgroundJobs,
  });
  await app.ready();
  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: token } : {}) } });
  return {
    app,
    database,
    databaseUrl: url,
    hosts,
    request,
    async bearer(account) {
      const credentials =
        typeof account === 'number' ? DEMO_ACCOUNTS.find((demo) => demo.role_id === account)! : account;
      const response = await request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: credentials.email, password: credentials.password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return `Bearer ${response.json().access_token}`;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
