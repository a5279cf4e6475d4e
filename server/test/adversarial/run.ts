import { max } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROLE } from '../../../domain/roles';
import { PLATE_LATIN_LETTERS } from '../../../domain/plates';
import { automaticRenewals, paymentTransactions, tariffVersions } from '../../db/schema';
import { employeeBody } from '../fixtures';
import { createThrough } from '../rest';
import type { AreaKey, World } from './world';

/**
 * One run of the adversarial model test: the world it acts on, the clock it moves, and the TRUTH
 * the server never sees: when each car really passed a gate, which lane device was really cut
 * off, which plates the approver read. The actions (actions.ts) keep it; the invariants
 * (invariants.ts) hold the server to it after every step.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A car of the run, with the plate it carries. */
export interface Car {
  plate: string;
  /** Where it really is: inside an area, or outside every one. */
  inside: AreaKey | null;
  /** When it really entered, while inside. */
  enteredAt?: Date;
  /** When it really last left each area. */
  leftAt: Partial<Record<AreaKey, Date>>;
  /** The server's open stay of it, as the model learnt from the answers. */
  stay?: { id: number; area: AreaKey };
  /** Events of it still in a lane's buffer or waiting for a person: nothing else is done with it meanwhile. */
  waiting: number;
  /** A person refused what really happened (a held read): what the server holds of it no longer follows the car. */
  retired: boolean;
}

/** What really happened to one stay the server registered. */
export interface StayTruth {
  plate: string;
  area: AreaKey;
  enteredAt: Date;
  /** The car's true last exit from the area before this entry (the cooldown). */
  previousExit?: Date;
  exitedAt?: Date;
  /** A time an administrator typed in with a reason: the model takes their word, and the audit must hold it. */
  backdated: Array<{ kind: 'entry' | 'exit'; reason: string }>;
  /** When a guest paid the stay ahead of its exit, while it was open, each time, in order. */
  paidAhead: Date[];
}

export type DeviceKind = 'camera' | 'payStation';

/** An event a cut-off lane keeps, with the time the car really passed. */
export interface KeptEvent {
  eventId: string;
  car: Car;
  passedAt: Date;
}

export interface LaneDevice {
  id: number;
  key: string;
  kind: DeviceKind;
  /** Really cut off from the server: its events wait in `kept`, in the order it saw them. */
  cut: boolean;
  kept: KeptEvent[];
}

/** A lane's event the server holds for a person, with its truth. */
export interface HeldEvent {
  kind: 'entry' | 'exit';
  car: Car;
  passedAt: Date;
  area: AreaKey;
}

export interface StepResponse {
  label: string;
  status: number;
  body: string;
  /** Sent by an actor the server must refuse (a 4xx that changes nothing). */
  mustRefuse: boolean;
  /** Sent while the database host the app wrote to had died, before the app found the next. */
  duringFailover: boolean;
}

export interface Run {
  world: World;
  now(): Date;
  setNow(at: Date): void;
  /** The latest instant the clock may reach (a lane's time may not be ahead of the real one). */
  latest: Date;
  cars: Car[];
  stays: Map<number, StayTruth>;
  /** Stays whose true exit a person refused: the server keeps them open, and the model no longer follows them. */
  abandonedStays: Set<number>;
  devices: Record<DeviceKind, LaneDevice>;
  held: Map<string, HeldEvent>;
  validators: Record<AreaKey, string>;
  company: {
    subscriptionId: number;
    /** The plates of the list each successful approval was taken on, as its approver read it. */
    approvedSeen: string[];
    /** The plates the manager picks lists from. */
    pool: Array<{ plate_letters: string; plate_number: string }>;
  };
  /** The subscriptions (a person's, a company's) payers paid online, and whether each still awaited its payment when paid. */
  onlineSubscriptions: Array<{ id: number; company: boolean; paid: boolean }>;
  /** The quota orders of the world's company paid online, and whether each still awaited its payment when paid. */
  quotaOrders: Array<{ id: number; paid: boolean }>;
  /** The subscriptions renewed on the subscriber's page, their end before, and whether each stood when its page opened. */
  renewals: Array<{ id: number; endBefore: string; paid: boolean }>;
  /** The subscriptions renewing by themselves with a saved card: whether their card declines, and when they were stopped. */
  automaticRenewals: Array<{
    id: number;
    reference: string;
    session: string;
    declines: boolean;
    stoppedAt: Date | null;
  }>;
  /** The stays guests tried to pay ahead of their exit. */
  paidAheadStays: number[];
  /** The plates whose owner an administrator erased: nowhere from then on but the legal holds. */
  erased: string[];
  /** Those the current step erased. */
  erasedInStep: string[];
  /** The last ids written before the run: what the run's checks read is the run's own, so a shrunk sequence is what broke it. */
  before: { payment: number; tariffVersion: number };
  /** What the current step's requests were answered. */
  responses: StepResponse[];
  /** While the database host the app writes to is dead and the app has not yet found the next. */
  failover: { under: boolean };
  send(
    label: string,
    options: InjectOptions & { token?: string },
    mustRefuse?: boolean,
  ): Promise<LightMyRequestResponse>;
  nextEventId(): string;
}

let plates = 0;
/** A plate no earlier run used: `ZXAB 1000`, `ZXAB 1001`, … */
function freshPlate(): { plate_letters: string; plate_number: string } {
  const n = plates++;
  const letters = PLATE_LATIN_LETTERS;
  const pair = Math.floor(n / 9000);
  return {
    plate_letters: `ZX${letters[Math.floor(pair / letters.length) % letters.length]}${letters[pair % letters.length]}`,
    plate_number: String(1000 + (n % 9000)),
  };
}
const plateText = ({ plate_letters, plate_number }: { plate_letters: string; plate_number: string }) =>
  `${plate_letters} ${plate_number}`;
/** The server's key of a plate: letters then number, no space. */
export const plateKey = (plate: string) => plate.replace(' ', '');

let events = 0;

export const CARS_PER_RUN = 8;
const COMPANY_POOL = 4;

/** Registers a lane device through the API, as an administrator does. */
async function laneDevice(world: World, kind: DeviceKind): Promise<LaneDevice> {
  const gate = kind === 'camera' ? world.areas.A.entry : world.areas.A.exit;
  const made = await createThrough(world.t, world.admin, 'lane-devices', {
    gate_id: gate,
    kind: kind === 'camera' ? 'camera' : 'pay_station',
    name: `Model ${kind} ${events}`,
  });
  return { id: made.id, key: made.key as string, kind, cut: false, kept: [] };
}

async function validatorOf(world: World, merchantId: number): Promise<string> {
  const body = employeeBody({ role_id: ROLE.validator, merchant_id: merchantId });
  await createThrough(world.t, world.superAdmin, 'employees', body);
  return world.t.bearer({ email: body.email, password: body.password });
}

/** A company subscription of fresh plates, approved on the list its super admin read. */
async function companySubscription(world: World, send: Run['send']) {
  const pool = Array.from({ length: COMPANY_POOL }, freshPlate);
  const first = [pool[0]!];
  const created = await createThrough(world.t, world.company.manager, 'company-subscriptions', {
    subscriber_name: 'Model fleet',
    phone: '0561234567',
    email: 'fleet@example.sa',
    notes: null,
    vehicles: first,
  });
  const url = `/api/company-subscriptions/${created.id}`;
  const read = await send('read the request', { method: 'GET', url, token: world.superAdmin });
  const approved = await send('approve the request', {
    method: 'POST',
    url: `${url}/approve`,
    token: world.superAdmin,
    headers: { 'if-match': String(read.headers.etag) },
    payload: { payment_method_id: world.company.cashMethodId },
  });
  if (approved.statusCode !== 200) throw new Error(`the run's company subscription: ${approved.body}`);
  return { subscriptionId: created.id, approvedSeen: first.map((plate) => plateKey(plateText(plate))), pool };
}

async function lastIds(world: World): Promise<Run['before']> {
  const db = world.truth;
  const [payment] = await db.select({ id: max(paymentTransactions.id) }).from(paymentTransactions);
  const [version] = await db.select({ id: max(tariffVersions.id) }).from(tariffVersions);
  return { payment: payment?.id ?? 0, tariffVersion: version?.id ?? 0 };
}

/** A run on `world`, its clock put back to `start`: fresh devices, validators, cars and company plates. */
export async function startRun(world: World, clock: { now(): Date; set(at: Date): void }, latest: Date): Promise<Run> {
  const responses: StepResponse[] = [];
  const failover = { under: false };
  // The clock goes back for every run: an earlier run's automatic renewals would be charged on days they were never told of.
  await world.t.database.db.delete(automaticRenewals);
  const send: Run['send'] = async (label, { token, headers, ...options }, mustRefuse = false) => {
    const response = await world.t.app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: token } : {}) },
    });
    responses.push({
      label,
      status: response.statusCode,
      body: response.body,
      mustRefuse,
      duringFailover: failover.under,
    });
    return response;
  };
  const run: Run = {
    world,
    now: clock.now,
    setNow: clock.set,
    latest,
    cars: Array.from({ length: CARS_PER_RUN }, () => ({
      plate: plateText(freshPlate()),
      inside: null,
      leftAt: {},
      waiting: 0,
      retired: false,
    })),
    stays: new Map(),
    abandonedStays: new Set(),
    devices: { camera: await laneDevice(world, 'camera'), payStation: await laneDevice(world, 'payStation') },
    held: new Map(),
    validators: {
      A: await validatorOf(world, world.areas.A.merchant.id),
      B: await validatorOf(world, world.areas.B.merchant.id),
    },
    company: await companySubscription(world, send),
    onlineSubscriptions: [],
    quotaOrders: [],
    renewals: [],
    automaticRenewals: [],
    paidAheadStays: [],
    erased: [],
    erasedInStep: [],
    before: await lastIds(world),
    responses,
    failover,
    send,
    nextEventId: () => `model-${++events}`,
  };
  // The lanes start in contact: what they send from here on is what they see.
  for (const device of Object.values(run.devices))
    await send('heartbeat', {
      method: 'POST',
      url: '/api/lane/heartbeats',
      headers: { authorization: `Device ${device.key}` },
    });
  return run;
}
