// The database's own ceilings for gate traffic, run as fast as the database takes them on what the
// gate-lanes run left behind: the bare job (bench/gate-bare.sql, one guest's entry-exit pair in
// the fewest statements the rules allow, on tables of its own), and the product's own statements
// (bench/gate-ceiling.sql, the same pair as the product's transactions write it). On PostgreSQL by
// pgbench with as many clients as the run had lanes; on the embedded database in this process, one
// pair after another, as it answers one query at a time (pgbench cannot reach it), by a small
// reader of the few pgbench commands the scripts use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { makeTempDir, percentile, removeTempDir, ROOT, spawnTracked, stopChild, waitForExit } from './lib';

/** A pgbench script of one pair, the tables it needs besides the product's, and whether pgbench prepares its statements. */
export interface CeilingScript {
  file: string;
  tables?: string;
  prepared: boolean;
}

/** The bare job: the target the product is measured against. */
export const BARE_JOB: CeilingScript = {
  file: path.join(ROOT, 'bench', 'gate-bare.sql'),
  tables: path.join(ROOT, 'bench', 'gate-bare-tables.sql'),
  prepared: true,
};

/** The product's own statements as plain SQL: how far the server is from its own design. */
export const PRODUCT_STATEMENTS: CeilingScript = {
  file: path.join(ROOT, 'bench', 'gate-ceiling.sql'),
  prepared: false,
};

export interface Ceiling {
  pairs: number;
  seconds: number;
  pairsPerSecond: number;
  /** How it was run: pgbench's clients, or the embedded database's one at a time. */
  clients: number;
  /** At a fixed rate (open loop): each pair's time from its scheduled start to its end. */
  paced?: { pairsPerSecond: number; p50Ms: number; p99Ms: number };
}

/** Each pair's time from its scheduled start, in pgbench's per-transaction logs (`-l` with `-R`: its time plus its schedule lag, in µs). */
function pacedLatencies(logDir: string): number[] {
  return readdirSync(logDir)
    .flatMap((file) => readFileSync(path.join(logDir, file), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const fields = line.trim().split(/\s+/).map(Number);
      return (fields[2]! + (fields[6] ?? 0)) / 1000;
    })
    .sort((a, b) => a - b);
}

/** pgbench's own account of a run: the pairs done and its rate without the connections' start. */
function pgbenchFigures(output: string, seconds: number, clients: number): Ceiling {
  const figure = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`pgbench said nothing that matches ${String(pattern)}:\n${output}`);
    return Number(match[1]);
  };
  const failed = /number of failed transactions: (\d+)/.exec(output);
  if (failed && Number(failed[1]) > 0) throw new Error(`pgbench: ${failed[1]} pairs failed:\n${output}`);
  return {
    pairs: figure(/number of transactions actually processed: (\d+)/),
    seconds,
    pairsPerSecond: figure(/tps = ([\d.]+) \(without initial connection time\)/),
    clients,
  };
}

/** Creates the script's own tables, afresh, on a PostgreSQL database. */
async function createTables(databaseUrl: string, script: CeilingScript) {
  if (!script.tables) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(readFileSync(script.tables, 'utf8'));
  } finally {
    await client.end();
  }
}

/** The script by pgbench on a PostgreSQL database: `clients` connections for `seconds`. */
export async function postgresCeiling(
  databaseUrl: string,
  clients: number,
  seconds: number,
  { script = PRODUCT_STATEMENTS, pairsPerSecond }: { script?: CeilingScript; pairsPerSecond?: number } = {},
): Promise<Ceiling> {
  await createTables(databaseUrl, script);
  const logDir = pairsPerSecond ? makeTempDir('gate-ceiling-log') : undefined;
  const paced = logDir ? ['-R', String(pairsPerSecond), '-l', `--log-prefix=${path.join(logDir, 'pairs')}`] : [];
  const args = [
    '-n',
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    ...paced,
    ...(script.prepared ? ['-M', 'prepared'] : []),
    '-f',
    script.file,
    databaseUrl,
  ];
  const child = spawnTracked('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  if (!(await waitForExit(child, (seconds + 60) * 1000))) {
    await stopChild(child, 1000);
    throw new Error(`pgbench did not end within ${seconds + 60} s:\n${output}`);
  }
  await stopChild(child, 0);
  if (child.exitCode !== 0) throw new Error(`pgbench ${args.join(' ')} exited with ${child.exitCode}:\n${output}`);
  const figures = pgbenchFigures(output, seconds, clients);
  if (!logDir) return figures;
  try {
    const latencies = pacedLatencies(logDir);
    return {
      ...figures,
      paced: { pairsPerSecond: pairsPerSecond!, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) },
    };
  } finally {
    removeTempDir(logDir);
  }
}

type Command = { set: string; low: number; high: number } | { sql: string; gset: boolean };

/** The script's commands: `\set name random(low, high)` and SQL commands, each ended by `;` or by `\gset`. */
export function scriptCommands(script: string): Command[] {
  const commands: Command[] = [];
  let sql: string[] = [];
  for (const line of script.split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('--')) continue;
    if (text === '\\gset') {
      commands.push({ sql: sql.join('\n'), gset: true });
      sql = [];
    } else if (text.startsWith('\\')) {
      const set = /^\\set (\w+) random\((-?\d+), (-?\d+)\)$/.exec(text);
      if (!set || sql.length > 0) throw new Error(`the in-process runner reads no ${text}`);
      commands.push({ set: set[1]!, low: Number(set[2]), high: Number(set[3]) });
    } else {
      sql.push(line);
      if (text.endsWith(';')) {
        commands.push({ sql: sql.join('\n'), gset: false });
        sql = [];
      }
    }
  }
  if (sql.length > 0) throw new Error('the script ends inside an SQL command');
  return commands;
}

/** Variables put in as pgbench puts them in simple query mode: as they are written, `::` left alone. */
export function withVariables(sql: string, variables: Map<string, string>): string {
  return sql.replace(/::|:(\w+)/g, (match, name: string | undefined) =>
    name !== undefined && variables.has(name) ? variables.get(name)! : match,
  );
}

/** A value as pgbench's `\gset` keeps it: the text the database would have sent. */
function asText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One run of the script as client `clientId`; a failure rolls back what it left open. */
async function runScript(pglite: PGlite, commands: Command[], clientId: number) {
  const variables = new Map([['client_id', String(clientId)]]);
  try {
    for (const command of commands) {
      if ('set' in command) {
        const drawn = command.low + Math.floor(Math.random() * (command.high - command.low + 1));
        variables.set(command.set, String(drawn));
        continue;
      }
      const result = await pglite.query<Record<string, unknown>>(withVariables(command.sql, variables));
      if (!command.gset) continue;
      if (result.rows.length !== 1) throw new Error(`\\gset after a query of ${result.rows.length} rows`);
      for (const [name, value] of Object.entries(result.rows[0]!)) variables.set(name, asText(value));
    }
  } catch (error) {
    if (pglite.isInTransaction()) await pglite.query('rollback');
    throw error;
  }
}

/**
 * Unmeasured pairs first on the embedded database: a freshly opened engine runs its first pairs at
 * a fraction of the speed it reaches once its WebAssembly is compiled to the faster tier, which
 * the server's engine has reached by the time the lanes start.
 */
const EMBEDDED_WARM_UP_SECONDS = 5;

/**
 * The script in this process on the embedded database: pairs one after another for `seconds`, as
 * clients 0 to `lanes` − 1 in turn.
 */
export async function embeddedCeiling(
  dataDir: string,
  lanes: number,
  seconds: number,
  { script = PRODUCT_STATEMENTS, pairsPerSecond }: { script?: CeilingScript; pairsPerSecond?: number } = {},
): Promise<Ceiling> {
  const commands = scriptCommands(readFileSync(script.file, 'utf8'));
  const { openEmbedded } = await import('../server/db/client');
  const database = await openEmbedded(dataDir);
  try {
    const pglite = database.pglite!;
    if (script.tables) await pglite.exec(readFileSync(script.tables, 'utf8'));
    let pairs = 0;
    const pairsFor = async (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) await runScript(pglite, commands, pairs++ % lanes);
    };
    await pairsFor(EMBEDDED_WARM_UP_SECONDS * 1000);
    const warmUpPairs = pairs;
    const started = performance.now();
    await pairsFor(seconds * 1000);
    const elapsed = (performance.now() - started) / 1000;
    const measured = pairs - warmUpPairs;
    const figures = { pairs: measured, seconds: elapsed, pairsPerSecond: measured / elapsed, clients: 1 };
    if (!pairsPerSecond) return figures;
    // Open loop: the i-th pair is due at i / rate and starts when it is due and the engine is free.
    const latencies: number[] = [];
    const pacedStart = performance.now();
    for (let index = 0; index < pairsPerSecond * seconds; index += 1) {
      const due = pacedStart + (index * 1000) / pairsPerSecond;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      await runScript(pglite, commands, pairs++ % lanes);
      latencies.push(performance.now() - due);
    }
    latencies.sort((a, b) => a - b);
    return {
      ...figures,
      paced: { pairsPerSecond, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) },
    };
  } finally {
    await database.close();
  }
}
