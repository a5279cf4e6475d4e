/**
 * Subscription statuses as they are stored (DESIGN section 5): `expired` and a company
 * subscription's `approved` are derived from its dates, never stored.
 */
export const STORED_SUBSCRIPTION_STATUSES = ['pending', 'active', 'rejected'] as const;
export type StoredSubscriptionStatus = (typeof STORED_SUBSCRIPTION_STATUSES)[number];
