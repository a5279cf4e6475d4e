import { Edit } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { AreaForm } from './AreaForm';

export default function AreaEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic" {...recordErrorProps()}>
      <AreaForm />
    </Edit>
  );
}
