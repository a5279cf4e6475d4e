import { and, desc, eq } from 'drizzle-orm';
import { readSubject } from '../../../domain/privacy';
import { PLATE_HISTORY_STAYS, type PlateHistory } from '../../../domain/schemas/vehicle';
import { VALIDATION } from '../../../domain/validation-messages';
import { vehicles } from '../../db/schema';
import { badInput } from '../../errors';
import { vehiclesResource } from './vehicles.resource';
import { recordAccess } from '../../core/access-log';
import { type CallContext, recordsOf } from '../../core/crud';
import { stayScope } from './vehicles';

/**
 * A plate's stays in the caller's reach, newest first: who came when, where and for how long. A
 * person's movements, so reading them is logged (server/core/access-log.ts).
 */
export async function plateHistory(context: CallContext, plateText: string): Promise<PlateHistory> {
  const subject = readSubject('plate', plateText);
  if (!subject) throw badInput({ plate: VALIDATION.plate });
  const rows = await context.db
    .select()
    .from(vehicles)
    .where(and(stayScope(context.caller), eq(vehicles.plate, subject.key)))
    .orderBy(desc(vehicles.entry_time), desc(vehicles.id))
    .limit(PLATE_HISTORY_STAYS);
  await recordAccess(context.db, context.caller, { kind: 'plate_history', recordId: null, subjects: [subject] });
  const stays = await recordsOf(context.db, context.clock, vehiclesResource, rows);
  return { plate: subject.key, stays: stays as PlateHistory['stays'] };
}
