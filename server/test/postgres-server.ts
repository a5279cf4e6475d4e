import pg from 'pg';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { areaBody, gateBody } from './fixtures';
import { createDatabaseFromTemplate } from './postgres-databases';
import { type Process, runServerScript } from './processes';

const RUNNING = /running at (http:\/\/localhost:\d+)/;

export interface PostgresServer {
  server: Process;
  baseUrl: string;
  /** The test's own connection to the server's database, outside the server's pool. */
  sql: pg.Client;
  /** JSON to `path` with the bearer of `token`; answers the status and the parsed body. */
  send(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  signIn(roleId: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * `npm start` on a fresh copy of the seeded PostgreSQL database of the test run, with `env` on top;
 * `reachedAt` gives the server another way to the copy (hosts of a test's own in front of it).
 */
export async function startPostgresServer(
  env: Record<string, string> = {},
  reachedAt: (copyUrl: string) => string = (copyUrl) => copyUrl,
): Promise<PostgresServer> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
  const copy = await createDatabaseFromTemplate(template.url, template.template);
  const server = runServerScript('server/main.ts', [], {
    DATABASE_URL: reachedAt(copy.url),
    SEED_DEMO: 'false',
    ...env,
  });
  const baseUrl = (await server.waitFor(RUNNING))[1]!.replace('localhost', '127.0.0.1');
  const sql = new pg.Client({ connectionString: copy.url });
  await sql.connect();
  const send: PostgresServer['send'] = async (method, path, body, token) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  return {
    server,
    baseUrl,
    sql,
    send,
    async signIn(roleId) {
      const account = DEMO_ACCOUNTS.find((demo) => demo.role_id === roleId)!;
      const answer = await send('POST', '/api/auth/login', { email: account.email, password: account.password });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return `Bearer ${String(answer.body.access_token)}`;
    },
    async close() {
      // The test's connection first, with any lock it holds, so that nothing the server runs waits for it.
      await sql.end();
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await copy.drop();
    },
  };
}

/** An area made through the running server (the fixture's, with `area` on top) and its entry gate: answers both ids. */
export async function areaWithEntryGate(
  running: PostgresServer,
  token: string,
  area: Record<string, unknown> = {},
): Promise<{ areaId: number; gateId: number }> {
  const types = (await running.send('GET', '/api/gate-types', undefined, token)).body as unknown as Array<{
    id: number;
    code: string;
  }>;
  const made = await running.send('POST', '/api/areas', areaBody(area), token);
  const areaId = Number(made.body.id);
  const gate = await running.send(
    'POST',
    '/api/gates',
    gateBody(areaId, types.find((type) => type.code === 'entry')!.id),
    token,
  );
  return { areaId, gateId: Number(gate.body.id) };
}
