import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { ListActions } from '../../components/ListActions';
import { Stack } from '@mui/material';
import { DataTable, List, SimpleList, useListContext, useRecordContext } from 'react-admin';
import { DateTimeField, MoneyField } from '../../components/fields';
import { PlateLine, PlateText, plateText } from '../../components/PlateText';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { Vehicle } from '../../providers/dataProvider';
import { ForceExitButton } from './ForceExitButton';
import { PlaceName, usePlaceName } from './PlaceName';
import { StayDuration } from './StayDuration';
import { StayTypeChip } from './StayTypeChip';
import { useVehicleChoices } from './useVehicleChoices';
import { useVehicleFilters } from './vehicleFilters';
import { QUIET_LIST_LOAD } from '../../theme/list-states';
import { EmptyList } from '../../components/EmptyList';

// A plate, a time, an amount and a button each read on one line.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Fees and durations move with the clock (the gates' events refresh the list as they come: providers/live). */
const REFRESH_MS = 60_000;

function Empty() {
  return <EmptyList icon={DirectionsCarIcon} message="ps.vehicles.empty" hint="ps.vehicles.empty_hint" />;
}

function StayPlate() {
  const stay = useRecordContext<Vehicle>();
  return stay ? <PlateText vehicle={stay} /> : null;
}

function useCsvColumns(): CsvColumn[] {
  const placeName = usePlaceName();
  const place = (source: 'area_id' | 'entry_gate_id' | 'exit_gate_id') => (value: unknown) =>
    placeName(source, value as number);
  return [
    { source: 'plate', text: (_value, _context, record) => plateText(record as Vehicle) },
    { source: 'type', labels: 'ps.vehicles.types' },
    { source: 'area_id', text: place('area_id') },
    { source: 'entry_gate_id', text: place('entry_gate_id') },
    { source: 'entry_time', format: 'dateTime' },
    { source: 'exit_gate_id', text: place('exit_gate_id') },
    { source: 'exit_time', format: 'dateTime' },
    { source: 'duration_minutes', format: 'number' },
    { source: 'fee_so_far', text: (fee) => (fee as Vehicle['fee_so_far'])!.amount.toFixed(2) },
    { source: 'guest_ticket_number' },
    { source: 'forced_exit_reason' },
  ];
}

/** A stay on a phone: the plate, where and when it came in, how long, and what it owes so far. */
function StaySummary({ stay }: { stay: Vehicle }) {
  const { dateTime, money } = useFormatters();
  const placeName = usePlaceName();
  return (
    <Stack component="span" spacing={0.25}>
      <span>
        <bdi>{placeName('area_id', stay.area_id)}</bdi>
        {' · '}
        <bdi>{dateTime(stay.entry_time)}</bdi>
      </span>
      <span>
        <StayDuration />
        {stay.fee_so_far ? ` · ${money(stay.fee_so_far.amount)}` : null}
      </span>
    </Stack>
  );
}

/**
 * The stays on a wide screen. A column with nothing to say in the view is left out: the exit time
 * of vehicles all inside, the fee and force exit of vehicles all gone, the area of a caller of one.
 */
function StayTable() {
  const { filterValues } = useListContext();
  const { areas } = useVehicleChoices();
  return (
    <DataTable rowClick="show" bulkActionButtons={false} empty={<Empty />}>
      <DataTable.Col source="plate" sx={NO_WRAP}>
        <RowLink type="show">
          <StayPlate />
        </RowLink>
      </DataTable.Col>
      <DataTable.Col source="type" disableSort field={StayTypeChip} />
      {areas.length > 1 ? (
        <DataTable.Col source="area_id" disableSort>
          <PlaceName source="area_id" />
        </DataTable.Col>
      ) : null}
      <DataTable.Col source="entry_gate_id" disableSort>
        <PlaceName source="entry_gate_id" />
      </DataTable.Col>
      <DataTable.Col source="entry_time" field={DateTimeField} sx={NO_WRAP} />
      {filterValues.inside === true ? null : (
        <DataTable.Col source="exit_time" sx={NO_WRAP}>
          <DateTimeField source="exit_time" emptyText="ps.vehicles.presence.inside" />
        </DataTable.Col>
      )}
      <DataTable.Col
        source="duration_minutes"
        label="resources.vehicles.fields.duration"
        disableSort
        field={StayDuration}
        sx={NO_WRAP}
      />
      {filterValues.inside === false ? null : (
        <DataTable.Col source="fee_so_far" disableSort align="right" sx={NO_WRAP}>
          <MoneyField source="fee_so_far.amount" emptyText="—" />
        </DataTable.Col>
      )}
      {filterValues.inside === false ? null : (
        <DataTable.Col label="" disableSort sx={NO_WRAP}>
          <ForceExitButton />
        </DataTable.Col>
      )}
    </DataTable>
  );
}

/**
 * The stays: inside now by default, newest entry first; plate search in either script and the
 * filters of the API. On a phone one row per vehicle; the force exit is on the vehicle's page there.
 */
export default function VehicleList() {
  const small = useSmallScreen();
  const filters = useVehicleFilters(small);
  const exporter = useCsvExporter(useCsvColumns());
  return (
    <List
      title="ps.vehicles.title"
      filters={filters}
      filterDefaultValues={{ inside: true }}
      actions={<ListActions create={false} />}
      exporter={exporter}
      sort={{ field: 'entry_time', order: 'DESC' }}
      queryOptions={{ ...QUIET_LIST_LOAD, refetchInterval: REFRESH_MS }}
      empty={<Empty />}
    >
      {small ? (
        <SimpleList<Vehicle>
          primaryText={(stay) => <PlateLine vehicle={stay} />}
          secondaryText={(stay) => <StaySummary stay={stay} />}
          // a function, not an element: react-admin floats only what a function returns to the end of the row
          tertiaryText={() => <StayTypeChip />}
          linkType="show"
          empty={<Empty />}
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <StayTable />
      )}
    </List>
  );
}
