import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('parking-carts', lazy(() => import('./ParkingCardList'))),
  create: guarded('parking-carts', lazy(() => import('./ParkingCardCreate'))),
  edit: guarded('parking-carts', lazy(() => import('./ParkingCardEdit'))),
  show: guarded('parking-carts', lazy(() => import('./ParkingCardShow'))),
  icon: CreditCardIcon,
  recordRepresentation: 'card_number',
};
