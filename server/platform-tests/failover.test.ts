import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { areaWithEntryGate, type PostgresServer, startPostgresServer } from '../test/postgres-server';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

// A failover moves the primary to another host; each host here is a port of the test's own in
// front of the one PostgreSQL server, so that killing it is a machine dying under the server.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The copy's connection string with its one host replaced by `hosts`, as libpq writes several. */
function throughHosts(copyUrl: string, hosts: TcpProxy[]): string {
  const url = new URL(copyUrl);
  return `postgres://${url.username}@${hosts.map((host) => host.address).join(',')}${url.pathname}?target_session_attrs=read-write`;
}

describe.skipIf(!onPostgres)('the server when the host it writes to dies', () => {
  let first: TcpProxy;
  let second: TcpProxy;
  let running: PostgresServer;
  let token: string;
  let gateId: number;
  beforeAll(async () => {
    const database = new URL(process.env.TEST_DATABASE_URL!);
    const target = { host: database.hostname, port: Number(database.port || 5432) };
    [first, second] = await Promise.all([startTcpProxy(target), startTcpProxy(target)]);
    running = await startPostgresServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' }, (copyUrl) =>
      throughHosts(copyUrl, [first, second]),
    );
    token = await running.signIn(ROLE.superAdmin);
    ({ gateId } = await areaWithEntryGate(running, token, { max_capacity: 500 }));
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await Promise.all([first.kill(), second.kill()]);
  });

  it('finds the host that still takes writes and serves every lane again, without a restart and without a second stay', async () => {
    /** An entry as a lane sends it: again with the same event id while it is answered 503. */
    const enter = async (number: number) => {
      const body = { gate_id: gateId, event_id: `failover-${number}`, plate: `ABD ${number + 1}` };
      const statuses: number[] = [];
      for (;;) {
        const answer = await running.send('POST', '/api/gate/entries', body, token);
        statuses.push(answer.status);
        if (answer.status !== 503) return statuses;
        expect(answer.body.code).toBe('database_unavailable');
      }
    };
    expect(await enter(0)).toEqual([201]);

    await first.kill();
    const lanes = await Promise.all(Array.from({ length: 10 }, (_, lane) => enter(lane + 1)));

    expect(lanes.map((statuses) => statuses.at(-1))).toEqual(Array(10).fill(201));
    expect(running.server.child.exitCode).toBeNull();
    expect(running.server.output()).toContain(`PostgreSQL's writable host is now ${second.address}`);
    const stored = await running.sql.query(
      `select count(*)::int as events, count(distinct event_id)::int as distinct_events from gate_events where event_id like 'failover-%'`,
    );
    expect(stored.rows[0]).toEqual({ events: 11, distinct_events: 11 });
    // The next ones are served at once: the pool opens its connections to the new host.
    expect(await enter(11)).toEqual([201]);
  }, 120_000);
});
