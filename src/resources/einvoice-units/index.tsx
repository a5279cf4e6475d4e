import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

/** A unit is made here and then only taken through its onboarding: no edit, no delete. */
export default {
  name: 'einvoice-units',
  list: guarded(
    'list',
    lazy(() => import('./EInvoiceUnitList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./EInvoiceUnitCreate')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./EInvoiceUnitShow')),
  ),
  icon: VerifiedUserIcon,
  recordRepresentation: 'common_name',
  menu: 'ps.menu.einvoice_units',
} satisfies ResourceEntry;
