import { useState } from 'react';
import { Create, NumberInput, ReferenceInput, SelectInput, TextInput, useCreatePath, useRedirect } from 'react-admin';
import { LANE_DEVICE_KINDS } from '../../../domain/lane-devices';
import { laneDeviceCreateSchema } from '../../../domain/schemas/lane-device';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { KeyDialog } from '../../components/KeyDialog';
import { LocalizedName } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import type { LaneDeviceWithKey } from '../../providers/dataProvider';

const required = requiredFields(laneDeviceCreateSchema);
const KIND_CHOICES = LANE_DEVICE_KINDS.map((kind) => ({ id: kind, name: `ps.lane_devices.kinds.${kind}` }));

/** The fields of a device an administrator sets: its name and how long it may stay silent. */
export function DeviceSettingsInputs() {
  return (
    <>
      <TextInput source="name" isRequired={required.name} />
      <NumberInput
        source="heartbeat_seconds"
        min={10}
        max={3600}
        step={1}
        helperText="ps.lane_devices.heartbeat_help"
      />
    </>
  );
}

/** A new device of a gate: its key is answered once, shown in a dialog, then its page opens. */
export default function LaneDeviceCreate() {
  const [made, setMade] = useState<LaneDeviceWithKey | null>(null);
  const redirect = useRedirect();
  const createPath = useCreatePath();
  return (
    <>
      <Create redirect={false} mutationOptions={{ onSuccess: (device: LaneDeviceWithKey) => setMade(device) }}>
        <SchemaForm schema={laneDeviceCreateSchema} defaultValues={{ heartbeat_seconds: 300 }}>
          <ReferenceInput source="gate_id" reference="gates" perPage={500} sort={{ field: 'name', order: 'ASC' }}>
            <SelectInput optionText={<LocalizedName />} isRequired={required.gate_id} sx={{ minWidth: 240 }} />
          </ReferenceInput>
          <SelectInput source="kind" choices={KIND_CHOICES} isRequired={required.kind} />
          <DeviceSettingsInputs />
        </SchemaForm>
      </Create>
      <KeyDialog
        secret={made?.key ?? null}
        messages="ps.lane_devices"
        onClose={() => redirect(createPath({ resource: 'lane-devices', type: 'show', id: made!.id }))}
      />
    </>
  );
}
