import { Create } from 'react-admin';
import { AreaForm } from './AreaForm';

export default function AreaCreate() {
  return (
    <Create redirect="show">
      <AreaForm />
    </Create>
  );
}
