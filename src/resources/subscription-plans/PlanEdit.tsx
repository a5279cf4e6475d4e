import { DeleteButton, Edit, SaveButton, Toolbar, TopToolbar } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { PlanActiveSwitch } from './PlanActiveSwitch';
import { PlanForm } from './PlanForm';

function Actions() {
  return (
    <TopToolbar>
      <PlanActiveSwitch labelled />
    </TopToolbar>
  );
}

function PlanToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export default function PlanEdit() {
  return (
    <Edit redirect="list" mutationMode="pessimistic" actions={<Actions />} {...recordErrorProps()}>
      <PlanForm editing toolbar={<PlanToolbar />} />
    </Edit>
  );
}
