import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import type { DrizzleConfig } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';

/**
 * The types whose text drizzle-orm's PGlite session asks PGlite to hand back untouched, because
 * its columns map that text themselves (timestamps and dates to Date or string, intervals, and the
 * arrays of those and of numeric, by their array type's oid).
 */
export const TYPES_DRIZZLE_MAPS_ITSELF = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;
/** A serializer's type says text, but PGlite's bind sends bytes it is given in the binary format. */
const asBytes = ((value: Uint8Array) => value) as unknown as PGlite['serializers'][number];

type Query = PGlite['query'];

/** A turn of the event loop: what waits on the sockets is read before the engine takes the thread again. */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each query after a turn of the event loop, without the parsers the session passes with it
 * (PGlite already holds them).
 *
 * PGlite runs a query in the server's own thread and answers it at once, so a request's queries
 * would follow one another without the loop ever coming round: the next request would not even be
 * read until this one had answered, and would wait in its socket where the gate's bound on
 * decisions in flight (server/core/plugins/shedding.ts) cannot see it. With a turn before each query
 * the waiting requests are read, counted and, beyond the bound, turned away, as on PostgreSQL.
 */
function sessionQuery(query: Query): Query {
  return async (text, params, options?: QueryOptions) => {
    await loopTurn();
    if (!options?.parsers) return query(text, params, options);
    const { parsers: _alreadyInstalled, ...rest } = options;
    return query(text, params, rest);
  };
}

/** `target` answering `replaced` for those of its members, and the rest as itself (bound to itself). */
function overriding<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (key in replaced) return replaced[key as keyof T];
      const value: unknown = Reflect.get(object, key);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * Drizzle over PGlite, without the per-query cost of its type parsers.
 *
 * drizzle-orm's PGlite session hands PGlite its parsers with every query, and PGlite merges them
 * into its own ~320 per query (`{ ...defaults, ...options.parsers }` in parseResults): about a
 * tenth of the server's CPU per request on the embedded database. Here PGlite gets them once,
 * installed on the client after it has started (its start sets the array parsers, which would
 * otherwise replace drizzle's array entries), and the session's own copies are dropped on the way.
 * Every result comes back as before; server/platform-tests/pglite-types.test.ts compares them type by type.
 *
 * The client's parsers change for every caller: only drizzle queries this client.
 */
export function drizzleOverPglite<TSchema extends Record<string, unknown>>(
  client: PGlite,
  config: DrizzleConfig<TSchema> = {},
) {
  for (const oid of TYPES_DRIZZLE_MAPS_ITSELF) client.parsers[oid] = asText;
  // Bytes travel as they are, as node-postgres sends a Buffer. PGlite would write them as hex
  // text, and it reads a text parameter character by character in JavaScript, twice: the bulk
  // inserts send their rows as bytes (db/bulk-insert.ts), which halves what 35,000 stays cost.
  client.serializers[types.BYTEA] = asBytes;
  const forTransaction = (tx: Transaction) => overriding(tx, { query: sessionQuery(tx.query.bind(tx)) });
  const session = overriding(client, {
    query: sessionQuery(client.query.bind(client)),
    transaction: (callback) => client.transaction((tx) => callback(forTransaction(tx))),
  });
  return drizzle(session, config);
}
