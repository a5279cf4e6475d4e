import { Edit } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { SubAreaForm } from './SubAreaForm';

export default function SubAreaEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic" {...recordErrorProps()}>
      <SubAreaForm />
    </Edit>
  );
}
