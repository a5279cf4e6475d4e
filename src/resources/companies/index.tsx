import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import { guarded } from '../guarded';

export default {
  list: guarded('companies', lazy(() => import('./CompanyList'))),
  create: guarded('companies', lazy(() => import('./CompanyCreate'))),
  edit: guarded('companies', lazy(() => import('./CompanyEdit'))),
  show: guarded('companies', lazy(() => import('./CompanyShow'))),
  icon: BusinessIcon,
};
