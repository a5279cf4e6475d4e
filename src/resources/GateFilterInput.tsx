import { ReferenceInput, SelectInput } from 'react-admin';
import { LocalizedName, useLocalizedNameSort } from '../components/LocalizedName';

/**
 * A list's filter by gate, among every gate by its name in the screen's language. The filter form
 * reads `source` (and `alwaysOn`) on the element, so they are passed to it.
 */
export function GateFilterInput(props: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput reference="gates" sort={{ field: useLocalizedNameSort(), order: 'ASC' }} perPage={200} {...props}>
      <SelectInput optionText={<LocalizedName />} sx={{ minWidth: 180 }} />
    </ReferenceInput>
  );
}
