// The companies feature's public face: what the app registers and what other features call (README.md).
export { companiesResource, companyRow } from './companies.resource';
export { insideAsSubscribers, withinCompanyPool, type Registration } from './company-pools';
export { companyDashboardOf, companyOf } from './company-subscriptions';
export { companiesFeature } from './feature';
export { companySubscriptionsResource } from './company-subscriptions.resource';
export { companySubscriptionActivation, quotaInForce } from './company-subscription-decisions';
