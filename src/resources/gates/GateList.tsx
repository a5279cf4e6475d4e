import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { CreateButton, DataTable, EditButton, List, ReferenceField, TopToolbar, useTranslate } from 'react-admin';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { LocalizedName, NameSortFollowsLanguage, useLocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';
import { AreaBreadcrumb } from '../AreaBreadcrumb';
import { useAreaFromRoute } from '../useAreaFromRoute';
import { GateStatusField } from './GateStatusField';

/** The gates of one area (/gates/area/:areaId). */
export default function GateList() {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const nameSort = useLocalizedNameSort();
  const { areaId, area, isPending, error } = useAreaFromRoute();
  if (isPending) return <LoadingState />;
  if (error || !areaId || !area) return <ErrorState message="ps.errors.failed_to_load_areas" />;
  const createTo = { pathname: '/gates/create', search: `?source=${JSON.stringify({ area_id: areaId })}` };

  return (
    <>
      <AreaBreadcrumb area={area} page="ps.gates.title" />
      <List
        resource="gates"
        filter={{ area_id: areaId }}
        sort={{ field: nameSort, order: 'ASC' }}
        title={translate('ps.gates.title_for_area', { area: nameOf(area) })}
        actions={<TopToolbar><CreateButton to={createTo} /></TopToolbar>}
        empty={<EmptyWithCreate icon={MeetingRoomIcon} message="ps.gates.empty" createTo={createTo} />}
        disableSyncWithLocation
        storeKey={`gates.area.${areaId}`}
      >
        <NameSortFollowsLanguage />
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source={nameSort} label="resources.gates.fields.name" field={LocalizedName} />
          <DataTable.Col source="gate_type_id">
            <ReferenceField source="gate_type_id" reference="gate-types" link={false} />
          </DataTable.Col>
          <DataTable.Col source="status" field={GateStatusField} />
          <DataTable.Col source="description" />
          <DataTable.Col disableSort>
            <EditButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
