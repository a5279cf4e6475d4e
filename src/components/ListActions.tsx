import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';

/** A list's toolbar: react-admin's own filter, create and export buttons; a read-only list has no create. */
export function ListActions({ create = true }: { create?: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {create ? <CreateButton /> : null}
      <ExportButton />
    </TopToolbar>
  );
}
