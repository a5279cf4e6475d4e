import { Edit } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { CompanyEditForm } from './CompanyForm';

export default function CompanyEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic" {...recordErrorProps()}>
      <CompanyEditForm />
    </Edit>
  );
}
