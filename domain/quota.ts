/** Company quota rules (SPEC section 4, DESIGN section 5). Dates are YYYY-MM-DD, local. */
export const QUOTA_STATUSES = ['active', 'expired', 'no_active_quota'] as const;
export type QuotaStatus = (typeof QUOTA_STATUSES)[number];

/** How much of a quota is left: plenty, low (the warning), or none. */
export const QUOTA_LEVELS = ['healthy', 'low', 'exhausted'] as const;
export type QuotaLevel = (typeof QUOTA_LEVELS)[number];

/** Company subscriptions in these states hold one unit of quota (one awaiting its online payment too); rejection frees it. */
export const QUOTA_HOLDING_STATUSES = ['pending', 'awaiting_payment', 'active'] as const;

export interface QuotaInput {
  initialQuota: number;
  used: number;
  validFrom: string;
  validTo: string;
  companyActive: boolean;
  today: string;
}

export interface QuotaFigures {
  initial: number;
  used: number;
  remaining: number;
  status: QuotaStatus;
  is_exhausted: boolean;
  is_low: boolean;
  low_threshold: number;
  valid_from: string;
  valid_to: string;
}

/** Remaining at or under 10 % of the initial quota (never under 1) raises the low-quota warning. */
export function lowQuotaThreshold(initialQuota: number): number {
  return Math.max(1, Math.floor(initialQuota * 0.1));
}

export function quotaStatus({
  validFrom,
  validTo,
  companyActive,
  today,
}: Pick<QuotaInput, 'validFrom' | 'validTo' | 'companyActive' | 'today'>): QuotaStatus {
  if (today > validTo) return 'expired';
  if (!companyActive || today < validFrom) return 'no_active_quota';
  return 'active';
}

export function quotaLevel({ is_exhausted, is_low }: Pick<QuotaFigures, 'is_exhausted' | 'is_low'>): QuotaLevel {
  if (is_exhausted) return 'exhausted';
  return is_low ? 'low' : 'healthy';
}

export function quotaFigures(input: QuotaInput): QuotaFigures {
  const remaining = Math.max(0, input.initialQuota - input.used);
  const threshold = lowQuotaThreshold(input.initialQuota);
  return {
    initial: input.initialQuota,
    used: input.used,
    remaining,
    status: quotaStatus(input),
    is_exhausted: remaining === 0,
    is_low: remaining > 0 && remaining <= threshold,
    low_threshold: threshold,
    valid_from: input.validFrom,
    valid_to: input.validTo,
  };
}
