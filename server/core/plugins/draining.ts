import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the server closes, every answer still being written says `Connection: close`, so the
 * client's kept-alive connection ends with it instead of holding the process until its idle
 * timeout. Connections idle at the moment of closing Fastify closes itself.
 */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
