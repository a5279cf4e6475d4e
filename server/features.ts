import type { ResourceName } from '../domain/routes';
import type { ResourceDefinition } from './core/crud';
import type { Feature } from './core/feature';
import { accountsFeature } from './features/accounts';
import { areasFeature } from './features/areas';
import { auditFeature } from './features/audit';
import { companiesFeature } from './features/companies';
import { dashboardFeature } from './features/dashboard';
import { einvoicingFeature } from './features/einvoicing';
import { gateFeature } from './features/gate';
import { lanesFeature } from './features/lanes';
import { merchantsFeature } from './features/merchants';
import { onlinePaymentsFeature } from './features/online-payments';
import { openDataFeature } from './features/open-data';
import { paymentsFeature } from './features/payments';
import { privacyFeature } from './features/privacy';
import { reportsFeature } from './features/reports';
import { staffFeature } from './features/staff';
import { subscriberPortalFeature } from './features/subscriber-portal';
import { subscriptionsFeature } from './features/subscriptions';

const FEATURE_LIST = [
  accountsFeature,
  staffFeature,
  areasFeature,
  auditFeature,
  openDataFeature,
  subscriptionsFeature,
  companiesFeature,
  einvoicingFeature,
  paymentsFeature,
  onlinePaymentsFeature,
  subscriberPortalFeature,
  gateFeature,
  lanesFeature,
  merchantsFeature,
  privacyFeature,
  reportsFeature,
  dashboardFeature,
] as const satisfies readonly Feature[];

type ServedBy<F> = F extends { resources: infer R } ? keyof R : never;
type Unserved<Features extends readonly Feature[]> = Exclude<ResourceName, ServedBy<Features[number]>>;

/**
 * Every resource of the API by the name domain/routes.ts gives it, as the generic routes serve it:
 * a name there that no feature serves fails to compile here, and the error names it.
 */
function resourcesOf<Features extends readonly Feature[]>(
  features: Features & ([Unserved<Features>] extends [never] ? unknown : { unserved: Unserved<Features> }),
): Record<ResourceName, ResourceDefinition> {
  return Object.assign({}, ...features.map((feature) => feature.resources ?? {}));
}

/** Every feature of the server, each a folder of server/features/; the app registers them in this order. */
export const FEATURES: readonly Feature[] = FEATURE_LIST;

export const RESOURCES = resourcesOf(FEATURE_LIST);
