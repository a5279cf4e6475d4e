import { sql } from 'drizzle-orm';
import { integratorFilterSchema, integratorRecordSchema } from '../../../domain/schemas/integrator';
import { integrators } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';

/**
 * The open data API's integrators, read here; made, re-keyed and revoked by their own routes
 * (server/features/open-data/integrators.routes.ts), which answer a key once. The record schema keeps the key's hash in the server.
 */
export const integratorsResource: ResourceDefinition<typeof integrators> = {
  name: 'integrators',
  table: integrators,
  record: integratorRecordSchema,
  sortColumns: {
    id: integrators.id,
    name: sql`${integrators.name} collate "english"`,
    status: integrators.status,
    last_used_at: integrators.last_used_at,
    created_at: integrators.created_at,
  },
  filterSchema: integratorFilterSchema,
  filterColumns: { status: integrators.status },
};
