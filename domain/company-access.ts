import { quotaStatus } from './quota';
import { ROLE } from './roles';
import {
  companySubscriptionStatus,
  type DatedSubscription,
  type StoredCompanySubscriptionStatus,
} from './subscription-status';

/**
 * What a company's active flag stops: its manager's sign-in and requests, and its
 * subscribers' entries. One rule each, read by the sign-in, every authenticated request and
 * the gates.
 */

export interface Account {
  is_active: boolean;
  role_id: number;
}

/**
 * An account acts while it is active and, for a company manager, while their company is
 * (`companyActive` null: no company, and the manager signs in to be told so).
 */
export function accountMayAct(account: Account, companyActive: boolean | null): boolean {
  if (!account.is_active) return false;
  return account.role_id !== ROLE.companyManager || companyActive !== false;
}

/** Why a company subscriber is refused at a gate; the gate answers 422 with it. */
export const COMPANY_ENTRY_REFUSALS = [
  'company_inactive',
  'company_quota_not_active',
  'subscription_not_active',
  'subscription_not_for_area',
] as const;
export type CompanyEntryRefusal = (typeof COMPANY_ENTRY_REFUSALS)[number];

export interface CompanySubscriberAtGate {
  company: { is_active: boolean; area_id: number | null; quota_valid_from: string; quota_valid_to: string };
  /** The subscription's own area, else its company's. */
  subscription: DatedSubscription<StoredCompanySubscriptionStatus> & { area_id: number | null };
  gateAreaId: number;
  /** The operator's local day (YYYY-MM-DD). */
  today: string;
}

/**
 * Whether a vehicle of a company subscription enters as a company subscriber: null when it does,
 * else the first reason it does not. Another area's subscription comes first: it says nothing
 * about this area, where the vehicle may enter as a guest (domain/gate-admission.ts).
 */
export function companyEntryRefusal({
  company,
  subscription,
  gateAreaId,
  today,
}: CompanySubscriberAtGate): CompanyEntryRefusal | null {
  if ((subscription.area_id ?? company.area_id) !== gateAreaId) return 'subscription_not_for_area';
  if (!company.is_active) return 'company_inactive';
  const quota = quotaStatus({
    validFrom: company.quota_valid_from,
    validTo: company.quota_valid_to,
    companyActive: true,
    today,
  });
  if (quota !== 'active') return 'company_quota_not_active';
  if (companySubscriptionStatus(subscription, company, today) !== 'active') return 'subscription_not_active';
  return null;
}
