import type { AuditChanges } from '../../../domain/schemas/audit-log';
import { type AuditAction, AUDIT_ACTIONS } from '../../../domain/audit';
import { ACCESS_KINDS } from '../../../domain/privacy';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';

/**
 * Every change made through the API, one row each, written in the change's own transaction.
 * Append-only: a trigger (migration 0004) refuses to update or delete a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept as written: an account deleted later still shows who acted. */
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    actor_role_id: integer('actor_role_id'),
    action: text('action').$type<AuditAction>().notNull(),
    resource: text('resource').notNull(),
    record_id: integer('record_id'),
    /** The fields that changed, `{ field: [before, after] }`, secrets removed. */
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    /**
     * When a data subject's erase redacted the personal values of `changes`: the one update the
     * append-only trigger allows (migration 0042), once, keeping every field's name and the rest.
     */
    redacted_at: timestamp('redacted_at', { withTimezone: true }),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_record_idx').on(table.resource, table.record_id),
    index('audit_log_actor_idx').on(table.actor_id, table.at),
    check('audit_log_action_check', oneOf(table.action, AUDIT_ACTIONS)),
  ],
);

/**
 * Who read a person's data: one row per opening of a stay, a subscription or a plate's history
 * (never per list page), written by the same request. `subject_keys` are the plates, phones and
 * emails it showed as `kind:stored form` (domain/privacy.ts), found by any one of them.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept as written, as the audit log's: an account deleted later still shows who looked. */
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    actor_role_id: integer('actor_role_id'),
    kind: text('kind').notNull(),
    record_id: integer('record_id'),
    subjects: text('subjects').notNull(),
    subject_keys: text('subject_keys').array().notNull(),
  },
  (table) => [
    index('access_log_at_idx').on(table.at, table.id),
    index('access_log_actor_idx').on(table.actor_id, table.at),
    index('access_log_subject_keys_idx').using('gin', table.subject_keys),
    check('access_log_kind_check', oneOf(table.kind, ACCESS_KINDS)),
  ],
);
