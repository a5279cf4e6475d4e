import { Create } from 'react-admin';
import { CompanyCreateForm } from './CompanyForm';

export default function CompanyCreate() {
  return (
    <Create redirect="show">
      <CompanyCreateForm />
    </Create>
  );
}
