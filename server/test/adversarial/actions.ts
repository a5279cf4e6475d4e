import { and, gt, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { paymentTransactions } from '../../db/schema';
import {
  type Car,
  type DeviceKind,
  HOUR,
  type KeptEvent,
  type LaneDevice,
  MINUTE,
  plateKey,
  type Run,
  type StayTruth,
} from './run';
import { type ActionEntry, action } from './action';
import { isDatabaseUnavailable, isShed } from './turned-away';
import { barrierByHand, eraseOwner, photoOf } from './erase';
import { issuerRuns, sendDue } from './tax';
import { payOnline, payOnPage, renewOnline, SIGNAL_MODES } from './online';
import { chargeAutomaticRenewals, renewalRound, turnOnAutomaticRenewal } from './automatic-renewals';
import { refundOnline } from './online-refunds';
import { payQuotaOrder } from './quota-orders';
import { NO_FAULTS } from '../../features/online-payments/simulator/moyasar-simulator';
import { addDays, localDate, startOfLocalDay } from '../../../domain/local-date';
import { AREAS, type AreaKey } from './world';
import { keepMonthPartitions } from '../../db/partitions/keep-month-partitions';
import { monthAfter, monthPartitionsOf, nextId } from '../../db/partitions/monthly-tables';

/**
 * What the actors of the adversarial model test do, one entry each: a name, how often it is
 * drawn, the arbitrary of its parameters, and what it does to the server and to the model's
 * truth. An actor the server must refuse sends with `mustRefuse`; the invariants check that it
 * got a 4xx and that nothing changed. To teach the test a new capability, add its entry here.
 */

const iso = (at: Date) => at.toISOString();
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
const otherArea = (area: AreaKey): AreaKey => (area === 'A' ? 'B' : 'A');

/** The `index`th car (modulo) that nothing is pending for and that `fits`; none when no car fits. */
function carAt(run: Run, index: number, fits: (car: Car) => boolean): Car | undefined {
  const cars = run.cars.filter((car) => !car.retired && car.waiting === 0 && fits(car));
  return cars.length === 0 ? undefined : cars[index % cars.length];
}
const outside = (car: Car) => car.inside === null && car.stay === undefined;
const parkedIn = (area?: AreaKey) => (car: Car) =>
  car.stay !== undefined && car.inside === car.stay.area && (area === undefined || car.stay.area === area);

/** The model's side of a registered entry: the car inside, its stay's true start. */
function entered(run: Run, car: Car, area: AreaKey, stayId: number, at: Date, truth: Partial<StayTruth> = {}) {
  run.stays.set(stayId, {
    plate: car.plate,
    area,
    enteredAt: at,
    previousExit: car.leftAt[area],
    backdated: [],
    paidAhead: [],
    ...truth,
  });
  car.inside = area;
  car.enteredAt = at;
  car.stay = { id: stayId, area };
}

/** The model's side of a registered exit: the stay closed at its true end, the car outside. */
function left(run: Run, car: Car, at: Date) {
  const stay = car.stay!;
  const truth = run.stays.get(stay.id)!;
  truth.exitedAt = at;
  car.leftAt[stay.area] = at;
  car.inside = null;
  car.enteredAt = undefined;
  car.stay = undefined;
}

// ---------------------------------------------------------------------------------------------
// Time, and the lanes' contact with the server
// ---------------------------------------------------------------------------------------------

const deviceKind = fc.constantFrom<DeviceKind>('camera', 'payStation');

/** How often a lane sends an event turned away for load before the model calls it lost. */
const SHED_RESENDS = 50;

/**
 * A lane's send, sent again with the same event id while the server turns it away for load (I51),
 * and while the database host it wrote to has died, until it is decided (I57), as a lane does.
 */
async function deviceSend(run: Run, device: LaneDevice, path: string, payload?: object) {
  for (let sends = 1; ; sends += 1) {
    const response = await run.send(`${device.kind} ${path}`, {
      method: 'POST',
      url: `/api/lane/${path}`,
      headers: { authorization: `Device ${device.key}` },
      ...(payload ? { payload } : {}),
    });
    const { statusCode: status, body } = response;
    if (run.failover.under && isDatabaseUnavailable(status, body)) continue;
    if (!isShed(status, body) || sends === SHED_RESENDS) return response;
  }
}

/** What a lane sends of the car it saw: a sure read, and the camera's photo of it. */
const cameraRead = (car: Car) => ({
  read: { plate: car.plate, confidence: 0.97, alternatives: [] },
  photo_url: photoOf(car.plate),
});

const heartbeat = (run: Run, device: LaneDevice) => deviceSend(run, device, 'heartbeats');

/** How long something lasts: minutes, or hours up to more than a day (a replay that moves a fee too far needs one). */
const duration = fc.oneof(fc.integer({ min: 1, max: 59 }), fc.integer({ min: 60, max: 30 * 60 }));

/** Time passes; the lanes still in contact keep their heartbeat all along, so the last one is now. */
async function letTimePass(run: Run, minutes: number) {
  const to = Math.min(run.now().getTime() + minutes * MINUTE, run.latest.getTime());
  run.setNow(new Date(to));
  for (const device of Object.values(run.devices)) if (!device.cut) await heartbeat(run, device);
}

const timePasses = action('time passes', 5, duration, letTimePass);

/**
 * A day of automatic renewals: a new subscriber may turn theirs on, the next day may begin (the
 * day charges come), and the job runs.
 */
const automaticRenewalDay = action(
  'automatic renewals are turned on and charged',
  3,
  fc.record({
    turnsOn: fc.option(fc.record({ declines: fc.boolean(), byPhone: fc.boolean() }), { nil: undefined }),
    nextDay: fc.boolean(),
    round: renewalRound,
  }),
  async (run, { turnsOn, nextDay, round }) => {
    if (turnsOn) await turnOnAutomaticRenewal(run, turnsOn);
    if (nextDay) {
      const tomorrow = startOfLocalDay(addDays(localDate(run.now()), 1));
      await letTimePass(run, Math.ceil((tomorrow.getTime() - run.now().getTime()) / MINUTE) + 30);
    }
    await chargeAutomaticRenewals(run, round);
  },
);

const laneHeartbeat = action('a lane device beats', 1, deviceKind, async (run, kind) => {
  const device = run.devices[kind];
  if (!device.cut) await heartbeat(run, device);
});

const networkCut = action('the network to a lane device is cut', 3, deviceKind, async (run, kind) => {
  run.devices[kind].cut = true;
});

/** What the server answered a kept event, as the model learns it. */
function learnReplay(
  run: Run,
  device: LaneDevice,
  kept: KeptEvent,
  answer: { action: string; stay_id: number | null },
) {
  const { car, passedAt } = kept;
  const kind = device.kind === 'camera' ? 'entry' : 'exit';
  if (answer.action === 'confirm') {
    run.held.set(kept.eventId, { kind, car, passedAt, area: 'A' });
    return;
  }
  car.waiting -= 1;
  if (answer.action !== 'open' || answer.stay_id === null) return refusedTruth(run, car, kind);
  if (kind === 'entry') entered(run, car, 'A', answer.stay_id, passedAt);
  else {
    run.stays.get(car.stay!.id)!.exitedAt = passedAt;
    car.stay = undefined;
  }
}

/** The server will not hold what really happened: the model stops following the car, and its open stay. */
function refusedTruth(run: Run, car: Car, kind: 'entry' | 'exit') {
  car.retired = true;
  if (kind === 'exit' && car.stay) run.abandonedStays.add(car.stay.id);
}

/**
 * The network comes back once the outage has lasted a while longer: the lane sends what it kept,
 * in the order it saw it, at its true times; then it is in contact.
 */
const networkBack = action(
  'the network to a lane device comes back',
  3,
  fc.record({ device: fc.nat(), after: duration }),
  async (run, { device: index, after }) => {
    const cut = Object.values(run.devices).filter((device) => device.cut);
    const device = cut[index % Math.max(cut.length, 1)];
    if (!device) return;
    await letTimePass(run, after);
    device.cut = false;
    for (const kept of device.kept.splice(0)) {
      const path = device.kind === 'camera' ? 'entries' : 'exits';
      const response = await deviceSend(run, device, path, {
        event_id: kept.eventId,
        ...cameraRead(kept.car),
        occurred_at: iso(kept.passedAt),
        ...(device.kind === 'payStation' ? { payment_method: 'card' } : {}),
      });
      if (response.statusCode === 200) learnReplay(run, device, kept, response.json());
      else refusedTruth(run, kept.car, device.kind === 'camera' ? 'entry' : 'exit');
    }
    await heartbeat(run, device);
  },
);

// ---------------------------------------------------------------------------------------------
// Lane devices: cars through area A's lanes, live or kept while cut off, and lies
// ---------------------------------------------------------------------------------------------

const laneParams = fc.record({ car: fc.nat(), seconds: fc.integer({ min: 0, max: 60 }) });

/** A car passes a lane: sent at once with the lane's own time, or kept while the lane is cut off. */
async function throughLane(run: Run, kind: DeviceKind, car: Car, seconds: number) {
  const device = run.devices[kind];
  const passedAt = later(run.now(), -seconds * 1000);
  const eventId = run.nextEventId();
  if (device.cut) {
    device.kept.push({ eventId, car, passedAt });
    car.waiting += 1;
    if (kind === 'camera') [car.inside, car.enteredAt] = ['A', passedAt];
    else [car.inside, car.leftAt.A] = [null, passedAt];
    return;
  }
  const response = await deviceSend(run, device, kind === 'camera' ? 'entries' : 'exits', {
    event_id: eventId,
    ...cameraRead(car),
    occurred_at: iso(passedAt),
    ...(kind === 'payStation' ? { payment_method: 'card' } : {}),
  });
  const answer = response.statusCode === 200 ? response.json() : undefined;
  if (answer?.action === 'confirm') {
    car.waiting += 1;
    run.held.set(eventId, { kind: kind === 'camera' ? 'entry' : 'exit', car, passedAt, area: 'A' });
  } else if (answer?.action === 'open' && answer.stay_id !== null) {
    if (kind === 'camera') entered(run, car, 'A', answer.stay_id, passedAt);
    else left(run, car, passedAt);
  }
}

const laneEntry = action('a car enters by the camera', 5, laneParams, async (run, { car: index, seconds }) => {
  const car = carAt(run, index, outside);
  if (car) await throughLane(run, 'camera', car, seconds);
});

/** Several cars at the camera at once: beyond the instance's bound some are turned away, and the lane sends them again. */
const laneRush = action(
  'a rush of cars at the camera',
  2,
  fc.record({ car: fc.nat(), cars: fc.integer({ min: 3, max: 6 }) }),
  async (run, { car: index, cars }) => {
    const rush = new Set(Array.from({ length: cars }, (_, offset) => carAt(run, index + offset, outside)));
    await Promise.all([...rush].flatMap((car) => (car ? [throughLane(run, 'camera', car, 0)] : [])));
  },
);

/**
 * The database host the app writes to dies while cars rush through area A's camera, as a
 * failover's primary does: the app finds the next host, the lane sends what was cut off again under
 * the same event ids, and each car is decided once. The dead host comes back afterwards (the old
 * primary rejoining), the app staying where it is.
 */
const databaseHostDies = action(
  'the database host the app writes to dies during a rush at the camera',
  1,
  fc.record({ car: fc.nat(), cars: fc.integer({ min: 2, max: 5 }) }),
  async (run, { car: index, cars }) => {
    const hosts = run.world.t.hosts;
    if (!hosts) return;
    /** The host the app writes to; none while it has not found one (503). */
    const where = async () => {
      const asked = { method: 'GET', url: '/api/health/database', token: run.world.superAdmin } as const;
      const answer = await run.send('where the app writes', asked);
      return answer.statusCode === 200 ? (answer.json().writes_to as string) : undefined;
    };
    const writingTo = await where();
    const dying = hosts.find((host) => host.address === writingTo)!;
    const rush = new Set(Array.from({ length: cars }, (_, offset) => carAt(run, index + offset, outside)));
    run.failover.under = true;
    const passing = Promise.all([...rush].flatMap((car) => (car ? [throughLane(run, 'camera', car, 0)] : [])));
    await dying.kill();
    await passing;
    for (let found = await where(); found === undefined || found === dying.address; found = await where());
    run.failover.under = false;
    await dying.revive();
  },
);

/**
 * A month begins for the monthly partitions (PostgreSQL): the upkeep moves every monthly table's
 * ids to the next month's partition, so that cars inside stay in the months they entered in while
 * what follows is written in another; each rule for all time (one open stay per plate and area, a
 * ticket's number, an e-invoice's counter) must still hold across the two.
 */
const MONTHS_THE_MODEL_TURNS = 12;

const monthBegins = action('a month begins for the monthly partitions', 1, fc.constant(null), async (run) => {
  const { truth } = run.world;
  const partitions = await monthPartitionsOf(truth, 'vehicles');
  // A year of months is enough to cross: each month more is planned by every later step's statements.
  if (!partitions.length || partitions.length >= MONTHS_THE_MODEL_TURNS) return;
  const next = await nextId(truth, 'vehicles');
  const month = monthAfter(partitions.find((partition) => next < partition.to)!.month);
  const timeZone = run.world.t.app.clock.timeZone;
  await keepMonthPartitions(truth, { now: startOfLocalDay(`${month}-01`, timeZone), timeZone });
});

const laneExit = action('a car leaves by the pay station', 5, laneParams, async (run, { car: index, seconds }) => {
  const car = carAt(run, index, parkedIn('A'));
  if (car) await throughLane(run, 'payStation', car, seconds);
});

/** The earliest time a lane may send at all (domain/schemas/gate-operations.ts: a week back from the real now). */
const oldestSendable = () => new Date(Date.now() - 6.9 * 24 * HOUR);

/** A lane in contact lies: an exit claimed minutes after the entry hours ago, or an entry backdated days. */
const laneLie = action(
  'a lane device in contact lies about a time',
  2,
  fc.record({ kind: deviceKind, car: fc.nat(), days: fc.integer({ min: 1, max: 6 }) }),
  async (run, { kind, car: index, days }) => {
    const device = run.devices[kind];
    if (device.cut) return;
    const car = carAt(run, index, kind === 'camera' ? outside : parkedIn('A'));
    if (!car) return;
    const claimed =
      kind === 'camera'
        ? new Date(Math.max(run.now().getTime() - days * 24 * HOUR, oldestSendable().getTime()))
        : later(car.enteredAt!, 5 * MINUTE);
    const response = await deviceSend(run, device, kind === 'camera' ? 'entries' : 'exits', {
      event_id: run.nextEventId(),
      ...cameraRead(car),
      occurred_at: iso(claimed),
      ...(kind === 'payStation' ? { payment_method: 'card' } : {}),
    });
    const answer = response.statusCode === 200 ? response.json() : undefined;
    // The car really passes now, whatever the lane claims.
    if (answer?.action === 'confirm') {
      car.waiting += 1;
      run.held.set(answer.event_id, {
        kind: kind === 'camera' ? 'entry' : 'exit',
        car,
        passedAt: run.now(),
        area: 'A',
      });
    } else if (answer?.action === 'open' && answer.stay_id !== null) {
      if (kind === 'camera') entered(run, car, 'A', answer.stay_id, run.now());
      else left(run, car, run.now());
    }
  },
);

// ---------------------------------------------------------------------------------------------
// People at the consoles
// ---------------------------------------------------------------------------------------------

const CONSOLE_TIMES = ['none', 'lane', 'past', 'future', 'past with a reason'] as const;
type ConsoleTime = (typeof CONSOLE_TIMES)[number];

/** What a console sends for its time, and when the car really passed. */
function consoleTime(run: Run, time: ConsoleTime, minutesBack: number) {
  const now = run.now();
  const sent = {
    none: {},
    lane: { occurred_at: iso(later(now, -MINUTE)) },
    past: { occurred_at: iso(later(now, -minutesBack * MINUTE)) },
    future: { occurred_at: iso(later(now, 90_000)) },
    'past with a reason': { occurred_at: iso(later(now, -minutesBack * MINUTE)), backdate_reason: 'Paper log' },
  }[time];
  return { sent, passedAt: time === 'lane' ? later(now, -MINUTE) : now };
}

/** Now and then the actor is one the server must refuse (another area's, another merchant's). */
const foreign = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

const consoleParams = fc.record({
  car: fc.nat(),
  area: fc.constantFrom<AreaKey>(...AREAS),
  /** The area's own gate employee, or the other area's, who must be refused. */
  foreign,
  time: fc.constantFrom(...CONSOLE_TIMES),
  minutesBack: fc.integer({ min: 5, max: 600 }),
});

const consoleEntry = action(
  "a gate employee's console entry",
  2,
  consoleParams,
  async (run, { car: index, area, foreign, time, minutesBack }) => {
    const car = carAt(run, index, outside);
    if (!car) return;
    const { sent, passedAt } = consoleTime(run, time, minutesBack);
    const mustRefuse = foreign || time === 'past with a reason';
    const response = await run.send(
      'console entry',
      {
        method: 'POST',
        url: '/api/gate/entries',
        token: run.world.areas[foreign ? otherArea(area) : area].employee,
        payload: { gate_id: run.world.areas[area].entry, event_id: run.nextEventId(), plate: car.plate, ...sent },
      },
      mustRefuse,
    );
    if (response.statusCode === 201) entered(run, car, area, response.json().stay_id, passedAt);
  },
);

/** A gate employee's console exit of a parked car, by their own area's employee or, refused, by the other's. */
async function exitAtConsole(
  run: Run,
  car: Car,
  { foreign, time, minutesBack }: { foreign: boolean; time: ConsoleTime; minutesBack: number },
) {
  const area = car.stay!.area;
  const { sent, passedAt } = consoleTime(run, time, minutesBack);
  const response = await run.send(
    'console exit',
    {
      method: 'POST',
      url: '/api/gate/exits',
      token: run.world.areas[foreign ? otherArea(area) : area].employee,
      payload: {
        gate_id: run.world.areas[area].exit,
        event_id: run.nextEventId(),
        plate: car.plate,
        payment_method: 'card',
        ...sent,
      },
    },
    foreign || time === 'past with a reason',
  );
  if (response.statusCode === 200) left(run, car, passedAt);
}

const consoleExit = action("a gate employee's console exit", 2, consoleParams, async (run, { car: index, ...how }) => {
  const car = carAt(run, index, parkedIn());
  if (car) await exitAtConsole(run, car, how);
});

/** An instant as a phone's date-and-time field shows it in the operator's zone (2026-12-04T14:30). */
function wallClock(run: Run, instant: Date): string {
  const timeZone = run.world.t.app.clock.timeZone;
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${localDate(instant, timeZone)}T${time.format(instant)}`;
}

/**
 * A guest pays their parked car's stay ahead on their phone, found by its plate and entry time,
 * its signals as the gateway may send them, one payer or two at once, sometimes after the car has
 * already left by the console. The model's truth: the stay is paid ahead at this instant only if
 * it was still open when paid; the tariff then prices its exit from there (noFeeBelowTheTruth).
 */
const payAhead = action(
  'a guest pays their stay ahead',
  2,
  fc.record({
    car: fc.nat(),
    signals: fc.constantFrom(...SIGNAL_MODES),
    payers: fc.constantFrom(1, 2),
    leavesFirst: fc.boolean(),
  }),
  async (run, { car: index, signals, payers, leavesFirst }) => {
    const car = carAt(run, index, parkedIn());
    if (!car) return;
    const stayId = car.stay!.id;
    const truth = run.stays.get(stayId)!;
    const opened = await run.send('the guest opens the gateway page', {
      method: 'POST',
      url: '/api/public/pay-ahead/checkout',
      payload: { stay: { plate: car.plate, entered_at: wallClock(run, truth.enteredAt) }, lang: 'ar' },
    });
    if (opened.statusCode !== 200) return;
    if (leavesFirst) await exitAtConsole(run, car, { foreign: false, time: 'none', minutesBack: 0 });
    run.paidAheadStays.push(stayId);
    try {
      await payOnPage(run, new URL(opened.json().url as string), { signals, payers });
      await run.world.t.app.background.settled();
    } finally {
      Object.assign(run.world.t.app.payments.simulator!.faults, NO_FAULTS);
    }
    if (truth.exitedAt === undefined) truth.paidAhead.push(run.now());
  },
);

/** An administrator types in a passage from a paper log, with a reason: the model takes their word. */
const adminBackdate = action(
  'an administrator backdates with a reason',
  2,
  fc.record({
    car: fc.nat(),
    kind: fc.constantFrom('entry', 'exit'),
    area: fc.constantFrom<AreaKey>(...AREAS),
    minutesBack: fc.integer({ min: 5, max: 900 }),
  }),
  async (run, { car: index, kind, area, minutesBack }) => {
    const car = carAt(run, index, kind === 'entry' ? outside : parkedIn());
    if (!car) return;
    const where = kind === 'entry' ? area : car.stay!.area;
    const claimed = later(run.now(), -minutesBack * MINUTE);
    const reason = `Paper log ${minutesBack}`;
    const response = await run.send(`backdated ${kind}`, {
      method: 'POST',
      url: kind === 'entry' ? '/api/gate/entries' : '/api/gate/exits',
      token: run.world.admin,
      payload: {
        gate_id: kind === 'entry' ? run.world.areas[where].entry : run.world.areas[where].exit,
        event_id: run.nextEventId(),
        plate: car.plate,
        occurred_at: iso(claimed),
        backdate_reason: reason,
        ...(kind === 'exit' ? { payment_method: 'card' } : {}),
      },
    });
    if (kind === 'entry' && response.statusCode === 201)
      entered(run, car, where, response.json().stay_id, claimed, { backdated: [{ kind, reason }] });
    if (kind === 'exit' && response.statusCode === 200) {
      run.stays.get(car.stay!.id)!.backdated.push({ kind, reason });
      left(run, car, claimed);
    }
  },
);

/** A gate employee forces a stay out, charging it or waiving it, with a reason; the other area's is refused. */
const forceExit = action(
  'a gate employee forces a stay out',
  1,
  fc.record({ car: fc.nat(), charge: fc.boolean(), foreign }),
  async (run, { car: index, charge, foreign }) => {
    const car = carAt(run, index, parkedIn());
    if (!car) return;
    const area = car.stay!.area;
    const response = await run.send(
      'force exit',
      {
        method: 'POST',
        url: `/api/vehicles/${car.stay!.id}/force-exit`,
        token: run.world.areas[foreign ? otherArea(area) : area].employee,
        payload: { reason: 'Barrier fault', charge, ...(charge ? { payment_method: 'card' } : {}) },
      },
      foreign,
    );
    if (response.statusCode === 200) left(run, car, run.now());
  },
);

/** A person at area A's console decides a held read, on the version listed or a stale one; the other area's is refused. */
const decideHeldRead = action(
  'a person decides a held read',
  2,
  fc.record({
    gate: fc.constantFrom('entry', 'exit'),
    index: fc.nat(),
    confirm: fc.boolean(),
    stale: foreign,
    foreign,
  }),
  async (run, { gate, index, confirm, stale, foreign }) => {
    const gateId = run.world.areas.A[gate];
    const token = run.world.areas[foreign ? 'B' : 'A'].employee;
    const listed = await run.send(
      'held reads',
      { method: 'GET', url: `/api/gate/confirmations?gate_id=${gateId}`, token },
      foreign,
    );
    if (listed.statusCode !== 200) return;
    const mine = (listed.json() as Array<{ id: number; event_id: string; version: string }>).filter((read) =>
      run.held.has(read.event_id),
    );
    const read = mine[index % Math.max(mine.length, 1)];
    if (!read) return;
    const held = run.held.get(read.event_id)!;
    const response = await run.send(
      confirm ? 'confirm a held read' : 'refuse a held read',
      {
        method: 'POST',
        url: `/api/gate/confirmations/${read.id}/${confirm ? 'confirmation' : 'refusal'}`,
        token,
        headers: { 'if-match': stale ? '"a-version-never-shown"' : `"${read.version}"` },
        payload: confirm ? { plate: held.car.plate, payment_method: 'card' } : { note: 'Not this car' },
      },
      stale,
    );
    if (response.statusCode !== 200) return;
    run.held.delete(read.event_id);
    held.car.waiting -= 1;
    if (!confirm) return refusedTruth(run, held.car, held.kind);
    if (held.kind === 'entry') entered(run, held.car, 'A', response.json().stay_id, held.passedAt);
    else {
      run.stays.get(held.car.stay!.id)!.exitedAt = held.passedAt;
      held.car.stay = undefined;
    }
  },
);

// ---------------------------------------------------------------------------------------------
// Merchant validations
// ---------------------------------------------------------------------------------------------

/** A validator's validation of a parked car's stay; the other area's validator is refused. */
function validate(run: Run, car: Car, foreign: boolean) {
  const area = car.stay!.area;
  const merchant = run.world.areas[foreign ? otherArea(area) : area].merchant;
  return run.send(
    'validation',
    {
      method: 'POST',
      url: '/api/validations',
      token: run.validators[foreign ? otherArea(area) : area],
      payload: { stay_id: car.stay!.id, offer_id: merchant.offerId, reason: 'purchase' },
    },
    foreign,
  );
}

/** A validator validates a parked car's stay, several times at once sometimes; the other area's validator is refused. */
const validation = action(
  'a validator validates a stay',
  3,
  fc.record({ car: fc.nat(), times: fc.integer({ min: 1, max: 4 }), foreign }),
  async (run, { car: index, times, foreign }) => {
    const car = carAt(run, index, parkedIn());
    if (!car) return;
    await Promise.all(Array.from({ length: times }, () => validate(run, car, foreign)));
  },
);

/**
 * A validator validates a parked car's stay at the moment it leaves by the console: whichever
 * comes first, the exit takes off every validation given before it closed the stay.
 */
const validationAsItLeaves = action(
  'a validator validates a stay as it leaves',
  2,
  fc.record({ car: fc.nat(), times: fc.integer({ min: 1, max: 2 }) }),
  async (run, { car: index, times }) => {
    const car = carAt(run, index, parkedIn());
    if (!car) return;
    await Promise.all([
      ...Array.from({ length: times }, () => validate(run, car, false)),
      exitAtConsole(run, car, { foreign: false, time: 'none', minutesBack: 0 }),
    ]);
  },
);

// ---------------------------------------------------------------------------------------------
// Refunds
// ---------------------------------------------------------------------------------------------

/** An administrator refunds a run's payment on the version read: once, on a stale version, several at once, or while the e-invoice issuer runs. */
const refund = action(
  'an administrator refunds a payment',
  4,
  fc.record({
    payment: fc.nat(),
    /** Of what is left to refund: past 100 an administrator asks for more than is left, which must be refused. */
    percent: fc.integer({ min: 10, max: 150 }),
    mode: fc.constantFrom('once', 'stale', 'several at once', 'beside the issuer'),
    several: fc.integer({ min: 2, max: 4 }),
  }),
  async (run, { payment: index, percent, mode, several }) => {
    const stayIds = [...run.stays.keys()];
    if (stayIds.length === 0) return;
    const payments = await run.world.truth
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(
        and(
          inArray(paymentTransactions.vehicle_id, stayIds),
          isNull(paymentTransactions.refund_of_id),
          gt(paymentTransactions.amount_halalas, 0),
        ),
      )
      .orderBy(paymentTransactions.id);
    const chosen = payments[index % Math.max(payments.length, 1)];
    if (!chosen) return;
    const url = `/api/payment-transactions/${chosen.id}`;
    const read = await run.send('read a payment', { method: 'GET', url, token: run.world.admin });
    if (read.statusCode !== 200) return;
    const seen = String(read.headers.etag);
    const amount = Math.max(0.01, Math.round(read.json().refundable * percent) / 100);
    const send = (mustRefuse = false) =>
      run.send(
        'refund',
        {
          method: 'POST',
          url: `${url}/refund`,
          token: run.world.admin,
          headers: { 'if-match': seen },
          payload: { amount, payment_method: 'card', reason: 'Charged twice' },
        },
        mustRefuse,
      );
    if (mode === 'once') await send();
    if (mode === 'stale') if ((await send()).statusCode === 201) await send(true);
    if (mode === 'several at once') await Promise.all(Array.from({ length: several }, () => send()));
    if (mode === 'beside the issuer') await Promise.all([send(), sendDue(run)]);
  },
);

// ---------------------------------------------------------------------------------------------
// A company's plates: a manager edits the list while a super admin approves what they read
// ---------------------------------------------------------------------------------------------

const plateList = fc.integer({ min: 1, max: 15 });

function companyList(run: Run, mask: number) {
  return run.company.pool.filter((_plate, bit) => mask & (1 << bit));
}

const companyUrl = (run: Run) => `/api/company-subscriptions/${run.company.subscriptionId}`;

function managerEdit(run: Run, mask: number) {
  return run.send('the manager edits the plates', {
    method: 'PUT',
    url: companyUrl(run),
    token: run.world.company.manager,
    payload: {
      subscriber_name: 'Model fleet',
      phone: '0561234567',
      email: 'fleet@example.sa',
      notes: null,
      vehicles: companyList(run, mask),
    },
  });
}

const companyEdit = action('a company manager changes the plates', 2, plateList, async (run, mask) => {
  await managerEdit(run, mask);
});

type CompanyVehicle = { plate_letters: string; plate_number: string };

/** A super admin approves the change on the version read; the manager may edit before it, or at the same moment. */
const approveChange = action(
  'a super admin approves a change of plates',
  2,
  fc.record({ edit: fc.constantFrom('none', 'before', 'at once'), mask: plateList }),
  async (run, { edit, mask }) => {
    const url = companyUrl(run);
    const read = await run.send('the super admin reads', { method: 'GET', url, token: run.world.superAdmin });
    if (read.statusCode !== 200) return;
    const seen = read.json() as { pending_vehicles: CompanyVehicle[] | null; vehicles: CompanyVehicle[] };
    const approve = () =>
      run.send('approve the change', {
        method: 'POST',
        url: `${url}/vehicle-change/approve`,
        token: run.world.superAdmin,
        headers: { 'if-match': String(read.headers.etag) },
      });
    if (edit === 'before') await managerEdit(run, mask);
    const [approved] = edit === 'at once' ? await Promise.all([approve(), managerEdit(run, mask)]) : [await approve()];
    if (approved.statusCode === 200)
      run.company.approvedSeen = (seen.pending_vehicles ?? []).map((plate) =>
        plateKey(`${plate.plate_letters} ${plate.plate_number}`),
      );
  },
);

const managerApproves = action('a company manager approves their own change', 1, fc.constant(null), async (run) => {
  await run.send(
    'the manager approves',
    {
      method: 'POST',
      url: `${companyUrl(run)}/vehicle-change/approve`,
      token: run.world.company.manager,
      headers: { 'if-match': '"any"' },
    },
    true,
  );
});

// ---------------------------------------------------------------------------------------------
// Tariffs under the municipal rules
// ---------------------------------------------------------------------------------------------

/** An administrator publishes a tariff version (area A refuses one without the free minutes); a gate employee is refused. */
const publishTariff = action(
  'a tariff version is published',
  1,
  fc.record({
    area: fc.constantFrom<AreaKey>(...AREAS),
    free: fc.constantFrom(0, 10, 20, 30),
    hourly: fc.integer({ min: 2, max: 20 }),
    after: fc.integer({ min: 1, max: 10 }),
    cap: fc.integer({ min: 20, max: 200 }),
    cooldown: fc.constantFrom(0, 60),
    startsIn: fc.integer({ min: 1, max: 180 }),
    byGateEmployee: foreign,
  }),
  async (run, { area, free, hourly, after, cap, cooldown, startsIn, byGateEmployee }) => {
    await run.send(
      'publish a tariff',
      {
        method: 'POST',
        url: `/api/areas/${run.world.areas[area].id}/tariff-versions`,
        token: byGateEmployee ? run.world.areas[area].employee : run.world.admin,
        payload: {
          free_minutes: free,
          grace_minutes: 15,
          cooldown_minutes: cooldown,
          hourly_fee: hourly,
          after_first_hour_fee: after,
          daily_cap: cap,
          effective_from: iso(later(run.now(), startsIn * MINUTE)),
        },
      },
      byGateEmployee,
    );
  },
);

/** Every actor's actions. */
export const ACTIONS: ActionEntry[] = [
  timePasses,
  laneHeartbeat,
  networkCut,
  networkBack,
  laneEntry,
  laneRush,
  databaseHostDies,
  monthBegins,
  laneExit,
  laneLie,
  consoleEntry,
  consoleExit,
  adminBackdate,
  forceExit,
  decideHeldRead,
  validation,
  validationAsItLeaves,
  refund,
  companyEdit,
  approveChange,
  managerApproves,
  publishTariff,
  issuerRuns,
  eraseOwner,
  barrierByHand,
  payOnline,
  renewOnline,
  automaticRenewalDay,
  refundOnline,
  payAhead,
  payQuotaOrder,
];
