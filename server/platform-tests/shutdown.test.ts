import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { areaWithEntryGate, type PostgresServer, startPostgresServer } from '../test/postgres-server';

// The test makes a request wait on a row lock of its own, which needs PostgreSQL: the embedded
// database lives in the server's process.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** GET `url` on a connection of its own (never one kept alive): its status, or the code of the connection's failure. */
function getOnNewConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    request(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      .end();
  });
}

/** A server whose area's row the test holds, and a gate entry there that waits for it inside its transaction. */
async function entryWaitingForTheTest(running: PostgresServer) {
  const token = await running.signIn(ROLE.superAdmin);
  const { areaId, gateId } = await areaWithEntryGate(running, token);
  await running.sql.query('begin');
  await running.sql.query('select id from areas where id = $1 for update', [areaId]);
  // On a kept-alive connection, as browsers and lanes send.
  const entry = fetch(`${running.baseUrl}/api/gate/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ gate_id: gateId, event_id: 'shutdown-in-flight', plate: 'ABJ 4321' }),
  });
  const waiting = `select count(*)::int as waiting from pg_locks where not granted and pid in (select pid from pg_stat_activity where datname = current_database())`;
  while ((await running.sql.query(waiting)).rows[0].waiting < 1) await new Promise((resolve) => setTimeout(resolve, 5));
  // In an object: an async function's promise would wait for the entry's own.
  return { entry };
}

const eventsWritten = async (running: PostgresServer) =>
  (await running.sql.query(`select count(*)::int as count from gate_events where event_id = 'shutdown-in-flight'`))
    .rows[0].count as number;

describe.skipIf(!onPostgres)('the server on SIGTERM', () => {
  let running: PostgresServer | undefined;
  afterEach(() => running?.close());

  it('refuses new connections, answers the request in flight and closes its connection, then exits 0', async () => {
    running = await startPostgresServer({ SHUTDOWN_GRACE_MS: '60000' });
    const { entry } = await entryWaitingForTheTest(running);

    running.server.child.kill('SIGTERM');
    // While it begins to close (its live streams ended first), a request is answered 503 and a
    // connection the kernel took just before the listener closed is reset; then every one is refused.
    let health: number | string;
    do health = await getOnNewConnection(`${running.baseUrl}/api/health`);
    while (typeof health !== 'string' || health === 'ECONNRESET');
    expect(health).toBe('ECONNREFUSED');
    expect(running.server.child.exitCode).toBeNull();

    await running.sql.query('commit');
    const answer = await entry;
    expect([
      answer.status,
      ((await answer.json()) as { plate: string }).plate,
      answer.headers.get('connection'),
    ]).toEqual([201, 'ABJ4321', 'close']);
    expect(await running.server.exited).toEqual({ code: 0, signal: null });
    expect(await eventsWritten(running)).toBe(1);
  }, 120_000);

  it('cuts off a request still running after SHUTDOWN_GRACE_MS and exits 1, its transaction rolled back', async () => {
    running = await startPostgresServer({ SHUTDOWN_GRACE_MS: '500' });
    const { entry } = await entryWaitingForTheTest(running);

    const cutOff = expect(entry).rejects.toThrow('fetch failed');
    running.server.child.kill('SIGTERM');
    expect(await running.server.exited).toEqual({ code: 1, signal: null });
    await cutOff;
    await running.sql.query('commit');
    expect(await eventsWritten(running)).toBe(0);
  }, 120_000);
});
