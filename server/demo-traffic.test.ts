import fc from 'fast-check';
import { expect, it } from 'vitest';
import { plateKey } from '../domain/plates';
import { planDemoTraffic, type TrafficArea } from './db/seed/demo-traffic';
import { seededRandom } from './db/seed/seeded-random';

const AREA_NAMES = ['King Fahd Road Tower', 'Olaya Business District', 'Jeddah Corniche', 'King Abdulaziz Airport P3', 'Dammam Medical City', 'Al Khobar Waterfront'];

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

// The plan depends on the moment the seed runs: at one hour of the day a start failed on the
// one-open-stay-per-plate index. So every moment is a case.
it('plans, at any moment, no plate in two places at once, none open twice, and no area past a capacity', () => {
  fc.assert(
    fc.property(fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }), fc.nat(1_000), (now, seed) => {
      const alreadyInside = [
        { area_id: 1, plate: SUBSCRIBERS[0]!.plate, subscriber: true, entry: new Date(now.getTime() - 60_000) },
        { area_id: 2, plate: SUBSCRIBERS[9]!.plate, subscriber: true, entry: new Date(now.getTime() - 26 * 3_600_000) },
      ];
      const stays = planDemoTraffic({ areas: AREAS, subscribers: SUBSCRIBERS, registeredPlates: new Set(SUBSCRIBERS.map((each) => plateKey(each.plate))), alreadyInside, now, random: seededRandom(seed) });
      const all = [...stays, ...alreadyInside.map((stay) => ({ ...stay, exit: null }))];

      const byPlate = new Map<string, Array<{ entry: number; exit: number }>>();
      for (const stay of all) {
        expect(stay.entry.getTime()).toBeLessThanOrEqual(now.getTime());
        if (stay.exit) expect(stay.exit.getTime()).toBeLessThanOrEqual(now.getTime());
        const key = plateKey(stay.plate);
        byPlate.set(key, [...(byPlate.get(key) ?? []), { entry: stay.entry.getTime(), exit: stay.exit?.getTime() ?? Infinity }]);
      }
      for (const visits of byPlate.values()) {
        visits.sort((one, other) => one.entry - other.entry);
        expect(visits.filter((visit) => visit.exit === Infinity).length).toBeLessThanOrEqual(1);
        visits.slice(1).forEach((visit, index) => expect(visit.entry).toBeGreaterThanOrEqual(visits[index]!.exit));
      }

      // Capacities at every entry, the moment a gate checks them.
      for (const area of AREAS) {
        const here = all.filter((stay) => stay.area_id === area.id);
        for (const arriving of here) {
          const at = arriving.entry.getTime();
          const inside = here.filter((stay) => stay.entry.getTime() <= at && (stay.exit?.getTime() ?? Infinity) > at);
          const subscribers = inside.filter((stay) => Boolean(stay.subscriber)).length;
          expect(inside.length).toBeLessThanOrEqual(area.max_capacity);
          expect(subscribers).toBeLessThanOrEqual(area.subscription_capacity);
          expect(inside.length - subscribers).toBeLessThanOrEqual(area.guest_ticket_capacity);
        }
      }
    }),
    { numRuns: 25 },
  );
});
