import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements a connection parses and plans once, then runs again by name: the gate's decisions
 * send the same few statements thousands of times, and PostgreSQL spent about as long planning
 * each as running it (a stay's pricing facts: 0.8 ms planning against 0.06 ms running, measured
 * with pg_stat_statements under the gate benchmark). A named statement is planned for its own
 * values the first five times; PostgreSQL then keeps one plan for every value when that plan
 * costs no more (its plan_cache_mode "auto").
 *
 * Only work inside `withKeptStatements` names its statements, and a statement built once
 * (server/db/built-once.ts) wherever it runs, so that the lists, whose statements change with every
 * filter and whose values decide their plans, keep being planned each time. A connection keeps at most MAX_KEPT_PER_CONNECTION of them, so a statement that
 * carries its values in its text can only fill the allowance, not the database's memory.
 *
 * The connection itself carries the mark while the work runs, not an AsyncLocalStorage: a store of
 * async context makes Node.js call a hook for every promise the process creates, on every request.
 */
const KEEPING = Symbol('names its statements now');
type KeepingClient = pg.Client & { [KEEPING]?: boolean };
const MAX_KEPT_PER_CONNECTION = 200;

/**
 * Runs `work` with `connection` naming its statements: a connection of the PostgreSQL pool (as a
 * transaction's, `connectionOf`); on any other (the embedded database) `work` just runs.
 */
export async function withKeptStatements<T>(connection: unknown, work: () => Promise<T>): Promise<T> {
  const client = connection as KeepingClient | undefined;
  if (client?.[KEEPING] !== false) return work();
  client[KEEPING] = true;
  try {
    return await work();
  } finally {
    client[KEEPING] = false;
  }
}

/** The connection a Drizzle transaction runs on: its session's client. */
export function connectionOf(tx: object): unknown {
  return (tx as { session?: { client?: unknown } }).session?.client;
}

/**
 * Names already made, by text: a digest of a gate statement's text (a few kilobytes) cost about 1 %
 * of a gate request's CPU, and the statements built once hand over the same string every time.
 */
const namesByText = new Map<string, string>();
const NAMES_REMEMBERED = 1_000;

/** The name of a statement: its text's digest, so that one text has one name on every connection. */
function nameOf(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `kept_${createHash('sha1').update(text).digest('base64url')}`;
    if (namesByText.size >= NAMES_REMEMBERED) namesByText.delete(namesByText.keys().next().value!);
    namesByText.set(text, name);
  }
  return name;
}

/** The texts of the statements built once: as many as the code has, each run again and again. */
const builtTexts = new Set<string>();

/** Names the statement of `text` on every connection, as built once, in a gate's work or not (an exit only asked its fee runs outside a transaction). */
export function keepEverywhere(text: string): void {
  builtTexts.add(text);
}

/** The text of a statement as node-postgres is given it: a string, or a config with its text. */
export const statementTextOf = (config: unknown) =>
  typeof config === 'string' ? config : (config as { text?: unknown } | null | undefined)?.text;

/** Makes a connection name the statements of work inside `withKeptStatements`, and those kept everywhere. */
export function keepStatementsOf(client: KeepingClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const kept = new Set<string>();
  client[KEEPING] = false;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const keeping = client[KEEPING] || builtTexts.has(statementTextOf(config) as string);
    const statement = keeping ? statementOf(config, rest[0]) : undefined;
    if (!statement) return query(config, ...rest);
    const name = nameOf(statement.text);
    if (!kept.has(name)) {
      if (kept.size >= MAX_KEPT_PER_CONNECTION) return query(config, ...rest);
      kept.add(name);
    }
    return query({ ...statement, name }, ...rest);
  }) as typeof client.query;
}

/**
 * A statement with values (in its config, or beside its text or config as Drizzle passes them) and
 * no name of its own; a bare `begin` or `commit` has nothing to plan.
 */
function statementOf(config: unknown, values: unknown): (pg.QueryConfig & { text: string }) | undefined {
  const statement = (typeof config === 'string' ? { text: config } : config) as
    (Partial<pg.QueryConfig> & { submit?: unknown }) | null;
  if (typeof statement !== 'object' || statement === null) return undefined;
  const given = statement.values ?? values;
  const named = typeof statement.text === 'string' && statement.name === undefined && statement.submit === undefined;
  return named && Array.isArray(given) && given.length > 0
    ? (statement as pg.QueryConfig & { text: string })
    : undefined;
}
