import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hook of every endpoint a car waits on (declared `shedsWhenBusy`): it counts them in flight
     * on this instance and turns the one beyond the bound away at once.
     */
    shedWhenBusy: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** What a turned-away lane is told to wait: the least a Retry-After header says. */
export const SHED_RETRY_AFTER_SECONDS = 1;

/**
 * Sheds instead of queueing. A request beyond `maxInFlight` would only wait behind the others for
 * the database, and a lane's driver waits with it; answered 503 before its caller is looked up or
 * its body read, it costs the instance nothing and writes nothing, and the lane sends the same
 * event again after Retry-After (an event id is answered once: a retry finds the first answer).
 * The count is this instance's: a request leaves it when its connection is done with it, answered
 * or dropped.
 */
export const sheddingPlugin = fp(async (app: FastifyInstance, { maxInFlight }: { maxInFlight: number }) => {
  let inFlight = 0;
  app.decorate('shedWhenBusy', async (_request: FastifyRequest, reply: FastifyReply) => {
    if (inFlight >= maxInFlight) throw new ApiError(503, 'gate_busy', undefined, SHED_RETRY_AFTER_SECONDS);
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
});
