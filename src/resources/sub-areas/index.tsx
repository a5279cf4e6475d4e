import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../guarded';

const AreaSubAreaList = guarded('areas_crud', lazy(() => import('./SubAreaList').then((module) => ({ default: module.AreaSubAreaList }))));

export default {
  resource: {
    list: guarded('areas_crud', lazy(() => import('./SubAreaList'))),
    create: guarded('areas_crud', lazy(() => import('./SubAreaCreate'))),
    edit: guarded('areas_crud', lazy(() => import('./SubAreaEdit'))),
    show: guarded('areas_crud', lazy(() => import('./SubAreaShow'))),
    icon: SplitscreenIcon,
    recordRepresentation: 'name',
  },
  routes: <Route path="area/:areaId" element={<AreaSubAreaList />} />,
};
