import type { ReactNode } from 'react';
import { ReferenceInput, SelectInput } from 'react-admin';
import { LocalizedName, useLocalizedNameSort } from '../components/LocalizedName';

/**
 * The area to choose, among all of them by their name in the screen's language; its child is the
 * select, plain by default. A filter passes `source` (and `alwaysOn`) itself: the filter form reads
 * them on the element. The filter form's `size` reaches the plain select, so it stands as high as
 * the filters beside it, and `minWidth` keeps a filter's select wide enough for an area's name; a
 * select of the caller's own takes both from the caller.
 */
export function AreaInput({
  source = 'area_id',
  size,
  minWidth,
  children = <SelectInput optionText={<LocalizedName />} size={size} sx={minWidth ? { minWidth } : undefined} />,
  ...props
}: {
  source?: string;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  minWidth?: number;
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
