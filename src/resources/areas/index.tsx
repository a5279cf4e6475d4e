import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { lazy } from 'react';
import { LocalizedName } from '../../components/LocalizedName';

export default {
  list: lazy(() => import('./AreaList')),
  create: lazy(() => import('./AreaCreate')),
  edit: lazy(() => import('./AreaEdit')),
  show: lazy(() => import('./AreaShow')),
  icon: LocalParkingIcon,
  recordRepresentation: <LocalizedName />,
};
