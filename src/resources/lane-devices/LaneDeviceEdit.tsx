import { Edit } from 'react-admin';
import { laneDeviceUpdateSchema } from '../../../domain/schemas/lane-device';
import { recordErrorProps } from '../../components/RecordNotFound';
import { SchemaForm } from '../../components/SchemaForm';
import { DeviceSettingsInputs } from './LaneDeviceCreate';

/** A device's name and heartbeat; its gate and kind stay, its key has its own buttons on its page. */
export default function LaneDeviceEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" {...recordErrorProps()}>
      <SchemaForm schema={laneDeviceUpdateSchema}>
        <DeviceSettingsInputs />
      </SchemaForm>
    </Edit>
  );
}
