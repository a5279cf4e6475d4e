import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export const databasePlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  app.decorate('db', options.db);
});
