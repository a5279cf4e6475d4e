import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

export default {
  name: 'employees',
  list: guarded(
    'list',
    lazy(() => import('./EmployeeList')),
  ),
  create: guarded(
    'create',
    lazy(() => import('./EmployeeCreate')),
  ),
  edit: guarded(
    'edit',
    lazy(() => import('./EmployeeEdit')),
  ),
  icon: BadgeIcon,
  recordRepresentation: 'name',
  menu: 'ps.menu.employees',
} satisfies ResourceEntry;
