import type { ReactNode } from 'react';
import { ReferenceInput, SelectInput } from 'react-admin';
import { LocalizedName, useLocalizedNameSort } from '../components/LocalizedName';

/**
 * The area to choose, among all of them by their name in the screen's language; its child is the
 * select, plain by default. A filter passes `source` (and `alwaysOn`) itself: the filter form reads
 * them on the element.
 */
export function AreaInput({
  source = 'area_id',
  children = <SelectInput optionText={<LocalizedName />} />,
  ...props
}: {
  source?: string;
  alwaysOn?: boolean;
  children?: ReactNode;
}) {
  return (
    <ReferenceInput
      source={source}
      reference="areas"
      sort={{ field: useLocalizedNameSort(), order: 'ASC' }}
      perPage={200}
      {...props}
    >
      {children}
    </ReferenceInput>
  );
}
