import DashboardIcon from '@mui/icons-material/Dashboard';
import type { PageEntry } from '../../resources/entries';
import { CompanyDashboardPage } from './CompanyDashboardPage';

export default {
  path: 'company-dashboard',
  page: CompanyDashboardPage,
  icon: DashboardIcon,
  access: { resource: 'company-dashboard', action: 'access' },
  menu: 'ps.menu.company_dashboard',
} satisfies PageEntry;
