import type { ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';

/**
 * A list's toolbar: react-admin's own filter, create and export buttons; a read-only list has no
 * create. `children` are the list's own buttons, before the export.
 */
export function ListActions({ create = true, children }: { create?: boolean; children?: ReactNode }) {
  return (
    <TopToolbar>
      <FilterButton />
      {create ? <CreateButton /> : null}
      {children}
      <ExportButton />
    </TopToolbar>
  );
}
