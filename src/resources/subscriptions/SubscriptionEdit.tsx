import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { SubscriptionForm } from './SubscriptionForm';

function SubscriptionToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export default function SubscriptionEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic" {...recordErrorProps()}>
      <SubscriptionForm toolbar={<SubscriptionToolbar />} />
    </Edit>
  );
}
