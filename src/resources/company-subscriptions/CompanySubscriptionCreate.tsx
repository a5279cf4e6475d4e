import { Create } from 'react-admin';
import { useListShowingNew } from '../useListShowingNew';
import { CompanySubscriptionForm } from './CompanySubscriptionForm';

export default function CompanySubscriptionCreate() {
  const redirect = useListShowingNew();
  return (
    <Create redirect={redirect}>
      <CompanySubscriptionForm />
    </Create>
  );
}
