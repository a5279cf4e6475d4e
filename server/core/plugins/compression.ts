import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this travel as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const setAsideRange = Symbol('record count Content-Range');
type ReplyWithRange = FastifyReply & { [setAsideRange]?: string };

/**
 * @fastify/compress leaves any answer with a Content-Range as it is, rightly for byte ranges, but
 * a list's `Content-Range: areas 0-24/319` (ra-data-simple-rest) counts records, not bytes: it is
 * set aside while the compressor runs and put back, unchanged, after it.
 */
const beforeCompression: onSendHookHandler = async (_request: FastifyRequest, reply: ReplyWithRange, payload) => {
  const range = reply.getHeader('content-range');
  if (typeof range === 'string' && !range.startsWith('bytes ')) {
    reply[setAsideRange] = range;
    reply.removeHeader('content-range');
  }
  return payload;
};

const afterCompression: onSendHookHandler = async (_request: FastifyRequest, reply: ReplyWithRange, payload) => {
  const range = reply[setAsideRange];
  if (range !== undefined) reply.header('content-range', range);
  return payload;
};

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Compresses the API's answers above 1 kB (JSON, text) with brotli or gzip, as the client accepts.
 * The built browser app is compressed once, at build time, and served as such (see spa.ts); and
 * an answer that already has a Content-Encoding is never compressed again.
 */
export const compressionPlugin = fp(async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApi(route.url)) route.compress = false;
  });
  // Answers only: request bodies stay as they are sent (no compressed bodies to inflate).
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  // Registered after the compressor's own onRoute hook, so these wrap the onSend hook it adds.
  app.addHook('onRoute', (route: RouteOptions) => {
    route.onSend = [beforeCompression, ...asList(route.onSend), afterCompression];
  });
});
