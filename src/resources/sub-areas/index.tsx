import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

const AreaSubAreaList = guarded(
  'list',
  lazy(() => import('./SubAreaList').then((module) => ({ default: module.AreaSubAreaList }))),
);

export default {
  name: 'sub-areas',
  list: guarded(
    'list',
    lazy(() => import('./SubAreaList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./SubAreaCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./SubAreaEdit')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./SubAreaShow')),
  ),
  icon: SplitscreenIcon,
  routes: <Route path="area/:areaId" element={<AreaSubAreaList />} />,
  recordRepresentation: ({ localizedName }) => localizedName,
  menu: 'ps.menu.sub_areas',
} satisfies ResourceEntry;
