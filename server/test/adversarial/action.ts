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
