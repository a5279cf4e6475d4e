import pg from 'pg';
import { hostOnly, hostsOf } from './postgres-hosts';
import { StartupError } from './startup-error';

/** How long one host may take to answer whether it takes writes, before the next search. */
const PROBE_TIMEOUT_MS = 2_000;
/** The first wait between two searches that found no writable host, doubled up to the last. */
const SEARCH_RETRY_MS = { first: 100, last: 1_000 } as const;

export interface HostAnswer {
  host: string;
  writable?: boolean;
  failure?: string;
}

/** Whether one host takes writes, the way libpq's `target_session_attrs=read-write` decides it. */
async function probe(connectionString: string): Promise<HostAnswer> {
  const host = hostOnly(connectionString);
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ read_only: string }>(
      `select current_setting('transaction_read_only') as read_only`,
    );
    return { host, writable: rows[0]?.read_only === 'off' };
  } catch (error) {
    return { host, failure: (error as Error).message };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The host of DATABASE_URL that takes writes: the primary, of the hosts a failover moves it among.
 * Every connection the server opens (its pool, the live events' listener) goes to the host found
 * last. When one of them dies or cannot be opened, the hosts are asked again, all at once, until
 * one takes writes: a failover's new primary is found without a restart, and until it is, a
 * request meets the old host's refusal and is answered 503 (nothing was written; a lane sends it
 * again). With one host there is nothing to search.
 */
export class WritableHost {
  readonly hosts: readonly string[];
  #current: string;
  #searching: Promise<void> | undefined;
  #closed = false;

  private constructor(
    hosts: string[],
    current: string,
    private readonly warn: (message: string) => void,
  ) {
    this.hosts = hosts;
    this.#current = current;
  }

  /** The writable host of `connectionString`, or every host's answer when none takes writes. */
  static async find(
    connectionString: string,
    warn: (message: string) => void,
  ): Promise<WritableHost | { none: HostAnswer[] }> {
    const hosts = hostsOf(connectionString);
    if (hosts.length === 1) return new WritableHost(hosts, hosts[0] as string, warn);
    const answers = await Promise.all(hosts.map(probe));
    const writable = answers.findIndex((answer) => answer.writable);
    if (writable < 0) return { none: answers };
    return new WritableHost(hosts, hosts[writable] as string, warn);
  }

  /** The one-host connection string every new connection opens. */
  get current(): string {
    return this.#current;
  }

  /** host:port of the current host. */
  get currentHost(): string {
    return hostOnly(this.#current);
  }

  /** A connection to the current host died or could not be opened: look for the writable host again. */
  suspect(): void {
    if (this.hosts.length === 1 || this.#searching || this.#closed) return;
    this.#searching = this.#searchUntilFound().finally(() => {
      this.#searching = undefined;
    });
  }

  close(): void {
    this.#closed = true;
  }

  async #searchUntilFound(): Promise<void> {
    for (let waitMs: number = SEARCH_RETRY_MS.first; !this.#closed;) {
      const answers = await Promise.all(this.hosts.map(probe));
      const writable = this.hosts.find((_host, index) => answers[index]?.writable);
      if (writable) {
        if (writable !== this.#current) this.warn(`PostgreSQL's writable host is now ${hostOnly(writable)}`);
        this.#current = writable;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      waitMs = Math.min(waitMs * 2, SEARCH_RETRY_MS.last);
    }
  }

  /**
   * node-postgres's client, opening its connection to the current host; a failure to connect
   * starts a search. The pool and the listener build their clients with it.
   */
  clientClass(): typeof pg.Client {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const writableHost = this;
    return class ClientOfWritableHost extends pg.Client {
      constructor(config?: string | pg.ClientConfig) {
        super({ ...(typeof config === 'string' ? {} : config), connectionString: writableHost.current });
      }

      override connect(): Promise<pg.Client>;
      override connect(callback: (error: Error | null) => void): void;
      override connect(callback?: (error: Error | null) => void): Promise<pg.Client> | void {
        // The pool listens for a connection's errors only once its callback has run, which here is a
        // moment after the connection is ready: an error meanwhile (the connection ended as it
        // opened) would have no listener and end the process. It is held, then told once the pool
        // listens.
        let early: Error | undefined;
        const hold = (error: Error) => {
          early ??= error;
        };
        if (callback) this.on('error', hold);
        const connecting = super.connect();
        connecting.catch(() => writableHost.suspect());
        if (!callback) return connecting;
        const told = (error: Error | null) => {
          callback(error);
          this.removeListener('error', hold);
          if (early && !error) this.emit('error', early);
        };
        connecting.then(
          () => told(null),
          (error: Error) => told(error),
        );
      }
    };
  }
}

/** The writable host of DATABASE_URL for a start, or a start stopped with what each host answered. */
export async function findWritableHost(
  connectionString: string,
  warn: (message: string) => void,
): Promise<WritableHost> {
  const found = await WritableHost.find(connectionString, warn);
  if (found instanceof WritableHost) return found;
  const answers = found.none.map(
    ({ host, failure }) => `${host} ${failure ? `failed: ${failure}` : 'is read-only (a standby)'}`,
  );
  throw new StartupError(
    `Cannot open the database of DATABASE_URL: none of its hosts takes writes (${answers.join('; ')}).`,
  );
}
