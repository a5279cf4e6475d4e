import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('list', lazy(() => import('./ParkingCardList'))),
  create: guarded('create', lazy(() => import('./ParkingCardCreate'))),
  edit: guarded('edit', lazy(() => import('./ParkingCardEdit'))),
  show: guarded('show', lazy(() => import('./ParkingCardShow'))),
  icon: CreditCardIcon,
  recordRepresentation: 'card_number',
};
