import { Create } from 'react-admin';
import { SubAreaForm } from './SubAreaForm';

export default function SubAreaCreate() {
  return (
    <Create redirect="show">
      <SubAreaForm />
    </Create>
  );
}
