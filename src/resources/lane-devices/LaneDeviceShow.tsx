import KeyIcon from '@mui/icons-material/Key';
import BlockIcon from '@mui/icons-material/Block';
import { Box } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  EditButton,
  Labeled,
  Show,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { DateTimeField, LocaleNumberField } from '../../components/fields';
import { Panel } from '../../components/Panel';
import { RelativeTimeField } from '../../components/RelativeTimeField';
import { recordErrorProps } from '../../components/RecordNotFound';
import type { AppDataProvider, LaneDevice } from '../../providers/dataProvider';
import { DeviceKeyDialog } from './DeviceKeyDialog';
import { DeviceGateField, DeviceKindField, DeviceStatusChip } from './LaneDeviceFields';

/** One of the device's key actions, asked for again before it is done: both stop the key the device holds. */
function KeyAction({ action }: { action: 'rotate' | 'revoke' }) {
  const device = useRecordContext<LaneDevice>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  if (!device || device.status !== 'active') return null;
  const confirm = async () => {
    setBusy(true);
    try {
      if (action === 'rotate') setKey((await dataProvider.rotateLaneDeviceKey(device.id)).key);
      else await dataProvider.revokeLaneDevice(device.id);
      notify(`ps.lane_devices.done.${action}`, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ps.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
      if (action === 'revoke') refresh();
    }
  };
  return (
    <>
      <Button
        label={`ps.lane_devices.${action}`}
        color={action === 'revoke' ? 'error' : 'primary'}
        onClick={() => setAsking(true)}
      >
        {action === 'rotate' ? <KeyIcon /> : <BlockIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={`ps.lane_devices.confirm.${action}_title`}
        content={`ps.lane_devices.confirm.${action}_content`}
        translateOptions={{ name: device.name }}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
      <DeviceKeyDialog
        deviceKey={key}
        onClose={() => {
          setKey(null);
          refresh();
        }}
      />
    </>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <EditButton />
      <KeyAction action="rotate" />
      <KeyAction action="revoke" />
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
