import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../guarded';

const AreaSubAreaList = guarded('sub-areas', lazy(() => import('./SubAreaList').then((module) => ({ default: module.AreaSubAreaList }))));

export default {
  resource: {
    list: guarded('sub-areas', lazy(() => import('./SubAreaList'))),
    create: guarded('sub-areas', lazy(() => import('./SubAreaCreate'))),
    edit: guarded('sub-areas', lazy(() => import('./SubAreaEdit'))),
    show: guarded('sub-areas', lazy(() => import('./SubAreaShow'))),
    icon: SplitscreenIcon,
  },
  routes: <Route path="area/:areaId" element={<AreaSubAreaList />} />,
};
