import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('list', lazy(() => import('./VehicleList'))),
  show: guarded('show', lazy(() => import('./VehicleShow'))),
  icon: DirectionsCarIcon,
};
