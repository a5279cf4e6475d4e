import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import {
  CreateButton,
  DataTable,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { loadFailureOf } from '../../components/ListLoadError';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { isNotFound, NotFoundState } from '../../components/RecordNotFound';
import {
  LocalizedName,
  NameSortFollowsLanguage,
  useLocalizedName,
  useLocalizedNameSort,
} from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { AreaBreadcrumb } from '../AreaBreadcrumb';
import { useAreaFromRoute } from '../useAreaFromRoute';
import { GateStatusField } from './GateStatusField';
import { useGateStatusChoices } from './useGateStatusChoices';

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'name' },
  { source: 'name_ar' },
  { source: 'gate_type_id', reference: 'gate-types' },
  { source: 'area_id', reference: 'areas' },
  { source: 'status', labels: 'ps.gates.statuses' },
  { source: 'description' },
  { source: 'created_at', format: 'dateTime' },
  { source: 'updated_at', format: 'dateTime' },
];

/** The gates of one area (/gates/area/:areaId). */
export default function GateList() {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const small = useSmallScreen();
  const nameSort = useLocalizedNameSort();
  const { areaId, area, isPending, error, refetch, isFetching } = useAreaFromRoute();
  const exporter = useCsvExporter(CSV_COLUMNS);
  const statuses = useGateStatusChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statuses} />,
    <ReferenceInput key="gate_type_id" source="gate_type_id" reference="gate-types">
      <SelectInput optionText={<LocalizedName />} />
    </ReferenceInput>,
  ];
  if (isPending) return <LoadingState />;
  if (isNotFound(error)) return <NotFoundState backTo="/areas" />;
  if (error || !areaId || !area)
    return (
      <ErrorState message={loadFailureOf('areas')} cause={error} onRetry={() => void refetch()} retrying={isFetching} />
    );
  const createTo = { pathname: '/gates/create', search: `?source=${JSON.stringify({ area_id: areaId })}` };

  return (
    <>
      <AreaBreadcrumb area={area} page="ps.gates.title" />
      <List
        resource="gates"
        filter={{ area_id: areaId }}
        sort={{ field: nameSort, order: 'ASC' }}
        title={translate('ps.gates.title_for_area', { area: nameOf(area) })}
        actions={
          <TopToolbar>
            <FilterButton />
            <CreateButton to={createTo} />
            <ExportButton />
          </TopToolbar>
        }
        exporter={exporter}
        filters={filters}
        empty={<EmptyWithCreate icon={MeetingRoomIcon} message="ps.gates.empty" createTo={createTo} />}
        disableSyncWithLocation
        storeKey={`gates.area.${areaId}`}
      >
        <NameSortFollowsLanguage />
        {small ? (
          <SimpleList
            primaryText={<LocalizedName />}
            secondaryText={<ReferenceField source="gate_type_id" reference="gate-types" link={false} />}
            // a function, not an element: react-admin floats only what a function returns to the end of the row
            tertiaryText={() => <GateStatusField />}
            rowClick="edit"
          />
        ) : (
          <DataTable rowClick="edit" bulkActionButtons={false}>
            <DataTable.Col source={nameSort} label="resources.gates.fields.name">
              <RowLink type="edit">
                <LocalizedName />
              </RowLink>
            </DataTable.Col>
            <DataTable.Col source="gate_type_id">
              <ReferenceField source="gate_type_id" reference="gate-types" link={false} />
            </DataTable.Col>
            <DataTable.Col source="status" field={GateStatusField} />
            <DataTable.Col source="description" />
            <DataTable.Col disableSort>
              <EditButton />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </>
  );
}
