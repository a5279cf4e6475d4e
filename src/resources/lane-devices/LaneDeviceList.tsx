import SensorsIcon from '@mui/icons-material/Sensors';
import { DataTable, List, SelectInput, SimpleList, TextField } from 'react-admin';
import { LANE_DEVICE_KINDS, LANE_DEVICE_STATUSES } from '../../../domain/lane-devices';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { ListActions } from '../../components/ListActions';
import { RelativeTimeField } from '../../components/RelativeTimeField';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { LaneDevice } from '../../providers/dataProvider';
import { DeviceGateField, DeviceKindField, DeviceStatusChip } from './LaneDeviceFields';

const choices = (values: readonly string[], labels: string) =>
  values.map((value) => ({ id: value, name: `${labels}.${value}` }));

const FILTERS = [
  <SelectInput
    key="kind"
    source="kind"
    choices={choices(LANE_DEVICE_KINDS, 'ps.lane_devices.kinds')}
    alwaysOn
    sx={{ minWidth: 160 }}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={choices(LANE_DEVICE_STATUSES, 'ps.lane_devices.statuses')}
    alwaysOn
    sx={{ minWidth: 160 }}
  />,
];

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'name' },
  { source: 'gate_id', reference: 'gates' },
  { source: 'kind', labels: 'ps.lane_devices.kinds' },
  { source: 'status', labels: 'ps.lane_devices.statuses' },
  { source: 'last_seen_at', format: 'dateTime' },
  { source: 'heartbeat_seconds', format: 'number' },
];

function Empty() {
  return <EmptyWithCreate icon={SensorsIcon} message="ps.lane_devices.empty" hint="ps.lane_devices.empty_hint" />;
}

/** The gates' devices: what each is, whether it may still send, and when it was last heard from. */
export default function LaneDeviceList() {
  const small = useSmallScreen();
  const exporter = useCsvExporter(CSV_COLUMNS);
  return (
    <List
      filters={FILTERS}
      actions={<ListActions />}
      exporter={exporter}
      sort={{ field: 'id', order: 'DESC' }}
      empty={<Empty />}
    >
      {small ? (
        <SimpleList<LaneDevice>
          primaryText={(device) => device.name}
          secondaryText={() => <DeviceGateField />}
          tertiaryText={() => <DeviceStatusChip />}
          linkType="show"
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name">
            <RowLink type="show">
              <TextField source="name" />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="gate_id" field={DeviceGateField} />
          <DataTable.Col source="kind" field={DeviceKindField} />
          <DataTable.Col source="status" field={DeviceStatusChip} />
          <DataTable.Col source="last_seen_at">
            <RelativeTimeField source="last_seen_at" emptyText="ps.lane_devices.never_seen" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
