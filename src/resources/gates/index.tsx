import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

const GateList = guarded(
  'list',
  lazy(() => import('./GateList')),
);

/** Gates are listed per area only; create and edit are the resource's own pages. */
export default {
  name: 'gates',
  create: guarded(
    'create',
    lazy(() => import('./GateCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./GateEdit')),
  ),
  icon: MeetingRoomIcon,
  routes: <Route path="area/:areaId" element={<GateList />} />,
  recordRepresentation: ({ localizedName }) => localizedName,
} satisfies ResourceEntry;
