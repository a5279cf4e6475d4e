import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { Box, Typography } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, ReferenceField, TopToolbar, useTranslate } from 'react-admin';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { useLocalizedName } from '../../components/LocalizedName';
import { AreaBreadcrumb } from '../AreaBreadcrumb';
import { useAreaFromRoute } from '../useAreaFromRoute';
import { GateStatusField } from './GateStatusField';

function Empty({ areaId }: { areaId: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, mx: 'auto' }}>
      <MeetingRoomIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1, mb: 2 }}>
        {translate('ps.gates.empty')}
      </Typography>
      <CreateButton variant="contained" to={{ pathname: '/gates/create', search: `?source=${JSON.stringify({ area_id: areaId })}` }} />
    </Box>
  );
}

/** The gates of one area (/gates/area/:areaId). */
export default function GateList() {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
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
        sort={{ field: 'name', order: 'ASC' }}
        title={translate('ps.gates.title_for_area', { area: nameOf(area) })}
        actions={<TopToolbar><CreateButton to={createTo} /></TopToolbar>}
        empty={<Empty areaId={areaId} />}
        disableSyncWithLocation
        storeKey={`gates.area.${areaId}`}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
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
