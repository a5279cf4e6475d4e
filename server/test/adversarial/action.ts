import fc from 'fast-check';
import type { Run } from './run';

/** One drawn action of the adversarial model test: its name and what it does to the server and the model. */
export interface Command {
  name: string;
  execute(run: Run): Promise<void>;
}

export interface ActionEntry {
  weight: number;
  arbitrary: fc.Arbitrary<Command>;
}

export function action<Params>(
  name: string,
  weight: number,
  params: fc.Arbitrary<Params>,
  execute: (run: Run, params: Params) => Promise<void>,
): ActionEntry {
  return {
    weight,
    arbitrary: params.map((value) => ({
      name,
      execute: (run: Run) => execute(run, value),
      [fc.toStringMethod]: () => `${name}(${fc.stringify(value)})`,
    })),
  };
}

/** One invariant of the model: what breaks it reads the database and the model's truth (the list: invariants.ts). */
export interface Invariant {
  name: string;
  /** The invariants of docs/threat-model.md it checks. */
  holds: string;
  check(run: Run, settings: ModelSettings): Promise<string | undefined>;
  /** A check too slow for every step, run once the run's last step is done. */
  atEnd?(run: Run, settings: ModelSettings): Promise<string | undefined>;
}

export interface ModelSettings {
  /** GATE_LANE_TOLERANCE_SECONDS in ms: a lane's time up to this before its arrival is believed. */
  toleranceMs: number;
  timeZone: string;
}
