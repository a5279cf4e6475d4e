import { Edit } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { CompanySubscriptionForm } from './CompanySubscriptionForm';

export default function CompanySubscriptionEdit() {
  return (
    <Edit redirect="list" mutationMode="pessimistic" {...recordErrorProps()}>
      <CompanySubscriptionForm />
    </Edit>
  );
}
