import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addDays, startOfLocalDay } from '../../domain/local-date';
import { plateKey } from '../../domain/plates';
import { DEMO_AREAS } from './demo-data';
import { DEMO_STAY_DAYS, planDemoTraffic, type TrafficArea } from './demo-traffic';
import { seededRandom } from './seeded-random';

const AREA_NAMES = [
  'King Fahd Road Tower',
  'Olaya Business District',
  'Jeddah Corniche',
  'King Abdulaziz Airport P3',
  'Dammam Medical City',
  'Al Khobar Waterfront',
];

/** Small areas, so that capacities bind, each with an entry, an exit and an entry-exit gate. */
const AREAS: TrafficArea[] = AREA_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  max_capacity: 40,
  subscription_capacity: 10,
  guest_ticket_capacity: 30,
  gates: [
    { id: index * 10 + 1, kind: 'entry' },
    { id: index * 10 + 2, kind: 'exit' },
    { id: index * 10 + 3, kind: 'entry_exit' },
  ],
}));

/** Four subscriptions of two vehicles in each area, each admitted on every day. */
const SUBSCRIBERS = AREAS.flatMap((area) =>
  Array.from({ length: 8 }, (_, index) => ({
    area_id: area.id,
    plate: { letters: 'SUB', number: String(area.id * 100 + index) },
    holder: `${area.id}-${index >> 1}`,
    registration: null,
    admits: () => true,
  })),
);

/** How many of `stays` are inside at an instant (entered by then, not yet left): those entered less those left, by binary search. */
function insideAt(stays: ReadonlyArray<{ entry: Date; exit: Date | null }>): (at: number) => number {
  const entries = stays.map((stay) => stay.entry.getTime()).sort((a, b) => a - b);
  const exits = stays.flatMap((stay) => (stay.exit ? [stay.exit.getTime()] : [])).sort((a, b) => a - b);
  const atOrBefore = (times: number[], at: number) => {
    let [low, high] = [0, times.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (times[middle]! <= at) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return (at) => atOrBefore(entries, at) - atOrBefore(exits, at);
}

// The plan depends on the moment the seed runs: at one hour of the day a start failed on the
// one-open-stay-per-plate index. So every moment is a case.
it('plans, at any moment, no plate in two places at once, none open twice, and no area past a capacity', () => {
  fc.assert(
    fc.property(
      fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }),
      fc.nat(1_000),
      (now, seed) => {
        const alreadyInside = [
          { area_id: 1, plate: SUBSCRIBERS[0]!.plate, subscriber: true, entry: new Date(now.getTime() - 60_000) },
          {
            area_id: 2,
            plate: SUBSCRIBERS[9]!.plate,
            subscriber: true,
            entry: new Date(now.getTime() - 26 * 3_600_000),
          },
        ];
        const stays = planDemoTraffic({
          areas: AREAS,
          subscribers: SUBSCRIBERS,
          registeredPlates: new Set(SUBSCRIBERS.map((each) => plateKey(each.plate))),
          alreadyInside,
          days: DEMO_STAY_DAYS,
          now,
          random: seededRandom(seed),
        });
        const all = [...stays, ...alreadyInside.map((stay) => ({ ...stay, exit: null }))];

        // Each failure is collected rather than expected on its own: an expect per stay of 90 days takes most of the run.
        const failures: string[] = [];
        const byPlate = new Map<string, Array<{ entry: number; exit: number }>>();
        for (const stay of all) {
          const key = plateKey(stay.plate);
          if (stay.entry > now || (stay.exit && stay.exit > now)) failures.push(`${key} planned after now`);
          const visits = byPlate.get(key) ?? [];
          visits.push({ entry: stay.entry.getTime(), exit: stay.exit?.getTime() ?? Infinity });
          byPlate.set(key, visits);
        }
        for (const [key, visits] of byPlate) {
          visits.sort((one, other) => one.entry - other.entry);
          if (visits.filter((visit) => visit.exit === Infinity).length > 1) failures.push(`${key} open twice`);
          visits.slice(1).forEach((visit, index) => {
            if (visit.entry < visits[index]!.exit) failures.push(`${key} entered at ${visit.entry} before it left`);
          });
        }

        // Capacities at every entry, the moment a gate checks them.
        for (const area of AREAS) {
          const here = all.filter((stay) => stay.area_id === area.id);
          const everyone = insideAt(here);
          const subscribers = insideAt(here.filter((stay) => Boolean(stay.subscriber)));
          for (const arriving of here) {
            const at = arriving.entry.getTime();
            const [total, ofSubscribers] = [everyone(at), subscribers(at)];
            if (
              total > area.max_capacity ||
              ofSubscribers > area.subscription_capacity ||
              total - ofSubscribers > area.guest_ticket_capacity
            ) {
              failures.push(`${area.name} at ${at}: ${total} inside, ${ofSubscribers} subscribers`);
            }
          }
        }
        expect(failures.slice(0, 5)).toEqual([]);
      },
    ),
    { numRuns: 25 },
  );
  // Each run plans the demo's 90 days.
}, 120_000);

/** The demo's own areas, with their capacities: how many are inside against the day's traffic. */
const DEMO_SIZED: TrafficArea[] = DEMO_AREAS.map((area, index) => ({
  ...AREAS[index]!,
  name: area.name,
  max_capacity: area.max_capacity,
  subscription_capacity: area.subscription_capacity,
  guest_ticket_capacity: area.guest_ticket_capacity,
}));

// The home compares today's entries so far with the same weekday last week up to the same time:
// the vehicles inside now must not all have come in today, or the home would read far more entries
// today than last week at any hour (88 against 1 at four in the morning).
it("plans today's entries so far like last week's up to the same time, at every hour", () => {
  const day = '2026-03-11';
  const midnight = startOfLocalDay(day).getTime();
  const lastWeekMidnight = startOfLocalDay(addDays(day, -7)).getTime();
  const counts = Array.from({ length: 24 }, (_, hour) => {
    const now = new Date(midnight + hour * 3_600_000 + 30 * 60_000);
    const stays = planDemoTraffic({
      areas: DEMO_SIZED,
      subscribers: SUBSCRIBERS,
      registeredPlates: new Set(SUBSCRIBERS.map((each) => plateKey(each.plate))),
      alreadyInside: [],
      days: 14,
      now,
      random: seededRandom(hour),
    });
    const entriesSince = (from: number) =>
      stays.filter((stay) => stay.entry.getTime() >= from && stay.entry.getTime() < from + (now.getTime() - midnight))
        .length;
    return { hour, today: entriesSince(midnight), lastWeek: entriesSince(lastWeekMidnight) };
  });
  // The subscribers inside now are a share of those admitted today, whatever the hour: at dawn they
  // all came in the first commuting hour (24 against 5 at half past five).
  expect(counts.filter(({ today, lastWeek }) => today > 1.5 * lastWeek + 20)).toEqual([]);
});
