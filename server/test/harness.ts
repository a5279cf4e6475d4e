import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/seed/demo-data';
import { seedDatabase } from '../db/seed';
import { createDatabaseFromTemplate, createEmptyDatabase } from './postgres-databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Signs in a demo account (by role id) or any email and password; answers the bearer header. */
  bearer(account: number | { email: string; password: string }): Promise<string>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A database of its own, migrated and seeded with the demo's whole history rather than the template's (test/template-demo.ts). */
async function openFullDemoDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const template = inject('databaseTemplate');
  const empty = template.kind === 'postgres' ? await createEmptyDatabase(template.url) : null;
  const database = empty ? await openPostgres(empty.url) : await openPglite();
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  return { database, drop: empty?.drop ?? (async () => {}) };
}

async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    const copy = await createDatabaseFromTemplate(template.url, template.template);
    return { database: await openPostgres(copy.url), drop: copy.drop };
  }
  const dump = new Blob([readFileSync(template.dumpPath)]);
  return { database: await openPglite(undefined, dump), drop: async () => {} };
}

/** The real server on its own copy of the seeded database, driven through `inject`. */
export async function createTestApp(overrides: Partial<Config> = {}, options: { logStream?: NodeJS.WritableStream; fullDemo?: boolean } = {}): Promise<TestApp> {
  const { database, drop } = options.fullDemo ? await openFullDemoDatabase() : await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent' }), ...overrides };
  const app = await buildApp({ config, db: database.db, logger: Boolean(options.logStream), logStream: options.logStream });
  await app.ready();
  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: token } : {}) } });
  return {
    app,
    database,
    request,
    async bearer(account) {
      const credentials = typeof account === 'number' ? DEMO_ACCOUNTS.find((demo) => demo.role_id === account)! : account;
      const response = await request({ method: 'POST', url: '/api/auth/login', payload: { email: credentials.email, password: credentials.password } });
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
