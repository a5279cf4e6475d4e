import { Edit } from 'react-admin';
import { AreaForm } from './AreaForm';

export default function AreaEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic">
      <AreaForm />
    </Edit>
  );
}
