import { Box } from '@mui/material';
import { EditButton, Labeled, Show, TextField, TopToolbar } from 'react-admin';
import { DateTimeField, LocaleNumberField } from '../../components/fields';
import { Panel } from '../../components/Panel';
import { RelativeTimeField } from '../../components/RelativeTimeField';
import { recordErrorProps } from '../../components/RecordNotFound';
import { KeyAction } from '../../components/KeyAction';
import { DeviceGateField, DeviceKindField, DeviceStatusChip } from './LaneDeviceFields';

function Actions() {
  return (
    <TopToolbar>
      <EditButton />
      <KeyAction action="rotate" resource="lane-devices" messages="ps.lane_devices" />
      <KeyAction action="revoke" resource="lane-devices" messages="ps.lane_devices" />
    </TopToolbar>
  );
}

/** A device: its gate, kind and standing, when it was last heard from, and which key it holds. */
export default function LaneDeviceShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <Panel title="ps.lane_devices.sections.device">
          <Labeled>
            <TextField source="name" />
          </Labeled>
          <Labeled source="gate_id">
            <DeviceGateField />
          </Labeled>
          <Labeled source="kind">
            <DeviceKindField />
          </Labeled>
          <Labeled source="status">
            <DeviceStatusChip />
          </Labeled>
          <Labeled>
            <RelativeTimeField source="last_seen_at" emptyText="ps.lane_devices.never_seen" />
          </Labeled>
          <Labeled>
            <LocaleNumberField source="heartbeat_seconds" />
          </Labeled>
        </Panel>
        <Panel title="ps.lane_devices.sections.key">
          <Labeled>
            <TextField source="key_id" dir="ltr" />
          </Labeled>
          <Labeled>
            <DateTimeField source="key_issued_at" />
          </Labeled>
          <Labeled>
            <DateTimeField source="created_at" />
          </Labeled>
        </Panel>
      </Box>
    </Show>
  );
}
