import type { CallContext } from './crud';

/**
 * What rejecting a request writes on its row, a subscription's or a company subscription's: the
 * status, the reason the applicant is told, and who rejected it and when, as an approval keeps its
 * own decider and moment.
 */
export function rejectionBy({ caller, clock }: Pick<CallContext, 'caller' | 'clock'>, reason: string) {
  const now = clock.now();
  return {
    status: 'rejected' as const,
    rejection_reason: reason,
    rejected_at: now,
    rejected_by: caller.id,
    updated_at: now,
  };
}
