import { SearchInput, SelectInput, type SelectInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { VEHICLE_TYPES } from '../../../domain/vehicle';
import { dayRangeFilters } from '../../components/dates/dayRangeFilters';
import { LocalizedName } from '../../components/LocalizedName';
import { useVehicleChoices } from './useVehicleChoices';

const TYPE_CHOICES = VEHICLE_TYPES.map((type) => ({ id: type, name: `ps.vehicles.types.${type}` }));
const PRESENCE_CHOICES = [
  { id: true, name: 'ps.vehicles.presence.inside' },
  { id: false, name: 'ps.vehicles.presence.left' },
];

/** What react-admin's filter form gives each of its inputs (a small size, no helper text), passed on. */
type FilterInputProps = Omit<SelectInputProps, 'choices'> & { source: string };

/** The area; another area clears a gate that is not one of its own. */
function AreaInput({ alwaysOn: _alwaysOn, ...props }: FilterInputProps) {
  const { areas, gates, isPending } = useVehicleChoices();
  const { getValues, setValue } = useFormContext();
  const keepGateOf = (areaId: unknown) => {
    const gate = gates.find((choice) => choice.id === getValues('gate_id'));
    if (gate && gate.area_id !== areaId) setValue('gate_id', '');
  };
  return (
    <SelectInput
      {...props}
      choices={areas}
      optionText={<LocalizedName />}
      isPending={isPending}
      onChange={(event) => keepGateOf(event?.target?.value)}
      sx={{ minWidth: 180 }}
    />
  );
}

/** The gate a stay entered or left by: one of the chosen area's gates, or of every area the caller sees. */
function GateInput({ alwaysOn: _alwaysOn, ...props }: FilterInputProps) {
  const { gates, isPending } = useVehicleChoices();
  const areaId = useWatch({ name: 'area_id' }) as number | '' | undefined;
  const choices = areaId ? gates.filter((gate) => gate.area_id === areaId) : gates;
  return (
    <SelectInput
      {...props}
      choices={choices}
      optionText={<LocalizedName />}
      isPending={isPending}
      sx={{ minWidth: 160 }}
    />
  );
}

/**
 * The filters of the stays: plate search in either script, inside or left, then area, gate, type
 * and the local days of the entry. A caller of one area (a gate employee) has no area to choose;
 * on a phone only the search stands open, so the vehicles come first.
 */
export function useVehicleFilters(small: boolean) {
  const { areas } = useVehicleChoices();
  const open = !small;
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="inside" source="inside" choices={PRESENCE_CHOICES} alwaysOn={open} sx={{ minWidth: 140 }} />,
    ...(areas.length > 1 ? [<AreaInput key="area_id" source="area_id" alwaysOn={open} />] : []),
    <GateInput key="gate_id" source="gate_id" />,
    <SelectInput key="type" source="type" choices={TYPE_CHOICES} sx={{ minWidth: 140 }} />,
    ...dayRangeFilters(),
  ];
}
