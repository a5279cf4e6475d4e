import { Create } from 'react-admin';
import { OfferForm } from './OfferForm';
import { toItsMerchant } from './toItsMerchant';

export default function OfferCreate() {
  return (
    <Create redirect={toItsMerchant}>
      <OfferForm />
    </Create>
  );
}
