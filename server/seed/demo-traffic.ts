import { capacityRefusal } from '../../domain/gate-admission';
import { addDays, localDate, startOfLocalDay } from '../../domain/local-date';
import { type Plate, PLATE_ALPHABET, plateKey } from '../../domain/plates';
import type { SeededRandom } from './seeded-random';
import type { DEMO_AREAS } from './demo-data';

/**
 * The demo's traffic: who entered which area and when over the last days, and who is inside now,
 * planned in memory before anything is written (seed/demo-stays.ts writes it). Nothing here reads
 * the clock: the plan is a function of `now` and the random seed.
 */

/** How many days before today the demo's closed stays go back; today's so far come on top. */
export const DEMO_STAY_DAYS = 90;

/** Guests grow over the days: the first day has this share fewer than today, so a month beats the one before it. */
const GROWTH_OVER_THE_DAYS = 0.15;

type VisitKind = 'errand' | 'visit' | 'commuter' | 'evening' | 'overnight' | 'trip';

/** When a kind of visit arrives (weights by local hour, 0-23) and how long it stays (minutes, least and most). */
interface Visit {
  hours: readonly number[];
  minutes: readonly [number, number];
}

const VISITS: Record<VisitKind, Visit> = {
  // Busy mornings and evenings.
  errand: { hours: [0, 0, 0, 0, 0, 1, 2, 6, 9, 7, 5, 4, 5, 4, 4, 5, 7, 9, 10, 9, 7, 4, 2, 1], minutes: [10, 55] },
  visit: { hours: [0, 0, 0, 0, 0, 0, 1, 3, 6, 8, 7, 5, 4, 4, 5, 6, 7, 8, 8, 6, 4, 2, 1, 0], minutes: [60, 240] },
  commuter: { hours: [0, 0, 0, 0, 0, 1, 6, 14, 12, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], minutes: [420, 600] },
  evening: { hours: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 5, 8, 10, 10, 8, 5, 2], minutes: [50, 200] },
  // Left in the evening, fetched the next morning.
  overnight: { hours: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 4, 5, 5, 4, 2], minutes: [600, 1080] },
  // A traveller's car at the airport: a day to two and a half.
  trip: { hours: [1, 1, 1, 2, 3, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 1], minutes: [1200, 3600] },
};

interface AreaTraffic {
  /** Guests arriving on a working day. */
  guestsPerDay: number;
  /** Guests on Friday and Saturday, the Saudi weekend, as a share of a working day's. */
  weekend: number;
  /** The share of each kind of visit among guests. */
  visits: Partial<Record<VisitKind, number>>;
  /** The share of the guest tickets taken now. */
  insideNow: number;
}

/** What kind of place each demo area is: offices fill by day, the seafront by night, the airport both. */
const AREA_TRAFFIC: Record<(typeof DEMO_AREAS)[number]['name'], AreaTraffic> = {
  'King Fahd Road Tower': {
    guestsPerDay: 70,
    weekend: 0.4,
    visits: { commuter: 0.35, errand: 0.3, visit: 0.3, overnight: 0.05 },
    insideNow: 0.45,
  },
  'Olaya Business District': {
    guestsPerDay: 90,
    weekend: 0.5,
    visits: { commuter: 0.3, errand: 0.35, visit: 0.25, evening: 0.07, overnight: 0.03 },
    insideNow: 0.4,
  },
  'Jeddah Corniche': {
    guestsPerDay: 45,
    weekend: 1.6,
    visits: { errand: 0.1, visit: 0.25, evening: 0.6, overnight: 0.05 },
    insideNow: 0.3,
  },
  'King Abdulaziz Airport P3': {
    guestsPerDay: 90,
    weekend: 1.2,
    visits: { errand: 0.45, visit: 0.25, trip: 0.3 },
    insideNow: 0.35,
  },
  'Dammam Medical City': {
    guestsPerDay: 60,
    weekend: 0.7,
    visits: { commuter: 0.2, errand: 0.2, visit: 0.55, overnight: 0.05 },
    insideNow: 0.5,
  },
  // Nearly full: its guest tickets run out first.
  'Al Khobar Waterfront': {
    guestsPerDay: 40,
    weekend: 1.5,
    visits: { errand: 0.1, visit: 0.3, evening: 0.55, overnight: 0.05 },
    insideNow: 0.9,
  },
};

/** A subscriber comes to work on most working days, and now and then at the weekend. */
const SUBSCRIBER_WORKDAY = 0.8;
const SUBSCRIBER_WEEKEND = 0.25;
/** The share of the subscriptions with a vehicle inside now. */
const SUBSCRIBERS_INSIDE_NOW = 0.6;
/** The share of guests who are regulars of the area (they come back, some within its cooldown). */
const REGULAR_GUESTS = 0.25;

export type GateKind = 'entry' | 'exit' | 'entry_exit';

export interface TrafficArea {
  id: number;
  name: string;
  max_capacity: number;
  subscription_capacity: number;
  guest_ticket_capacity: number;
  /** The gates that pass vehicles now. */
  gates: ReadonlyArray<{ id: number; kind: GateKind }>;
}

/** A vehicle a subscription admits to its area; `holder` is the subscription: one of its vehicles comes on a day. */
export interface Subscriber<Registration> {
  area_id: number;
  plate: Plate;
  holder: string;
  registration: Registration;
  /** Whether the gate admits it as a subscriber on that local day. */
  admits(day: string): boolean;
}

export interface PlannedStay<Registration> {
  area_id: number;
  plate: Plate;
  subscriber: Subscriber<Registration> | null;
  entry: Date;
  /** None for a vehicle inside now. */
  exit: Date | null;
  entry_gate_id: number;
  exit_gate_id: number | null;
}

export interface TrafficInput<Registration> {
  areas: readonly TrafficArea[];
  subscribers: ReadonlyArray<Subscriber<Registration>>;
  /** Plates some subscription lists: never a guest's. */
  registeredPlates: ReadonlySet<string>;
  /** Stays already open (seeded before): they hold their plate and a space. */
  alreadyInside: ReadonlyArray<{ area_id: number; plate: Plate; subscriber: boolean; entry: Date }>;
  /** How many days before today the closed stays go back (DEMO_STAY_DAYS in the demo). */
  days: number;
  now: Date;
  random: SeededRandom;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LATIN_LETTERS = PLATE_ALPHABET.map(([, latin]) => latin);

function isWeekend(day: string): boolean {
  return [5, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
}

/** A gate of the kinds given, as likely as their weights; a subscriber takes the dedicated lane more often. */
function gateOf(area: TrafficArea, way: 'entry' | 'exit', subscriber: boolean, random: SeededRandom): number {
  const weights: Record<number, number> = {};
  for (const gate of area.gates) {
    if (gate.kind === way) weights[gate.id] = subscriber ? 1 : 4;
    if (gate.kind === 'entry_exit') weights[gate.id] = subscriber ? 3 : 1;
  }
  return Number(random.weighted(weights));
}

/** Plans the stays, then keeps those the gates would have let in, in order of entry (see `admitted`). */
export function planDemoTraffic<Registration>(input: TrafficInput<Registration>): Array<PlannedStay<Registration>> {
  const { areas, subscribers, registeredPlates, now, random } = input;
  const today = localDate(now);
  const days = Array.from({ length: input.days + 1 }, (_, index) => {
    const day = addDays(today, index - input.days);
    return {
      day,
      midnight: startOfLocalDay(day).getTime(),
      weekend: isWeekend(day),
      growth: 1 - GROWTH_OVER_THE_DAYS * (1 - index / input.days),
    };
  });
  const planned: Array<PlannedStay<Registration>> = [];
  const closedBy = (
    stay: Omit<PlannedStay<Registration>, 'exit' | 'exit_gate_id'>,
    minutes: number,
    area: TrafficArea,
  ) => {
    const exit = new Date(stay.entry.getTime() + minutes * MINUTE + random.int(0, 59_999));
    // Added to the stay rather than spread into a new one: V8 makes that many times slower.
    if (exit <= now)
      planned.push(Object.assign(stay, { exit, exit_gate_id: gateOf(area, 'exit', stay.subscriber !== null, random) }));
    // A guest still inside by this plan is inside now; the subscribers inside now are planned apart.
    else if (stay.subscriber === null && stay.entry <= now)
      planned.push(Object.assign(stay, { exit: null, exit_gate_id: null }));
  };

  for (const area of areas) {
    const traffic = AREA_TRAFFIC[area.name as keyof typeof AREA_TRAFFIC];
    if (!traffic) continue;
    const guest = guestPlates(registeredPlates, random, Math.max(10, Math.round(traffic.guestsPerDay * 0.4)));
    const holders = subscribersByHolder(subscribers.filter((subscriber) => subscriber.area_id === area.id));

    for (const { day, midnight, weekend, growth } of days) {
      const guests = traffic.guestsPerDay * (weekend ? traffic.weekend : 1) * growth;
      for (const [kind, share] of Object.entries(traffic.visits) as Array<[VisitKind, number]>) {
        const visit = VISITS[kind];
        const totalWeight = visit.hours.reduce((sum, weight) => sum + weight, 0);
        visit.hours.forEach((weight, hour) => {
          const arrivals = Math.floor((guests * share * weight) / totalWeight + random.next());
          for (let index = 0; index < arrivals; index += 1) {
            const entry = new Date(midnight + hour * HOUR + random.int(0, HOUR - 1));
            const stay = {
              area_id: area.id,
              plate: guest(),
              subscriber: null,
              entry,
              entry_gate_id: gateOf(area, 'entry', false, random),
            };
            closedBy(stay, random.spread(...visit.minutes), area);
          }
        });
      }
      for (const vehicles of holders) {
        const admitted = vehicles.filter((vehicle) => vehicle.admits(day));
        if (admitted.length === 0 || !random.chance(weekend ? SUBSCRIBER_WEEKEND : SUBSCRIBER_WORKDAY)) continue;
        const visit = VISITS[weekend ? 'visit' : 'commuter'];
        const hour = Number(random.weighted(Object.fromEntries(visit.hours.map((weight, at) => [at, weight]))));
        const entry = new Date(midnight + hour * HOUR + random.int(0, HOUR - 1));
        const subscriber = random.pick(admitted);
        closedBy(
          {
            area_id: area.id,
            plate: subscriber.plate,
            subscriber,
            entry,
            entry_gate_id: gateOf(area, 'entry', true, random),
          },
          random.spread(...visit.minutes),
          area,
        );
      }
    }

    // The guests inside now are those of the day's traffic still inside, and as many more as the
    // area keeps inside, who came in on the two days before today (so that today's entries so far
    // are the day's traffic, and compare with last week's): how many are inside does not hang on the hour.
    const guestsInside = planned.filter(
      (stay) => stay.area_id === area.id && stay.exit === null && stay.subscriber === null,
    ).length;
    const staying = arrivalTimes(
      days.at(-1)!.midnight - 2 * DAY,
      days.at(-1)!.midnight - MINUTE,
      arrivalsOfVisits(traffic.visits),
    )!;
    for (let index = guestsInside; index < Math.round(area.guest_ticket_capacity * traffic.insideNow); index += 1) {
      planned.push({
        area_id: area.id,
        plate: guest(),
        subscriber: null,
        entry: staying(random),
        exit: null,
        entry_gate_id: gateOf(area, 'entry', false, random),
        exit_gate_id: null,
      });
    }
    // Subscribers inside now came at their hours before now; at night, the evening before.
    const visit = VISITS[isWeekend(today) ? 'visit' : 'commuter'];
    const latest = now.getTime() - 3 * MINUTE;
    const subscriberArrival =
      arrivalTimes(now.getTime() - visit.minutes[1] * MINUTE, latest, visit.hours) ??
      arrivalTimes(now.getTime() - VISITS.overnight.minutes[1] * MINUTE, latest, VISITS.overnight.hours)!;
    const admittedToday = holders
      .map((vehicles) => vehicles.filter((vehicle) => vehicle.admits(today)))
      .filter((vehicles) => vehicles.length > 0);
    for (const admitted of admittedToday.slice(0, Math.ceil(admittedToday.length * SUBSCRIBERS_INSIDE_NOW))) {
      const subscriber = random.pick(admitted);
      planned.push({
        area_id: area.id,
        plate: subscriber.plate,
        subscriber,
        entry: subscriberArrival(random),
        exit: null,
        entry_gate_id: gateOf(area, 'entry', true, random),
        exit_gate_id: null,
      });
    }
  }
  return admitted(planned, input);
}

/** A stretch of time within one local hour, weighted by the arrivals in it. */
interface ArrivalPiece {
  from: number;
  to: number;
  weight: number;
}

/** The stretch from `from` to `to` cut at the local hours, each piece weighted by the arrivals in its hour and its length. */
function arrivalPieces(from: number, to: number, hours: readonly number[]): ArrivalPiece[] {
  const pieces: ArrivalPiece[] = [];
  for (let start = from; start < to;) {
    const midnight = startOfLocalDay(localDate(new Date(start))).getTime();
    const hour = Math.floor((start - midnight) / HOUR);
    const end = Math.min(to, midnight + (hour + 1) * HOUR);
    pieces.push({ from: start, to: end, weight: hours[hour]! * (end - start) });
    start = end;
  }
  return pieces;
}

/** The arrivals by local hour of visits of the given shares together. */
function arrivalsOfVisits(shares: Partial<Record<VisitKind, number>>): number[] {
  const kinds = Object.entries(shares) as Array<[VisitKind, number]>;
  return Array.from({ length: 24 }, (_, hour) =>
    kinds.reduce((sum, [kind, share]) => sum + share * VISITS[kind].hours[hour]!, 0),
  );
}

/** Draws times between `from` and `to` by the arrivals in their local hours; none when no arrival falls there. */
function arrivalTimes(from: number, to: number, hours: readonly number[]): ((random: SeededRandom) => Date) | null {
  const pieces = arrivalPieces(from, to, hours).filter((piece) => piece.weight > 0);
  if (pieces.length === 0) return null;
  const weights = Object.fromEntries(pieces.map((piece, index) => [index, piece.weight]));
  return (random) => {
    const piece = pieces[Number(random.weighted(weights))]!;
    return new Date(random.int(piece.from, piece.to - 1));
  };
}

/** The vehicles of each subscription. */
function subscribersByHolder<Registration>(
  subscribers: ReadonlyArray<Subscriber<Registration>>,
): Array<Array<Subscriber<Registration>>> {
  const byHolder = new Map<string, Array<Subscriber<Registration>>>();
  for (const subscriber of subscribers)
    byHolder.set(subscriber.holder, [...(byHolder.get(subscriber.holder) ?? []), subscriber]);
  return [...byHolder.values()];
}

/** Guests' plates: a regular of the area now and then, else a plate seen once; never a subscriber's. */
function guestPlates(registeredPlates: ReadonlySet<string>, random: SeededRandom, regularCount: number): () => Plate {
  const fresh = (): Plate => {
    for (;;) {
      const letterCount = random.chance(0.9) ? 3 : 2;
      const letters = Array.from({ length: letterCount }, () => random.pick(LATIN_LETTERS)).join('');
      const plate = { letters, number: String(random.chance(0.75) ? random.int(1000, 9999) : random.int(1, 999)) };
      if (!registeredPlates.has(plateKey(plate))) return plate;
    }
  };
  const regulars = Array.from({ length: regularCount }, fresh);
  return () => (random.chance(REGULAR_GUESTS) ? random.pick(regulars) : fresh());
}

/**
 * The planned stays a gate would have let in, taken in order of entry: none while its plate is
 * inside anywhere (or before a stay of it that is inside now), none past the area's capacities
 * (domain/gate-admission.ts, as the gates refuse them). The stays already inside count and hold
 * their plates, and are not answered.
 */
function admitted<Registration>(
  planned: Array<PlannedStay<Registration>>,
  { areas, alreadyInside }: TrafficInput<Registration>,
) {
  const openSince = new Map<string, number>();
  for (const stay of [...planned.filter((each) => each.exit === null), ...alreadyInside]) {
    const key = plateKey(stay.plate);
    openSince.set(key, Math.min(openSince.get(key) ?? Infinity, stay.entry.getTime()));
  }
  const busyUntil = new Map<string, number>();
  const keptInside = new Set(alreadyInside.map((stay) => plateKey(stay.plate)));
  const inside = new Map(
    areas.map((area) => [area.id, { area, guests: new Departures(), subscribers: new Departures() }]),
  );
  const events = [
    ...alreadyInside.map((stay) => ({ stay: { ...stay, exit: null }, kept: true, subscriber: stay.subscriber })),
    ...planned.map((stay) => ({ stay, kept: false, subscriber: stay.subscriber !== null })),
  ].sort((one, other) => one.stay.entry.getTime() - other.stay.entry.getTime());

  const accepted: Array<PlannedStay<Registration>> = [];
  for (const { stay, kept, subscriber } of events) {
    const entry = stay.entry.getTime();
    const exit = stay.exit?.getTime() ?? Infinity;
    const key = plateKey(stay.plate);
    const area = inside.get(stay.area_id)!;
    const guests = area.guests.countAfter(entry);
    const subscribers = area.subscribers.countAfter(entry);
    if (!kept) {
      if ((busyUntil.get(key) ?? -Infinity) > entry) continue;
      // A plate already inside stays the one open stay of it, even where the plan had it enter earlier.
      if (exit === Infinity && keptInside.has(key)) continue;
      if (exit !== Infinity && exit > (openSince.get(key) ?? Infinity)) continue;
      if (
        capacityRefusal(
          area.area,
          { total: guests + subscribers, guests, subscribers },
          subscriber ? 'subscription' : 'guest',
        )
      )
        continue;
      accepted.push(stay as PlannedStay<Registration>);
    }
    busyUntil.set(key, exit);
    (subscriber ? area.subscribers : area.guests).add(exit);
  }
  return accepted;
}

/** When the vehicles inside an area leave, in order: how many are still inside at an instant, in a few steps. */
class Departures {
  private readonly times: number[] = [];

  add(time: number) {
    this.times.splice(this.firstAfter(time), 0, time);
  }

  /** The vehicles still inside at `time` (leaving after it); those gone before are forgotten. */
  countAfter(time: number): number {
    this.times.splice(0, this.firstAfter(time));
    return this.times.length;
  }

  private firstAfter(time: number): number {
    let low = 0;
    let high = this.times.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.times[middle]! <= time) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
