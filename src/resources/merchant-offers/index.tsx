import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

/** What merchants' validators give a stay; each offer is edited from its merchant's page or this list. */
export default {
  name: 'merchant-offers',
  list: guarded(
    'list',
    lazy(() => import('./OfferList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./OfferCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./OfferEdit')),
  ),
  icon: LoyaltyIcon,
  recordRepresentation: ({ localizedName }) => localizedName,
  menu: 'ps.menu.merchant_offers',
} satisfies ResourceEntry;
