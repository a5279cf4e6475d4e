import pg from 'pg';
import type { Database } from './handle';
import { IDLE_CONNECTION_KEPT_MS } from './postgres-connection';
import { hostOnly } from './postgres-hosts';
import { isDatabaseUnavailable, postgresErrorOf, READ_ONLY_TRANSACTION } from './postgres-errors';

/**
 * What may read a replica, the one rule: a read that writes nothing and on which no decision acts,
 * so that an answer a moment old is still right (a report, an export, a money list, an open data
 * read). It is declared where the endpoint is (`readsReplica` in domain/endpoints, a resource's
 * `listsFromReplica`), and only such an endpoint is handed the replica's reader (`serve` in
 * server/core/endpoint.ts); everything else, and everything a decision reads before it writes,
 * reads the primary through the app's database. The reader is handed over as a value rather than
 * found in an async context: an AsyncLocalStorage makes Node.js run a hook for every promise of
 * the process once used (about five times the cost of an await, measured on Node.js 22), on the
 * gate's path too.
 */

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
    this.pool = new pg.Pool({
      connectionString,
      max: 10,
      idleTimeoutMillis: IDLE_CONNECTION_KEPT_MS,
      connectionTimeoutMillis: 2_000,
    });
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
 * The pool of the replica's reader: the replica's own while it serves, else the primary's. A read
 * the replica fails for being unreachable runs again on the primary, so a replica that dies costs
 * no request. A pg.Pool itself, so that Drizzle opens transactions on it.
 */
export class ReplicaFirstPool extends pg.Pool {
  constructor(
    readonly primary: pg.Pool,
    readonly replica: Replica,
  ) {
    super(primary.options);
  }

  #poolNow(): pg.Pool {
    return this.replica.status.serving ? this.replica.pool : this.primary;
  }

  /** pg.Pool's query in any of its forms, on the pool this read goes to (set on the prototype below). */
  routeQuery(args: unknown[]): unknown {
    const pool = this.#poolNow();
    const run = (on: pg.Pool) => (on.query as (...all: unknown[]) => unknown)(...args);
    if (pool === this.primary || typeof args.at(-1) === 'function') return run(pool);
    return (run(pool) as Promise<unknown>).catch((error: unknown) => {
      if (this.replica.failed(error)) return run(this.primary);
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
    const pool = this.#poolNow();
    if (callback) return pool.connect(callback);
    if (pool === this.primary) return pool.connect();
    return pool.connect().catch((error: unknown) => {
      if (this.replica.failed(error)) return this.primary.connect();
      throw error;
    });
  }
}

ReplicaFirstPool.prototype.query = function query(this: ReplicaFirstPool, ...args: unknown[]) {
  return this.routeQuery(args);
} as unknown as pg.Pool['query'];

/** Where a database's writes go and what serves its reads that may lag, for the health answer. */
export interface DatabaseTopology {
  /** host:port of the primary now (a failover moves it). */
  writesTo(): string;
  /** How many hosts DATABASE_URL names (a primary and its standbys). */
  hosts: number;
  /** The primary's pool, asked of its standbys (never the replica, whose own view has none). */
  primary: pg.Pool;
  replica?: Replica;
}

interface Readers {
  /** The database the reads that may lag go through: the replica first, or the app's database itself. */
  reader: Database;
  topology: DatabaseTopology;
}

const readersOf = new WeakMap<Database, Readers>();
const primaries = new WeakMap<Database, Database>();

/** Keeps, beside a PostgreSQL database, its replica's reader and its topology (server/db/client.ts). */
export function keepReaders(db: Database, readers: Readers): void {
  readersOf.set(db, readers);
  primaries.set(db, db);
  primaries.set(readers.reader, db);
}

/** The PostgreSQL database whose writes `db` reads (itself, or the one whose replica reader it is); none for the embedded one. */
export function primaryOf(db: Database): Database | undefined {
  return primaries.get(db);
}

/** The database a read declared replica-safe goes through: the replica's reader, or `db` itself without one. */
export function replicaReaderOf(db: Database): Database {
  return readersOf.get(db)?.reader ?? db;
}

/** The topology of a PostgreSQL database; none for the embedded one. */
export function topologyOf(db: Database): DatabaseTopology | undefined {
  return readersOf.get(db)?.topology;
}
