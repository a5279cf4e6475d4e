import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type Access,
  type AnswerOf,
  type Endpoint,
  type ParsedOf,
  PER_IP_LIMITS,
  type Unchecked,
} from '../../domain/endpoints/endpoint';
import type { IntegratorScope } from '../../domain/open-data';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { replicaReaderOf } from '../db/replica-reads';

/** A check of who calls, before the body is read: it refuses the request (401, 403) or lets it on. */
export type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's settings, as buildApp was given them: a declaration's per-address limit names one. */
    config: Config;
    /**
     * The checks of the callers that are not people, each added by the feature that keeps their
     * keys, in the plugin that serves their endpoints (core knows no feature).
     */
    requireLaneDevice?: Guard;
    requireIntegrator?: (scope: IntegratorScope) => Guard;
    requirePublicKey?: Guard;
  }
}

/** A request to a declared endpoint, its parts as the endpoint's schemas parsed them. */
export type EndpointRequest<Declared extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  ParsedOf<Declared>;

/**
 * Every decision's header (docs/api.md#decisions-bind-to-what-was-seen): the version of the record
 * the decider read, as its GET answered it (`ETag`, or the record's `version`).
 */
const decisionHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe('The version of the record the decision was taken on: its ETag, or its `version` field'),
});

/** What a handler answers: the declared answer, or for a file the reply that sent it (`sendFile`). */
type HandlerAnswer<Declared extends Endpoint> =
  AnswerOf<Declared> | (Declared extends { file: object } ? FastifyReply : never);

/** A declared part's schema; none for a part declared by its type alone. */
const schemaOf = (part: z.ZodType | Unchecked<unknown> | undefined) => (part instanceof z.ZodType ? part : undefined);

/** The answer's schema; for a file that also comes as other types than JSON, each type's. */
function responseOf(answer: z.ZodType, declared: Endpoint) {
  const types = declared.file?.types;
  if (!types) return answer;
  const content = { 'application/json': answer, ...types };
  return {
    content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
  };
}

/** A key holder's guard, as its feature added it; serving its endpoint without it would let anyone in. */
function addedGuard<Added>(guard: Added | undefined, access: Access): Added {
  if (!guard) throw new Error(`${JSON.stringify(access)} has no guard: its feature adds one before serving it`);
  return guard;
}

/** The check of who may call; none when anyone may. */
function guardOf(app: FastifyInstance, access: Access): Guard | undefined {
  switch (access) {
    case 'anyone':
      return undefined;
    case 'signed in':
      return app.requireUser;
    case 'public key':
      return addedGuard(app.requirePublicKey, access);
    case 'lane device':
      return addedGuard(app.requireLaneDevice, access);
  }
  return 'integrator' in access
    ? addedGuard(app.requireIntegrator, access)(access.integrator)
    : app.requirePermission(access.permission);
}

/**
 * How the OpenAPI document says the caller proves who they are, where it is not a person's bearer
 * token (the document's default). It names no scheme for a lane device's key (docs/lanes.md says
 * how a device sends it).
 */
function securityOf(access: Access) {
  if (access === 'anyone' || access === 'public key') return [];
  if (typeof access === 'object' && 'integrator' in access) return [{ integrator: [] }];
  return undefined;
}

/**
 * Serves `declared` under the app's prefix as domain/endpoints declares it: its method and path,
 * its schemas checking what comes in and cutting the answer to what it lists, who may call it
 * checked before the body is read, and its limits. The handler does the work.
 */
export function serve<Declared extends Endpoint>(
  app: FastifyInstance,
  declared: Declared,
  handler: (
    request: EndpointRequest<Declared>,
    reply: FastifyReply,
    /** What the handler reads: the replica's reader when the endpoint is declared `readsReplica`, else the app's database. */
    reads: Database,
  ) => Promise<HandlerAnswer<Declared>>,
): void {
  const status = declared.status ?? 200;
  const guard = guardOf(app, declared.access);
  const headers = declared.decision ? decisionHeaders : declared.headers;
  const body = schemaOf(declared.body);
  const security = securityOf(declared.access);
  const answer = schemaOf(declared.answer);
  const limit = declared.perIpLimit;
  const reads = declared.readsReplica ? replicaReaderOf(app.db) : app.db;
  // A request turned away for load is turned away before anything else is done for it.
  const onRequest = [...(declared.shedsWhenBusy ? [app.shedWhenBusy] : []), ...(guard ? [guard] : [])];
  app.route({
    method: declared.method,
    url: declared.path,
    ...(onRequest.length > 0 && { onRequest }),
    ...(limit && { config: { rateLimit: { max: app.config[limit], timeWindow: PER_IP_LIMITS[limit] } } }),
    ...(declared.bodyLimit && { bodyLimit: declared.bodyLimit }),
    schema: {
      tags: [declared.tag],
      ...(declared.description && { description: declared.description }),
      ...(headers && { headers }),
      ...(declared.params && { params: declared.params }),
      ...(declared.query && { querystring: declared.query }),
      ...(body && { body }),
      ...(security && { security }),
      ...(answer && { response: { [status]: responseOf(answer, declared) } }),
    },
    handler: async (request, reply) => {
      reply.status(status);
      return handler(request as unknown as EndpointRequest<Declared>, reply, reads);
    },
  });
}

/** Names the file the browser saves the answer as. */
export function saveAs(reply: FastifyReply, fileName: string): FastifyReply {
  return reply.header('content-disposition', `attachment; filename="${fileName}"`);
}

/** Sends a file endpoint's answer as a UTF-8 file of `type` instead of JSON. */
export function sendFile(reply: FastifyReply, type: string, text: string): FastifyReply {
  return reply.type(`${type}; charset=utf-8`).send(text);
}
