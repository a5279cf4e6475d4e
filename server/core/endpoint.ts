import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnswerOf, Endpoint, ParsedOf } from '../../domain/endpoints/endpoint';

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

/** The answer's schema; for a file that also comes as other types than JSON, each type's. */
function responseOf(declared: Endpoint) {
  const types = declared.file?.types;
  if (!types) return declared.answer;
  const content = { 'application/json': declared.answer, ...types };
  return {
    content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
  };
}

/**
 * Serves `declared` under the app's prefix as domain/endpoints declares it: its method and path,
 * its schemas checking what comes in and cutting the answer to what it lists, and its permission
 * checked before the body is read. The handler does the work.
 */
export function serve<Declared extends Endpoint>(
  app: FastifyInstance,
  declared: Declared,
  handler: (request: EndpointRequest<Declared>, reply: FastifyReply) => Promise<HandlerAnswer<Declared>>,
): void {
  const status = declared.status ?? 200;
  app.route({
    method: declared.method,
    url: declared.path,
    onRequest: app.requirePermission(declared.permission),
    schema: {
      tags: [declared.tag],
      ...(declared.description && { description: declared.description }),
      ...(declared.decision && { headers: decisionHeaders }),
      ...(declared.params && { params: declared.params }),
      ...(declared.query && { querystring: declared.query }),
      ...(declared.body && { body: declared.body }),
      response: { [status]: responseOf(declared) },
    },
    handler: async (request, reply) => {
      reply.status(status);
      return handler(request as unknown as EndpointRequest<Declared>, reply);
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
