import { Create } from 'react-admin';
import { useListShowingNew } from '../useListShowingNew';
import { EmployeeForm } from './EmployeeForm';

export default function EmployeeCreate() {
  const redirect = useListShowingNew();
  return (
    <Create redirect={redirect}>
      <EmployeeForm creating />
    </Create>
  );
}
