import { DeleteButton, Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { GateForm } from './GateForm';
import { toAreaGates } from './gateRedirect';

function GateToolbar() {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" redirect={record ? `/gates/area/${record.area_id}` : '/areas'} />
    </Toolbar>
  );
}

export default function GateEdit() {
  return (
    <Edit redirect={toAreaGates} mutationMode="pessimistic" {...recordErrorProps('/areas')}>
      <GateForm toolbar={<GateToolbar />} />
    </Edit>
  );
}
