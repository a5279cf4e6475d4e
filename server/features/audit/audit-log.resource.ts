import { gte, lt } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import { auditLogFilterSchema, auditLogRecordSchema } from '../../../domain/schemas/audit-log';
import { auditLog } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';

/**
 * The audit log, read-only: without `write` no POST, PUT or DELETE route exists, and the
 * database refuses to update or delete its rows whoever asks. Days are the operator's.
 */
export const auditLogResource: ResourceDefinition<typeof auditLog> = {
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
  filterColumns: {
    actor_id: auditLog.actor_id,
    resource: auditLog.resource,
    action: auditLog.action,
    record_id: auditLog.record_id,
  },
  filterWhere: ({ from, to }, clock) => [
    typeof from === 'string' ? gte(auditLog.at, startOfLocalDay(from, clock.timeZone)) : undefined,
    typeof to === 'string' ? lt(auditLog.at, endOfLocalDay(to, clock.timeZone)) : undefined,
  ],
};
