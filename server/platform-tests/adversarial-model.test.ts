import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Command } from '../test/adversarial/action';
import { ACTIONS } from '../test/adversarial/actions';
import type { ModelSettings } from '../test/adversarial/action';
import { INVARIANTS } from '../test/adversarial/invariants';
import { HOUR, type Run, startRun } from '../test/adversarial/run';
import { createWorld, type World } from '../test/adversarial/world';
import { type DatabaseHandle, openPostgres } from '../db/client';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * The adversarial model test (docs/threat-model.md): random sequences of every actor's actions
 * on one PostgreSQL database, through the HTTP API, each checked after every step against the
 * invariants, which hold the server to the truth the model keeps (when each car really passed,
 * which lane was really cut off, which plates the approver read). A failure prints the shrunk
 * sequence, the seed to replay it (MODEL_SEED, with MODEL_PATH) and the invariant it broke.
 *
 * CI runs RUNS sequences of up to STEPS actions; MODEL_RUNS and MODEL_STEPS run more by hand.
 */

const RUNS = Number(process.env.MODEL_RUNS ?? 40);
const STEPS = Number(process.env.MODEL_STEPS ?? 40);
/** How long a run of the property may take, shrinking included: a failure then reports the smallest sequence found. */
const SHRINK_LIMIT_MS = 150_000;

let t: TestApp;
/** The model's own connection to the database, beside the app's hosts. */
let truth: DatabaseHandle;
let world: World;
/** The lane tolerance and the operator's time zone the app runs with, which the invariants price and count by. */
const SETTINGS: ModelSettings = { toleranceMs: 120_000, timeZone: 'Asia/Riyadh' };

/** The app's clock, which each run puts back to its start and moves forward. */
let now = new Date();
const clock = { now: () => now, set: (at: Date) => (now = at) };

/**
 * Every run starts at the same hour of the day, six days back (a lane may send times a week
 * old), and may move its clock up to ten minutes before the real time.
 */
function runStart(): Date {
  const start = new Date(Date.now() - 6 * 24 * HOUR);
  start.setUTCHours(5, 0, 0, 0);
  return start;
}

async function afterStep(run: Run, step: string) {
  for (const invariant of INVARIANTS) {
    const broken = await invariant.check(run, SETTINGS);
    if (broken) throw new Error(`${invariant.name} (${invariant.holds}), after ${step}: ${broken}`);
  }
  run.responses.length = 0;
  run.erasedInStep.length = 0;
}

async function atEnd(run: Run) {
  for (const invariant of INVARIANTS) {
    const broken = await invariant.atEnd?.(run, SETTINGS);
    if (broken) throw new Error(`${invariant.name} (${invariant.holds}), at the run's end: ${broken}`);
  }
}

async function play(commands: Command[]) {
  now = runStart();
  const run = await startRun(world, clock, new Date(Date.now() - 10 * 60_000));
  await afterStep(run, 'the run’s start');
  for (const [index, command] of commands.entries()) {
    await command.execute(run);
    await afterStep(run, `step ${index + 1}, ${command.name}`);
  }
  await atEnd(run);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the adversarial model (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp(
      {
        LOGIN_RATE_LIMIT_PER_MINUTE: 100_000,
        PUBLIC_PAYMENT_RATE_LIMIT_PER_MINUTE: 100_000,
        // Low, so that a rush of cars at the lanes is partly turned away and sent again (I51).
        GATE_MAX_IN_FLIGHT: 2,
        GATE_LANE_TOLERANCE_SECONDS: SETTINGS.toleranceMs / 1000,
        TIME_ZONE: SETTINGS.timeZone,
      },
      // Two hosts of the test's own in front of the database: one dies as a failover's primary does (I57).
      { now: () => now, hosts: 2 },
    );
    truth = await openPostgres(t.databaseUrl!);
    world = await createWorld(t, truth.db);
  });
  afterAll(async () => {
    await truth?.close();
    await t?.close();
  });

  it(
    'holds every invariant after every step of every actor’s random actions',
    { timeout: SHRINK_LIMIT_MS + 60_000 },
    async () => {
      const action = fc.oneof(...ACTIONS.map(({ weight, arbitrary }) => ({ weight, arbitrary })));
      await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: STEPS, size: 'max' }), play), {
        numRuns: RUNS,
        seed: process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED),
        path: process.env.MODEL_PATH,
        // A failure's shrinking runs a sequence per attempt: it stops at the best found by then.
        interruptAfterTimeLimit: SHRINK_LIMIT_MS,
        markInterruptAsFailure: false,
      });
    },
  );
});
