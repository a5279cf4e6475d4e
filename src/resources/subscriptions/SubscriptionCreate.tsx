import { Create } from 'react-admin';
import { SubscriptionForm } from './SubscriptionForm';

export default function SubscriptionCreate() {
  return (
    <Create redirect="show">
      <SubscriptionForm />
    </Create>
  );
}
