import {
  type FeeAdjustmentFilter,
  feeAdjustmentFilterSchema,
  feeAdjustmentRecordSchema,
} from '../../../domain/schemas/fee-adjustment';
import { feeAdjustments } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';
import { type AdjustmentPlate, adjustmentFilterWhere, adjustmentRecordValues, withPlates } from './fee-adjustments';

/**
 * The fees waived and adjusted: every exit that took less than its stay owed when the server
 * heard of it, and every backdated exit. Read-only: the exits write them (server/features/gate/fee-adjustments.ts).
 */
export const feeAdjustmentsResource: ResourceDefinition<typeof feeAdjustments, unknown, unknown, AdjustmentPlate> = {
  name: 'fee-adjustments',
  listsFromReplica: true,
  table: feeAdjustments,
  record: feeAdjustmentRecordSchema,
  sortColumns: { id: feeAdjustments.id, arrived_at: feeAdjustments.arrived_at, waived: feeAdjustments.waived_halalas },
  defaultSort: ['arrived_at', 'DESC'],
  filterSchema: feeAdjustmentFilterSchema,
  filterColumns: {
    kind: feeAdjustments.kind,
    area_id: feeAdjustments.area_id,
    gate_id: feeAdjustments.gate_id,
    user_id: feeAdjustments.user_id,
  },
  filterWhere: (filter, clock) => adjustmentFilterWhere(filter as FeeAdjustmentFilter, clock.timeZone),
  withDerived: withPlates,
  toRecord: adjustmentRecordValues,
};
