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
} from 'react-admin';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { LocalizedName, NameSortFollowsLanguage, useLocalizedNameSort } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { AreaRoutePage } from '../AreaRoutePage';
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
  return (
    <AreaRoutePage page="ps.gates.title" titleForArea="ps.gates.title_for_area">
      {(areaId, title) => <AreaGateTable areaId={areaId} title={title} />}
    </AreaRoutePage>
  );
}

function AreaGateTable({ areaId, title }: { areaId: number; title: string }) {
  const small = useSmallScreen();
  const nameSort = useLocalizedNameSort();
  const exporter = useCsvExporter(CSV_COLUMNS);
  const statuses = useGateStatusChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statuses} />,
    <ReferenceInput key="gate_type_id" source="gate_type_id" reference="gate-types">
      <SelectInput optionText={<LocalizedName />} />
    </ReferenceInput>,
  ];
  const createTo = { pathname: '/gates/create', search: `?source=${JSON.stringify({ area_id: areaId })}` };

  return (
    <List
      resource="gates"
      filter={{ area_id: areaId }}
      sort={{ field: nameSort, order: 'ASC' }}
      title={title}
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
  );
}
