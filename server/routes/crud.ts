import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESOURCE_PERMISSIONS } from '../../domain/routes';
import { idParam } from '../../domain/schemas/fields';
import {
  contentRange,
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  type ResourceDefinition,
  updateRecord,
} from '../services/crud';

const idParams = z.object({ id: idParam() });
const listQuery = z.object({
  sort: z.string().optional().describe('JSON ["field","ASC"|"DESC"]'),
  range: z.string().optional().describe('JSON [start, end], inclusive'),
  filter: z.string().optional().describe('JSON object; q searches, id (array) fetches many'),
});

/**
 * The ra-data-simple-rest protocol for one resource: list with Content-Range, one, create,
 * update and delete (each answering the record), all behind the resource's permission.
 */
export function registerCrudRoutes<Body>(parent: FastifyInstance, definition: ResourceDefinition<Body>) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = `/${definition.name}`;
  // Checked on request, before the body is parsed or validated: without the permission the
  // answer is 401 or 403, never a validation error about a body the caller may not send.
  const onRequest = app.requirePermission(RESOURCE_PERMISSIONS[definition.name]);
  const tags = [definition.name];
  const anyDefinition = definition as ResourceDefinition<unknown>;

  app.get(base, { onRequest, schema: { tags, querystring: listQuery } }, async (request, reply) => {
    const { records, offset, total } = await listRecords(app.db, anyDefinition, request.query);
    reply.header('content-range', contentRange(definition.name, offset, records.length, total));
    return records;
  });

  app.get(`${base}/:id`, { onRequest, schema: { tags, params: idParams } }, (request) =>
    getRecord(app.db, anyDefinition, request.params.id),
  );

  const write = definition.write;
  if (!write) return;
  const body = write.schema as z.ZodType<Body>;

  app.post(base, { onRequest, schema: { tags, body } }, async (request, reply) => {
    reply.status(201);
    return createRecord(app.db, definition, request.body as Body);
  });

  app.put(`${base}/:id`, { onRequest, schema: { tags, params: idParams, body } }, (request) =>
    updateRecord(app.db, definition, request.params.id, request.body as Body),
  );

  app.delete(`${base}/:id`, { onRequest, schema: { tags, params: idParams } }, (request) =>
    deleteRecord(app.db, definition, request.params.id),
  );
}
