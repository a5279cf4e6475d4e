import { Create } from 'react-admin';
import { CompanySubscriptionForm } from './CompanySubscriptionForm';

export default function CompanySubscriptionCreate() {
  return (
    <Create redirect="list">
      <CompanySubscriptionForm />
    </Create>
  );
}
