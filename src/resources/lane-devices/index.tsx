import SensorsIcon from '@mui/icons-material/Sensors';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

/** A gate's cameras, controllers and pay stations: made with their key, edited, re-keyed, revoked; never deleted. */
export default {
  name: 'lane-devices',
  list: guarded(
    'list',
    lazy(() => import('./LaneDeviceList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./LaneDeviceCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./LaneDeviceEdit')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./LaneDeviceShow')),
  ),
  icon: SensorsIcon,
  recordRepresentation: 'name',
  menu: 'ps.menu.lane_devices',
} satisfies ResourceEntry;
