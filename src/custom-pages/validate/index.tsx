import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { lazy } from 'react';
import type { PageEntry } from '../../resources/entries';

export default {
  path: 'validate',
  page: lazy(() => import('./ValidatePage')),
  icon: LoyaltyIcon,
  access: { resource: 'validate', action: 'access' },
  menu: 'ps.menu.validate',
} satisfies PageEntry;
