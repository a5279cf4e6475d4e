import { Box, Typography } from '@mui/material';
import { Labeled, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { DateTimeField } from '../../components/fields';
import { Panel } from '../../components/Panel';
import { PlateText } from '../../components/PlateText';
import { recordErrorProps } from '../../components/RecordNotFound';
import type { Vehicle } from '../../providers/dataProvider';
import { TariffBreakdown } from '../areas/TariffBreakdown';
import { ForceExitButton } from './ForceExitButton';
import { PlaceName } from './PlaceName';
import { PlateHistoryButton } from './PlateHistoryButton';
import { StayDuration } from './StayDuration';
import { StayEvents } from './StayEvents';
import { StayTypeChip } from './StayTypeChip';

/** Fees and durations move with the clock (the gates' events refresh the stay as they come: providers/live). */
const REFRESH_MS = 60_000;

function Actions() {
  const stay = useRecordContext<Vehicle>();
  return (
    <TopToolbar>
      {stay ? <PlateHistoryButton plate={stay} size="medium" /> : null}
      <ForceExitButton size="medium" />
    </TopToolbar>
  );
}

function StayPanel() {
  const stay = useRecordContext<Vehicle>();
  if (!stay) return null;
  return (
    <Panel title="ps.vehicles.sections.stay">
      <Labeled label="resources.vehicles.fields.plate">
        <Box component="span">
          <PlateText vehicle={stay} />
        </Box>
      </Labeled>
      <Labeled label="resources.vehicles.fields.type">
        <StayTypeChip />
      </Labeled>
      <Labeled label="resources.vehicles.fields.area_id">
        <Typography component="span" variant="body2">
          <PlaceName source="area_id" />
        </Typography>
      </Labeled>
      <Labeled>
        <DateTimeField source="entry_time" />
      </Labeled>
      <Labeled>
        <DateTimeField source="exit_time" emptyText="ps.vehicles.presence.inside" />
      </Labeled>
      <Labeled label="resources.vehicles.fields.duration">
        <StayDuration />
      </Labeled>
      {stay.guest_ticket_number ? (
        <Labeled>
          {/* Latin text in its own direction, at the start of its cell in either language. */}
          <TextField source="guest_ticket_number" dir="ltr" sx={{ alignSelf: 'flex-start' }} />
        </Labeled>
      ) : null}
    </Panel>
  );
}

/** What the stay owes if it leaves now, or what it paid at its exit, line by line. */
function FeePanel() {
  const stay = useRecordContext<Vehicle>();
  const payment = stay?.events?.find((event) => event.payment)?.payment;
  const fee = stay?.fee_so_far ?? payment;
  if (!stay || !fee) return null;
  return (
    <Panel title={stay.inside ? 'ps.vehicles.sections.fee_so_far' : 'ps.vehicles.sections.paid'}>
      <Box sx={{ gridColumn: '1 / -1', '& > *': { mt: 0 } }}>
        <TariffBreakdown
          preview={fee}
          label={stay.inside ? 'ps.vehicles.fee_if_leaving_now' : 'ps.vehicles.paid_at_exit'}
        />
      </Box>
    </Panel>
  );
}

function EventsPanel() {
  const stay = useRecordContext<Vehicle>();
  if (!stay) return null;
  return (
    <Panel title="ps.vehicles.sections.events">
      <StayEvents stay={stay} />
    </Panel>
  );
}

/** A stay: its vehicle and place, its events in time order, and its fee so far or what it paid. */
export default function VehicleShow() {
  const { queryOptions, ...errorProps } = recordErrorProps();
  return (
    <Show actions={<Actions />} queryOptions={{ ...queryOptions, refetchInterval: REFRESH_MS }} {...errorProps}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <StayPanel />
        <EventsPanel />
        <FeePanel />
      </Box>
    </Show>
  );
}
