// A gate's lane as the benchmarks simulate it: an ANPR camera that posts each plate it reads and a
// controller (the lane's pay station) that pays an exit and keeps the heartbeat, both with their
// own device keys, as docs/lanes.md describes the protocol. What the lane sees goes into its
// outbox in order; when the network fails, the lane decides alone (it lets the car through and a
// leaving guest pays by card at the pay station) and keeps the events, then replays them with
// their own times once the server answers again.
import { sleep } from './lib';

export interface LaneKeys {
  camera: string;
  controller: string;
}

export type Direction = 'entry' | 'exit';

/** One car seen at the lane, and what became of its event. */
export interface LaneEvent {
  eventId: string;
  direction: Direction;
  plate: string;
  occurredAt: Date;
  /** Set once the lane has taken the fee offline: the event then carries it from its next attempt. */
  paymentMethod?: string;
  /** The first attempt's time, and whether any attempt failed or waited behind one that did. */
  firstSentAt?: number;
  buffered: boolean;
  attempts: number;
  /** From the read's arrival to the answer the lane acted on (open, or the fee asked before the car stops). */
  decisionMs?: number;
  /** The answer the event ended with. */
  action?: string;
  reason?: string | null;
  replayed?: boolean;
  stayId?: number | null;
  feeAsked?: boolean;
  /** When the server first answered a replayed exit that the car is not inside. */
  refusedSince?: number;
  done: boolean;
}

export interface LaneCounters {
  networkFailures: number;
  serverErrors: string[];
  heartbeats: number;
}

/** How long a lane waits before trying the network again, and an exit refused as not inside (its entry may still be in another lane's buffer). */
const RETRY_MS = 250;
const EXIT_BEFORE_ENTRY_RETRY_MS = 500;
const EXIT_BEFORE_ENTRY_GIVE_UP_MS = 60_000;
const METHODS = ['card', 'cash', 'wallet'] as const;

type Sent = { status: number; body: Record<string, unknown> } | 'network';

async function post(baseUrl: string, key: string, path: string, payload?: object): Promise<Sent> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Device ${key}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return 'network';
  }
}

export class SimulatedLane {
  private readonly outbox: LaneEvent[] = [];
  private wake: (() => void) | undefined;
  private stopped = false;
  private offline = false;
  private paid = 0;
  readonly events: LaneEvent[] = [];

  constructor(
    readonly gateId: number,
    private readonly baseUrl: string,
    private readonly keys: LaneKeys,
    private readonly counters: LaneCounters,
  ) {}

  /** The camera reads a plate: the event joins the outbox behind any the lane still holds. */
  see(direction: Direction, plate: string, eventId: string) {
    const event: LaneEvent = {
      eventId,
      direction,
      plate,
      occurredAt: new Date(),
      buffered: this.offline || this.outbox.length > 0,
      attempts: 0,
      done: false,
    };
    this.events.push(event);
    this.outbox.push(event);
    this.wake?.();
  }

  /** Sends the outbox in order until stopped and empty. */
  async run(): Promise<void> {
    const heartbeat = this.heartbeats();
    while (!this.stopped || this.outbox.length > 0) {
      const next = this.outbox[0];
      if (!next) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      await this.deliver(next);
    }
    await heartbeat;
  }

  stop() {
    this.stopped = true;
    this.wake?.();
  }

  private async heartbeats() {
    while (!this.stopped) {
      // A heartbeat says the lane holds nothing older: it waits while the outbox still has events to send.
      if (this.outbox.length === 0) {
        const sent = await post(this.baseUrl, this.keys.controller, '/api/lane/heartbeats');
        if (sent !== 'network' && sent.status === 200) this.counters.heartbeats += 1;
      }
      for (let waited = 0; waited < 5000 && !this.stopped; waited += 250) await sleep(250);
    }
  }

  private payload(event: LaneEvent) {
    return {
      event_id: event.eventId,
      occurred_at: event.occurredAt.toISOString(),
      read: { plate: event.plate, confidence: 0.97, alternatives: [] },
      ...(event.paymentMethod ? { payment_method: event.paymentMethod } : {}),
    };
  }

  /** One event to its end: resent through network failures, paid when the exit asks, and retried while an exit's entry is still on its way. */
  private async deliver(event: LaneEvent) {
    const path = event.direction === 'entry' ? '/api/lane/entries' : '/api/lane/exits';
    for (;;) {
      event.attempts += 1;
      const sentAt = performance.now();
      event.firstSentAt ??= sentAt;
      // The paid exit is the pay station's (the controller's key), the read the camera's.
      const sent = await post(
        this.baseUrl,
        event.paymentMethod ? this.keys.controller : this.keys.camera,
        path,
        this.payload(event),
      );
      if (sent === 'network') {
        this.counters.networkFailures += 1;
        this.offline = true;
        event.buffered = true;
        for (const waiting of this.outbox) waiting.buffered = true;
        // Offline, the lane lets the car out once its pay station has taken the fee by card.
        if (event.direction === 'exit') event.paymentMethod ??= 'card';
        await sleep(RETRY_MS);
        continue;
      }
      this.offline = false;
      if (sent.status !== 200) {
        this.counters.serverErrors.push(`${path} ${sent.status} ${JSON.stringify(sent.body).slice(0, 200)}`);
        await sleep(RETRY_MS);
        continue;
      }
      const answer = sent.body as { action: string; reason: string | null; replayed: boolean; stay_id: number | null };
      if (answer.action === 'pay' && !event.paymentMethod) {
        event.decisionMs ??= performance.now() - sentAt;
        event.feeAsked = true;
        event.paymentMethod = METHODS[this.paid++ % METHODS.length];
        continue;
      }
      if (answer.action === 'refuse' && answer.reason === 'not_inside' && event.direction === 'exit') {
        // After a cut, an exit may reach the server before its entry, still in the entry lane's buffer.
        event.refusedSince ??= performance.now();
        // Sent again before anything newer: the server takes a lane's events in the order it saw them.
        if (performance.now() - event.refusedSince < EXIT_BEFORE_ENTRY_GIVE_UP_MS) {
          await sleep(EXIT_BEFORE_ENTRY_RETRY_MS);
          return;
        }
      }
      if (!event.feeAsked) event.decisionMs = performance.now() - sentAt;
      event.action = answer.action;
      event.reason = answer.reason;
      event.replayed = answer.replayed;
      event.stayId = answer.stay_id;
      event.done = true;
      this.outbox.shift();
      return;
    }
  }
}
