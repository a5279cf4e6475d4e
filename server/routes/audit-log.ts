import type { FastifyInstance } from 'fastify';
import { gte, lt } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endOfLocalDay, startOfLocalDay } from '../../domain/local-date';
import { verbPermissions } from '../../domain/routes';
import { auditLogChoicesSchema, auditLogFilterSchema, auditLogRecordSchema } from '../../domain/schemas/audit-log';
import { auditLog } from '../db/schema';
import { auditLogChoices } from '../services/audit-log-choices';
import type { ResourceDefinition } from '../services/crud';
import { registerCrudRoutes } from './crud';

/**
 * The audit log, read-only: without `write` no POST, PUT or DELETE route exists, and the
 * database refuses to update or delete its rows whoever asks. Days are the operator's.
 */
export const auditLogResource: ResourceDefinition = {
  name: 'audit-log',
  table: auditLog,
  record: auditLogRecordSchema,
  sortColumns: {
    id: auditLog.id,
    at: auditLog.at,
    actor_name: auditLog.actor_name,
    action: auditLog.action,
    resource: auditLog.resource,
    record_id: auditLog.record_id,
  },
  defaultSort: ['at', 'DESC'],
  filterSchema: auditLogFilterSchema,
  filterColumns: { actor_id: auditLog.actor_id, resource: auditLog.resource, action: auditLog.action, record_id: auditLog.record_id },
  filterWhere: ({ from, to }, clock) => [
    typeof from === 'string' ? gte(auditLog.at, startOfLocalDay(from, clock.timeZone)) : undefined,
    typeof to === 'string' ? lt(auditLog.at, endOfLocalDay(to, clock.timeZone)) : undefined,
  ],
};

export async function auditLogRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit-log/choices',
    { onRequest: app.requirePermission(verbPermissions('audit-log', 'list')), schema: { tags: ['audit-log'], response: { 200: auditLogChoicesSchema } } },
    () => auditLogChoices(app.db),
  );
  registerCrudRoutes(app, auditLogResource);
}
