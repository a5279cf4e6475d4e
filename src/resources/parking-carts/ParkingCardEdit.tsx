import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import { ParkingCardForm } from './ParkingCardForm';

/** Deleting waits for the server's answer: an issued card is refused (it is returned first). */
function CardToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export default function ParkingCardEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic" {...recordErrorProps()}>
      <ParkingCardForm toolbar={<CardToolbar />} />
    </Edit>
  );
}
