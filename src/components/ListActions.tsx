import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';

/** The toolbar of a list: react-admin's own filter, create and export buttons. */
export function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}
