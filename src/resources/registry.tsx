import companyDashboard from '../custom-pages/company-dashboard';
import home from '../custom-pages/home';
import privacy from '../custom-pages/privacy';
import revenueReport from '../custom-pages/revenue-report';
import dayClose from '../custom-pages/day-close';
import accessLog from './access-log';
import validate from '../custom-pages/validate';
import areas from './areas';
import auditLog from './audit-log';
import cashierShifts from './cashier-shifts';
import companies from './companies';
import companySubscriptions from './company-subscriptions';
import { isPage, isResource, type RegistryEntry } from './entries';
import einvoiceDocuments from './einvoice-documents';
import einvoiceUnits from './einvoice-units';
import employees from './employees';
import integrators from './integrators';
import laneDevices from './lane-devices';
import merchantOffers from './merchant-offers';
import merchants from './merchants';
import feeAdjustments from './fee-adjustments';
import gates from './gates';
import parkingCards from './parking-carts';
import paymentTransactions from './payment-transactions';
import subAreas from './sub-areas';
import subscriptionPlans from './subscription-plans';
import subscriptions from './subscriptions';
import vehicles from './vehicles';

/**
 * Every resource and page of the back office, in the navigation's order: `<Admin>` registers them,
 * and the navigation shows those with a menu label to whoever may open them.
 */
export const REGISTRY: readonly RegistryEntry[] = [
  home,
  companyDashboard,
  validate,
  areas,
  employees,
  subscriptions,
  parkingCards,
  paymentTransactions,
  einvoiceDocuments,
  cashierShifts,
  revenueReport,
  dayClose,
  subscriptionPlans,
  companies,
  merchants,
  merchantOffers,
  einvoiceUnits,
  laneDevices,
  integrators,
  companySubscriptions,
  vehicles,
  subAreas,
  auditLog,
  accessLog,
  privacy,
  gates,
  feeAdjustments,
  // Reference data: no pages, only a name.
  { name: 'gate-types', recordRepresentation: ({ localizedName }) => localizedName },
  { name: 'payment-methods', recordRepresentation: ({ localizedName }) => localizedName },
];

export const RESOURCES = REGISTRY.filter(isResource);
export const PAGES = REGISTRY.filter(isPage);
