import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_RESYNC, liveEventReaches } from '../../domain/live-events';
import type { Config } from '../config';
import type { LiveMessage } from './live-events';

/** Writes a client has not taken yet beyond which it is cut off, rather than kept in memory: it comes back and asks again. */
const MOST_UNSENT_BYTES = 256 * 1024;
/** How long the browser waits before coming back when the stream ends. */
const RECONNECT_MS = 2_000;

function framed(message: Exclude<LiveMessage, { account: number }>): string {
  return 'resync' in message
    ? `event: ${LIVE_RESYNC}\ndata: {}\n\n`
    : `event: ${message.event.topic}\ndata: ${JSON.stringify(message.event)}\n\n`;
}

const stillAdmitted = (app: FastifyInstance, request: FastifyRequest) =>
  app.requireUser(request).then(
    () => true,
    () => false,
  );

/**
 * GET /api/live: a server-sent event stream of what changes, as far as the caller may see it
 * (domain/live-events.ts). The bearer token travels in the Authorization header as on every other
 * call (the browser reads the stream with fetch, not EventSource: docs/security.md). Every
 * `LIVE_HEARTBEAT_SECONDS` a quiet stream sends a comment, which keeps proxies from taking it for
 * idle, and its caller is checked again, so an expired token ends it. A change to the account itself
 * (deactivated, signed out, another role, area, gate, company or merchant) ends it at once, on
 * every instance: the database announces every such write (migration 0040), and the browser comes
 * back, admitted and scoped by the account as it now is, or refused.
 */
export const liveRoutes = (config: Config) => async (parent: FastifyInstance) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/live',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['live'],
        summary: 'What changes, as server-sent events (docs/api.md, "Live events")',
        querystring: z.strictObject({}),
        produces: ['text/event-stream'],
        response: {
          200: z
            .string()
            .describe(
              '`event: <topic>` with `data: {"topic","area_id","gate_id","id","company_id"}`, ' +
                '`event: resync` when events may have been missed, and `:` heartbeats',
            ),
        },
      },
    },
    async (request, reply) => {
      const response = reply.raw;
      const end = () => response.end();
      const write = (text: string) => {
        if (response.writableEnded || response.destroyed) return;
        if (response.writableLength > MOST_UNSENT_BYTES) end();
        else response.write(text);
      };
      // Subscribed before the answer starts: a database that cannot be reached is a 503 like any other call's.
      const unsubscribe = await app.live.subscribe({
        deliver(message) {
          if ('account' in message) {
            if (message.account === request.user.id) end();
          } else if ('resync' in message || liveEventReaches(request.user, message.event)) write(framed(message));
        },
        end,
      });
      const heartbeat = setInterval(() => {
        void stillAdmitted(app, request).then((admitted) => (admitted ? write(': still here\n\n') : end()));
      }, config.LIVE_HEARTBEAT_SECONDS * 1000);
      // However it ends, its connection goes with it: a client that went away may leave its half
      // open, and one that reads no further must not hold the server's close.
      response.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        response.socket?.destroy();
      });
      reply.hijack();
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx passes the stream on as it comes instead of buffering it.
        'x-accel-buffering': 'no',
        connection: 'close',
      });
      // The first bytes tell the client it is subscribed: what changes from now on reaches it.
      response.write(`retry: ${RECONNECT_MS}\nevent: ready\ndata: {}\n\n`);
    },
  );
};
