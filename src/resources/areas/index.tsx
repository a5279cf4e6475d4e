import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

export default {
  name: 'areas',
  list: guarded(
    'list',
    lazy(() => import('./AreaList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./AreaCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./AreaEdit')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./AreaShow')),
  ),
  icon: LocalParkingIcon,
  recordRepresentation: ({ localizedName }) => localizedName,
  menu: 'ps.menu.areas',
} satisfies ResourceEntry;
