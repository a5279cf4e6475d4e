import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('vehicles', lazy(() => import('./VehicleList'))),
  show: guarded('vehicles', lazy(() => import('./VehicleShow'))),
  icon: DirectionsCarIcon,
};
