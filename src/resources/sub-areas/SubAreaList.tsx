import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import {
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  ReferenceField,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { DateTimeField } from '../../components/fields';
import { LocalizedName, NameSortFollowsLanguage, useLocalizedNameSort } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters, useIntlLocale } from '../../i18n/useFormatters';
import { AreaRoutePage } from '../AreaRoutePage';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { AreaInput } from '../AreaInput';

function createLocation(areaId?: number) {
  return { pathname: '/sub-areas/create', search: areaId ? `?source=${JSON.stringify({ area_id: areaId })}` : '' };
}

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'name' },
  { source: 'name_ar' },
  { source: 'area_id', reference: 'areas' },
  { source: 'max_capacity', format: 'number' },
  { source: 'created_at', format: 'dateTime' },
  { source: 'updated_at', format: 'dateTime' },
];

function SubAreaTable({ areaId, title }: { areaId?: number; title?: string }) {
  const exporter = useCsvExporter(CSV_COLUMNS);
  const small = useSmallScreen();
  const translate = useTranslate();
  const { number } = useFormatters();
  const locales = useIntlLocale();
  const nameSort = useLocalizedNameSort();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(areaId ? [] : [<AreaInput key="area_id" source="area_id" />]),
  ];
  return (
    <List
      resource="sub-areas"
      filter={areaId ? { area_id: areaId } : undefined}
      filters={filters}
      sort={{ field: nameSort, order: 'ASC' }}
      title={title}
      actions={
        <TopToolbar>
          {areaId ? null : <FilterButton />}
          <CreateButton to={createLocation(areaId)} />
          <ExportButton />
        </TopToolbar>
      }
      exporter={exporter}
      empty={<EmptyWithCreate icon={SplitscreenIcon} message="ps.sub_areas.empty" createTo={createLocation(areaId)} />}
      disableSyncWithLocation={Boolean(areaId)}
      storeKey={areaId ? `sub-areas.area.${areaId}` : undefined}
    >
      <NameSortFollowsLanguage />
      {small ? (
        <SimpleList
          primaryText={<LocalizedName />}
          secondaryText={(record) =>
            record.max_capacity == null
              ? ''
              : translate('ps.areas.capacity_summary', { capacity: number(record.max_capacity) })
          }
          // a function, not an element: react-admin floats only what a function returns to the end of the row
          tertiaryText={areaId ? undefined : () => <ReferenceField source="area_id" reference="areas" link={false} />}
          rowClick="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source={nameSort} label="resources.sub-areas.fields.name">
            <RowLink type="show">
              <LocalizedName />
            </RowLink>
          </DataTable.Col>
          {areaId ? null : (
            <DataTable.Col source="area_id">
              <ReferenceField source="area_id" reference="areas" link="show" />
            </DataTable.Col>
          )}
          <DataTable.NumberCol source="max_capacity" locales={locales} />
          <DataTable.Col source="updated_at" field={DateTimeField} />
        </DataTable>
      )}
    </List>
  );
}

/** Every sub-area, filterable by area (/sub-areas). */
export default function SubAreaList() {
  return <SubAreaTable />;
}

/** The sub-areas of one area (/sub-areas/area/:areaId). */
export function AreaSubAreaList() {
  return (
    <AreaRoutePage page="ps.sub_areas.title" titleForArea="ps.sub_areas.title_for_area">
      {(areaId, title) => <SubAreaTable areaId={areaId} title={title} />}
    </AreaRoutePage>
  );
}
