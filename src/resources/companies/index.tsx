import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

export default {
  name: 'companies',
  list: guarded(
    'list',
    lazy(() => import('./CompanyList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./CompanyCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./CompanyEdit')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./CompanyShow')),
  ),
  icon: BusinessIcon,
  recordRepresentation: ({ localizedName }) => localizedName,
  menu: 'ps.menu.companies',
} satisfies ResourceEntry;
