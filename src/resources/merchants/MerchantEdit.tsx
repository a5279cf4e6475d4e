import { Edit } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { MerchantForm } from './MerchantForm';

export default function MerchantEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic" {...recordErrorProps()}>
      <MerchantForm />
    </Edit>
  );
}
