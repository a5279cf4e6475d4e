import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const AreaSubAreaList = lazy(() => import('./SubAreaList').then((module) => ({ default: module.AreaSubAreaList })));

export default {
  resource: {
    list: lazy(() => import('./SubAreaList')),
    create: lazy(() => import('./SubAreaCreate')),
    edit: lazy(() => import('./SubAreaEdit')),
    show: lazy(() => import('./SubAreaShow')),
    icon: SplitscreenIcon,
    recordRepresentation: 'name',
  },
  routes: <Route path="area/:areaId" element={<AreaSubAreaList />} />,
};
