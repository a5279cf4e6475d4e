import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERRORS } from '../../../domain/api-errors';

/**
 * Serves the built browser app: hashed assets cached for a year, index.html never cached,
 * and every other GET outside /api that names no file answered with index.html so client routes survive a reload.
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file; the
 * one the client accepts is sent, with `Vary: Accept-Encoding`.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const root = path.resolve(options.root);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (!isApi && !looksLikeFile && hasBuild && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: API_ERRORS.not_found, code: 'not_found' });
  });
});
