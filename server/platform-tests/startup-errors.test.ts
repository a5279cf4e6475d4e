import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { StartupError } from '../db/startup-error';
import { runServerScript } from '../test/processes';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word. */
const silent = net.createServer(() => {}).listen(0, '127.0.0.1');
afterAll(() => silent.close());

function withUser(url: string, user: string, database: string): string {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

describe('a DATABASE_URL that does not lead to a database', () => {
  it('on a closed port says the connection was refused', async () => {
    const url = `postgres://parking:s3cret@127.0.0.1:${await closedPort()}/parking`;
    await expect(openPostgres(url)).rejects.toThrow(
      new StartupError(
        `Cannot open the database of DATABASE_URL: PostgreSQL at 127.0.0.1:${new URL(url).port} refused the connection: nothing listens on that port.`,
      ),
    );
  });

  it('with an unknown host says so', async () => {
    await expect(openPostgres('postgres://parking:s3cret@no-such-host.invalid:5432/parking')).rejects.toThrow(
      /the host "no-such-host.invalid" is unknown/,
    );
  });

  it('on a server that never answers gives up after the timeout, saying so', async () => {
    const { port } = silent.address() as net.AddressInfo;
    const started = performance.now();
    await expect(
      openPostgres(`postgres://parking@127.0.0.1:${port}/parking`, { connectTimeoutMs: 300 }),
    ).rejects.toThrow(`PostgreSQL at 127.0.0.1:${port} did not answer within 0.3 s`);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it.skipIf(!testDatabaseUrl)('naming an unknown database says which', async () => {
    await expect(
      openPostgres(withUser(testDatabaseUrl!, new URL(testDatabaseUrl!).username || 'postgres', 'parking_no_such_db')),
    ).rejects.toThrow(/has no database "parking_no_such_db": create it \(createdb parking_no_such_db\)/);
  });

  it.skipIf(!testDatabaseUrl)('naming an unknown user says which, and never prints the password', async () => {
    const url = withUser(testDatabaseUrl!, 'parking_no_such_user', new URL(testDatabaseUrl!).pathname.slice(1));
    const withPassword = new URL(url);
    withPassword.password = 'pa55-word-never-shown';
    const refusal = openPostgres(withPassword.toString());
    await expect(refusal).rejects.toThrow(/refused user "parking_no_such_user"/);
    await expect(refusal).rejects.not.toThrow(/pa55-word-never-shown/);
  });

  it('stops the server with that one line after the step it was at, without the password', async () => {
    const server = runServerScript('server/main.ts', [], {
      DATABASE_URL: `postgres://parking:pa55-word-never-shown@127.0.0.1:${await closedPort()}/parking`,
    });
    expect((await server.exited).code).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([
      'Connecting to PostgreSQL…',
      expect.stringMatching(
        /^Cannot open the database of DATABASE_URL: PostgreSQL at 127\.0\.0\.1:\d+ refused the connection/,
      ),
    ]);
    expect(server.output()).not.toContain('pa55-word-never-shown');
  });
});

describe('a DATA_DIR that cannot hold a database', () => {
  it.skipIf(process.platform !== 'linux')(
    'stops the server at once with a line naming it after the step it was at (under /proc it used to spin forever)',
    // Spinning forever is the test's timeout; how soon it stops is no test's business.
    async () => {
      const server = runServerScript('server/main.ts', [], { DATA_DIR: '/proc/parking-system-test' });
      expect((await server.exited).code).toBe(1);
      expect(server.output().trim().split('\n')).toEqual([
        'Opening the embedded database in /proc/parking-system-test…',
        'DATA_DIR /proc/parking-system-test cannot be created: the file system does not allow creating it there (/proc/parking-system-test).',
      ]);
    },
  );
});

describe('a bad setting', () => {
  it('stops the server before it opens anything, naming the setting and the problem', async () => {
    const server = runServerScript('server/main.ts', [], {
      OFFER_IBAN: 'SA0480000000608010167519',
      TIME_ZONE: 'Asia/Riyad',
    });
    expect((await server.exited).code).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      'Invalid configuration:',
      '  TIME_ZONE: unknown time zone "Asia/Riyad" (an IANA name such as Asia/Riyadh)',
      expect.stringMatching(
        /^ {2}OFFER_IBAN: must be a Saudi IBAN .* whose check digits match, not "SA0480000000608010167519"$/,
      ),
    ]);
  });
});
