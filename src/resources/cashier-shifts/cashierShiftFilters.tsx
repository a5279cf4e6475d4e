import { NullableBooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { CASHIER_SHIFT_STATUSES } from '../../../domain/cashier-shift';
import { ROLE } from '../../../domain/roles';
import { dayRangeFilters } from '../../components/dates/dayRangeFilters';
import { usePersonNameSort } from '../../components/LocalizedName';
import { AreaInput } from '../AreaInput';
import { GateFilterInput } from '../GateFilterInput';

const STATUS_CHOICES = CASHIER_SHIFT_STATUSES.map((status) => ({
  id: status,
  name: `ps.cashier_shifts.statuses.${status}`,
}));

/**
 * The filters of the shifts, as the API has them: area, gate, cashier, status, whether the count
 * differed, and the local days they opened. On a phone none stands open.
 */
export function useCashierShiftFilters(small: boolean) {
  const open = !small;
  const byPersonName = usePersonNameSort('name');
  return [
    <AreaInput key="area_id" source="area_id" alwaysOn={open} minWidth={180} />,
    <NullableBooleanInput
      key="has_difference"
      source="has_difference"
      trueLabel="ps.cashier_shifts.differences.true"
      falseLabel="ps.cashier_shifts.differences.false"
      alwaysOn={open}
      sx={{ minWidth: 180 }}
    />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn={open} sx={{ minWidth: 140 }} />,
    <ReferenceInput
      key="employee_id"
      source="employee_id"
      reference="employees"
      filter={{ role_id: ROLE.gateEmployee }}
      sort={{ field: byPersonName, order: 'ASC' }}
      perPage={200}
    >
      <SelectInput optionText="name" sx={{ minWidth: 180 }} />
    </ReferenceInput>,
    <GateFilterInput key="gate_id" source="gate_id" />,
    ...dayRangeFilters(open),
  ];
}
