import { Create } from 'react-admin';
import { MerchantForm } from './MerchantForm';

export default function MerchantCreate() {
  return (
    <Create redirect="show">
      <MerchantForm />
    </Create>
  );
}
