import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceInput, SelectInput } from 'react-admin';
import { LocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';
import { AreaInput } from '../AreaInput';

/**
 * The area, then a gate of that area: the gate's choices are the chosen area's gates and appear
 * only once an area is chosen; choosing another area clears the gate.
 */
export function AreaGateInputs({ required }: { required: boolean }) {
  const { setValue } = useFormContext();
  const areaId = useWatch({ name: 'area_id' }) as number | null | undefined;
  const sort = { field: useLocalizedNameSort(), order: 'ASC' } as const;
  return (
    <>
      <AreaInput>
        <SelectInput
          optionText={<LocalizedName />}
          isRequired={required}
          onChange={() => setValue('gate_id', null, { shouldDirty: true })}
        />
      </AreaInput>
      {areaId ? (
        // A new input per area, so that no gate of the area chosen before is offered.
        <ReferenceInput
          key={areaId}
          source="gate_id"
          reference="gates"
          filter={{ area_id: areaId }}
          sort={sort}
          perPage={200}
        >
          <SelectInput optionText={<LocalizedName />} isRequired={required} />
        </ReferenceInput>
      ) : (
        // Read-only rather than disabled: a disabled input would take its value out of the form.
        <SelectInput
          source="gate_id"
          choices={[]}
          isRequired={required}
          readOnly
          helperText="ps.employees.choose_area_first"
        />
      )}
    </>
  );
}
