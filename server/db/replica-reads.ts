import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { hostOnly } from './postgres-hosts';
import { isDatabaseUnavailable, postgresErrorOf, READ_ONLY_TRANSACTION } from './postgres-errors';

/**
 * What may read a replica, the one rule: a read that writes nothing and on which no decision acts,
 * so that an answer a moment old is still right (a report, an export, a money list, an open data
 * read). It is declared where the endpoint is (`readsReplica` in domain/endpoints, a resource's
 * `listsFromReplica`) and served inside `mayReadReplica`; everything else, and everything a
 * decision reads before it writes, reads the primary.
 */
const replicaAllowed = new AsyncLocalStorage<true>();

export function mayReadReplica<T>(work: () => T): T {
  return replicaAllowed.run(true, work);
}

/** How often the replica is asked how far behind it is. */
export const REPLICA_CHECK_MS = 2_000;

/** How far behind the replica is, in seconds: 0 when it has replayed all it received (or is no standby). */
const LAG = `select case
  when not pg_is_in_recovery() or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else extract(epoch from now() - pg_last_xact_replay_timestamp())
end::float8 as lag_seconds`;

export interface ReplicaStatus {
  /** host:port of READ_DATABASE_URL. */
  host: string;
  /** Whether the reads it may take go to it now: it answers and lags no more than the setting allows. */
  serving: boolean;
  lagSeconds: number | null;
  /** Why it serves none, when it does not answer. */
  failure: string | null;
}

/**
 * The replica of READ_DATABASE_URL, asked every REPLICA_CHECK_MS how far behind it is. It serves
 * while it answers and lags no more than `maxLagSeconds`; a read it fails for being unreachable
 * is read again on the primary at once, and it serves none until its next answer.
 */
export class Replica {
  readonly pool: pg.Pool;
  #status: ReplicaStatus;
  /** Whether the replica has answered or failed once: its first state is told, then only its changes. */
  #asked = false;
  readonly #timer: NodeJS.Timeout;

  constructor(
    connectionString: string,
    private readonly maxLagSeconds: number,
    private readonly warn: (message: string) => void,
  ) {
    this.pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 2_000 });
    this.pool.on('error', () => this.#lost('it dropped an idle connection'));
    this.#status = { host: hostOnly(connectionString), serving: false, lagSeconds: null, failure: 'not asked yet' };
    this.#timer = setInterval(() => void this.check(), REPLICA_CHECK_MS).unref();
  }

  get status(): ReplicaStatus {
    return this.#status;
  }

  /** Asks the replica how far behind it is, and serves from it or not by the answer. */
  async check(): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ lag_seconds: number }>(LAG);
      const lagSeconds = rows[0]?.lag_seconds ?? 0;
      this.#set({ serving: lagSeconds <= this.maxLagSeconds, lagSeconds, failure: null });
    } catch (error) {
      this.#lost((error as Error).message);
    }
  }

  /**
   * The replica failed a read for being unreachable: the reads go to the primary until it answers
   * again. Not when it refused a write (25006): a read that writes must fail where it is found, not
   * write on the primary behind the rule's back.
   */
  failed(error: unknown): boolean {
    if (!isDatabaseUnavailable(error) || postgresErrorOf(error)?.code === READ_ONLY_TRANSACTION) return false;
    this.#lost((error as Error).message);
    return true;
  }

  #lost(failure: string) {
    this.#set({ serving: false, lagSeconds: null, failure });
  }

  #set(next: Omit<ReplicaStatus, 'host'>) {
    if (!this.#asked || next.serving !== this.#status.serving)
      this.warn(
        next.serving
          ? `The read replica at ${this.#status.host} serves the reads that may lag`
          : `The read replica at ${this.#status.host} serves no reads, the primary does: ${next.failure ?? `${next.lagSeconds} s behind`}`,
      );
    this.#asked = true;
    this.#status = { host: this.#status.host, ...next };
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.pool.end();
  }
}

/**
 * The pool the server's queries go through: the primary's, or the replica's for a read inside
 * `mayReadReplica` while the replica serves. A read the replica fails for being unreachable runs
 * again on the primary, so a replica that dies costs no request. A pg.Pool itself, so that Drizzle
 * opens transactions on it and the listener and the user cache know it for PostgreSQL's.
 */
export class ReadRoutingPool extends pg.Pool {
  constructor(
    readonly primary: pg.Pool,
    readonly replica: Replica | undefined,
    /** host:port of the primary now (a failover moves it). */
    readonly writesTo: () => string,
    /** How many hosts DATABASE_URL names (a primary and its standbys). */
    readonly hosts: number,
  ) {
    super(primary.options);
  }

  #replicaForThisRead(): Replica | undefined {
    return this.replica?.status.serving && replicaAllowed.getStore() ? this.replica : undefined;
  }

  /** pg.Pool's query in any of its forms, on the pool this read goes to (set on the prototype below). */
  routeQuery(args: unknown[]): unknown {
    const replica = this.#replicaForThisRead();
    const run = (pool: pg.Pool) => (pool.query as (...all: unknown[]) => unknown)(...args);
    if (!replica || typeof args.at(-1) === 'function') return run(replica?.pool ?? this.primary);
    return (run(replica.pool) as Promise<unknown>).catch((error: unknown) => {
      if (replica.failed(error)) return run(this.primary);
      throw error;
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    const replica = this.#replicaForThisRead();
    if (callback) return (replica?.pool ?? this.primary).connect(callback);
    if (!replica) return this.primary.connect();
    return replica.pool.connect().catch((error: unknown) => {
      if (replica.failed(error)) return this.primary.connect();
      throw error;
    });
  }

  override async end(): Promise<void> {
    await Promise.all([this.primary.end(), this.replica?.close()]);
  }
}

ReadRoutingPool.prototype.query = function query(this: ReadRoutingPool, ...args: unknown[]) {
  return this.routeQuery(args);
} as unknown as pg.Pool['query'];
