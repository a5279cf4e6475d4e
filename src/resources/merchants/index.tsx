import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';
import { statementRoute } from './statement';

/** The shops, clinics and hotels that validate parking: their offers, validators, balances and statements. */
export default {
  name: 'merchants',
  list: guarded(
    'list',
    lazy(() => import('./MerchantList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./MerchantCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./MerchantEdit')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./MerchantShow')),
  ),
  icon: StorefrontIcon,
  routes: statementRoute,
  recordRepresentation: ({ localizedName }) => localizedName,
  menu: 'ps.menu.merchants',
} satisfies ResourceEntry;
