import { Create } from 'react-admin';
import { EmployeeForm } from './EmployeeForm';

export default function EmployeeCreate() {
  return (
    <Create redirect="list">
      <EmployeeForm creating />
    </Create>
  );
}
