import type { Feature } from '../../core/feature';
import { companiesResource } from './companies.resource';
import { companySubscriptionsResource } from './company-subscriptions.resource';
import { companyRoutes } from './companies.routes';
import { companySubscriptionRoutes } from './company-subscriptions.routes';

/** Companies, their managers, plans, pools and quotas, and their subscriptions with the vehicles on them. */
export const companiesFeature = {
  resources: {
    companies: companiesResource,
    'company-subscriptions': companySubscriptionsResource,
  },
  async routes(api, { config }) {
    await api.register(companyRoutes(config));
    await api.register(companySubscriptionRoutes);
  },
} satisfies Feature;
