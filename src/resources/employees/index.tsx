import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('employees', lazy(() => import('./EmployeeList'))),
  create: guarded('employees', lazy(() => import('./EmployeeCreate'))),
  edit: guarded('employees', lazy(() => import('./EmployeeEdit'))),
  icon: BadgeIcon,
  recordRepresentation: 'name',
};
