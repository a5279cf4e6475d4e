import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit';
import { RESOURCE_PERMISSIONS, type ResourceName } from '../routes';
import { dayFilter, idParam, listFilterBase } from './fields';
import { timestamp } from './record';

const RESOURCE_NAMES = Object.keys(RESOURCE_PERMISSIONS) as [ResourceName, ...ResourceName[]];

/** `{ field: [before, after] }`; null stands for "absent" (before a create, after a delete). */
export const auditChangesSchema = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** One row of the audit log as the API answers it. */
export const auditLogRecordSchema = z.object({
  id: z.number().int(),
  at: timestamp(),
  /** Who acted, as they were then: the account may have been renamed or deleted since. */
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  actor_role_id: z.number().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  record_id: z.number().nullable(),
  changes: auditChangesSchema,
});

/**
 * Filters of the log. `from` and `to` are calendar dates in the operator's time zone, both
 * included. There is no `q`: the log keeps no folded search text, and the actor filter takes
 * the actors the log names (GET /api/audit-log/choices).
 */
export const auditLogFilterSchema = z.strictObject({
  id: listFilterBase.id,
  actor_id: idParam().optional(),
  resource: z.enum(RESOURCE_NAMES).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  record_id: idParam().optional(),
  from: dayFilter(),
  to: dayFilter(),
});

/** Who and what the log names, for the choices of its filters. */
export const auditLogChoicesSchema = z.object({
  /** Each actor by the name and role of their latest row. */
  actors: z.array(z.object({ id: z.number(), name: z.string().nullable(), role_id: z.number().nullable() })),
  resources: z.array(z.string()),
});
export type AuditLogChoices = z.infer<typeof auditLogChoicesSchema>;
