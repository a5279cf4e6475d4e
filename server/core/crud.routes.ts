import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Verb, verbPermissions } from '../../domain/routes';
import { serve } from './endpoint';
import { idParams } from '../../domain/schemas/fields';

export { idParams };
import { RECORD_VERSION_FIELD } from '../../domain/schemas/record';
import { ApiError } from '../errors';
import {
  type CallContext,
  type DecisionContext,
  contentRange,
  countRecords,
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  type ResourceDefinition,
  type ResourceTable,
  updateRecord,
} from './crud';
import type { Database } from '../db/client';
import { replicaReaderOf } from '../db/replica-reads';

const listQuery = z.object({
  sort: z.string().optional().describe('JSON ["field","ASC"|"DESC"]'),
  range: z.string().optional().describe('JSON [start, end], inclusive'),
  filter: z.string().optional().describe('JSON object; q searches, id (array) fetches many'),
});

// Why a record is deleted, where its resource asks: in the body, or in the query for a client that sends no body with DELETE.
const reasonQuery = z.object({ reason: z.string().optional().describe('Why the record is deleted') });
const reasonBody = z.object({ reason: z.unknown().optional() }).nullish();

/** The database, the signed-in caller and the clock of a request, as the resource services take them. */
export function callOf(app: FastifyInstance, request: FastifyRequest, db: Database = app.db): CallContext {
  return { db, caller: request.user, clock: app.clock };
}

/**
 * A decision's call: the request's caller and the version of the record they read. Without
 * `If-Match` nothing is decided (428 `precondition_required`); an entity tag is taken with or
 * without its quotes, and a weak one (`W/`) names no exact version, so it never matches.
 */
export function decisionOf(app: FastifyInstance, request: FastifyRequest): DecisionContext {
  const header = request.headers['if-match'];
  const seen = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!seen) throw new ApiError(428, 'precondition_required');
  return { ...callOf(app, request), seen: seen.replace(/^"(.*)"$/, '$1') };
}

/**
 * The ra-data-simple-rest protocol for one resource: list with Content-Range, one, create,
 * update and delete (each answering the record), each verb behind its permission, each answer
 * cut to the fields the resource declares; and the list's tab counts where the resource keeps them.
 */
export function registerCrudRoutes<Table extends ResourceTable, Create, Update, Derived extends object>(
  parent: FastifyInstance,
  definition: ResourceDefinition<Table, Create, Update, Derived>,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = `/${definition.name}`;
  // Checked on request, before the body is parsed or validated: without the permission the
  // answer is 401 or 403, never a validation error about a body the caller may not send.
  const onRequest = (verb: Verb) => app.requirePermission(verbPermissions(definition.name, verb));
  const tags = [definition.name];
  const record = definition.record;
  // The list and its counts read the replica when the resource says they may.
  const listReads = definition.listsFromReplica ? replicaReaderOf(app.db) : app.db;

  app.get(
    base,
    { onRequest: onRequest('list'), schema: { tags, querystring: listQuery, response: { 200: z.array(record) } } },
    async (request, reply) => {
      const { records, offset, total } = await listRecords(callOf(app, request, listReads), definition, request.query);
      reply.header('content-range', contentRange(definition.name, offset, records.length, total));
      return records;
    },
  );

  if (definition.counts) {
    serve(app, definition.counts.endpoint, (request) =>
      countRecords(callOf(app, request, listReads), definition, request.query.filter),
    );
  }

  app.get(
    `${base}/:id`,
    {
      onRequest: onRequest('read'),
      schema: { tags, params: idParams, response: { 200: definition.detail?.record ?? record } },
    },
    async (request, reply) => {
      const answer = await getRecord(callOf(app, request), definition, request.params.id);
      const version = answer[RECORD_VERSION_FIELD];
      if (typeof version === 'string') reply.header('etag', `"${version}"`);
      return answer;
    },
  );

  const write = definition.write;
  if (!write) return;
  const createBody = write.createSchema as z.ZodType<Create>;
  const updateBody = (write.updateSchema ?? write.createSchema) as z.ZodType<Update>;

  app.post(
    base,
    { onRequest: onRequest('create'), schema: { tags, body: createBody, response: { 201: record } } },
    async (request, reply) => {
      reply.status(201);
      return createRecord(callOf(app, request), definition, request.body as Create);
    },
  );

  app.put(
    `${base}/:id`,
    { onRequest: onRequest('update'), schema: { tags, params: idParams, body: updateBody, response: { 200: record } } },
    (request) => updateRecord(callOf(app, request), definition, request.params.id, request.body as Update),
  );

  const deletion = write.deletion;
  if (!deletion) {
    app.delete(
      `${base}/:id`,
      { onRequest: onRequest('delete'), schema: { tags, params: idParams, response: { 200: record } } },
      (request) => deleteRecord(callOf(app, request), definition, request.params.id),
    );
    return;
  }
  app.delete(
    `${base}/:id`,
    {
      onRequest: onRequest('delete'),
      schema: { tags, params: idParams, querystring: reasonQuery, body: reasonBody, response: { 200: record } },
    },
    (request) => {
      const { reason } = deletion.parse({ reason: request.body?.reason ?? request.query.reason });
      return deleteRecord(callOf(app, request), definition, request.params.id, reason);
    },
  );
}
