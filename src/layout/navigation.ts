import type { ComponentType } from 'react';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import HomeIcon from '@mui/icons-material/Home';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import HistoryIcon from '@mui/icons-material/History';
import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { RESOURCE_PERMISSIONS, routePermission } from '../../domain/routes';
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
  { to: '/home', label: 'ps.menu.home', icon: HomeIcon },
  { to: '/company-dashboard', label: 'ps.menu.company_dashboard', icon: DashboardIcon },
  { to: '/areas', label: 'ps.menu.areas', icon: LocalParkingIcon },
  { to: '/employees', label: 'ps.menu.employees', icon: BadgeIcon },
  { to: '/subscriptions', label: 'ps.menu.subscriptions', icon: AssignmentIndIcon },
  { to: '/parking-carts', label: 'ps.menu.parking_carts', icon: CreditCardIcon },
  { to: '/parking-transactions', label: 'ps.menu.payment_transactions', icon: ReceiptLongIcon },
  // The transactions' report: the transactions' permission guards it.
  { to: '/revenue-report', label: 'ps.menu.revenue_report', icon: AssessmentIcon, permission: RESOURCE_PERMISSIONS['payment-transactions'] },
  { to: '/subscription-plans', label: 'ps.menu.subscription_plans', icon: CardMembershipIcon },
  { to: '/companies', label: 'ps.menu.companies', icon: BusinessIcon },
  { to: '/company-subscriptions', label: 'ps.menu.company_subscriptions', icon: AssignmentIndIcon },
  // SPEC names the screen but no route of its own: the resource's permission guards it.
  { to: '/vehicles', label: 'ps.menu.current_vehicles', icon: DirectionsCarIcon, permission: RESOURCE_PERMISSIONS.vehicles },
  { to: '/sub-areas', label: 'ps.menu.sub_areas', icon: SplitscreenIcon },
]
  .map((entry: Omit<NavigationEntry, 'permission'> & { permission?: Permission }) => ({ ...entry, permission: entry.permission ?? routePermission(entry.to) }))
  // Beyond SPEC's routes: the audit log, the super admin's.
  .concat([{ to: '/audit-log', label: 'ps.menu.audit_log', icon: HistoryIcon, permission: RESOURCE_PERMISSIONS['audit-log'] }]);
