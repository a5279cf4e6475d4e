import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface BackgroundWork {
  /** Runs `work` after the answer, so its cost never shows in the answer's timing. */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when everything started so far has finished (tests, and closing the server). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

/** Work a request starts but does not wait for: logged when it fails, awaited on close. */
export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const pending = new Set<Promise<void>>();
  const background: BackgroundWork = {
    run(name, work) {
      // Started on the next turn of the event loop, once the answer has been written: the
      // embedded database runs on this thread, so work started now would delay the answer.
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error }, `background work "${name}" failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
});
