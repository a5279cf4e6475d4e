import { ReferenceInput, SelectInput } from 'react-admin';
import { FEE_ADJUSTMENT_KINDS } from '../../../domain/schemas/fee-adjustment';
import { dayRangeFilters } from '../../components/dates/dayRangeFilters';
import { LocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';
import { AreaInput } from '../AreaInput';
import { GateFilterInput } from '../GateFilterInput';

const KIND_CHOICES = FEE_ADJUSTMENT_KINDS.map((kind) => ({ id: kind, name: `ps.fee_adjustments.kinds.${kind}` }));

/** The filters of the adjustments: area, kind, employee, gate and the local days of the exits; on a phone none stands open. */
export function useFeeAdjustmentFilters(small: boolean) {
  const open = !small;
  const byName = useLocalizedNameSort();
  return [
    <AreaInput key="area_id" source="area_id" alwaysOn={open}>
      <SelectInput optionText={<LocalizedName />} sx={{ minWidth: 180 }} />
    </AreaInput>,
    <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn={open} sx={{ minWidth: 160 }} />,
    <ReferenceInput
      key="user_id"
      source="user_id"
      reference="employees"
      sort={{ field: byName, order: 'ASC' }}
      perPage={200}
      alwaysOn={open}
    >
      <SelectInput optionText="name" sx={{ minWidth: 180 }} />
    </ReferenceInput>,
    <GateFilterInput key="gate_id" source="gate_id" />,
    ...dayRangeFilters(open),
  ];
}
