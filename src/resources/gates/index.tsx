import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const GateList = lazy(() => import('./GateList'));

/** Gates are listed per area only; create and edit are the resource's own pages. */
export default {
  resource: {
    create: lazy(() => import('./GateCreate')),
    edit: lazy(() => import('./GateEdit')),
    icon: MeetingRoomIcon,
    recordRepresentation: 'name',
  },
  routes: <Route path="area/:areaId" element={<GateList />} />,
};
