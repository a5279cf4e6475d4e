import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';

/** A list's toolbar: react-admin's own filter, create and export buttons. */
export function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}
