// A pg_auto_failover formation on this machine, for bench/failover-drill.ts: a monitor and two
// PostgreSQL 15 nodes (a primary and its synchronous standby), each run by its pg_autoctl keeper
// as the `postgres` OS user, in a scratch directory the caller owns, listening on loopback ports
// only. Needs Debian's postgresql-15-auto-failover and pg-auto-failover-cli packages, and root (the
// keepers refuse to run as root, so they are started as `postgres`). Each keeper is the leader of
// its own process group, and its PostgreSQL's postmaster is in that group too, so a node can be
// stopped, or killed the way a dying machine kills it, as one.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sleep, spawnTracked, stopChild, waitForExit } from './lib';

const PG_AUTOCTL = '/usr/bin/pg_autoctl';
const PG_CTL = '/usr/lib/postgresql/15/bin/pg_ctl';
/** Where PostgreSQL puts its Unix sockets on Debian, whatever the data directory. */
const SOCKET_DIR = '/var/run/postgresql';
const FORMATION = 'default';
export const DATABASE = 'parking';

/** The monitor's settings that decide when it fails over and how long it waits for the old primary. */
export interface MonitorTimeouts {
  'pgautofailover.health_check_period': number;
  'pgautofailover.health_check_timeout': number;
  'pgautofailover.health_check_max_retries': number;
  'pgautofailover.health_check_retry_delay': number;
  'pgautofailover.node_considered_unhealthy_timeout': number;
  'pgautofailover.primary_demote_timeout': number;
}

export interface FormationTimeouts {
  monitor: MonitorTimeouts;
  /** The keepers' timeout.network_partition_timeout: seconds a primary alone keeps taking writes. */
  networkPartitionSeconds: number;
}

/** pg_auto_failover's own defaults (version 2.0), for a run that compares against them. */
export const DEFAULT_TIMEOUTS: FormationTimeouts = {
  monitor: {
    'pgautofailover.health_check_period': 5000,
    'pgautofailover.health_check_timeout': 5000,
    'pgautofailover.health_check_max_retries': 2,
    'pgautofailover.health_check_retry_delay': 2000,
    'pgautofailover.node_considered_unhealthy_timeout': 20_000,
    'pgautofailover.primary_demote_timeout': 30_000,
  },
  networkPartitionSeconds: 20,
};

interface Keeper {
  name: string;
  port: number;
  pgdata: string;
  child: ChildProcess;
  /** The end of what the keeper printed, for the message of a start that failed. */
  log: () => string;
}

export interface DataNode extends Keeper {
  /** A one-host connection string as the superuser, to the product's database on this node. */
  url: string;
}

export interface Formation {
  dir: string;
  monitor: Keeper & { url: string };
  nodes: DataNode[];
  /** What `pg_autoctl show uri --formation default` prints: libpq's multi-host string. */
  shownUri: string;
}

/** Why this machine cannot run a formation, or undefined when it can. */
export function formationUnavailable(): string | undefined {
  if (!existsSync(PG_AUTOCTL))
    return `${PG_AUTOCTL} is missing: apt-get install -y postgresql-15-auto-failover pg-auto-failover-cli`;
  if (!existsSync(PG_CTL)) return `${PG_CTL} is missing: apt-get install -y postgresql-15`;
  if (process.getuid?.() !== 0) return 'the keepers run as the postgres OS user: run the benchmark as root';
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'there is no postgres OS user';
  return undefined;
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** How every pg_autoctl command of the formation runs: as postgres, its configuration and state under `dir`. */
function asPostgres(dir: string) {
  return {
    ...postgresUser(),
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      LANG: 'C.UTF-8',
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      XDG_DATA_HOME: path.join(dir, 'share'),
    },
  };
}

function pgAutoctl(dir: string, args: string[]): string {
  const done = spawnSync(PG_AUTOCTL, args, { ...asPostgres(dir), encoding: 'utf8', timeout: 30_000 });
  if (done.status !== 0) throw new Error(`pg_autoctl ${args.join(' ')} failed: ${done.stderr || done.stdout}`);
  return done.stdout.trim();
}

/** A keeper started with `pg_autoctl create … --run`: it creates its node, then keeps it. */
function startKeeper(dir: string, name: string, port: number, args: string[]): Keeper {
  const pgdata = path.join(dir, name);
  const child = spawnTracked(
    PG_AUTOCTL,
    [
      'create',
      ...args,
      '--pgdata',
      pgdata,
      '--pgport',
      String(port),
      '--pgctl',
      PG_CTL,
      '--auth',
      'trust',
      '--no-ssl',
      '--hostname',
      '127.0.0.1',
      '--listen',
      '127.0.0.1',
      '--run',
    ],
    { ...asPostgres(dir), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-6000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, port, pgdata, child, log: () => output };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>, timeoutMs = 2000): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export interface NodeState {
  name: string;
  port: number;
  reported: string;
  goal: string;
}

/** Every data node as the monitor sees it: the state it reported and the one it is assigned. */
export function nodeStates(formation: Pick<Formation, 'monitor'>): Promise<NodeState[]> {
  return withClient(formation.monitor.url, async (client) => {
    const { rows } = await client.query<NodeState>(
      `select nodename as name, nodeport as port, reportedstate as reported, goalstate as goal
       from pgautofailover.node order by nodeid`,
    );
    return rows;
  });
}

/** Waits until the monitor reports `name` in `state` (reported and assigned), while `meanwhile` runs every 2 s. */
async function waitForState(
  formation: Pick<Formation, 'monitor'>,
  keeper: Keeper,
  state: string,
  timeoutMs: number,
  meanwhile: () => Promise<unknown> = async () => {},
) {
  const deadline = performance.now() + timeoutMs;
  let lastNudge = 0;
  for (;;) {
    const states = await nodeStates(formation).catch(() => []);
    const found = states.find((node) => node.name === keeper.name);
    if (found?.reported === state && found.goal === state) return;
    if (keeper.child.exitCode !== null || keeper.child.signalCode !== null)
      throw new Error(`the keeper of ${keeper.name} exited:\n${keeper.log()}`);
    if (performance.now() > deadline)
      throw new Error(
        `${keeper.name} is not ${state} within ${timeoutMs / 1000} s (${JSON.stringify(states)}):\n${keeper.log()}`,
      );
    if (performance.now() - lastNudge > 2000) {
      lastNudge = performance.now();
      await meanwhile().catch(() => {});
    }
    await sleep(250);
  }
}

async function waitForMonitor(monitor: Keeper & { url: string }, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const ready = await withClient(monitor.url, (client) =>
      client.query('select 1 from pgautofailover.formation'),
    ).then(
      () => true,
      () => false,
    );
    if (ready) return;
    if (monitor.child.exitCode !== null) throw new Error(`the monitor's keeper exited:\n${monitor.log()}`);
    if (performance.now() > deadline)
      throw new Error(`the monitor is not up within ${timeoutMs / 1000} s:\n${monitor.log()}`);
    await sleep(250);
  }
}

/** The monitor's timeouts set (they are `sighup` settings: a reload takes them) and read back. */
async function setMonitorTimeouts(monitorUrl: string, timeouts: MonitorTimeouts): Promise<Record<string, string>> {
  return withClient(monitorUrl, async (client) => {
    for (const [name, value] of Object.entries(timeouts))
      await client.query(`alter system set ${name} = ${Number(value)}`);
    await client.query('select pg_reload_conf()');
    await sleep(500);
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name like 'pgautofailover.%' order by name`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  });
}

/**
 * The keeper's network_partition_timeout set in its configuration; `config set` signals the running
 * keeper, which reloads it and says so (a keeper that does not would keep its old value: said too).
 */
async function setPartitionTimeout(dir: string, node: Keeper, seconds: number) {
  const before = pgAutoctl(dir, ['config', 'get', '--pgdata', node.pgdata, 'timeout.network_partition_timeout']);
  if (Number(before) === seconds) return;
  pgAutoctl(dir, ['config', 'set', '--pgdata', node.pgdata, 'timeout.network_partition_timeout', String(seconds)]);
  const reloaded = new RegExp(`network_partition_timeout is now ${seconds}\\b`);
  for (let waited = 0; waited < 10_000; waited += 250) {
    if (reloaded.test(node.log())) return;
    await sleep(250);
  }
  console.warn(`[pg-auto-failover] the keeper of ${node.name} did not say it reloaded network_partition_timeout`);
}

/**
 * The formation started in `dir` (owned by postgres from here on): the monitor, then node1, once
 * it is the primary node2, once it is its secondary; with `timeouts` set on the monitor and the keepers.
 */
export async function startFormation(
  dir: string,
  ports: [number, number, number],
  timeouts: FormationTimeouts,
): Promise<{ formation: Formation; monitorSettings: Record<string, string> }> {
  const { uid, gid } = postgresUser();
  for (const sub of ['config', 'share']) mkdirSync(path.join(dir, sub), { recursive: true });
  for (const entry of ['.', 'config', 'share']) chownSync(path.join(dir, entry), uid, gid);

  const [monitorPort, ...nodePorts] = ports;
  const monitor = {
    ...startKeeper(dir, 'monitor', monitorPort, ['monitor']),
    url: `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`,
  };
  const formation: Formation = { dir, monitor, nodes: [], shownUri: '' };
  try {
    await waitForMonitor(monitor, 60_000);
    const monitorSettings = await setMonitorTimeouts(monitor.url, timeouts.monitor);
    const monitorForNodes = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
    for (const [index, port] of nodePorts.entries()) {
      const name = `node${index + 1}`;
      const keeper = startKeeper(dir, name, port, [
        'postgres',
        '--name',
        name,
        '--dbname',
        DATABASE,
        '--monitor',
        monitorForNodes,
      ]);
      const node = { ...keeper, url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}` };
      formation.nodes.push(node);
      if (index === 0) {
        await waitForState(formation, node, 'single', 90_000);
        continue;
      }
      // The standby's base backup waits for a checkpoint on the primary, which an idle primary
      // spreads over minutes: one asked for at once lets it go on.
      const primary = formation.nodes[0]!;
      await waitForState(formation, node, 'secondary', 180_000, () =>
        withClient(primary.url, (client) => client.query('checkpoint')),
      );
      await waitForState(formation, primary, 'primary', 30_000);
    }
    for (const node of formation.nodes) await setPartitionTimeout(dir, node, timeouts.networkPartitionSeconds);
    formation.shownUri = pgAutoctl(dir, ['show', 'uri', '--formation', FORMATION, '--pgdata', monitor.pgdata]);
    return { formation, monitorSettings };
  } catch (error) {
    await stopFormation(formation);
    throw error;
  }
}

/**
 * The string the product is given: `pg_autoctl show uri`'s hosts and parameters, as the superuser
 * (the string names no user), without TLS (the nodes have none: `sslmode=prefer`, which libpq
 * falls back from, is `require` to node-postgres).
 */
export function productConnectionString(formation: Formation): string {
  const parts = /^postgres(?:ql)?:\/\/(?:[^@/]*@)?([^/?#]+)([^?#]*)\??([^#]*)/.exec(formation.shownUri);
  if (!parts) throw new Error(`pg_autoctl show uri printed no connection string: ${formation.shownUri}`);
  const [, hosts, database, query] = parts as unknown as [string, string, string, string];
  const parameters = new URLSearchParams(query);
  parameters.set('sslmode', 'disable');
  return `postgres://postgres@${hosts}${database}?${parameters.toString()}`;
}

/** The node that takes writes now (not in recovery, not read-only), asked of the nodes themselves. */
export async function writableNode(formation: Formation): Promise<DataNode | undefined> {
  const answers = await Promise.all(
    formation.nodes.map((node) =>
      withClient(
        node.url,
        async (client) => {
          const { rows } = await client.query<{ writable: boolean }>(
            `select not pg_is_in_recovery() and current_setting('transaction_read_only') = 'off' as writable`,
          );
          return rows[0]?.writable === true;
        },
        1000,
      ).catch(() => false),
    ),
  );
  return formation.nodes.find((_node, index) => answers[index]);
}

export function synchronousStandbyNames(node: DataNode): Promise<string> {
  return withClient(node.url, async (client) => {
    const { rows } = await client.query<{ names: string }>(
      `select current_setting('synchronous_standby_names') as names`,
    );
    return rows[0]!.names;
  });
}

/** The postmaster's pid from `postmaster.pid`, if that process still runs PostgreSQL on `pgdata`. */
function livePostmaster(pgdata: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(pgdata) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The pids whose parent is `parent` (a postmaster's backends and workers, each in a session of its own). */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command's name (field 2) is in parentheses and may hold spaces: the fields after it are counted from there.
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return children;
}

function killQuietly(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    /* gone already */
  }
}

/**
 * The node's machine dies: its keeper's process group, its postmaster and every process the
 * postmaster started (backends, WAL sender, checkpointer: each in a session of its own, out of the
 * keeper's group) get SIGKILL together, so nothing of it says goodbye to anyone. On loopback the
 * kernel still resets the node's TCP connections at once, where a real dead machine goes silent.
 */
export function killNodeMachine(node: Keeper) {
  const postmaster = livePostmaster(node.pgdata);
  const victims = postmaster === undefined ? [] : [postmaster, ...childrenOf(postmaster)];
  if (node.child.pid !== undefined) killQuietly(-node.child.pid, 'SIGKILL');
  for (const pid of victims) killQuietly(pid, 'SIGKILL');
}

/** A keeper stopped: asked for a fast shutdown (SIGINT), then whatever is left of the node killed. */
async function stopKeeper(keeper: Keeper) {
  if (keeper.child.pid !== undefined && keeper.child.exitCode === null && keeper.child.signalCode === null) {
    killQuietly(-keeper.child.pid, 'SIGINT');
    await waitForExit(keeper.child, 20_000);
  }
  await stopChild(keeper.child, 2000);
  killNodeMachine(keeper);
  forgetSocket(keeper);
}

/** A killed postmaster leaves its socket and its lock in the shared socket directory: removed, if they are this node's. */
function forgetSocket(keeper: Keeper) {
  const socket = path.join(SOCKET_DIR, `.s.PGSQL.${keeper.port}`);
  try {
    if (!readFileSync(`${socket}.lock`, 'utf8').includes(keeper.pgdata)) return;
  } catch {
    return;
  }
  rmSync(socket, { force: true });
  rmSync(`${socket}.lock`, { force: true });
}

/** Every node stopped, the monitor last (the keepers talk to it while they stop). */
export async function stopFormation(formation: Formation) {
  await Promise.all(formation.nodes.map(stopKeeper));
  await stopKeeper(formation.monitor);
}

export interface MonitorEvent {
  at: Date;
  node: string;
  reported: string;
  goal: string;
  description: string;
}

/** The monitor's own account of what happened since `since`: each state reported or assigned. */
export function monitorEvents(formation: Formation, since: Date): Promise<MonitorEvent[]> {
  return withClient(formation.monitor.url, async (client) => {
    const { rows } = await client.query<MonitorEvent>(
      `select eventtime as at, nodename as node, reportedstate as reported, goalstate as goal, description
       from pgautofailover.event where eventtime >= $1 order by eventid`,
      [since],
    );
    return rows;
  });
}
