import { Create } from 'react-admin';
import { ParkingCardForm } from './ParkingCardForm';

export default function ParkingCardCreate() {
  return (
    <Create redirect="show">
      <ParkingCardForm />
    </Create>
  );
}
