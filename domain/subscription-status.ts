/**
 * Subscription statuses as they are stored (DESIGN section 5): `expired` and a company
 * subscription's `approved` are derived from its dates, never stored. `awaiting_payment` is an
 * individual subscription approved to be paid online: it admits nobody until its payment link is
 * paid, which makes it active from that day.
 */
export const STORED_SUBSCRIPTION_STATUSES = ['pending', 'awaiting_payment', 'active', 'rejected'] as const;
export type StoredSubscriptionStatus = (typeof STORED_SUBSCRIPTION_STATUSES)[number];

/**
 * A company subscription's stored statuses; `awaiting_payment` is one approved to be paid online,
 * holding its unit of the quota and admitting nobody until its payment link is paid.
 */
export const STORED_COMPANY_SUBSCRIPTION_STATUSES = ['pending', 'awaiting_payment', 'active', 'rejected'] as const;
export type StoredCompanySubscriptionStatus = (typeof STORED_COMPANY_SUBSCRIPTION_STATUSES)[number];

/** What a company subscription is on a day: its stored status read against its dates. */
export const COMPANY_SUBSCRIPTION_STATUSES = [
  'pending',
  'awaiting_payment',
  'approved',
  'active',
  'expired',
  'rejected',
] as const;
export type CompanySubscriptionStatus = (typeof COMPANY_SUBSCRIPTION_STATUSES)[number];

export interface DatedSubscription<Status = StoredSubscriptionStatus> {
  status: Status;
  start_date: string | null;
  end_date: string | null;
}

/** The days a company's quota is valid (local days, both included): no subscription of it admits outside them. */
export interface QuotaValidity {
  quota_valid_from: string;
  quota_valid_to: string;
}

/**
 * An approved (stored `active`) company subscription is `approved` until its start date,
 * `active` from then to its end date, both included, and `expired` after it; its company's quota
 * validity bounds both dates, as the gate does (domain/company-access.ts), so a subscription is
 * never shown active on a day its cars are refused for the quota. Dates are local days
 * (YYYY-MM-DD), compared as text.
 */
export function companySubscriptionStatus(
  { status, start_date, end_date }: DatedSubscription<StoredCompanySubscriptionStatus>,
  quota: QuotaValidity,
  today: string,
): CompanySubscriptionStatus {
  if (status !== 'active') return status;
  const end = end_date !== null && end_date < quota.quota_valid_to ? end_date : quota.quota_valid_to;
  const start = start_date !== null && start_date > quota.quota_valid_from ? start_date : quota.quota_valid_from;
  if (today > end) return 'expired';
  if (today < start) return 'approved';
  return 'active';
}

/** Whether a subscription's dates include a local day: both ends included, a missing one open. */
export function datesInclude(
  { start_date, end_date }: Pick<DatedSubscription, 'start_date' | 'end_date'>,
  day: string,
) {
  return (start_date === null || start_date <= day) && (end_date === null || end_date >= day);
}

/** What an individual subscription is on a day: the tabs of the subscriptions screen. */
export const SUBSCRIPTION_STATUSES = ['pending', 'awaiting_payment', 'active', 'expired', 'rejected'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * An approved (stored `active`) subscription is `active` up to its end date, that day included,
 * and `expired` from the next local day; it starts on the day it is approved, so it has no
 * "approved, not yet started" state.
 */
export function subscriptionStatus(
  { status, end_date }: Pick<DatedSubscription, 'status' | 'end_date'>,
  today: string,
): SubscriptionStatus {
  if (status !== 'active') return status;
  return end_date !== null && today > end_date ? 'expired' : 'active';
}
