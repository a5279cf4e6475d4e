// Gate events sent open-loop, as the cameras of many lanes send them: each car arrives at its
// scheduled moment whatever the answers before it, its exit a few seconds later. Each lane sends its
// events one at a time, in order, as a lane's outbox does, so that cars queue at their lane when
// the server falls behind; a send the server turns away for load (503 gate_busy) is sent again with
// the same event id after its Retry-After, until the car is let through or the drain's deadline passes.
import { type Area, plateOf } from './gate-lane-client';
import { send as sendJson } from './http-sender';
import { percentile, sleep } from './lib';

export interface OpenLoopOptions {
  baseUrl: string;
  areas: Area[];
  /** Each gate's camera key. */
  cameraKeys: Map<number, string>;
  /** Events a second, entries and exits together. */
  rate: number;
  /** Lanes of each way: a car enters at one of the entry lanes and leaves at one of the exit lanes. */
  lanesEachWay: number;
  seconds: number;
  /** How long each car stays before its exit is due. */
  stayMs: number;
  /** How long after the last scheduled moment a lane may go on resending. */
  drainSeconds: number;
  /** Where the run's plates and event ids begin, apart from every other run's. */
  firstPlate: number;
  eventPrefix: string;
}

/** An event's fate: let through (`open`), or why not; `accepted` the attempt the server took. */
export interface OpenLoopEvent {
  eventId: string;
  kind: 'entry' | 'exit';
  action: string;
  stayId?: number;
}

export interface OpenLoopRun {
  rate: number;
  seconds: number;
  scheduled: number;
  /** Sends the server took (answered other than 503 gate_busy). */
  accepted: number;
  /** Sends turned away for load, each sent again after Retry-After. */
  shed: number;
  /** Events still turned away when the drain's deadline passed, or failed on the network. */
  unfinished: number;
  /** From the accepted send to its answer. */
  acceptedP50: number;
  acceptedP99: number;
  /** From the event's scheduled moment to its accepted answer: what the car at the barrier waited. */
  scheduledP50: number;
  scheduledP99: number;
  /** Events the server took a second. */
  acceptedPerSecond: number;
  outcomes: Record<string, number>;
  events: OpenLoopEvent[];
}

export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopRun> {
  const { baseUrl, areas, cameraKeys, rate, lanesEachWay, seconds, stayMs, drainSeconds, firstPlate, eventPrefix } =
    options;
  const pairs = Math.round((rate / 2) * seconds);
  const intervalMs = 1000 / (rate / 2);
  const started = performance.now() + 500;
  const deadline = started + (seconds + drainSeconds) * 1000;
  const acceptedMs: number[] = [];
  const scheduledMs: number[] = [];
  const outcomes = new Map<string, number>();
  const events: OpenLoopEvent[] = [];
  const run = { shed: 0, unfinished: 0, lastAnswer: started };
  const note = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

  /** Each lane's outbox: the send of its last event, which the next waits for. */
  const outboxes = new Map<string, Promise<unknown>>();
  const inLane = <T>(lane: string, work: () => Promise<T>): Promise<T> => {
    const next = (outboxes.get(lane) ?? Promise.resolve()).then(work);
    outboxes.set(lane, next);
    return next;
  };

  const sendInOrder = async (kind: 'entry' | 'exit', gateId: number, payload: Record<string, unknown>, due: number) => {
    for (;;) {
      const sentAt = performance.now();
      try {
        const response = await sendJson(`${baseUrl}/api/lane/${kind === 'entry' ? 'entries' : 'exits'}`, {
          method: 'POST',
          authorization: `Device ${cameraKeys.get(gateId)!}`,
          payload,
          timeoutMs: 60_000,
        });
        const body = response.body as { action?: string; reason?: string; code?: string; stay_id?: number };
        const answeredAt = performance.now();
        if (response.status === 503 && body.code === 'gate_busy') {
          run.shed += 1;
          const retryAt = answeredAt + Number(response.header('retry-after')) * 1000;
          if (retryAt > deadline) break;
          await sleep(retryAt - answeredAt);
          continue;
        }
        acceptedMs.push(answeredAt - sentAt);
        scheduledMs.push(answeredAt - due);
        run.lastAnswer = Math.max(run.lastAnswer, answeredAt);
        const action = response.status === 200 ? body.action! : `HTTP ${response.status}`;
        note(`${action}${body.reason ? ` ${body.reason}` : ''}`);
        events.push({ eventId: payload.event_id as string, kind, action, stayId: body.stay_id });
        return action === 'open';
      } catch (error) {
        note(`failed ${(error as Error).name}`);
        break;
      }
    }
    run.unfinished += 1;
    return false;
  };
  const send = async (
    kind: 'entry' | 'exit',
    lane: number,
    gateId: number,
    payload: Record<string, unknown>,
    due: number,
  ) => {
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    return inLane(`${kind} ${lane}`, () => sendInOrder(kind, gateId, payload, due));
  };

  await Promise.all(
    Array.from({ length: pairs }, async (_, index) => {
      const area = areas[index % areas.length]!;
      const entryGate = area.entryGates[index % area.entryGates.length]!;
      const exitGate = area.exitGates[index % area.exitGates.length]!;
      const read = { plate: plateOf(firstPlate + index), confidence: 0.97, alternatives: [] };
      const due = started + index * intervalMs;
      const lane = index % lanesEachWay;
      const entered = await send('entry', lane, entryGate, { event_id: `${eventPrefix}-${index}-in`, read }, due);
      if (!entered) return;
      await send(
        'exit',
        lane,
        exitGate,
        { event_id: `${eventPrefix}-${index}-out`, read, payment_method: 'card' },
        Math.max(due + stayMs, performance.now()),
      );
    }),
  );
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const accepted = sorted(acceptedMs);
  const scheduled = sorted(scheduledMs);
  return {
    rate,
    seconds,
    scheduled: pairs * 2,
    accepted: accepted.length,
    shed: run.shed,
    unfinished: run.unfinished,
    acceptedP50: percentile(accepted, 0.5),
    acceptedP99: percentile(accepted, 0.99),
    scheduledP50: percentile(scheduled, 0.5),
    scheduledP99: percentile(scheduled, 0.99),
    acceptedPerSecond: (1000 * accepted.length) / (run.lastAnswer - started),
    outcomes: Object.fromEntries(outcomes),
    events,
  };
}
