import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('areas', lazy(() => import('./AreaList'))),
  create: guarded('areas', lazy(() => import('./AreaCreate'))),
  edit: guarded('areas', lazy(() => import('./AreaEdit'))),
  show: guarded('areas', lazy(() => import('./AreaShow'))),
  icon: LocalParkingIcon,
};
