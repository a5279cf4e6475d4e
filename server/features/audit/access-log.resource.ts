import { accessLogFilterSchema, accessRecordSchema } from '../../../domain/schemas/privacy';
import { accessLog } from '../../db/schema';
import { accessLogFilterWhere } from '../../core/access-log';
import type { ResourceDefinition } from '../../core/crud';

/**
 * Who read a person's data (server/core/access-log.ts), read-only: the readings write it, and
 * nothing edits it. `subject` finds the readings of a plate, phone or email however typed.
 */
export const accessLogResource: ResourceDefinition<typeof accessLog> = {
  name: 'access-log',
  table: accessLog,
  record: accessRecordSchema,
  sortColumns: { id: accessLog.id, at: accessLog.at, actor_name: accessLog.actor_name, kind: accessLog.kind },
  defaultSort: ['at', 'DESC'],
  filterSchema: accessLogFilterSchema,
  filterColumns: { actor_id: accessLog.actor_id, kind: accessLog.kind, record_id: accessLog.record_id },
  filterWhere: accessLogFilterWhere,
};
