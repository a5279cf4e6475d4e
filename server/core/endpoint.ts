import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerOf, Endpoint, ParsedOf } from '../../domain/endpoints/endpoint';
import { decisionHeaders } from './crud.routes';

/** A request to a declared endpoint, its parts as the endpoint's schemas parsed them. */
export type EndpointRequest<Declared extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  ParsedOf<Declared>;

/**
 * Serves `declared` under the app's prefix as domain/endpoints declares it: its method and path,
 * its schemas checking what comes in and cutting the answer to what it lists, and its permission
 * checked before the body is read. The handler does the work.
 */
export function serve<Declared extends Endpoint>(
  app: FastifyInstance,
  declared: Declared,
  handler: (request: EndpointRequest<Declared>, reply: FastifyReply) => Promise<AnswerOf<Declared>>,
): void {
  const status = declared.status ?? 200;
  app.route({
    method: declared.method,
    url: declared.path,
    onRequest: app.requirePermission(declared.permission),
    schema: {
      tags: [declared.tag],
      ...(declared.decision && { headers: decisionHeaders }),
      ...(declared.params && { params: declared.params }),
      ...(declared.query && { querystring: declared.query }),
      ...(declared.body && { body: declared.body }),
      response: { [status]: declared.answer },
    },
    handler: async (request, reply) => {
      reply.status(status);
      return handler(request as unknown as EndpointRequest<Declared>, reply);
    },
  });
}
