import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import type { Permission } from '../../domain/roles';

export interface NavigationEntry {
  to: string;
  label: string;
  permission: Permission;
  icon: ComponentType;
}

/**
 * The navigation entries of SPEC section 2 whose screens exist; each shows only to roles
 * holding its permission. Later screens join this list when they are built.
 */
export const NAVIGATION: NavigationEntry[] = [
  { to: '/home', label: 'ps.menu.home', permission: 'home_access', icon: HomeIcon },
  { to: '/company-dashboard', label: 'ps.menu.company_dashboard', permission: 'company_dashboard_access', icon: DashboardIcon },
  { to: '/areas', label: 'ps.menu.areas', permission: 'areas_crud', icon: LocalParkingIcon },
  { to: '/sub-areas', label: 'ps.menu.sub_areas', permission: 'areas_crud', icon: SplitscreenIcon },
];
