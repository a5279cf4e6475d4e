import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { lazy } from 'react';
import { LocalizedName } from '../../components/LocalizedName';
import { guarded } from '../guarded';

export default {
  list: guarded('areas_crud', lazy(() => import('./AreaList'))),
  create: guarded('areas_crud', lazy(() => import('./AreaCreate'))),
  edit: guarded('areas_crud', lazy(() => import('./AreaEdit'))),
  show: guarded('areas_crud', lazy(() => import('./AreaShow'))),
  icon: LocalParkingIcon,
  recordRepresentation: <LocalizedName />,
};
