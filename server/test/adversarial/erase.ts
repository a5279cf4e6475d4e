import fc from 'fast-check';
import { plateOfKey } from '../../../domain/plates';
import { namesPerson, outsideLegalHolds, scanDatabase, type ScannedPerson } from '../personal-data-scan';
import { action } from './action';
import type { Invariant } from './action';
import { plateKey, type Run } from './run';

/**
 * A data subject's erase in the adversarial model test (docs/privacy.md): an administrator erases a
 * car's owner by the plate, while the lanes, consoles and validators go on around it; from then on
 * that plate is nowhere outside the legal holds, whatever the next steps copy or repeat.
 */

/** What a lane's camera sends with its read: the photo, named by the plate as cameras name their files. */
export const photoOf = (plate: string) => `https://camera.example/lane-a/${plateKey(plate)}.jpg`;

/**
 * An administrator erases the owner of a car nothing is pending for: refused while the server
 * holds its open stay; once erased, the car is gone from the run (a car that comes back is new data).
 */
export const eraseOwner = action("an administrator erases a car's owner", 1, fc.nat(), async (run, index) => {
  const cars = run.cars.filter((car) => !car.retired && car.waiting === 0);
  const car = cars[index % Math.max(cars.length, 1)];
  if (!car) return;
  const response = await run.send(
    'erase the owner',
    {
      method: 'POST',
      url: '/api/subject-requests/erase',
      token: run.world.admin,
      payload: { kind: 'plate', value: car.plate },
    },
    car.stay !== undefined,
  );
  if (response.statusCode !== 200) return;
  car.retired = true;
  run.erased.push(car.plate);
  run.erasedInStep.push(car.plate);
  // Its stays are anonymous now: nothing the model knows of them can be read by the plate again.
  for (const [id, stay] of run.stays) if (stay.plate === car.plate) run.stays.delete(id);
});

/** A gate employee opens area A's entry barrier by hand: the record of it takes what the lane last saw. */
export const barrierByHand = action('a gate employee opens the barrier by hand', 1, fc.constant(null), async (run) => {
  await run.send('open the barrier by hand', {
    method: 'POST',
    url: '/api/gate/barrier-opens',
    token: run.world.areas.A.employee,
    payload: { gate_id: run.world.areas.A.entry, reason: 'Ticket jammed' },
  });
});

const personOf = (plate: string): ScannedPerson => ({ plate: plateOfKey(plateKey(plate))! });

/** Where an erased plate still is: a place of the database outside the legal holds, or the home dashboard. */
async function remainsOf(run: Run, plates: string[]): Promise<string | undefined> {
  if (plates.length === 0) return undefined;
  const dashboard = await run.world.t.request({ method: 'GET', url: '/api/dashboard', token: run.world.admin });
  for (const plate of plates) {
    const person = personOf(plate);
    if (namesPerson(dashboard.body, person)) return `erased ${plate} is still on the home dashboard`;
    const found = outsideLegalHolds(await scanDatabase(run.world.truth, person));
    if (found.length > 0)
      return `erased ${plate} is still in ${found.map((hit) => `${hit.table}.${hit.column}`).join(', ')}`;
  }
  return undefined;
}

/**
 * Scanning the whole database takes a while, so after each step only the plates the step erased
 * are scanned; a copy that a later step makes stays, so the scan of every erased plate at the run's
 * end finds it.
 */
export const erasedAreGone: Invariant = {
  name: 'no erased plate is in the database outside the legal holds, nor in the home dashboard',
  holds: 'I41',
  check: (run) => remainsOf(run, run.erasedInStep),
  atEnd: (run) => remainsOf(run, run.erased),
};
