import { DeleteButton, Edit, SaveButton, Toolbar, TopToolbar } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { ChangePasswordButton } from './ChangePasswordButton';
import { EmployeeForm, useAccountAccess } from './EmployeeForm';
import { UnlockButton } from './UnlockButton';

function Actions() {
  return (
    <TopToolbar>
      <ChangePasswordButton />
      <UnlockButton />
    </TopToolbar>
  );
}

/** Save, and delete unless it is one's own account. */
function EmployeeToolbar() {
  const { ownAccount } = useAccountAccess();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {ownAccount ? null : <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

export default function EmployeeEdit() {
  return (
    <Edit redirect="list" mutationMode="pessimistic" actions={<Actions />} {...recordErrorProps()}>
      <EmployeeForm toolbar={<EmployeeToolbar />} />
    </Edit>
  );
}
