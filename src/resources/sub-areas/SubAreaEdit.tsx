import { Edit } from 'react-admin';
import { SubAreaForm } from './SubAreaForm';

export default function SubAreaEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic">
      <SubAreaForm />
    </Edit>
  );
}
