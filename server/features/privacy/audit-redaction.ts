import { and, isNull, type SQL, sql } from 'drizzle-orm';
import { REDACTED } from '../../../domain/privacy';
import type { Transaction } from '../../db/client';
import { auditLog } from '../../db/schema';

/** A LIKE pattern that finds `text` anywhere, its wildcards taken as themselves. */
export const anywhereIn = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A JSON value with every non-null part of it replaced by the marker: `[before, after]` keeps its shape. */
const redactedValue = sql`case jsonb_typeof(value)
  when 'null' then value
  when 'array' then (select coalesce(jsonb_agg(case when element = 'null'::jsonb then element else to_jsonb(${REDACTED}::text) end), '[]'::jsonb)
    from jsonb_array_elements(value) element)
  else to_jsonb(${REDACTED}::text) end`;

/**
 * Redacts the personal values of the audit rows of `where`, the one update the log's trigger allows
 * (once a row, every field's name kept, migration 0042): the value of a field named in `fields`, or
 * one that holds any of `terms`, becomes the marker; who did what, when and to which record stays,
 * as the law keeps it. Answers how many rows it redacted.
 */
export async function redactAuditRows(
  tx: Transaction,
  where: SQL,
  { fields, terms }: { fields: string[]; terms: string[] },
  at: Date,
): Promise<number> {
  const patterns = terms.map(anywhereIn);
  const personal = sql`(key = any(array[${sql.join(fields, sql`, `)}]::text[]) or value::text like any(array[${sql.join(patterns, sql`, `)}]::text[]))`;
  const redacted = await tx
    .update(auditLog)
    .set({
      redacted_at: at,
      changes: sql`(select coalesce(jsonb_object_agg(key, case when ${personal} then ${redactedValue} else value end), '{}'::jsonb)
        from jsonb_each(${auditLog.changes}))`,
    })
    .where(and(where, isNull(auditLog.redacted_at)))
    .returning({ id: auditLog.id });
  return redacted.length;
}
