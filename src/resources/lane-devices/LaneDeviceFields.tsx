import { Chip, Typography } from '@mui/material';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { LocalizedName } from '../../components/LocalizedName';
import type { LaneDevice } from '../../providers/dataProvider';

/** Whether the device in context may still send its gate's events. */
export function DeviceStatusChip(_props: { label?: string; source?: string }) {
  const device = useRecordContext<LaneDevice>();
  const translate = useTranslate();
  if (!device) return null;
  return (
    <Chip
      size="small"
      color={device.status === 'active' ? 'success' : 'error'}
      label={translate(`ps.lane_devices.statuses.${device.status}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** What the device in context is: a camera, a barrier controller or a pay station. */
export function DeviceKindField(_props: { label?: string; source?: string }) {
  const device = useRecordContext<LaneDevice>();
  const translate = useTranslate();
  if (!device) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`ps.lane_devices.kinds.${device.kind}`)}
    </Typography>
  );
}

/** The device's gate by its name in the app's language. */
export function DeviceGateField(_props: { label?: string; source?: string }) {
  return (
    <ReferenceField source="gate_id" reference="gates" link={false}>
      <Typography component="span" variant="body2">
        <LocalizedName />
      </Typography>
    </ReferenceField>
  );
}
