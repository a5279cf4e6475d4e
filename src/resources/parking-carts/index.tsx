import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

export default {
  name: 'parking-carts',
  list: guarded(
    'list',
    lazy(() => import('./ParkingCardList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./ParkingCardCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./ParkingCardEdit')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./ParkingCardShow')),
  ),
  icon: CreditCardIcon,
  recordRepresentation: 'card_number',
  menu: 'ps.menu.parking_carts',
} satisfies ResourceEntry;
