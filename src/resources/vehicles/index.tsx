import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

export default {
  name: 'vehicles',
  list: guarded(
    'list',
    lazy(() => import('./VehicleList')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./VehicleShow')),
  ),
  icon: DirectionsCarIcon,
  recordRepresentation: ({ plate }) => plate,
  menu: 'ps.menu.current_vehicles',
} satisfies ResourceEntry;
