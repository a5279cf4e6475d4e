import { eq } from 'drizzle-orm';
import {
  RETENTION_DEFAULT_DAYS,
  RETENTION_KINDS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  type RetentionKind,
} from '../../../domain/privacy';
import type { RetentionPeriodRecord, RetentionPeriodUpdate } from '../../../domain/schemas/privacy';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Database } from '../../db/client';
import { retentionPeriods } from '../../db/schema';
import { badInput } from '../../errors';
import { answerOf, audit, type CallContext, lockedRow, type ResourceDefinition } from '../../core/crud';

type RetentionPeriodRow = typeof retentionPeriods.$inferSelect;

/** A period as the API answers it: its days with the bounds and default of its kind. */
export function retentionPeriodValues(row: RetentionPeriodRow) {
  const kind = row.kind;
  return {
    ...row,
    default_days: RETENTION_DEFAULT_DAYS[kind],
    min_days: RETENTION_MIN_DAYS[kind],
    max_days: RETENTION_MAX_DAYS,
  };
}

/** The days each kind is kept now; a kind without its row (a restored backup of a database that had none) keeps its default. */
export async function retentionDays(db: Database): Promise<Record<RetentionKind, number>> {
  const rows = await db.select({ kind: retentionPeriods.kind, days: retentionPeriods.days }).from(retentionPeriods);
  const days = { ...RETENTION_DEFAULT_DAYS };
  for (const row of rows) if ((RETENTION_KINDS as readonly string[]).includes(row.kind)) days[row.kind] = row.days;
  return days;
}

/** Changes how long one kind is kept, within its bounds, with its audit row. */
export async function updateRetentionPeriod(
  { db, caller, clock }: CallContext,
  definition: ResourceDefinition<typeof retentionPeriods>,
  id: number,
  { days }: RetentionPeriodUpdate,
) {
  return db.transaction(async (tx) => {
    const existing = await lockedRow(tx, definition, caller, id);
    if (days < RETENTION_MIN_DAYS[existing.kind]) throw badInput({ days: VALIDATION.retentionRange });
    const before = await answerOf(tx, clock, definition, existing);
    const [row] = await tx
      .update(retentionPeriods)
      .set({ days, updated_at: clock.now() })
      .where(eq(retentionPeriods.id, id))
      .returning();
    const after = await answerOf(tx, clock, definition, row!);
    await audit(tx, caller, definition, 'update', id, before, after);
    return after as RetentionPeriodRecord;
  });
}
