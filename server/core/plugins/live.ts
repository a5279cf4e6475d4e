import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenerOf } from '../../db/listen';
import { createLiveHub, type LiveHub } from '../live-events';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * The instance's live events (server/core/live-events.ts). Its streams never finish by themselves, so
 * they are ended as the server begins to close, before it waits for the requests in flight.
 */
export const livePlugin = fp(async (app: FastifyInstance) => {
  const warn = (message: string) => app.log.warn(message);
  const hub = createLiveHub(listenerOf(app.db, warn), warn);
  app.decorate('live', hub);
  app.addHook('preClose', async () => hub.close());
});
