import {
  type CashierShiftFilter,
  cashierShiftDetailSchema,
  cashierShiftFilterSchema,
  cashierShiftRecordSchema,
} from '../../../domain/schemas/cashier-shift';
import { cashierShifts } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';
import {
  type ShiftEmployee,
  shiftDetail,
  shiftFilterWhere,
  shiftRecordValues,
  shiftScope,
  withEmployeeNames,
} from './cashier-shifts';

/**
 * The cashiers' shifts: read here, opened and closed by the gate employee who works them
 * (server/features/payments/cashier-shifts.routes.ts), and never changed once closed. Days are the operator's.
 */
export const cashierShiftsResource: ResourceDefinition<typeof cashierShifts, unknown, unknown, ShiftEmployee> = {
  name: 'cashier-shifts',
  table: cashierShifts,
  record: cashierShiftRecordSchema,
  scope: shiftScope,
  sortColumns: {
    id: cashierShifts.id,
    opened_at: cashierShifts.opened_at,
    closed_at: cashierShifts.closed_at,
    difference: cashierShifts.difference_halalas,
  },
  defaultSort: ['opened_at', 'DESC'],
  filterSchema: cashierShiftFilterSchema,
  filterColumns: {
    area_id: cashierShifts.area_id,
    gate_id: cashierShifts.gate_id,
    employee_id: cashierShifts.employee_id,
    status: cashierShifts.status,
    has_difference: cashierShifts.has_difference,
  },
  filterWhere: (filter, clock) => shiftFilterWhere(filter as CashierShiftFilter, clock.timeZone),
  withDerived: withEmployeeNames,
  toRecord: shiftRecordValues,
  detail: { record: cashierShiftDetailSchema, of: shiftDetail },
};
