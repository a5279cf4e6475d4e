import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const clockPlugin = fp(async (app: FastifyInstance, options: { clock: Clock }) => {
  app.decorate('clock', options.clock);
});
