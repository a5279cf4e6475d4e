import { Edit } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { OfferForm } from './OfferForm';
import { toItsMerchant } from './toItsMerchant';

export default function OfferEdit() {
  return (
    <Edit redirect={toItsMerchant} mutationMode="pessimistic" {...recordErrorProps()}>
      <OfferForm />
    </Edit>
  );
}
