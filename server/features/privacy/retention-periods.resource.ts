import { retentionPeriodFilterSchema, retentionPeriodRecordSchema } from '../../../domain/schemas/privacy';
import { retentionPeriods } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';
import { retentionPeriodValues } from './retention-periods';

/**
 * How long each kind of personal data is kept: one row per kind, from the migration. No create or
 * delete; a period's days change by PUT /api/retention-periods/:id (server/features/privacy/privacy.routes.ts), audited.
 */
export const retentionPeriodsResource: ResourceDefinition<typeof retentionPeriods> = {
  name: 'retention-periods',
  table: retentionPeriods,
  record: retentionPeriodRecordSchema,
  sortColumns: { id: retentionPeriods.id },
  filterSchema: retentionPeriodFilterSchema,
  filterColumns: {},
  toRecord: retentionPeriodValues,
};
