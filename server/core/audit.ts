import { SECRET_FIELDS, SECRET_VALUE, type AuditAction } from '../../domain/audit';
import type { AuditChanges } from '../../domain/schemas/audit-log';
import type { ResourceName } from '../../domain/routes';
import { RECORD_VERSION_FIELD } from '../../domain/schemas/record';
import { auditLog } from '../db/schema';
import type { Caller } from './auth';
import type { Transaction } from '../db/client';

type RecordValues = Record<string, unknown>;
export type { AuditChanges };

/** Bookkeeping fields of records (a version follows from the others); a change to them alone is no change. */
const UNTRACKED = new Set(['id', 'created_at', 'updated_at', RECORD_VERSION_FIELD]);

function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** The fields that differ between two versions of a record, secrets masked. */
export function changesBetween(before: RecordValues | null, after: RecordValues | null): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (UNTRACKED.has(field)) continue;
    const old = comparable(before?.[field]);
    const now = comparable(after?.[field]);
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    changes[field] = SECRET_FIELDS.has(field) ? [SECRET_VALUE, SECRET_VALUE] : [old, now];
  }
  return changes;
}

export interface AuditEntry {
  action: AuditAction;
  resource: ResourceName;
  recordId: number;
  changes: AuditChanges;
}

/** Who made a change; none for a visitor's public request. */
export type AuditActor = Pick<Caller, 'id' | 'name' | 'role_id'>;

/**
 * Appends one row to the audit log, in the transaction of the change it records: the change and
 * its record stand or fall together.
 */
export async function recordAudit(tx: Transaction, actor: AuditActor | null, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, actor, [entry]);
}

/** Appends a row per entry in one insert (a change of many records at once). */
export async function recordAudits(tx: Transaction, actor: AuditActor | null, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await auditInsert(tx, actor, entries);
}

/** The insert of recordAudits, for a write that sends it with others in one statement (a gate event's). */
export function auditInsert(tx: Transaction, actor: AuditActor | null, entries: AuditEntry[]) {
  return tx.insert(auditLog).values(
    entries.map((entry) => ({
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? null,
      actor_role_id: actor?.role_id ?? null,
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId,
      changes: entry.changes,
    })),
  );
}
