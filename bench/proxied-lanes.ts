// Gate lanes and back-office readers sent through HAProxy to several API instances, as
// bench/multi-instance.ts and bench/failover-drill.ts drive them. HAProxy (installed by hand:
// apt-get install -y haproxy) checks each instance on GET /api/health and serves them round robin.
// A lane sends each event with its id and, when no answer comes (no connection, a 5xx: the
// proxy's 503 while no instance is up, the server's own while its database is away), sends it
// again with the same id, as a lane's offline buffer does, so a lost answer never makes a second
// stay. What the lanes saw is kept in a Tally for the benchmark's figures and its SQL checks.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { localDate } from '../domain/local-date';
import { presetRange } from '../domain/revenue-report';
import type { Database } from '../server/db/client';
import { type Area, Client, plateOf } from './gate-lane-client';
import { LAID_DOWN, rowsOf, run, sleep, spawnTracked } from './lib';

export const LANES = 24;
export const READERS = 4;
/** Of the lanes, those at the small area, kept nearly full, where the instances race for its last tickets. */
export const SMALL_AREA_LANES = 6;
/** How long a car of the small area stays. */
export const HOLD_MS = 500;
/** The proxy's health checks: every 250 ms, down after 2 failures, up after 2 successes. */
export const CHECK_EVERY_MS = 250;
const METHODS = ['cash', 'card', 'wallet'] as const;
/** How often an unanswered event is sent again. */
const RESEND_AFTER_MS = 100;

export function requireHaproxy(): string {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (found.error || found.status !== 0)
    throw new Error(
      'HAProxy is not installed: install it first (apt-get update && apt-get install -y haproxy); this benchmark installs nothing itself',
    );
  return found.stdout.split('\n')[0]!.trim();
}

/** One port of the proxy and the instances (their ports) it serves round robin. */
export interface FrontEnd {
  port: number;
  instancePorts: number[];
}

export function haproxyConfig(frontEnds: FrontEnd[]): string {
  const lines = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
  ];
  frontEnds.forEach(({ port, instancePorts }, index) => {
    lines.push(
      `frontend api${index + 1}`,
      `  bind 127.0.0.1:${port}`,
      `  default_backend instances${index + 1}`,
      `backend instances${index + 1}`,
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      // A busy instance's health answer waits its turn behind the gate work: given 2 s, a slow
      // answer is no failure. A dead instance refuses the check's connection at once anyway.
      '  timeout check 2s',
      `  default-server inter ${CHECK_EVERY_MS}ms fall 2 rise 2`,
      ...instancePorts.map((instancePort, n) => `  server i${n + 1} 127.0.0.1:${instancePort} check`),
    );
  });
  return `${lines.join('\n')}\n`;
}

/**
 * HAProxy started on `frontEnds` (its configuration written into `dir` and checked first), once
 * every front end answers GET /api/health and its checks have seen every instance up.
 */
export async function startHaproxy(dir: string, frontEnds: FrontEnd[]): Promise<ChildProcess> {
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(frontEnds));
  await run('haproxy', ['-c', '-q', '-f', configFile], 10_000);
  const haproxy = spawnTracked('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  for (const { port } of frontEnds) {
    const deadline = performance.now() + 10_000;
    while ((await healthStatus(`http://127.0.0.1:${port}`)) !== 200) {
      if (performance.now() > deadline) throw new Error(`HAProxy does not answer on port ${port}`);
      await sleep(100);
    }
  }
  await sleep(CHECK_EVERY_MS * 3);
  return haproxy;
}

function healthStatus(baseUrl: string): Promise<number> {
  return fetch(`${baseUrl}/api/health`).then(
    (response) => response.status,
    () => 0,
  );
}

export interface Failure {
  at: number;
  lane: number;
  what: string;
}

/** One answer a lane acted on (below 500): which lane, when its request was sent and when answered. */
export interface Served {
  lane: number;
  sentAt: number;
  at: number;
}

/** The lane number of each reader: after the lanes'. */
export const readerLane = (number: number) => LANES + number;
export const isConsoleLane = (lane: number) => lane < LANES;

/** What one phase saw through the proxy. */
export class Tally {
  /** Event ids the API answered (the lane's acknowledgements), each with its kind. */
  acknowledged = new Map<string, 'entry' | 'exit'>();
  /** Of those, the ids that were sent more than once (a failure came first), answered once. */
  resent = new Set<string>();
  /** The payment each acknowledged exit's answer named, by its event id. */
  payments = new Map<string, number>();
  pairs = 0;
  /** When each entry-exit pair was done. */
  pairsAt: number[] = [];
  reads = 0;
  failures: Failure[] = [];
  served: Served[] = [];
  /** Per lane, when it was last answered. */
  lastServed = new Map<number, number>();
  /** Per lane, the longest wait from a failure to its next answer. */
  longestOutage = 0;
  gaveUp = 0;
  unexpected: string[] = [];
  /** Entries of the small area refused as full. */
  refusedFull = 0;

  /** How long each answered request took, lanes' and readers'. */
  get requestMs(): number[] {
    return this.served.map((answer) => answer.at - answer.sentAt);
  }
}

export interface Phase {
  client: Client;
  tally: Tally;
  /** When the lanes stop starting new cars; each finishes the car it has. */
  until: number;
  nextEvent: (kind: string) => string;
  /** How long an event is sent again before the lane gives up on it. */
  giveUpAfterMs: number;
  /**
   * Entries dated up to this many minutes back (by the super admin, with its reason), so that
   * exits owe a fee and pay it; left out, cars come and go at once.
   */
  backdateMinutes?: number;
  /** Set, the lanes stop at once, their events answered or not. */
  abandoned?: boolean;
}

let plates = 0;
/** A plate never used before in the run. */
export const nextPlate = () => plateOf(plates++);

type Answered = Awaited<ReturnType<Client['send']>> & { resent: boolean };

/**
 * A request sent again until answered: an event with the same id, so a lost answer never makes a
 * second stay; a failure (no answer, or 5xx from the proxy or the server) is noted with its time.
 */
async function untilAnswered(
  phase: Phase,
  lane: number,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<Answered | undefined> {
  const firstTry = performance.now();
  let failedAt: number | undefined;
  while (!phase.abandoned) {
    try {
      const answer = await phase.client.send(method, url, payload);
      if (answer.status < 500) {
        const now = answer.answeredAt;
        phase.tally.served.push({ lane, sentAt: answer.sentAt, at: now });
        phase.tally.lastServed.set(lane, now);
        if (failedAt !== undefined) phase.tally.longestOutage = Math.max(phase.tally.longestOutage, now - failedAt);
        return { ...answer, resent: failedAt !== undefined };
      }
      phase.tally.failures.push({
        at: performance.now(),
        lane,
        what: `${method} ${url.split('?')[0]} ${answer.status} ${String(answer.body.code ?? 'from the proxy')}`,
      });
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      phase.tally.failures.push({ at: performance.now(), lane, what: `${method} ${url.split('?')[0]} ${cause}` });
    }
    failedAt ??= performance.now();
    if (performance.now() - firstTry > phase.giveUpAfterMs) {
      phase.tally.gaveUp += 1;
      return undefined;
    }
    await sleep(RESEND_AFTER_MS);
  }
  return undefined;
}

async function gateEvent(phase: Phase, lane: number, kind: 'entry' | 'exit', payload: Record<string, unknown>) {
  const answer = await untilAnswered(
    phase,
    lane,
    'POST',
    `/api/gate/${kind === 'entry' ? 'entries' : 'exits'}`,
    payload,
  );
  if (answer && answer.status === (kind === 'entry' ? 201 : 200)) {
    const eventId = payload.event_id as string;
    phase.tally.acknowledged.set(eventId, kind);
    if (answer.resent) phase.tally.resent.add(eventId);
    if (kind === 'exit') phase.tally.payments.set(eventId, answer.body.transaction_id as number);
  }
  return answer;
}

/** When an entry happened, if the phase backdates them: up to `backdateMinutes` back, spread over the lanes. */
function backdated(phase: Phase, lane: number, pair: number): Record<string, string> {
  if (!phase.backdateMinutes) return {};
  const minutes = 1 + ((lane * 37 + pair * 11) % phase.backdateMinutes);
  return { occurred_at: new Date(Date.now() - minutes * 60_000).toISOString(), backdate_reason: LAID_DOWN };
}

/**
 * A lane at one area's gates: a fresh plate in, then out, paying when the API asks for a method.
 * At the small area an entry may be refused as full; an admitted car stays a moment there.
 */
async function lane(phase: Phase, area: Area, number: number, holdMs = 0) {
  for (let pair = 0; performance.now() < phase.until && !phase.abandoned; pair += 1) {
    const plate = nextPlate();
    const entered = await gateEvent(phase, number, 'entry', {
      gate_id: area.entryGates[(number + pair) % area.entryGates.length],
      plate,
      event_id: phase.nextEvent('entry'),
      ...backdated(phase, number, pair),
    });
    if (holdMs > 0 && entered?.body.code === 'guest_tickets_full') {
      phase.tally.refusedFull += 1;
      await sleep(20);
      continue;
    }
    if (entered?.status !== 201) {
      phase.tally.unexpected.push(`entry ${entered?.status} ${String(entered?.body.code)}`);
      continue;
    }
    if (holdMs > 0) await sleep(holdMs);
    const exit = {
      gate_id: area.exitGates[(number + pair) % area.exitGates.length],
      plate,
      event_id: phase.nextEvent('exit'),
    };
    let left = await gateEvent(phase, number, 'exit', exit);
    if (left?.status === 422 && left.body.code === 'payment_method_required')
      left = await gateEvent(phase, number, 'exit', { ...exit, payment_method: METHODS[pair % METHODS.length] });
    if (left?.status === 200) {
      phase.tally.pairs += 1;
      phase.tally.pairsAt.push(performance.now());
    } else phase.tally.unexpected.push(`exit ${left?.status} ${String(left?.body.code)}`);
  }
}

/** The report page's "this month": the operator's local days from the first of the month until today. */
const thisMonth = presetRange('this_month', localDate(new Date()));

/** The vehicles inside reads the primary; the others are reads a server sends to its read replica when it has one. */
const READS = [
  `/api/vehicles?${new URLSearchParams({ filter: '{"inside":true}', range: '[0,24]', sort: '["entry_time","DESC"]' }).toString()}`,
  '/api/dashboard',
  `/api/payment-transactions?${new URLSearchParams({ range: '[0,24]', sort: '["id","DESC"]' }).toString()}`,
  `/api/reports/revenue?${new URLSearchParams({ ...thisMonth }).toString()}`,
];

/** A back-office screen read again and again: the vehicles inside, the dashboard, the payments list, this month's revenue. */
async function reader(phase: Phase, number: number) {
  for (let read = 0; performance.now() < phase.until && !phase.abandoned; read += 1) {
    const answer = await untilAnswered(phase, readerLane(number), 'GET', READS[(number + read) % READS.length]!);
    if (answer?.status === 200) phase.tally.reads += 1;
    else phase.tally.unexpected.push(`read ${answer?.status}`);
  }
}

/**
 * LANES lanes (SMALL_AREA_LANES of them at the small area, the others spread over the busy ones)
 * and READERS readers, until the phase ends.
 */
export async function runLanes(phase: Phase, areas: { busy: Area[]; small: Area }): Promise<void> {
  await Promise.all([
    ...Array.from({ length: LANES - SMALL_AREA_LANES }, (_, number) =>
      lane(phase, areas.busy[number % areas.busy.length]!, number),
    ),
    ...Array.from({ length: SMALL_AREA_LANES }, (_, number) =>
      lane(phase, areas.small, LANES - SMALL_AREA_LANES + number, HOLD_MS),
    ),
    ...Array.from({ length: READERS }, (_, number) => reader(phase, number)),
  ]);
}

/**
 * Every acknowledged event id (all starting with `prefix`) looked up in the database: those
 * missing were lost, those stored as the other kind were mixed up.
 */
export async function unstoredEvents(
  db: Database,
  acknowledged: Map<string, 'entry' | 'exit'>,
  prefix: string,
): Promise<{ lost: number; wrongKind: number }> {
  const stored = await rowsOf<{ event_id: string; kind: string }>(
    db,
    sql`select event_id, kind from gate_events where event_id like ${`${prefix}%`}`,
  );
  const kinds = new Map(stored.map((event) => [event.event_id, event.kind]));
  let lost = 0;
  let wrongKind = 0;
  for (const [eventId, kind] of acknowledged) {
    if (!kinds.has(eventId)) lost += 1;
    else if (kinds.get(eventId) !== kind) wrongKind += 1;
  }
  return { lost, wrongKind };
}
